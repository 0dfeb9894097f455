// /reset-password?token=: the e-mailed reset link (valid 1 hour, single use). The new password is
// typed twice; POST /api/auth/reset-password signs every session out, so the person signs in again.
import { authEndpoints } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { useRef } from 'react';
import { useT } from '../lib/use-t.ts';
import { data, Form, Link, useNavigation } from 'react-router';
import { callApi, refusal, textFields } from '../features/account/account-api.server.ts';
import {
  FormNotice,
  TextField,
  primaryButtonClass,
  useFocusFirstInvalid,
  refusedOf,
} from '../features/account/account-fields.tsx';
import { AuthPage } from '../features/account/auth-page.tsx';
import type { FormResult } from '../features/account/form-result.ts';
import { signPagePath } from '../features/account/sign-paths.ts';
import { PageHead } from '../layout/page-head.tsx';
import type { Route } from './+types/reset-password';
import { readFormBody } from '../lib/form-body.server.ts';

export function loader({ url }: Route.LoaderArgs) {
  return { locale: splitLocaleFromPath(url.pathname).locale, token: url.searchParams.get('token') ?? '' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = textFields(await readFormBody(request));
  const password = values.password ?? '';
  if (password !== '' && password !== (values.password_again ?? '')) {
    return data<FormResult>(
      { form: 'reset', ok: false, error: null, fields: { password_again: 'password_mismatch' }, values: {} },
      { status: 400 },
    );
  }
  const result = await callApi(context, authEndpoints.resetPassword, { body: { token: values.token ?? '', password } });
  if (!result.ok) {
    // A used or expired link is the page's message, not a field's.
    const failure = result.fields.token ? { ...result, code: 'token_invalid' as const, fields: {} } : result;
    return refusal('reset', failure, values);
  }
  return data<FormResult>({ form: 'reset', ok: true });
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const result = actionData;
  useFocusFirstInvalid(formRef, result);
  const { locale, token } = loaderData;
  const refused = refusedOf(result, 'reset');
  const tokenRefused = result && !result.ok && result.error === 'token_invalid';
  return (
    <>
      <PageHead title={t('account.reset.title')} noIndex />
      <AuthPage title={t('account.reset.title')}>
        {result?.ok ? (
          <div className="space-y-4">
            <FormNotice result={result} form="reset">
              {t('account.reset.done')}
            </FormNotice>
            <Link to={signPagePath(locale, null, 'signin')} className={`${primaryButtonClass} w-full`}>
              {t('account.reset.signIn')}
            </Link>
          </div>
        ) : !token ? (
          <p role="alert">{t('account.reset.missingToken')}</p>
        ) : (
          <Form ref={formRef} method="post" noValidate className="space-y-4">
            <FormNotice result={result} form="reset" />
            <input type="hidden" name="token" value={token} />
            <TextField
              id="reset-password"
              name="password"
              type="password"
              label={t('account.reset.password')}
              hint={t('account.sign.passwordHint')}
              autoComplete="new-password"
              required
              minLength={8}
              error={refused.fields.password}
            />
            <TextField
              id="reset-password-again"
              name="password_again"
              type="password"
              label={t('account.reset.passwordAgain')}
              autoComplete="new-password"
              required
              error={refused.fields.password_again}
            />
            <button
              type="submit"
              disabled={navigation.state === 'submitting'}
              className={`${primaryButtonClass} w-full`}
            >
              {t('account.reset.submit')}
            </button>
          </Form>
        )}
        {(tokenRefused || !token) && !result?.ok && (
          <p className="mt-5 text-center text-sm">
            <Link to={localisePath('/forgot-password', locale)} className="font-semibold underline underline-offset-4">
              {t('account.reset.askAgain')}
            </Link>
          </p>
        )}
      </AuthPage>
    </>
  );
}
