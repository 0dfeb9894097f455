// The sign forms' action (the /sign page, also the target of the header's sign panel): sign-in and
// sign-up through POST /api/auth/login and /api/auth/signup with the attribution spec section 7
// asks for; on success the API's session cookie is copied onto a redirect to the page asked for.
// When sign-in is throttled the forms offer an e-mailed sign-in link (POST /api/auth/login-link),
// and the link's page (/sign/link) signs in with it through linkSignInAction.
import { authEndpoints, type LoginResponse } from '@spindle/contracts';
import { COOKIE_NAMES, splitLocaleFromPath, localisePath } from '@spindle/domain';
import { data, type RouterContextProvider } from 'react-router';
import { requestContext } from '../../context.ts';
import { readCookie, serializeCookie } from '../../lib/cookies.ts';
import { CURRENCY_COOKIE_DAYS, resolveCurrency } from '../preferences/index.server.ts';
import { callApi, redirectWithCookies, refusal, textFields } from './account-api.server.ts';
import type { FormResult } from './form-result.ts';
import { returnTarget } from './sign-paths.ts';
import { readFormBody } from '../../lib/form-body.server.ts';
import { flashNoticeCookie } from '../../lib/flash-notice.server.ts';

/** The two forms of the sign panel, and the request of a sign-in link it offers when sign-in is throttled. */
export const SIGN_INTENTS = { signIn: 'signin', signUp: 'signup', loginLink: 'login-link' } as const;

const ACCOUNT_TYPES = ['customer', 'artist', 'label'] as const;

/**
 * The signed-in user's own currency comes first (spec section 9): it becomes the currency cookie every
 * page reads, and the currency menu changes both (routes/resources/currency.tsx).
 */
function userCurrencyCookie(signedIn: LoginResponse): string {
  return serializeCookie(COOKIE_NAMES.currency, signedIn.data.currency, CURRENCY_COOKIE_DAYS);
}

export async function signAction({
  request,
  url,
  context,
}: {
  request: Request;
  url: URL;
  context: Readonly<RouterContextProvider>;
}) {
  const form = await readFormBody(request);
  const values = textFields(form);
  const intent = values.intent;
  const { locale } = splitLocaleFromPath(url.pathname);
  const target = returnTarget(values.redirect ?? url.searchParams.get('redirect'), localisePath('/', locale));
  const cookieHeader = request.headers.get('Cookie');
  const { country } = context.get(requestContext);
  const attribution = {
    currency: resolveCurrency(url, cookieHeader, country),
    origin: readCookie(cookieHeader, COOKIE_NAMES.origin),
    country_id: country && /^[A-Za-z]{2}$/.test(country) ? country : null,
  };

  if (intent === SIGN_INTENTS.signIn) {
    const result = await callApi(context, authEndpoints.login, {
      body: { email: values.email ?? '', password: values.password ?? '', ...attribution },
    });
    if (!result.ok) return refusal(intent, result, values);
    return redirectWithCookies(target, [...result.setCookies, userCurrencyCookie(result.value)]);
  }

  if (intent === SIGN_INTENTS.signUp) {
    const type = ACCOUNT_TYPES.find((known) => known === values.type) ?? 'customer';
    const result = await callApi(context, authEndpoints.signup, {
      body: {
        email: values.email ?? '',
        password: values.password ?? '',
        name: values.name ?? '',
        lang: locale,
        newsletter: values.newsletter === 'on',
        type,
        ...attribution,
      },
    });
    if (!result.ok) return refusal(intent, result, values);
    // The next page says that a confirmation link was sent (lib/flash-notice.server.ts).
    return redirectWithCookies(target, [
      ...result.setCookies,
      userCurrencyCookie(result.value),
      flashNoticeCookie({ kind: 'confirm_sent', email: result.value.data.email }),
    ]);
  }

  if (intent === SIGN_INTENTS.loginLink) {
    const email = (values.email ?? '').trim();
    const result = await callApi(context, authEndpoints.loginLink, { body: { email } });
    if (!result.ok) return refusal(intent, result, values);
    return data<FormResult>({ form: intent, ok: true, notice: email });
  }

  return data<FormResult>({ form: 'unknown', ok: false, error: 'generic', fields: {}, values: {} }, { status: 400 });
}

/**
 * The action of /sign/link: signs in with the e-mailed link's token (single use) and, like the
 * sign-in form, copies the session cookie onto a redirect home (or to a same-site `redirect`).
 */
export async function linkSignInAction({
  request,
  url,
  context,
}: {
  request: Request;
  url: URL;
  context: Readonly<RouterContextProvider>;
}) {
  const values = textFields(await readFormBody(request));
  const result = await callApi(context, authEndpoints.loginLinkConfirm, { body: { token: values.token ?? '' } });
  if (!result.ok) {
    // A used or expired link is the page's message, not a field's.
    const failure = result.fields.token ? { ...result, code: 'token_invalid' as const, fields: {} } : result;
    return refusal('login-link-confirm', failure, {});
  }
  const home = localisePath('/', splitLocaleFromPath(url.pathname).locale);
  const target = returnTarget(url.searchParams.get('redirect'), home);
  return redirectWithCookies(target, [...result.setCookies, userCurrencyCookie(result.value)]);
}
