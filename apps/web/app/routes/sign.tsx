// /sign: the sign-up and sign-in forms on a page of their own (spec section 2: takes ?redirect= with
// the page to return to; protected pages send visitors here). Also the action of the header's sign
// panel, and where a social sign-in comes back with ?error=&provider= when it failed.
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { useT } from '../lib/use-t.ts';
import { Form, redirect, useNavigation } from 'react-router';
import { accountSession } from '../features/account/account-session.server.ts';
import { FormNotice } from '../features/account/account-fields.tsx';
import { accountErrorCode, type FormResult } from '../features/account/form-result.ts';
import { OAuthEmailForm } from '../features/account/oauth-email-form.tsx';
import { signAction } from '../features/account/sign-actions.server.ts';
import { SignForms, type SignFormComponent, type SignTab } from '../features/account/sign-forms.tsx';
import { returnTarget } from '../features/account/sign-paths.ts';
import { sessionUser } from '../features/account/session-user.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import type { Route } from './+types/sign';

export async function loader({ url, context }: Route.LoaderArgs) {
  const { locale } = splitLocaleFromPath(url.pathname);
  const home = localisePath('/', locale);
  const asked = url.searchParams.get('redirect');
  const redirectTo = asked ? returnTarget(asked, home) : null;
  // Someone already signed in has nothing to do here.
  if (await sessionUser(context)) throw redirect(redirectTo ?? home);
  const { providers } = await accountSession(context);
  const tabParam = url.searchParams.get('tab');
  // A protected page sent the visitor here: they most likely have an account already.
  const tab: SignTab = tabParam === 'signin' || tabParam === 'signup' ? tabParam : redirectTo ? 'signin' : 'signup';
  const error = url.searchParams.get('error');
  return {
    locale,
    redirectTo: redirectTo === home ? null : redirectTo,
    providers,
    tab,
    oauthError: error ? accountErrorCode(error) : null,
    provider: url.searchParams.get('provider'),
    home,
  };
}

export const action = ({ request, url, context }: Route.ActionArgs) => signAction({ request, url, context });

export default function SignPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const navigation = useNavigation();
  const { locale, redirectTo, providers, tab, oauthError, provider, home } = loaderData;
  const providerLabel = providers.find((entry) => entry.name === provider)?.label ?? provider ?? '';
  const result = actionData;
  const oauthResult: FormResult | undefined = oauthError
    ? { form: 'oauth', ok: false, error: oauthError, fields: {}, values: {} }
    : undefined;
  return (
    <>
      <PageHead title={t('account.sign.title')} noIndex />
      <div className="mx-auto w-full max-w-md px-4 pt-8 pb-16 sm:pt-14">
        <h1 className="text-2xl font-semibold">{t('account.sign.heading')}</h1>
        <p className="mt-2 text-ink-muted">{t('account.sign.intro')}</p>
        {oauthError === 'oauth_email_required' ? (
          <div className="mt-4 rounded-2xl border border-line p-5 sm:p-6">
            <OAuthEmailForm provider={providerLabel} returnTo={redirectTo ?? home} />
          </div>
        ) : (
          <div className="mt-4">
            <FormNotice result={oauthResult} form="oauth" />
          </div>
        )}
        <div className="mt-4 rounded-2xl border border-line p-5 sm:p-6">
          <SignForms
            key={tab}
            idPrefix="page"
            locale={locale}
            redirectTo={redirectTo}
            providers={providers}
            initialTab={result ? (result.form === 'signup' ? 'signup' : 'signin') : tab}
            result={result}
            pending={navigation.state === 'submitting'}
            FormComponent={Form as SignFormComponent}
          />
        </div>
      </div>
    </>
  );
}
