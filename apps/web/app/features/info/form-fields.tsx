// Labelled form controls with their hint and inline error (spec section 5: errors show per field, in
// the visitor's language). The error text is wired to the control with aria-describedby.
import type { ReactNode } from 'react';
import { useT } from '../../lib/use-t.ts';
import type { Catalogue } from '../../locales/en.ts';

type FieldErrorCode = keyof Catalogue['info']['form']['errors'];

function isKnownCode(code: string): code is FieldErrorCode {
  return ['input_required', 'email_invalid', 'latin_invalid', 'input_too_long', 'input_invalid_choice'].includes(code);
}

/** The message of a field code; a code this form does not expect reads as "choose a valid value". */
export function useFieldErrorMessage(): (code: string | undefined) => string | undefined {
  const { t } = useT();
  return (code) => {
    if (!code) return undefined;
    return t(`info.form.errors.${isKnownCode(code) ? code : 'input_invalid_choice'}`);
  };
}

const CONTROL =
  'mt-1.5 block w-full rounded-lg border bg-surface px-3 py-2.5 text-base text-ink placeholder:text-ink-muted/80';
const CONTROL_BORDER = {
  valid: 'border-ink-muted/60',
  invalid: 'border-red-700 dark:border-red-400',
} as const;

export interface FieldProps {
  id: string;
  name: string;
  label: string;
  /** Already translated. */
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  defaultValue?: string;
  autoFocus?: boolean;
}

function describedBy(id: string, hint: string | undefined, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function controlProps({ id, name, hint, error, required, defaultValue, autoFocus }: FieldProps) {
  return {
    id,
    name,
    defaultValue,
    autoFocus,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
    className: `${CONTROL} ${CONTROL_BORDER[error ? 'invalid' : 'valid']}`,
  };
}

function FieldFrame({ field, children }: { field: FieldProps; children: ReactNode }) {
  const { t } = useT();
  return (
    <div>
      <label htmlFor={field.id} className="font-semibold">
        {field.label}
        {!field.required && <span className="font-normal text-ink-muted"> ({t('info.form.optional')})</span>}
      </label>
      {children}
      {field.hint && (
        <p id={`${field.id}-hint`} className="mt-1.5 text-sm text-ink-muted">
          {field.hint}
        </p>
      )}
      {field.error && (
        <p
          id={`${field.id}-error`}
          className="mt-1.5 flex items-start gap-1.5 text-sm font-semibold text-red-700 dark:text-red-300"
        >
          <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="mt-0.5 size-4 shrink-0">
            <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.9 4h1.8v5.5H9.1V6Zm0 7h1.8v1.8H9.1V13Z" />
          </svg>
          {field.error}
        </p>
      )}
    </div>
  );
}

export function TextField(
  props: FieldProps & {
    type?: 'text' | 'email';
    autoComplete?: string;
    maxLength?: number;
    inputMode?: 'text' | 'email';
  },
) {
  const { type = 'text', autoComplete, maxLength } = props;
  return (
    <FieldFrame field={props}>
      <input
        {...controlProps(props)}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        spellCheck={type === 'email' ? false : undefined}
      />
    </FieldFrame>
  );
}

export function TextAreaField(props: FieldProps & { rows?: number; maxLength?: number }) {
  return (
    <FieldFrame field={props}>
      <textarea
        {...controlProps(props)}
        rows={props.rows ?? 6}
        maxLength={props.maxLength}
        className={`${controlProps(props).className} field-sizing-content min-h-36`}
      />
    </FieldFrame>
  );
}

export function SelectField(
  props: FieldProps & { options: ReadonlyArray<{ value: string; label: string }>; placeholder?: string },
) {
  return (
    <FieldFrame field={props}>
      <select {...controlProps(props)}>
        {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** The check-marked notice that replaces a form once it went through. */
export function CheckIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      aria-hidden="true"
      className={className}
    >
      <path d="m4.5 10.5 3.5 3.5 7.5-8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
