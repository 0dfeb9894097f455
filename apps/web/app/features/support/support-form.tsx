// The support launcher's contact form (issue 18): outside Paris support hours, or when the chat cannot
// run, "Write to us" opens this small panel. A signed-in user types a message, which opens a support
// conversation the team answers from /admin/messages (the answer comes to the user's inbox); a visitor
// also gives a name and an e-mail address, where the answer comes. Escape or "Close" folds it back.
import { CONTACT_LIMITS } from '@spindle/contracts';
import { localisePath, type AppLocale } from '@spindle/domain';
import { useEffect, useId, useRef } from 'react';
import { Link, useFetcher } from 'react-router';
import { useT } from '../../lib/use-t.ts';
import { TextAreaField, TextField, useFieldErrorMessage } from '../info/index.ts';
import type { SupportField, SupportMessageResult } from './support-message.server.ts';

const PANEL =
  'w-[min(22rem,calc(100vw-2rem))] rounded-2xl border border-line bg-surface p-4 text-ink shadow-xl max-h-[calc(100vh-8rem)] overflow-y-auto';
const SUBMIT =
  'inline-flex min-h-11 items-center rounded-full bg-accent px-5 font-semibold text-accent-ink hover:opacity-90 disabled:opacity-70';

function Sent({ result, locale }: { result: Extract<SupportMessageResult, { ok: true }>; locale: AppLocale }) {
  const { t } = useT();
  return (
    <div role="status" className="grid gap-2">
      <p className="font-semibold">{t('support.form.sentTitle')}</p>
      {result.answerIn === 'inbox' ? (
        <p>
          {t('support.form.sentInbox')}{' '}
          <Link
            to={localisePath(`/my-account/messages/${result.conversationId ?? ''}`, locale)}
            className="font-semibold underline underline-offset-4"
          >
            {t('support.form.openInbox')}
          </Link>
        </p>
      ) : (
        <p>{t('support.form.sentEmail')}</p>
      )}
    </div>
  );
}

export function SupportForm({
  id,
  locale,
  signedIn,
  onClose,
}: {
  id: string;
  locale: AppLocale;
  signedIn: boolean;
  onClose: () => void;
}) {
  const { t } = useT();
  const messageOf = useFieldErrorMessage();
  const fetcher = useFetcher<SupportMessageResult>();
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const failure = result && !result.ok ? result : null;
  const errorOf = (field: SupportField) => (failure?.field === field ? messageOf(failure.code) : undefined);

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input:not([type=hidden]), textarea')?.focus();
  }, []);
  useEffect(() => {
    if (failure?.field) formRef.current?.querySelector<HTMLElement>(`[name="${failure.field}"]`)?.focus();
  }, [failure]);

  return (
    <section id={id} aria-labelledby={headingId} data-support-panel="" className={PANEL}>
      <div className="flex items-start justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {t('support.form.title')}
        </h2>
        <button type="button" onClick={onClose} className="min-h-11 px-2 text-sm underline underline-offset-4">
          {t('support.form.close')}
        </button>
      </div>
      <p className="mt-1 text-sm text-ink-muted">{t('support.form.intro')}</p>
      {result?.ok ? (
        <div className="mt-3">
          <Sent result={result} locale={locale} />
        </div>
      ) : (
        <fetcher.Form
          ref={formRef}
          method="post"
          action="/resources/support-message"
          noValidate
          className="mt-3 grid gap-3"
        >
          <input type="hidden" name="lang" value={locale} />
          {failure && failure.field === null && (
            <p role="alert" className="font-semibold text-red-700 dark:text-red-300">
              {messageOf(failure.code) ?? t('support.form.failed')}
            </p>
          )}
          {!signedIn && (
            <>
              <TextField
                id={`${id}-name`}
                name="name"
                label={t('info.contact.name')}
                autoComplete="name"
                required
                maxLength={CONTACT_LIMITS.nameLength}
                error={errorOf('name')}
              />
              <TextField
                id={`${id}-email`}
                name="email"
                type="email"
                label={t('info.contact.email')}
                autoComplete="email"
                required
                error={errorOf('email')}
              />
              <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
                <label htmlFor={`${id}-website`}>{t('info.contact.honeypot')}</label>
                <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
              </div>
            </>
          )}
          <TextAreaField
            id={`${id}-message`}
            name="message"
            label={t('support.form.message')}
            required
            rows={4}
            maxLength={CONTACT_LIMITS.messageLength}
            error={errorOf('message')}
          />
          <div>
            <button type="submit" disabled={fetcher.state !== 'idle'} className={SUBMIT}>
              {fetcher.state !== 'idle' ? t('info.contact.sending') : t('support.form.send')}
            </button>
          </div>
        </fetcher.Form>
      )}
    </section>
  );
}
