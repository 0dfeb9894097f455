// Gift box codes on the cart page (spec section 7: PUT boxes/code checks a code, POST boxes/code
// redeems it for the signed-in user).
import { boxCodeBodySchema, boxCodeResponseSchema } from '@spindle/contracts';
import type { RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { apiContext } from '../../context.ts';

/** What the box code form shows after a post. */
export type BoxCodeResult =
  | { ok: true; redeemed: boolean; alreadyUsed: boolean; type: 'one' | 'two'; months: number }
  | { ok: false; error: 'input_required' | 'unknown' | 'used' | 'sign_in' | 'request_failed' };

const formSchema = z.object({ box_action: z.enum(['check', 'redeem']), code: z.string() });

/** Whether a posted form is the box code form. */
export function isBoxCodeForm(form: FormData): boolean {
  return form.has('box_action');
}

export async function submitBoxCode(context: Readonly<RouterContextProvider>, form: FormData): Promise<BoxCodeResult> {
  const fields = formSchema.safeParse(Object.fromEntries(form));
  const body = boxCodeBodySchema.safeParse({ code: fields.data?.code ?? '' });
  if (!fields.success || !body.success) return { ok: false, error: 'input_required' };
  const redeem = fields.data.box_action === 'redeem';
  const response = await context.get(apiContext)('/boxes/code', {
    method: redeem ? 'POST' : 'PUT',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body.data),
  });
  if (response.status === 401) return { ok: false, error: 'sign_in' };
  // 409: already redeemed; 404 unknown, 410 expired, 400 malformed: the code gives nothing.
  if (response.status === 409) return { ok: false, error: 'used' };
  if (response.status === 404 || response.status === 410 || response.status === 400)
    return { ok: false, error: 'unknown' };
  if (!response.ok) return { ok: false, error: 'request_failed' };
  const parsed = boxCodeResponseSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) return { ok: false, error: 'request_failed' };
  const { type, months, redeemed } = parsed.data;
  return { ok: true, type, months, redeemed: redeem && redeemed, alreadyUsed: !redeem && redeemed };
}
