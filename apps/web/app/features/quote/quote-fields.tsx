// The configurator's controls: radio groups, selects and checkboxes, each option with the price
// difference it makes ('+€0.42/unit'), from the calculation's optionDeltas.
import type { QuoteOptionDeltasDto } from '@spindle/contracts';
import type { ReactNode } from 'react';
import { useT } from '../../lib/use-t.ts';
import { deltaOf, formatDelta } from './quote-form.ts';

export interface DeltaContext {
  deltas: QuoteOptionDeltasDto | undefined;
  quantity: number;
  locale: string;
}

/** '+€0.42/unit' for choosing `value` of `option`, or null (no change, or the current value). */
export function useDeltaText(context: DeltaContext): (option: string, value: string) => string | null {
  const { t } = useT();
  return (option, value) => {
    const delta = deltaOf(context.deltas, option, value);
    if (delta === null) return context.deltas?.[option] ? t('quote.delta.unavailable') : null;
    const text = formatDelta(delta, context.quantity, context.locale);
    return text === null ? null : t('quote.delta.perUnit', { amount: text });
  };
}

const LEGEND = 'text-sm font-semibold text-ink';
const HINT = 'text-xs text-ink-muted tabular-nums';

export function RadioGroup({
  name,
  legend,
  value,
  choices,
  onChange,
  labelOf,
  delta,
  columns = 'grid-cols-3',
  hint,
}: {
  name: string;
  legend: string;
  value: string;
  choices: readonly string[];
  onChange: (value: string) => void;
  labelOf: (choice: string) => string;
  delta: (option: string, value: string) => string | null;
  columns?: string;
  /** Said under the legend (e.g. when the option does not apply to the other choices). */
  hint?: string | undefined;
}) {
  return (
    <fieldset className="min-w-0" aria-describedby={hint ? `${name}-hint` : undefined}>
      <legend className={LEGEND}>{legend}</legend>
      {hint && (
        <p id={`${name}-hint`} className={HINT}>
          {hint}
        </p>
      )}
      <div className={`mt-2 grid gap-2 ${columns}`}>
        {choices.map((choice) => {
          const hint = choice === value ? null : delta(name, choice);
          return (
            <label
              key={choice}
              className="flex cursor-pointer flex-col rounded-lg border border-line px-3 py-2 has-checked:border-accent has-checked:bg-surface-raised has-focus-visible:outline-2 has-focus-visible:outline-focus"
            >
              <span className="flex items-center gap-2">
                <input
                  type="radio"
                  name={name}
                  value={choice}
                  checked={choice === value}
                  onChange={() => onChange(choice)}
                  className="accent-accent"
                />
                <span className="text-sm">{labelOf(choice)}</span>
              </span>
              <span className={`${HINT} min-h-4`}>{hint}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

export function SelectField({
  id,
  name,
  label,
  value,
  choices,
  onChange,
  labelOf,
  delta,
  hint,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  choices: readonly string[];
  onChange: (value: string) => void;
  labelOf: (choice: string) => string;
  delta: (option: string, value: string) => string | null;
  hint?: string | undefined;
}) {
  return (
    <div>
      <label htmlFor={id} className={LEGEND}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-1.5 block w-full rounded-lg border border-ink-muted/60 bg-surface px-3 py-2 text-sm"
      >
        {choices.map((choice) => {
          const change = choice === value ? null : delta(name, choice);
          return (
            <option key={choice} value={choice}>
              {change ? `${labelOf(choice)} (${change})` : labelOf(choice)}
            </option>
          );
        })}
      </select>
      {hint && (
        <p id={`${id}-hint`} className={`mt-1 ${HINT}`}>
          {hint}
        </p>
      )}
    </div>
  );
}

export function CheckboxField({
  name,
  label,
  checked,
  onChange,
  delta,
  children,
}: {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  delta: (option: string, value: string) => string | null;
  children?: ReactNode;
}) {
  const hint = delta(name, checked ? 'false' : 'true');
  return (
    <div className="rounded-lg border border-line px-3 py-2">
      <label className="flex cursor-pointer items-start gap-2">
        <input
          type="checkbox"
          name={name}
          value="true"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          className="mt-1 accent-accent"
        />
        <span className="flex flex-col">
          <span className="text-sm">{label}</span>
          <span className={`${HINT} min-h-4`}>{hint}</span>
        </span>
      </label>
      {children}
    </div>
  );
}

export function NumberField({
  id,
  name,
  label,
  value,
  min,
  max,
  onChange,
  error,
  hint,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  min: number;
  max: number;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className={LEGEND}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`mt-1.5 block w-full rounded-lg border bg-surface px-3 py-2 text-sm tabular-nums ${error ? 'border-red-700 dark:border-red-400' : 'border-ink-muted/60'}`}
      />
      {hint && (
        <p id={`${id}-hint`} className={`mt-1 ${HINT}`}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
