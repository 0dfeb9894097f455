// /sign/link?token=: the e-mailed sign-in link (valid 15 minutes, single use), how the owner gets in
// while password sign-in is throttled (docs/accounts.md). Mail scanners open links, and some run the
// page's scripts too, so the page signs in only when the person presses its button: a same-origin
// POST, which works without JavaScript as well. Success redirects home with the session cookie.
import { splitLocaleFromPath } from '@spindle/domain';
import { Form, Link, useNavigation } from 'react-router';
import { FormNotice, primaryButtonClass } from '../features/account/account-fields.tsx';
import { AuthPage } from '../features/account/auth-page.tsx';
import { linkSignInAction } from '../features/account/sign-actions.server.ts';
import { signPagePath } from '../features/account/sign-paths.ts';
import { PageHead } from '../layout/page-head.tsx';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/sign-link';

export function loader({ url }: Route.LoaderArgs) {
  return { locale: splitLocaleFromPath(url.pathname).locale, token: url.searchParams.get('token') ?? '' };
}

export const action = ({ request, url, context }: Route.ActionArgs) => linkSignInAction({ request, url, context });

export default function SignLinkPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const navigation = useNavigation();
  const { locale, token } = loaderData;
  const refused = actionData !== undefined && !actionData.ok;
  return (
    <>
      <PageHead title={t('account.loginLink.title')} noIndex />
      <AuthPage
        title={t('account.loginLink.title')}
        intro={token && !refused ? t('account.loginLink.intro') : undefined}
      >
        {!token ? (
          <p role="alert">{t('account.loginLink.missingToken')}</p>
        ) : refused ? (
          <FormNotice result={actionData} form="login-link-confirm" />
        ) : (
          <Form method="post" className="space-y-4">
            <input type="hidden" name="token" value={token} />
            <button
              type="submit"
              disabled={navigation.state === 'submitting'}
              className={`${primaryButtonClass} w-full`}
            >
              {t('account.loginLink.submit')}
            </button>
          </Form>
        )}
        {(refused || !token) && (
          <p className="mt-5 text-center text-sm">
            <Link to={signPagePath(locale, null, 'signin')} className="font-semibold underline underline-offset-4">
              {t('account.loginLink.backToSign')}
            </Link>
          </p>
        )}
      </AuthPage>
    </>
  );
}
