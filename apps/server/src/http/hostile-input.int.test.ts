// Input an attacker (or a broken client) sends: text with NUL bytes (PostgreSQL refuses 0x00 in
// text), truncated or malformed multipart bodies. Each is the client's fault: a 4xx with the JSON
// error shape, never a 500.
import { errorBodySchema } from '@spindle/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogueFixture, type CatalogueFixture } from '../testing/catalogue-fixture.ts';
import { send, type TestResponse } from '../testing/http.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let testApp: TestApp;
let fixture: CatalogueFixture;

beforeAll(async () => {
  testApp = await createTestApp();
  fixture = await insertCatalogueFixture(testApp.database);
});
afterAll(() => testApp.close());

function expectClientError(response: TestResponse, code?: string): void {
  expect(response.status, response.text).toBeGreaterThanOrEqual(400);
  expect(response.status, response.text).toBeLessThan(500);
  const body = errorBodySchema.parse(JSON.parse(response.text));
  if (code) expect(body.error.code).toBe(code);
}

const sameSite = { 'sec-fetch-site': 'same-origin' };

describe('text with a NUL byte', () => {
  it('is refused in a query string', async () => {
    expectClientError(await send(testApp.app, '/api/search?search=a%00b'), 'input_invalid');
  });

  it.each(['PUT', 'POST'] as const)('is refused in the JSON body of %s boxes/code', async (method) => {
    const response = await send(testApp.app, {
      method,
      url: '/api/boxes/code',
      headers: { ...sameSite, authorization: `Bearer ${fixture.users.regular.token}` },
      payload: { code: 'GIFT\u0000CODE' },
    });
    expectClientError(response, 'input_invalid');
  });

  it('is refused in a path parameter', async () => {
    expectClientError(await send(testApp.app, '/api/projects/1%00'));
  });
});

describe('a truncated multipart body', () => {
  const truncated =
    '--b\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff';

  it.each(['/api/user/picture', '/api/upload/chunk'])('is a client error on POST %s', async (url) => {
    const response = await send(testApp.app, {
      method: 'POST',
      url,
      headers: {
        ...sameSite,
        authorization: `Bearer ${fixture.users.regular.token}`,
        'content-type': 'multipart/form-data; boundary=b',
      },
      payload: truncated,
    });
    expectClientError(response);
  });

  it('without a boundary is a client error', async () => {
    const response = await send(testApp.app, {
      method: 'POST',
      url: '/api/user/picture',
      headers: {
        ...sameSite,
        authorization: `Bearer ${fixture.users.regular.token}`,
        'content-type': 'multipart/form-data',
      },
      payload: 'file=x',
    });
    expectClientError(response);
  });
});

describe('a path that is not valid percent-encoded UTF-8', () => {
  it.each(['/api/projects/%F0%28%8C%BC', '/api/user/orders/%C0%AF', '/api/artists/%E0%A4%A'])(
    'is a client error in the JSON shape on GET %s',
    async (url) => {
      expectClientError(await send(testApp.app, url), 'bad_request');
    },
  );
});
