// POST /resources/currency: the currency menu's form. Sets the currency cookie and sends the visitor
// back to the page they were on, which re-renders its prices in the new currency.
import { COOKIE_NAMES, CURRENCY_CODES } from '@spindle/domain';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { serializeCookie } from '../../lib/cookies.ts';
import { CURRENCY_COOKIE_DAYS } from '../../features/preferences/currency.server.ts';
import { safeRedirectPath } from '../../features/preferences/safe-redirect.ts';
import type { Route } from './+types/currency';

const currencyFormSchema = z.object({
  currency: z.enum(CURRENCY_CODES),
  redirectTo: z.string().optional(),
});

export async function action({ request }: Route.ActionArgs) {
  const parsed = currencyFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data(null, { status: 400 });
  return redirect(safeRedirectPath(parsed.data.redirectTo), {
    headers: { 'Set-Cookie': serializeCookie(COOKIE_NAMES.currency, parsed.data.currency, CURRENCY_COOKIE_DAYS) },
  });
}
