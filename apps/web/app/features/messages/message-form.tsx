// The form of a new message or a reply: text, optional files (pictures, PDF, audio), sent as a React
// Router action form that also works before hydration (a plain multipart POST).
import { MESSAGE_ATTACHMENTS_MAX } from '@spindle/contracts';
import { Form, useNavigation } from 'react-router';
import { useT } from '../../lib/use-t.ts';
import type { MessageFormResult } from './message-actions.server.ts';

export function MessageForm({
  mode,
  hidden = {},
  result,
  withSubject = false,
}: {
  mode: 'reply' | 'start';
  /** Hidden fields (kind, shop_order_id, project_id, intent). */
  hidden?: Readonly<Record<string, string | number>>;
  result?: MessageFormResult | undefined;
  withSubject?: boolean;
}) {
  const { t } = useT();
  const busy = useNavigation().state === 'submitting';
  const errorId = `message-form-error-${mode}`;
  const errorKey = result ? `messages.errors.${result.code}` : null;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="mt-6 grid gap-4"
      aria-describedby={result ? errorId : undefined}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {result && (
        <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t(errorKey ?? '', { defaultValue: t('messages.errors.request_failed') })}
        </p>
      )}
      {withSubject && (
        <div className="grid gap-1">
          <label htmlFor="message-subject" className="text-sm font-semibold">
            {t('messages.form.subject')}
          </label>
          <input
            id="message-subject"
            name="subject"
            maxLength={200}
            defaultValue={result?.subject ?? ''}
            aria-describedby="message-subject-hint"
            className="h-11 rounded-md border border-line bg-surface px-3"
          />
          <p id="message-subject-hint" className="text-xs text-ink-muted">
            {t('messages.form.subjectHint')}
          </p>
        </div>
      )}
      <div className="grid gap-1">
        <label htmlFor={`message-text-${mode}`} className="text-sm font-semibold">
          {mode === 'reply' ? t('messages.form.reply') : t('messages.form.text')}
        </label>
        <textarea
          id={`message-text-${mode}`}
          name="text"
          required
          maxLength={5000}
          rows={5}
          defaultValue={result?.text ?? ''}
          className="rounded-md border border-line bg-surface px-3 py-2"
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor={`message-files-${mode}`} className="text-sm font-semibold">
          {t('messages.form.files')}
        </label>
        <input
          id={`message-files-${mode}`}
          name="files"
          type="file"
          multiple
          accept="image/*,application/pdf,audio/*"
          aria-describedby={`message-files-hint-${mode}`}
          className="text-sm"
        />
        <p id={`message-files-hint-${mode}`} className="text-xs text-ink-muted">
          {t('messages.form.filesHint', { count: MESSAGE_ATTACHMENTS_MAX })}
        </p>
      </div>
      <div>
        <button
          type="submit"
          disabled={busy}
          className="inline-flex h-11 items-center rounded-full bg-accent px-6 font-semibold text-accent-ink disabled:opacity-60"
        >
          {t('messages.form.send')}
        </button>
      </div>
    </Form>
  );
}
