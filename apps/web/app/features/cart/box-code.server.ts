// Gift box codes on the cart page (spec section 7: PUT boxes/code checks a code, POST boxes/code
// redeems it for the signed-in user).
import { boxCodeBodySchema, cartEndpoints } from '@spindle/contracts';
import type { RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { apiClient } from '../../lib/api.server.ts';

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
  const endpoint = redeem ? cartEndpoints.redeemBoxCode : cartEndpoints.checkBoxCode;
  const result = await apiClient(context).call(endpoint, { body: body.data }, { onServerFailure: 'value' });
  if (!result.ok) return { ok: false, error: refusalOf(result.status) };
  const { type, months, redeemed } = result.value;
  return { ok: true, type, months, redeemed: redeem && redeemed, alreadyUsed: !redeem && redeemed };
}

/** What a refused code tells the buyer. */
function refusalOf(status: number): Extract<BoxCodeResult, { ok: false }>['error'] {
  if (status === 401) return 'sign_in';
  // 409: already redeemed; 404 unknown, 410 expired, 400 malformed: the code gives nothing.
  if (status === 409) return 'used';
  if (status === 404 || status === 410 || status === 400) return 'unknown';
  return 'request_failed';
}
