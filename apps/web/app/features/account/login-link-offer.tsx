// What the sign-in form offers when sign-in is throttled (429 too_many_attempts, docs/accounts.md):
// an e-mailed link that signs the owner in without the password. It is its own form beside the
// sign-in form (forms cannot nest), posting the e-mail typed there to the same action.
import type { ComponentType, ReactNode } from 'react';
import { useT } from '../../lib/use-t.ts';
import { FormNotice, secondaryButtonClass } from './account-fields.tsx';
import type { FormResult } from './form-result.ts';

/** React Router's Form or a fetcher's (the sign forms' SignFormComponent fits). */
type LinkFormComponent = ComponentType<{
  method: 'post';
  action: string;
  className?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
}>;

/** Whether the result calls for the offer: a throttled sign-in, or a link request that was refused. */
function offersLink(result: FormResult | undefined): result is Extract<FormResult, { ok: false }> {
  if (!result || result.ok) return false;
  return (result.form === 'signin' && result.error === 'too_many_attempts') || result.form === 'login-link';
}

export function LoginLinkOffer({
  idPrefix,
  action,
  returnTo,
  result,
  pending,
  FormComponent,
}: {
  idPrefix: string;
  /** The sign forms' action. */
  action: string;
  returnTo: string;
  result: FormResult | undefined;
  pending: boolean;
  FormComponent: LinkFormComponent;
}) {
  const { t } = useT();
  if (result?.form === 'login-link' && result.ok) {
    return (
      <FormNotice result={result} form="login-link">
        {t('account.loginLink.sent', { email: result.notice ?? '' })}
      </FormNotice>
    );
  }
  if (!offersLink(result)) return null;
  return (
    <FormComponent
      method="post"
      action={action}
      aria-labelledby={`${idPrefix}-login-link-intro`}
      className="space-y-3 rounded-lg border border-line p-4"
    >
      <input type="hidden" name="intent" value="login-link" />
      <input type="hidden" name="email" value={result.values.email ?? ''} />
      <input type="hidden" name="redirect" value={returnTo} />
      <FormNotice result={result} form="login-link" />
      <p id={`${idPrefix}-login-link-intro`} className="text-sm">
        {t('account.loginLink.offer')}
      </p>
      <button type="submit" disabled={pending} className={`${secondaryButtonClass} w-full`}>
        {t('account.loginLink.request')}
      </button>
    </FormComponent>
  );
}
