import { describe, expect, it } from 'vitest';
import { readFormBody } from './form-body.server.ts';

function post(body: string, contentType: string): Request {
  return new Request('http://localhost/sign', { method: 'POST', body, headers: { 'content-type': contentType } });
}

async function statusOfRefusal(request: Request): Promise<number> {
  try {
    await readFormBody(request);
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? -1;
  }
  return 200;
}

describe('readFormBody', () => {
  it('reads an urlencoded form', async () => {
    const form = await readFormBody(post('email=a%40b.test&name=Ann', 'application/x-www-form-urlencoded'));
    expect(form.get('email')).toBe('a@b.test');
  });

  it('reads a whole multipart form', async () => {
    const body = '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nAnn\r\n--b--\r\n';
    const form = await readFormBody(post(body, 'multipart/form-data; boundary=b'));
    expect(form.get('name')).toBe('Ann');
  });

  it.each([
    ['invalid JSON', post('{"email":', 'application/json')],
    [
      'a truncated multipart body',
      post('--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nAn', 'multipart/form-data; boundary=b'),
    ],
    ['a multipart body without its boundary', post('name=Ann', 'multipart/form-data')],
    ['an unknown content type', post('name=Ann', 'text/plain')],
  ])('answers 400 to %s', async (_name, request) => {
    expect(await statusOfRefusal(request)).toBe(400);
  });
});
