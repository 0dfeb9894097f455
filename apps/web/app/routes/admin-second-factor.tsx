// /admin/second-factor (issue 14, docs/admin.md "Second factor"): a staff member enrols their
// authenticator app (QR code drawn by the server, ten recovery codes shown once) or verifies this
// session with a code, then goes back to the staff page they asked for (`redirect`).
import { adminEndpoints, type SecondFactorEnrolment } from '@spindle/contracts';
import { localisePath, safeRedirectPath, splitLocaleFromPath } from '@spindle/domain';
import { data, Form, Link, redirect } from 'react-router';
import { adminButtonClass, adminInputClass } from '../features/admin/admin-layout.tsx';
import { requireStaffMember } from '../features/admin/staff-access.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { readFormBody, textOf } from '../lib/form-body.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-second-factor';

const CODE_ERRORS = ['second_factor_invalid', 'too_many_attempts', 'input_invalid'] as const;
type CodeError = (typeof CODE_ERRORS)[number] | 'other';

type ActionResult =
  | { kind: 'enrolment'; enrolment: SecondFactorEnrolment; error: CodeError | null }
  | { kind: 'recovery'; codes: string[] }
  | { kind: 'refused'; error: CodeError };

function targetOf(url: URL): string {
  const { locale } = splitLocaleFromPath(url.pathname);
  return safeRedirectPath(url.searchParams.get('redirect'), localisePath('/admin', locale));
}

const errorOf = (code: string): CodeError =>
  (CODE_ERRORS as readonly string[]).includes(code) ? (code as CodeError) : 'other';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireStaffMember(context, url);
  const status = await apiClient(context).read(adminEndpoints.secondFactorStatus);
  return { status, target: targetOf(url) };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireStaffMember(context, url);
  const form = await readFormBody(request);
  const api = apiClient(context);
  const code = textOf(form, 'code');
  switch (form.get('intent')) {
    case 'enrol': {
      const enrolled = await api.call(adminEndpoints.secondFactorEnrol);
      if (!enrolled.ok) throw redirect(url.pathname + url.search);
      return data<ActionResult>({ kind: 'enrolment', enrolment: enrolled.value, error: null });
    }
    case 'confirm': {
      const confirmed = await api.call(adminEndpoints.secondFactorConfirm, { body: { code } });
      if (confirmed.ok) return data<ActionResult>({ kind: 'recovery', codes: confirmed.value.recovery_codes });
      // The secret scanned stays enrolled: its key is shown again as text (the QR code is drawn only
      // from the server's answer, never from posted markup).
      const secret = textOf(form, 'secret').slice(0, 64);
      const enrolment = { secret, otpauth_uri: '', qr_svg: '' };
      return data<ActionResult>({ kind: 'enrolment', enrolment, error: errorOf(confirmed.code) }, 400);
    }
    default: {
      const verified = await api.call(adminEndpoints.secondFactorVerify, { body: { code } });
      if (verified.ok) throw redirect(targetOf(url));
      return data<ActionResult>({ kind: 'refused', error: errorOf(verified.code) }, 400);
    }
  }
}

function CodeForm({
  intent,
  error,
  secret,
}: {
  intent: 'confirm' | 'verify';
  error: CodeError | null;
  secret?: string;
}) {
  const { t } = useT();
  return (
    <Form method="post" className="mt-4 flex flex-col gap-2">
      <input type="hidden" name="intent" value={intent} />
      {secret && <input type="hidden" name="secret" value={secret} />}
      <label htmlFor="second-factor-code" className="text-sm font-semibold">
        {t('admin.secondFactor.code')}
      </label>
      <input
        id="second-factor-code"
        name="code"
        required
        autoComplete="one-time-code"
        inputMode={intent === 'confirm' ? 'numeric' : 'text'}
        aria-describedby="second-factor-hint second-factor-error"
        aria-invalid={error ? true : undefined}
        autoFocus
        className={`${adminInputClass} max-w-xs`}
      />
      <p id="second-factor-hint" className="text-sm text-ink-muted">
        {t('admin.secondFactor.codeHint')}
      </p>
      <p id="second-factor-error" role="alert" className="text-sm text-red-700 dark:text-red-300">
        {error ? t(`admin.secondFactor.errors.${error}`) : ''}
      </p>
      <button type="submit" className={`${adminButtonClass} self-start`}>
        {t(intent === 'confirm' ? 'admin.secondFactor.confirm' : 'admin.secondFactor.verify')}
      </button>
    </Form>
  );
}

function Enrolment({ enrolment, error }: { enrolment: SecondFactorEnrolment; error: CodeError | null }) {
  const { t } = useT();
  return (
    <section className="mt-6">
      <p>{t('admin.secondFactor.enrolIntro')}</p>
      {enrolment.qr_svg && (
        <div
          role="img"
          aria-label={t('admin.secondFactor.qrLabel')}
          className="mt-4 w-56 bg-white p-2"
          // The API drew this SVG from our own otpauth URI (uqr); it holds no user text.
          dangerouslySetInnerHTML={{ __html: enrolment.qr_svg }}
        />
      )}
      <p className="mt-3 text-sm">
        {t('admin.secondFactor.secretLabel')} <code className="font-mono break-all">{enrolment.secret}</code>
      </p>
      <CodeForm intent="confirm" error={error} secret={enrolment.secret} />
    </section>
  );
}

export default function AdminSecondFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { status, target } = loaderData;
  const result: ActionResult | undefined = actionData;
  return (
    <>
      <PageHead title={t('admin.secondFactor.title')} noIndex />
      <div className="mx-auto w-full max-w-2xl px-4 pt-8 pb-16">
        <h1 className="text-2xl font-semibold">{t('admin.secondFactor.title')}</h1>
        <p className="mt-2 text-sm text-ink-muted">{t('admin.secondFactor.intro')}</p>
        {result?.kind === 'recovery' ? (
          <section className="mt-6">
            <h2 className="text-lg font-semibold">{t('admin.secondFactor.recoveryTitle')}</h2>
            <p className="mt-2 text-sm">{t('admin.secondFactor.recoveryIntro')}</p>
            <ul className="mt-3 grid grid-cols-2 gap-2 font-mono">
              {result.codes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
            <Link to={target} className={`${adminButtonClass} mt-6`}>
              {t('admin.secondFactor.continue')}
            </Link>
          </section>
        ) : result?.kind === 'enrolment' ? (
          <Enrolment enrolment={result.enrolment} error={result.error} />
        ) : status.enrolled ? (
          <section className="mt-6">
            <p>{t('admin.secondFactor.verifyIntro')}</p>
            <CodeForm intent="verify" error={result?.kind === 'refused' ? result.error : null} />
          </section>
        ) : (
          <Form method="post" className="mt-6">
            <input type="hidden" name="intent" value="enrol" />
            <button type="submit" className={adminButtonClass}>
              {t('admin.secondFactor.enrolStart')}
            </button>
          </Form>
        )}
      </div>
    </>
  );
}
