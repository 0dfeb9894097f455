import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseSignedEvent, signWebhookPayload, verifyWebhookSignature } from './webhook-signature.ts';

const secret = 'whsec_test_0123456789abcdef';
const body = Buffer.from('{"hello":"world"}');
const signedAt = 1_780_000_000;
const nowMs = signedAt * 1000;

describe('webhook signatures', () => {
  it('signs HMAC-SHA256 over "timestamp.body" as t=...,v1=...', () => {
    const expected = createHmac('sha256', secret).update(`${signedAt}.{"hello":"world"}`).digest('hex');
    expect(signWebhookPayload(body, secret, signedAt)).toBe(`t=${signedAt},v1=${expected}`);
  });

  it('accepts its own signature within the tolerance, either side of the clock', () => {
    const header = signWebhookPayload(body, secret, signedAt);
    expect(verifyWebhookSignature({ rawBody: body, header, secret, nowMs: nowMs + 300_000 })).toMatchObject({
      ok: true,
    });
    expect(verifyWebhookSignature({ rawBody: body, header, secret, nowMs: nowMs - 300_000 })).toMatchObject({
      ok: true,
    });
  });

  it('rejects a timestamp more than 300 seconds away', () => {
    const header = signWebhookPayload(body, secret, signedAt);
    const late = verifyWebhookSignature({ rawBody: body, header, secret, nowMs: nowMs + 301_000 });
    expect(late).toEqual({ ok: false, code: 'webhook_timestamp_out_of_tolerance' });
    const early = verifyWebhookSignature({ rawBody: body, header, secret, nowMs: nowMs - 301_000 });
    expect(early).toEqual({ ok: false, code: 'webhook_timestamp_out_of_tolerance' });
  });

  it.each([
    ['a changed body', Buffer.from('{"hello":"World"}'), signWebhookPayload(body, secret, signedAt)],
    ['another secret', body, signWebhookPayload(body, 'whsec_other', signedAt)],
    [
      'a moved timestamp',
      body,
      signWebhookPayload(body, secret, signedAt).replace(`t=${signedAt}`, `t=${signedAt + 1}`),
    ],
    ['no header', body, null],
    ['a header without v1', body, `t=${signedAt}`],
    ['a truncated signature', body, signWebhookPayload(body, secret, signedAt).slice(0, -2)],
    ['garbage', body, 'nonsense'],
  ])('rejects %s', (_label, rawBody, header) => {
    expect(verifyWebhookSignature({ rawBody, header, secret, nowMs })).toEqual({
      ok: false,
      code: 'webhook_signature_invalid',
    });
  });

  it('accepts any of several v1 signatures, so the secret can be rotated', () => {
    const old = signWebhookPayload(body, 'whsec_old', signedAt).split(',')[1];
    const header = `${signWebhookPayload(body, secret, signedAt)},${old}`;
    expect(verifyWebhookSignature({ rawBody: body, header, secret, nowMs })).toMatchObject({ ok: true });
  });

  it('refuses a well-signed body that is not one of our events', () => {
    const header = signWebhookPayload(body, secret, signedAt);
    expect(parseSignedEvent({ rawBody: body, header, secret, nowMs })).toEqual({
      ok: false,
      code: 'webhook_payload_invalid',
    });
    const notJson = Buffer.from('not json');
    const notJsonHeader = signWebhookPayload(notJson, secret, signedAt);
    expect(parseSignedEvent({ rawBody: notJson, header: notJsonHeader, secret, nowMs })).toEqual({
      ok: false,
      code: 'webhook_payload_invalid',
    });
  });
});
