// /forgot-password: asks for the account's e-mail address; POST /api/auth/forgot-password always
// answers success (no account enumeration), and the reset link goes out by e-mail (valid 1 hour).
import { authEndpoints } from '@spindle/contracts';
import { splitLocaleFromPath } from '@spindle/domain';
import { useRef } from 'react';
import { useT } from '../lib/use-t.ts';
import { data, Form, Link, useNavigation } from 'react-router';
import { callApi, refusal, textFields } from '../features/account/account-api.server.ts';
import {
  FormNotice,
  TextField,
  primaryButtonClass,
  refusedOf,
  useFocusFirstInvalid,
} from '../features/account/account-fields.tsx';
import { AuthPage } from '../features/account/auth-page.tsx';
import type { FormResult } from '../features/account/form-result.ts';
import { signPagePath } from '../features/account/sign-paths.ts';
import { PageHead } from '../layout/page-head.tsx';
import type { Route } from './+types/forgot-password';
import { readFormBody } from '../lib/form-body.server.ts';

export function loader({ url }: Route.LoaderArgs) {
  return { locale: splitLocaleFromPath(url.pathname).locale };
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = textFields(await readFormBody(request));
  const email = (values.email ?? '').trim();
  const result = await callApi(context, authEndpoints.forgotPassword, { body: { email } });
  if (!result.ok) return refusal('forgot', result, values);
  return data<FormResult>({ form: 'forgot', ok: true, notice: email });
}

export default function ForgotPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const result = actionData;
  useFocusFirstInvalid(formRef, result);
  const { locale } = loaderData;
  const refused = refusedOf(result, 'forgot');
  const sentTo = result?.ok ? result.notice : undefined;
  return (
    <>
      <PageHead title={t('account.forgot.title')} noIndex />
      <AuthPage title={t('account.forgot.title')} intro={sentTo ? undefined : t('account.forgot.intro')}>
        {sentTo ? (
          <FormNotice result={result} form="forgot">
            {t('account.forgot.sent', { email: sentTo })}
          </FormNotice>
        ) : (
          <Form ref={formRef} method="post" noValidate className="space-y-4">
            <FormNotice result={result} form="forgot" />
            <TextField
              id="forgot-email"
              name="email"
              type="email"
              label={t('account.sign.email')}
              autoComplete="email"
              required
              defaultValue={refused.values.email}
              error={refused.fields.email}
            />
            <button
              type="submit"
              disabled={navigation.state === 'submitting'}
              className={`${primaryButtonClass} w-full`}
            >
              {t('account.forgot.submit')}
            </button>
          </Form>
        )}
        <p className="mt-5 text-center text-sm">
          <Link to={signPagePath(locale, null, 'signin')} className="font-semibold underline underline-offset-4">
            {t('account.forgot.backToSign')}
          </Link>
        </p>
      </AuthPage>
    </>
  );
}
