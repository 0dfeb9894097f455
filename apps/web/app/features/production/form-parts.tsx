// Small parts the production forms share: the props of an action's controls, the outcome line of a
// form, a field with its label and its field error, the class names.
import type { ProductionActionView, ProductionView } from '@spindle/contracts';
import type { AppLocale } from '@spindle/domain';
import type { ReactNode } from 'react';
import { useT } from '../../lib/use-t.ts';
import { errorKeyOf, type ProductionOutcome } from './production-outcome.ts';

/** What the artist's and the staff's controls of one action get. */
export interface ControlProps {
  action: ProductionActionView;
  view: ProductionView;
  outcome: ProductionOutcome | undefined;
  done: { step: string | null; intent: string | null };
  locale: AppLocale;
}

export const inputClass = 'h-10 w-full rounded-lg border border-line bg-surface px-3 text-sm';
export const areaClass = 'w-full rounded-lg border border-line bg-surface p-3 text-sm';
export const buttonClass =
  'inline-flex h-10 items-center justify-center rounded-full bg-accent px-5 text-sm font-semibold text-accent-ink hover:opacity-90';
export const secondaryButtonClass =
  'inline-flex h-10 items-center justify-center rounded-full border border-line px-5 text-sm font-semibold hover:bg-surface-raised';

/** The outcome of this action's last post: done (after the redirect) or refused with its reason. */
export function FormOutcome({
  step,
  outcome,
  done,
}: {
  step: string;
  outcome: ProductionOutcome | undefined;
  done: { step: string | null; intent: string | null };
}) {
  const { t } = useT();
  const refused = outcome && !outcome.ok && outcome.step === step ? outcome : null;
  return (
    <div role="status" className="mt-2 text-sm empty:hidden">
      {refused ? (
        <span className="text-red-700 dark:text-red-300">{t(`production.errors.${errorKeyOf(refused.code)}`)}</span>
      ) : done.step === step ? (
        done.intent === 'save' ? (
          t('production.form.saved')
        ) : done.intent === 'plan' ? (
          t('production.form.planned')
        ) : (
          t('production.form.submitted')
        )
      ) : null}
    </div>
  );
}

/** The field code of one field of a refused form, for this action. */
export function fieldErrorOf(outcome: ProductionOutcome | undefined, step: string, name: string): string | null {
  if (!outcome || outcome.ok || outcome.step !== step) return null;
  return outcome.fields?.[name] ?? null;
}

/** A labelled field; its error, when any, is read with it. */
export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | null;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const { t } = useT();
  const errorId = `${id}-error`;
  const known = [
    'input_required',
    'input_invalid',
    'input_invalid_choice',
    'input_too_long',
    'input_must_integer',
    'barcode_invalid',
    'barcode_check_digit',
    'side_too_long',
    'side_unknown',
    'date_invalid',
    'date_past',
  ] as const;
  const key = (known as readonly string[]).includes(error ?? '') ? (error as (typeof known)[number]) : 'input_invalid';
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children(error ? errorId : undefined)}
      {error && (
        <p id={errorId} className="text-xs text-red-700 dark:text-red-300">
          {t(`production.fieldErrors.${key}`)}
        </p>
      )}
    </div>
  );
}
