// Stripe's REST wire format, as the stub speaks it: form-encoded requests with bracketed nested
// keys, JSON answers, `{ error: { type, code, decline_code, message } }` on failure.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A decoded form value: a string, or nested keys (`a[b]=c`; list items are keyed '0', '1'...). */
export type FormValue = string | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export interface StubResponse {
  status: number;
  body: unknown;
}

/** Decodes `a=1&b[c]=2&d[0]=x` into `{ a: '1', b: { c: '2' }, d: { '0': 'x' } }`. */
export function parseForm(encoded: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = key.split('[').map((segment, index) => (index === 0 ? segment : segment.replace(/]$/, '')));
    let node = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) {
        node[segment] = value;
        return;
      }
      const next = node[segment];
      node = typeof next === 'object' ? next : (node[segment] = {});
    });
  }
  return root;
}

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export function text(value: FormValue | undefined): string {
  return typeof value === 'string' ? value : '';
}

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(10).toString('hex')}`;
}

export function ok(body: unknown): StubResponse {
  return { status: 200, body };
}

export function failure(status: number, error: Record<string, unknown>): StubResponse {
  return { status, body: { error } };
}

export function missing(kind: string, id: string): StubResponse {
  return failure(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'` });
}

export function unexpectedState(intent: Record<string, unknown>): StubResponse {
  const message = `This PaymentIntent's status is ${String(intent.status)}, which does not allow this action.`;
  return failure(400, { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message });
}
