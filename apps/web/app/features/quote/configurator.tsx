// The live pressing configurator (/quote): every option of a pressing beside the rendered disc and the
// cost lines. With JavaScript each change is priced at once (POST /api/quote/calculate, debounced,
// stale requests aborted); without it the form is a GET to the page, which prices what it sends.
import { quoteEndpoints, type QuoteCalculation, type QuoteOptionLists, type QuoteOptions } from '@spindle/contracts';
import { PRINTED_SLEEVES, type AppLocale, type PressingSleeve } from '@spindle/domain';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useT } from '../../lib/use-t.ts';
import { callBrowser, NetworkError } from '../../lib/api-browser.ts';
import { dataKey } from '../../lib/i18n.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { CheckboxField, NumberField, RadioGroup, SelectField, useDeltaText } from './quote-fields.tsx';
import {
  CONFIGURED_FIELD,
  QUOTE_BOOLEAN_FIELDS,
  quoteQueryOf,
  quoteRequestFromFields,
  formatEur,
  SELLING_PRICE_FIELD,
  type QuoteBooleanField,
} from './quote-form.ts';
import { FootprintSummary } from '../footprint/index.ts';
import { QuoteSummary } from './quote-summary.tsx';

/** Wait after the last change before pricing (typing a quantity sends one request). */
export const QUOTE_DEBOUNCE_MS = 250;

/** What the disc preview needs. */
export interface DiscLook {
  colourName: string;
  hex: string;
  effect: QuoteOptions['effect'];
  secondaryHex: string | undefined;
  label: QuoteOptions['label'];
  format: QuoteOptions['format'];
}

export type QuoteStartValues = QuoteOptions & { sellingPriceMinor?: number | undefined };

function stateOf(options: QuoteStartValues): {
  values: Record<string, string>;
  flags: Record<QuoteBooleanField, boolean>;
} {
  const values: Record<string, string> = {
    format: options.format,
    quantity: String(options.quantity),
    discs: String(options.discs),
    weightGrams: String(options.weightGrams),
    colour: options.colour,
    effect: options.effect,
    compound: options.compound,
    secondaryColour: options.secondaryColour ?? 'white',
    cutting: options.cutting,
    label: options.label,
    sleeve: options.sleeve,
    board: options.board,
    innerSleeve: options.innerSleeve,
    inserts: String(options.inserts),
    printFinish: options.printFinish,
    trackCount: String(options.trackCount),
    [SELLING_PRICE_FIELD]: options.sellingPriceMinor === undefined ? '' : (options.sellingPriceMinor / 100).toFixed(2),
  };
  const flags = Object.fromEntries(QUOTE_BOOLEAN_FIELDS.map((name) => [name, options[name]])) as Record<
    QuoteBooleanField,
    boolean
  >;
  return { values, flags };
}

function paramsOf(values: Record<string, string>, flags: Record<QuoteBooleanField, boolean>): URLSearchParams {
  const params = new URLSearchParams({ [CONFIGURED_FIELD]: '1' });
  for (const [name, value] of Object.entries(values)) {
    if (name === 'secondaryColour' && values.effect === 'none') continue;
    params.set(name, value);
  }
  for (const name of QUOTE_BOOLEAN_FIELDS) if (flags[name]) params.set(name, 'true');
  return params;
}

