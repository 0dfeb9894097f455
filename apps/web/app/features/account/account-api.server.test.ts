import { authEndpoints } from '@spindle/contracts';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiContext, type ApiFetch } from '../../context.ts';
import { callApi, redirectWithCookies, refusal, textFields } from './account-api.server.ts';

function contextAnswering(answer: (path: string, init?: RequestInit) => Response) {
  const calls: { path: string; init?: RequestInit }[] = [];
  const api: ApiFetch = (path, init) => {
    calls.push({ path, init });
    return Promise.resolve(answer(path, init));
  };
  const context = new RouterContextProvider();
  context.set(apiContext, api);
  return { context, calls };
}

const json = (body: unknown, status = 200, headers: HeadersInit = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('callApi', () => {
  it('posts JSON as the visitor and keeps every Set-Cookie line of the answer', async () => {
    const headers = new Headers({ 'content-type': 'application/json' });
    headers.append('set-cookie', 'token=abc; HttpOnly; Path=/');
    headers.append('set-cookie', 'cart=; Max-Age=0; Path=/');
    const { context, calls } = contextAnswering(() => new Response(JSON.stringify({ success: true }), { headers }));
    const result = await callApi(context, authEndpoints.loginLink, { body: { email: 'a@b.c' } });
    expect(result).toEqual({
      ok: true,
      value: { success: true },
      setCookies: ['token=abc; HttpOnly; Path=/', 'cart=; Max-Age=0; Path=/'],
    });
    expect(calls[0]?.path).toBe('/auth/login-link');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(calls[0]?.init?.body).toBe('{"email":"a@b.c"}');

    const redirect = redirectWithCookies('/fr', result.setCookies);
    expect(redirect.headers.get('location')).toBe('/fr');
    expect(redirect.headers.getSetCookie()).toHaveLength(2);
  });

  it('turns a refusal into the translated codes, with the wait of a 429 in minutes', async () => {
    const { context } = contextAnswering(() =>
      json({ error: { code: 'too_many_attempts', message: 'x' } }, 429, { 'retry-after': '610' }),
    );
    const result = await callApi(context, authEndpoints.login, { body: { email: 'a@b.c', password: 'x' } });
    expect(result).toMatchObject({ ok: false, status: 429, code: 'too_many_attempts', retryMinutes: 11 });
  });

  it('keeps the field codes of a 400 and maps unknown ones to the generic message', async () => {
    const { context } = contextAnswering(() =>
      json(
        { error: { code: 'input_invalid', message: 'x', fields: { email: 'email_taken', name: 'weird_code' } } },
        400,
      ),
    );
    const result = await callApi(context, authEndpoints.signup, {
      body: { email: 'a@b.c', password: 'long enough', name: 'Ann', type: 'customer' },
    });
    expect(result).toMatchObject({
      ok: false,
      code: 'input_invalid',
      fields: { email: 'email_taken', name: 'generic' },
    });
  });

  it('keeps the Set-Cookie lines of a refusal too (a sign-out that was already signed out)', async () => {
    const headers = new Headers({ 'content-type': 'application/json', 'set-cookie': 'token=; Max-Age=0; Path=/' });
    const { context } = contextAnswering(
      () => new Response(JSON.stringify({ error: { code: 'unauthorized', message: 'x' } }), { status: 401, headers }),
    );
    const result = await callApi(context, authEndpoints.logout);
    expect(result).toMatchObject({ ok: false, status: 401, setCookies: ['token=; Max-Age=0; Path=/'] });
  });

  it('shows the maintenance view when the API fails (>= 500)', async () => {
    const { context } = contextAnswering(() => json({}, 503));
    await expect(callApi(context, authEndpoints.logout)).rejects.toMatchObject({
      init: { status: 503 },
    });
  });
});

describe('refusal', () => {
  it('never sends a typed password back to the page', () => {
    const response = refusal(
      'signin',
      { status: 401, code: 'invalid_credentials', fields: {} },
      { email: 'a@b.c', password: 'secret', current_password: 'old', intent: 'signin' },
    );
    expect(response.data).toEqual({
      form: 'signin',
      ok: false,
      error: 'invalid_credentials',
      fields: {},
      values: { email: 'a@b.c', intent: 'signin' },
    });
    expect(response.init?.status).toBe(401);
  });

  it('shows only the fields when the API refused fields', () => {
    const response = refusal('signup', { status: 400, code: 'input_invalid', fields: { email: 'email_taken' } }, {});
    expect(response.data).toMatchObject({ error: null, fields: { email: 'email_taken' } });
  });
});

describe('textFields', () => {
  it('keeps the first value of each text field and ignores files', () => {
    const form = new FormData();
    form.append('a', '1');
    form.append('a', '2');
    form.append('file', new File(['x'], 'x.png'));
    expect(textFields(form)).toEqual({ a: '1' });
  });
});
