// POST /resources/currency: the currency menu's form. Sets the currency cookie and sends the visitor
// back to the page they were on, which re-renders its prices in the new currency; a signed-in user's
// own currency (POST user/currency) changes with it.
import { accountEndpoints } from '@spindle/contracts';
import { COOKIE_NAMES, CURRENCY_CODES } from '@spindle/domain';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { readCookie, serializeCookie } from '../../lib/cookies.ts';
import { callApi } from '../../features/account/account-api.server.ts';
import { CURRENCY_COOKIE_DAYS } from '../../features/preferences/currency.server.ts';
import { safeRedirectPath } from '../../features/preferences/safe-redirect.ts';
import type { Route } from './+types/currency';
import { readFormBody } from '../../lib/form-body.server.ts';

const currencyFormSchema = z.object({
  currency: z.enum(CURRENCY_CODES),
  redirectTo: z.string().optional(),
});

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = currencyFormSchema.safeParse(Object.fromEntries(await readFormBody(request)));
  if (!parsed.success) throw data(null, { status: 400 });
  // A signed-in user's own currency follows the choice (it comes first on every page, spec section 9);
  // a visitor has only the cookie (POST user/currency then answers 401, which changes nothing).
  if (readCookie(request.headers.get('Cookie'), COOKIE_NAMES.token)) {
    await callApi(context, accountEndpoints.setCurrency, { body: { currency: parsed.data.currency } });
  }
  return redirect(safeRedirectPath(parsed.data.redirectTo), {
    headers: { 'Set-Cookie': serializeCookie(COOKIE_NAMES.currency, parsed.data.currency, CURRENCY_COOKIE_DAYS) },
  });
}
