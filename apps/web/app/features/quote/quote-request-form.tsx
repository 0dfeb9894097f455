// 'Request this quote': the team receives the options (priced again on the server) with the artist's
// contact. A plain POST form to the page, so it works without JavaScript; the options ride along
// as hidden fields. Beside it, the link to create a project from these options.
import { Form, Link, useNavigation } from 'react-router';
import { useT } from '../../lib/use-t.ts';
import { dataKey } from '../../lib/i18n.ts';

export type QuoteRequestOutcome =
  | { ok: true; id: number }
  | {
      ok: false;
      code: string;
      fields: Record<string, string>;
      /** too_many_requests: whole minutes before another request is accepted (null when unknown). */
      retryMinutes?: number | null;
    };

/** The message of a refused request: the rate limit says how long to wait, other codes their own text. */
function requestErrorKey(outcome: Extract<QuoteRequestOutcome, { ok: false }>): {
  key: string;
  options: { count?: number };
} {
  if (outcome.code === 'too_many_requests') {
    return typeof outcome.retryMinutes === 'number'
      ? { key: 'quote.errors.too_many_requests', options: { count: outcome.retryMinutes } }
      : { key: 'quote.errors.too_many_requests_later', options: {} };
  }
  return { key: `quote.errors.${KNOWN_ERRORS.includes(outcome.code) ? outcome.code : 'request_failed'}`, options: {} };
}

const KNOWN_ERRORS = [
  'input_required',
  'email_invalid',
  'input_too_long',
  'input_invalid',
  'input_must_number',
  'input_too_small',
  'input_too_big',
  'input_must_integer',
  'input_invalid_choice',
];

function Field({
  id,
  name,
  label,
  type = 'text',
  autoComplete,
  required,
  error,
  multiline,
}: {
  id: string;
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  error: string | undefined;
  multiline?: boolean;
}) {
  const common = {
    id,
    name,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: 'mt-1 block w-full rounded-lg border border-ink-muted/60 bg-surface px-3 py-2 text-sm',
  };
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {multiline ? <textarea rows={3} {...common} /> : <input type={type} autoComplete={autoComplete} {...common} />}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

export function QuoteRequestForm({
  params,
  outcome,
  creationPath,
}: {
  params: URLSearchParams;
  outcome: QuoteRequestOutcome | undefined;
  creationPath: string;
}) {
  const { t } = useT();
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formMethod === 'POST';
  const fieldError = (name: string) => {
    const code = outcome && !outcome.ok ? outcome.fields[name] : undefined;
    return code ? t(dataKey(`quote.errors.${KNOWN_ERRORS.includes(code) ? code : 'input_invalid'}`)) : undefined;
  };
  return (
    <section aria-labelledby="quote-request" className="rounded-2xl border border-line p-5">
      <h2 id="quote-request" className="text-lg font-semibold">
        {t('quote.request.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('quote.request.text')}</p>
      {outcome?.ok ? (
        <p role="status" className="mt-4 rounded-lg bg-surface-raised p-3 text-sm font-semibold">
          ✓ {t('quote.request.sent', { id: outcome.id })}
        </p>
      ) : (
        <Form method="post" className="mt-4 space-y-3" noValidate>
          {[...params.entries()].map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Field
            id="quote-name"
            name="name"
            label={t('quote.request.name')}
            autoComplete="name"
            required
            error={fieldError('name')}
          />
          <Field
            id="quote-email"
            name="email"
            type="email"
            label={t('quote.request.email')}
            autoComplete="email"
            required
            error={fieldError('email')}
          />
          <Field
            id="quote-phone"
            name="phone"
            type="tel"
            label={t('quote.request.phone')}
            autoComplete="tel"
            error={fieldError('phone')}
          />
          <Field
            id="quote-comment"
            name="comment"
            label={t('quote.request.comment')}
            multiline
            error={fieldError('comment')}
          />
          {outcome && !outcome.ok && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {t(dataKey(requestErrorKey(outcome).key), requestErrorKey(outcome).options)}
            </p>
          )}
          <button
            type="submit"
            disabled={sending}
            className="w-full rounded-full bg-accent px-5 py-2.5 font-semibold text-accent-ink disabled:opacity-60"
          >
            {sending ? t('quote.request.sending') : t('quote.request.submit')}
          </button>
        </Form>
      )}
      <Link
        to={`${creationPath}?${params.toString()}`}
        className="mt-4 block rounded-full border border-ink px-5 py-2.5 text-center font-semibold"
      >
        {t('quote.request.createProject')}
      </Link>
    </section>
  );
}
