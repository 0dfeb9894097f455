// Labelled controls of the account forms, with hint and inline error wired through aria-describedby
// (spec section 5: errors per field, translated; a failed field gets focus), and the form's notices.
import { useEffect, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { useT } from '../../lib/use-t.ts';
import { errorMessage, type AccountErrorCode, type FormResult } from './form-result.ts';

const CONTROL =
  'mt-1.5 block w-full rounded-lg border bg-surface px-3 py-2.5 text-base text-ink placeholder:text-ink-muted/80 aria-invalid:border-red-700 dark:aria-invalid:border-red-400';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id' | 'name'> {
  id: string;
  name: string;
  label: string;
  error?: AccountErrorCode | undefined;
  hint?: string | undefined;
  /** Shows '(optional)' beside the label. */
  optional?: boolean;
}

function describedBy(id: string, hint: string | undefined, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldError({ id, code }: { id: string; code: AccountErrorCode | undefined }) {
  const { t } = useT();
  if (!code) return null;
  const [key, options] = errorMessage(code);
  return (
    <p id={id} className="mt-1.5 text-sm font-semibold text-red-700 dark:text-red-300">
      {t(key as 'account.errors.generic', options)}
    </p>
  );
}

export function TextField({ id, name, label, error, hint, optional, ...input }: TextFieldProps) {
  const { t } = useT();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
        {optional && <span className="font-normal text-ink-muted"> ({t('account.settings.optional')})</span>}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${CONTROL} border-ink-muted/60`}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} code={error} />
    </div>
  );
}

/** The message above a refused form, or the notice of a saved one; announced to screen readers. */
export function FormNotice({
  result,
  form,
  children,
}: {
  result: FormResult | undefined;
  form: string;
  children?: ReactNode;
}) {
  const { t } = useT();
  const mine = result?.form === form ? result : undefined;
  let content: ReactNode = null;
  let tone: 'ok' | 'error' = 'ok';
  if (mine && !mine.ok && mine.error) {
    const [key, options] = errorMessage(mine.error, mine.retryMinutes);
    content = t(key as 'account.errors.generic', options);
    tone = 'error';
  } else if (mine?.ok) {
    content = children ?? t('account.settings.saved');
  }
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className="empty:hidden">
      {content && (
        <p
          className={
            tone === 'error'
              ? 'rounded-lg border border-red-700/40 bg-red-50 px-3 py-2 text-sm font-semibold text-red-800 dark:border-red-400/40 dark:bg-red-950/40 dark:text-red-200'
              : 'rounded-lg border border-line bg-surface-raised px-3 py-2 text-sm font-semibold'
          }
        >
          {tone === 'ok' && <span aria-hidden="true">✓ </span>}
          {content}
        </p>
      )}
    </div>
  );
}

/** Field errors and typed values of a refused form (empty for any other form). */
export function refusedOf(result: FormResult | undefined, form: string) {
  if (result?.form === form && !result.ok) return { fields: result.fields, values: result.values };
  return { fields: {} as Record<string, AccountErrorCode>, values: {} as Record<string, string> };
}

/** Moves focus to the first invalid control of `formRef` after a refusal (spec section 5). */
export function useFocusFirstInvalid(formRef: React.RefObject<HTMLFormElement | null>, result: FormResult | undefined) {
  const seen = useRef<FormResult | undefined>(undefined);
  useEffect(() => {
    if (!result || result === seen.current || result.ok) return;
    seen.current = result;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  }, [formRef, result]);
}

export const primaryButtonClass =
  'inline-flex h-11 items-center justify-center rounded-full bg-accent px-6 font-semibold text-accent-ink hover:opacity-90 disabled:opacity-60';

export const secondaryButtonClass =
  'inline-flex h-11 items-center justify-center rounded-full border border-line px-5 font-semibold hover:bg-surface-raised disabled:opacity-60';