export function QuoteConfigurator({
  locale,
  lists,
  start,
  initialCalculation,
  initialErrors,
  renderDisc,
  actions,
}: {
  locale: AppLocale;
  lists: QuoteOptionLists;
  start: QuoteStartValues;
  initialCalculation: QuoteCalculation | null;
  initialErrors: Record<string, string>;
  renderDisc: (look: DiscLook) => ReactNode;
  /** The request form and the project link, given the options as form fields. */
  actions: (params: URLSearchParams, calculation: QuoteCalculation | null) => ReactNode;
}) {
  const { t } = useT();
  const initial = useMemo(() => stateOf(start), [start]);
  const [values, setValues] = useState(initial.values);
  const [flags, setFlags] = useState(initial.flags);
  const [calculation, setCalculation] = useState(initialCalculation);
  // Which request the last answer was for, and whether it failed: 'pending' is a change not yet priced.
  const [answered, setAnswered] = useState<{ for: object | null; failed: boolean }>({ for: null, failed: false });
  const hydrated = useHydrated();
  const [touched, setTouched] = useState(false);

  const params = useMemo(() => paramsOf(values, flags), [values, flags]);
  const parsed = useMemo(() => quoteRequestFromFields(params), [params]);
  const errors = touched ? (parsed.ok ? {} : parsed.fields) : initialErrors;

  useEffect(() => {
    if (!touched || !parsed.ok) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      // The quote page loads zod for its forms anyway: the answer crosses the endpoint's own schema.
      callBrowser(quoteEndpoints.calculate, { body: parsed.request }, { signal: controller.signal })
        .then((result) => {
          if (controller.signal.aborted) return;
          if (result.ok) {
            setCalculation(result.value);
            setAnswered({ for: parsed, failed: false });
            window.history.replaceState(window.history.state, '', `?${quoteQueryOf(parsed.request).toString()}`);
          } else if (result.code === 'quote_option_unavailable') {
            // No plant offers these options together: say so instead of showing an old price.
            setCalculation(null);
            setAnswered({ for: parsed, failed: false });
          } else setAnswered({ for: parsed, failed: true });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          if (error instanceof NetworkError) setAnswered({ for: parsed, failed: true });
          else throw error;
        });
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [parsed, touched]);

  const set = (name: string) => (value: string) => {
    setTouched(true);
    setValues((current) => ({ ...current, [name]: value }));
  };
  const toggle = (name: QuoteBooleanField) => (checked: boolean) => {
    setTouched(true);
    setFlags((current) => ({ ...current, [name]: checked }));
  };

  const status =
    touched && parsed.ok && answered.for !== parsed
      ? 'pending'
      : answered.failed && answered.for === parsed
        ? 'failed'
        : 'idle';
  const quantity = Number(values.quantity) || lists.defaults.quantity;
  const delta = useDeltaText({ deltas: calculation?.optionDeltas, quantity, locale });
  const errorText = (code: string | undefined) =>
    code ? t(dataKey(`quote.errors.${code in FIELD_ERRORS ? code : 'input_invalid'}`)) : undefined;
  const swatch = (name: string | undefined) => lists.colours.find((colour) => colour.name === name);
  const colourName = (name: string) => t(dataKey(`projectPage.colours.${name}`));
  const printable = PRINTED_SLEEVES.includes((values.sleeve ?? 'printed_jacket') as PressingSleeve);
  const colourDelta = delta('colour', values.colour === 'black' ? 'colour' : 'black');
  const look: DiscLook = {
    colourName: values.colour ?? 'black',
    hex: swatch(values.colour)?.hex ?? '#101010',
    effect: (values.effect ?? 'none') as DiscLook['effect'],
    secondaryHex: values.effect === 'none' ? undefined : swatch(values.secondaryColour)?.hex,
    label: (values.label ?? 'printed') as DiscLook['label'],
    format: (values.format ?? '12') as DiscLook['format'],
  };

  return (
    <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10 xl:grid-cols-[minmax(0,1fr)_28rem]">
      <form method="get" id="quote-form" className="space-y-6" onSubmit={(event) => hydrated && event.preventDefault()}>
        <input type="hidden" name={CONFIGURED_FIELD} value="1" />
        <section aria-labelledby="quote-record" className="space-y-5">
          <h2 id="quote-record" className="text-lg font-semibold">
            {t('quote.sections.record')}
          </h2>
          <RadioGroup
            name="format"
            legend={t('quote.fields.format')}
            value={values.format ?? '12'}
            choices={lists.formats}
            onChange={set('format')}
            labelOf={(choice) => t('quote.format', { inches: choice })}
            delta={delta}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberField
              id="quote-quantity"
              name="quantity"
              label={t('quote.fields.quantity')}
              value={values.quantity ?? ''}
              min={lists.limits.quantityMin}
              max={lists.limits.quantityMax}
              onChange={set('quantity')}
              error={errorText(errors.quantity)}
              hint={t('quote.hints.quantity', { min: lists.limits.quantityMin, max: lists.limits.quantityMax })}
            />
            <NumberField
              id="quote-discs"
              name="discs"
              label={t('quote.fields.discs')}
              value={values.discs ?? ''}
              min={1}
              max={lists.limits.discsMax}
              onChange={set('discs')}
              error={errorText(errors.discs)}
            />
          </div>
          <RadioGroup
            name="weightGrams"
            legend={t('quote.fields.weight')}
            value={values.weightGrams ?? '140'}
            choices={lists.weightsGrams.map(String)}
            onChange={set('weightGrams')}
            labelOf={(choice) => t('quote.weight', { grams: choice })}
            delta={delta}
            columns="grid-cols-2"
          />
          <fieldset className="min-w-0">
            <legend className="text-sm font-semibold">
              {t('quote.fields.colour')}{' '}
              <span className="font-normal text-ink-muted">
                {colourName(values.colour ?? 'black')}
                {colourDelta
                  ? ` · ${t(values.colour === 'black' ? 'quote.delta.colour' : 'quote.delta.black', { change: colourDelta })}`
                  : ''}
              </span>
            </legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {lists.colours.map((colour) => (
                <label
                  key={colour.name}
                  title={colourName(colour.name)}
                  className="relative grid size-10 cursor-pointer place-items-center rounded-full border border-line has-checked:ring-2 has-checked:ring-accent has-checked:ring-offset-2 has-checked:ring-offset-surface has-focus-visible:outline-2 has-focus-visible:outline-focus"
                  style={{ background: colour.hex, opacity: colour.translucent ? 0.8 : 1 }}
                >
                  <input
                    type="radio"
                    name="colour"
                    value={colour.name}
                    checked={values.colour === colour.name}
                    onChange={() => set('colour')(colour.name)}
                    className="peer absolute inset-0 size-full cursor-pointer opacity-0"
                  />
                  <span className="sr-only">{colourName(colour.name)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <RadioGroup
            name="effect"
            legend={t('quote.fields.effect')}
            value={values.effect ?? 'none'}
            choices={lists.effects}
            onChange={set('effect')}
            labelOf={(choice) => t(dataKey(`quote.effects.${choice}`))}
            delta={delta}
          />
          {values.effect !== 'none' && (
            <SelectField
              id="quote-secondary"
              name="secondaryColour"
              label={t('quote.fields.secondaryColour')}
              value={values.secondaryColour ?? 'white'}
              choices={lists.colours.map((colour) => colour.name)}
              onChange={set('secondaryColour')}
              labelOf={colourName}
              delta={() => null}
            />
          )}
          <RadioGroup
            name="compound"
            legend={t('quote.fields.compound')}
            value={values.compound ?? 'virgin'}
            choices={lists.compounds}
            onChange={set('compound')}
            labelOf={(choice) => t(dataKey(`quote.compounds.${choice}`))}
            delta={delta}
          />
          <RadioGroup
            name="cutting"
            legend={t('quote.fields.cutting')}
            value={values.cutting ?? 'lacquer'}
            choices={lists.cuttings}
            onChange={set('cutting')}
            labelOf={(choice) => t(dataKey(`quote.cuttings.${choice}`))}
            delta={delta}
            columns="grid-cols-2"
          />
          <RadioGroup
            name="label"
            legend={t('quote.fields.label')}
            value={values.label ?? 'printed'}
            choices={lists.labels}
            onChange={set('label')}
            labelOf={(choice) => t(dataKey(`quote.labels.${choice}`))}
            delta={delta}
            columns="grid-cols-2"
          />
        </section>

        <section aria-labelledby="quote-packaging" className="space-y-5">
          <h2 id="quote-packaging" className="text-lg font-semibold">
            {t('quote.sections.packaging')}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              id="quote-sleeve"
              name="sleeve"
              label={t('quote.fields.sleeve')}
              value={values.sleeve ?? 'printed_jacket'}
              choices={lists.sleeves}
              onChange={set('sleeve')}
              labelOf={(choice) => t(dataKey(`quote.sleeves.${choice}`))}
              delta={delta}
            />
            <SelectField
              id="quote-inner-sleeve"
              name="innerSleeve"
              label={t('quote.fields.innerSleeve')}
              value={values.innerSleeve ?? 'white_paper'}
              choices={lists.innerSleeves}
              onChange={set('innerSleeve')}
              labelOf={(choice) => t(dataKey(`quote.innerSleeves.${choice}`))}
              delta={delta}
            />
            <SelectField
              id="quote-inserts"
              name="inserts"
              label={t('quote.fields.inserts')}
              value={values.inserts ?? '0'}
              choices={Array.from({ length: lists.limits.insertsMax + 1 }, (_, index) => String(index))}
              onChange={set('inserts')}
              labelOf={(choice) => t('quote.insertsCount', { count: Number(choice) })}
              delta={delta}
            />
            <SelectField
              id="quote-print-finish"
              name="printFinish"
              label={t('quote.fields.printFinish')}
              value={values.printFinish ?? 'none'}
              choices={lists.printFinishes}
              onChange={set('printFinish')}
              labelOf={(choice) => t(dataKey(`quote.printFinishes.${choice}`))}
              delta={delta}
              hint={printable ? undefined : t('quote.hints.printFinish')}
            />
          </div>
          <RadioGroup
            name="board"
            legend={t('quote.fields.board')}
            value={values.board ?? 'standard'}
            choices={lists.boards}
            onChange={set('board')}
            labelOf={(choice) => t(dataKey(`quote.boards.${choice}`))}
            delta={printable ? delta : () => null}
            columns="grid-cols-2"
            hint={printable ? undefined : t('quote.hints.board')}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <CheckboxField
              name="sticker"
              label={t('quote.fields.sticker')}
              checked={flags.sticker}
              onChange={toggle('sticker')}
              delta={delta}
            />
            <CheckboxField
              name="numbered"
              label={t('quote.fields.numbered')}
              checked={flags.numbered}
              onChange={toggle('numbered')}
              delta={delta}
            />
            <CheckboxField
              name="shrinkWrap"
              label={t('quote.fields.shrinkWrap')}
              checked={flags.shrinkWrap}
              onChange={toggle('shrinkWrap')}
              delta={delta}
            />
          </div>
        </section>

        <section aria-labelledby="quote-services" className="space-y-5">
          <h2 id="quote-services" className="text-lg font-semibold">
            {t('quote.sections.services')}
          </h2>
          <div className="grid gap-3 sm:grid-cols-2">
            <CheckboxField
              name="testPressing"
              label={t('quote.fields.testPressing')}
              checked={flags.testPressing}
              onChange={toggle('testPressing')}
              delta={delta}
            />
            <CheckboxField
              name="design"
              label={t('quote.fields.design')}
              checked={flags.design}
              onChange={toggle('design')}
              delta={delta}
            />
            <CheckboxField
              name="mastering"
              label={t('quote.fields.mastering')}
              checked={flags.mastering}
              onChange={toggle('mastering')}
              delta={delta}
            >
              <div className="mt-2 pl-6">
                <NumberField
                  id="quote-track-count"
                  name="trackCount"
                  label={t('quote.fields.trackCount')}
                  value={values.trackCount ?? '10'}
                  min={0}
                  max={lists.limits.trackCountMax}
                  onChange={set('trackCount')}
                  error={errorText(errors.trackCount)}
                />
              </div>
            </CheckboxField>
            <CheckboxField
              name="mechanicalRights"
              label={t('quote.fields.mechanicalRights')}
              checked={flags.mechanicalRights}
              onChange={toggle('mechanicalRights')}
              delta={delta}
            />
            <CheckboxField
              name="directPressing"
              label={t('quote.fields.directPressing')}
              checked={flags.directPressing}
              onChange={toggle('directPressing')}
              delta={delta}
            />
          </div>
          <div className="max-w-xs">
            <NumberLikeText
              id="quote-selling-price"
              label={t('quote.fields.sellingPrice')}
              hint={t('quote.hints.sellingPrice')}
              value={values[SELLING_PRICE_FIELD] ?? ''}
              onChange={set(SELLING_PRICE_FIELD)}
              error={errorText(errors[SELLING_PRICE_FIELD])}
            />
          </div>
        </section>
        {!hydrated && (
          <button type="submit" className="rounded-full bg-accent px-5 py-2.5 font-semibold text-accent-ink">
            {t('quote.update')}
          </button>
        )}
      </form>

      <aside aria-labelledby="quote-summary" className="mt-10 lg:mt-0">
        <div className="space-y-6 lg:sticky lg:top-20">
          <div className="flex justify-center rounded-2xl bg-surface-raised p-6">{renderDisc(look)}</div>
          <QuoteSummary calculation={calculation} locale={locale} status={status} />
          {calculation && <FootprintSummary footprint={calculation.footprint} locale={locale} />}
          {actions(params, calculation)}
        </div>
      </aside>
      {calculation && (
        // Phones: the price stays in sight while the options are changed above it.
        <a
          href="#quote-summary"
          className="fixed inset-x-3 bottom-3 z-20 flex items-center justify-between rounded-full bg-ink px-5 py-3 text-surface shadow-lg lg:hidden"
        >
          <span className="text-sm">{t('quote.summary.title')}</span>
          <span className="font-semibold tabular-nums">{formatEur(calculation.totalInclVatMinor, locale)}</span>
        </a>
      )}
    </div>
  );
}

const FIELD_ERRORS = {
  input_required: true,
  input_must_integer: true,
  input_must_number: true,
  input_too_small: true,
  input_too_big: true,
  input_invalid_choice: true,
  input_invalid: true,
} as const;

function NumberLikeText({
  id,
  label,
  hint,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        name={SELLING_PRICE_FIELD}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className="mt-1.5 block w-full rounded-lg border border-ink-muted/60 bg-surface px-3 py-2 text-sm tabular-nums"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
