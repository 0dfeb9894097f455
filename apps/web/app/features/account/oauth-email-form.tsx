// A social sign-up whose provider gave no e-mail address (SoundCloud) comes back to
// /sign?error=oauth_email_required&provider=: this form asks for the address and posts it to
// POST /api/auth/oauth/complete from the browser, because the profile waiting for it is sealed in an
// `oauth_pending` cookie scoped to /api/auth (a page action never receives it). Needs JavaScript.
import { oauthRoutes } from '@spindle/contracts/http';
import { useState, type FormEvent } from 'react';
import { callBrowser } from '../../lib/api-browser.ts';
import { useT } from '../../lib/use-t.ts';
import { useRevalidator, useNavigate } from 'react-router';
import { FormNotice, TextField, primaryButtonClass } from './account-fields.tsx';
import { accountErrorCode, type FormResult } from './form-result.ts';

export function OAuthEmailForm({ provider, returnTo }: { provider: string; returnTo: string }) {
  const { t } = useT();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [result, setResult] = useState<FormResult | undefined>(undefined);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('email');
    const email = typeof typed === 'string' ? typed : '';
    setPending(true);
    try {
      const sent = await callBrowser(oauthRoutes.complete, { body: { email } });
      if (sent.ok) {
        await navigate(returnTo);
        await revalidator.revalidate();
        return;
      }
      const { fields } = sent;
      setResult({
        form: 'oauth-email',
        ok: false,
        error: fields.email ? null : accountErrorCode(sent.code),
        fields: fields.email ? { email: accountErrorCode(fields.email) } : {},
        values: { email },
      });
    } catch {
      setResult({ form: 'oauth-email', ok: false, error: 'generic', fields: {}, values: { email } });
    } finally {
      setPending(false);
    }
  }

  return (
    <form method="post" noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <p>{t('account.sign.oauthEmailIntro', { provider })}</p>
      <FormNotice result={result} form="oauth-email" />
      <TextField
        id="oauth-email"
        name="email"
        type="email"
        label={t('account.sign.email')}
        autoComplete="email"
        required
        defaultValue={result && !result.ok ? result.values.email : undefined}
        error={result && !result.ok ? result.fields.email : undefined}
      />
      <button type="submit" disabled={pending} className={`${primaryButtonClass} w-full`}>
        {t('account.sign.oauthEmailSubmit')}
      </button>
    </form>
  );
}
