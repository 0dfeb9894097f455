// /confirm-email?token=: the e-mailed confirmation link (valid 7 days, single use). The click comes
// from a mail client (a cross-site request the API's CSRF check refuses to act on), and mail scanners
// fetch links too, so the page confirms with a same-origin POST: sent by itself once the page's script
// runs, or by the button without JavaScript.
import { authEndpoints } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { useEffect, useRef } from 'react';
import { useT } from '../lib/use-t.ts';
import { data, Link, useFetcher } from 'react-router';
import { callApi, textFields } from '../features/account/account-api.server.ts';
import { FormNotice, primaryButtonClass, secondaryButtonClass } from '../features/account/account-fields.tsx';
import { accountSectionPath } from '../features/account/account-nav.ts';
import { AuthPage } from '../features/account/auth-page.tsx';
import type { FormResult } from '../features/account/form-result.ts';
import { forgetSessionUser } from '../features/account/session-user.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import type { Route } from './+types/confirm-email';
import { readFormBody } from '../lib/form-body.server.ts';

export function loader({ url }: Route.LoaderArgs) {
  return { locale: splitLocaleFromPath(url.pathname).locale, token: url.searchParams.get('token') ?? '' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = textFields(await readFormBody(request));
  const result = await callApi(context, authEndpoints.confirmEmail, { body: { token: values.token ?? '' } });
  forgetSessionUser(context);
  if (!result.ok) {
    return data<FormResult>(
      { form: 'confirm', ok: false, error: 'token_invalid', fields: {}, values: {} },
      { status: 400 },
    );
  }
  return data<FormResult>({ form: 'confirm', ok: true });
}

export default function ConfirmEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, token } = loaderData;
  const fetcher = useFetcher<FormResult>();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    void fetcher.submit({ token }, { method: 'post' });
  }, [fetcher, token]);
  // Without JavaScript the button's POST reloads the page with the answer as action data.
  const result = fetcher.data ?? actionData;
  return (
    <>
      <PageHead title={t('account.confirm.title')} noIndex />
      <AuthPage title={t('account.confirm.title')}>
        {result ? (
          <div className="space-y-4">
            <FormNotice result={result} form="confirm">
              {t('account.confirm.done')}
            </FormNotice>
            {!result.ok && <p>{t('account.confirm.resendIntro')}</p>}
            <div className="flex flex-wrap gap-3">
              <Link to={localisePath('/vinyl-shop', locale)} className={primaryButtonClass}>
                {t('account.confirm.continue')}
              </Link>
              <Link to={accountSectionPath('settings', locale)} className={secondaryButtonClass}>
                {t('account.confirm.settings')}
              </Link>
            </div>
          </div>
        ) : token ? (
          <fetcher.Form method="post">
            <input type="hidden" name="token" value={token} />
            <button type="submit" disabled={fetcher.state !== 'idle'} className={`${primaryButtonClass} w-full`}>
              {t('account.confirm.title')}
            </button>
          </fetcher.Form>
        ) : (
          <p role="alert">{t('account.confirm.failed')}</p>
        )}
      </AuthPage>
    </>
  );
}
