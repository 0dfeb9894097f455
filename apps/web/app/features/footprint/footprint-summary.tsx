// The carbon footprint of a pressing (issue 15, docs/footprint.md): grams of CO2e per record and for
// the run, its parts as a bar with a legend that says the same in words, and the greener choices with
// what each saves. Shown beside the quote and on a project's page; an estimate, and said to be one.
import type { PressingFootprintDto } from '@spindle/contracts';
import { FOOTPRINT_PARTS, LOCALE_META, localisePath, type AppLocale } from '@spindle/domain';
import { Link } from 'react-router';
import { dataKey } from '../../lib/i18n.ts';
import { numberFormat } from '../../lib/intl.ts';
import { useT } from '../../lib/use-t.ts';

/** One colour per part, readable on both themes (the legend carries the words). */
const PART_COLOURS: Record<(typeof FOOTPRINT_PARTS)[number], string> = {
  compound: '#1f4e9e',
  energy: '#d4a017',
  colour: '#c2185b',
  other: '#708238',
  packaging: '#8a5a2b',
  transport: '#6a6a6a',
};

/** '1.19 kg' (or '1,19 kg') from grams; tonnes from 10 t. */
export function formatCo2(grams: number, locale: AppLocale): { value: string; unit: 'kg' | 't' } {
  const tag = LOCALE_META[locale].intlTag;
  if (grams >= 10_000_000) {
    return { value: numberFormat(tag, { maximumFractionDigits: 1 }).format(grams / 1_000_000), unit: 't' };
  }
  const digits = grams >= 100_000 ? 0 : 2;
  return {
    value: numberFormat(tag, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(grams / 1000),
    unit: 'kg',
  };
}

export function FootprintSummary({
  footprint,
  locale,
}: {
  footprint: Pick<PressingFootprintDto, 'perRecordGrams' | 'breakdown' | 'greener'> &
    Partial<Pick<PressingFootprintDto, 'copies' | 'runGrams'>>;
  locale: AppLocale;
}) {
  const { t } = useT();
  const amount = (grams: number) => {
    const { value, unit } = formatCo2(grams, locale);
    return t(unit === 't' ? 'footprint.tonnes' : 'footprint.kilograms', { value });
  };
  const parts = FOOTPRINT_PARTS.filter((part) => footprint.breakdown[part] > 0);
  const total = Math.max(1, footprint.perRecordGrams);
  return (
    <section aria-labelledby="footprint-title" className="rounded-2xl border border-line p-5" data-testid="footprint">
      <h2 id="footprint-title" className="text-lg font-semibold">
        {t('footprint.title')}
      </h2>
      <p className="mt-2">
        <span className="text-3xl font-semibold tabular-nums" data-testid="footprint-per-record">
          {amount(footprint.perRecordGrams)}
        </span>{' '}
        <span className="text-sm text-ink-muted">{t('footprint.perRecord')}</span>
      </p>
      {footprint.runGrams !== undefined && footprint.copies !== undefined && (
        <p className="text-sm text-ink-muted tabular-nums" data-testid="footprint-run">
          {t('footprint.run', { amount: amount(footprint.runGrams), copies: footprint.copies })}
        </p>
      )}
      {/* The bar is a picture of the legend below, which says the same in words. */}
      <div className="mt-4 flex h-3 w-full overflow-hidden rounded-full bg-surface-raised" aria-hidden="true">
        {parts.map((part) => (
          <span
            key={part}
            style={{ width: `${(footprint.breakdown[part] / total) * 100}%`, background: PART_COLOURS[part] }}
          />
        ))}
      </div>
      <ul className="mt-3 grid gap-1 text-sm" aria-label={t('footprint.partsLabel')}>
        {parts.map((part) => (
          <li key={part} className="flex items-center justify-between gap-3">
            <span className="flex items-center gap-2">
              <span aria-hidden="true" className="size-3 rounded-sm" style={{ background: PART_COLOURS[part] }} />
              {t(dataKey(`footprint.parts.${part}`))}
            </span>
            <span className="tabular-nums">{amount(footprint.breakdown[part])}</span>
          </li>
        ))}
      </ul>
      {footprint.greener.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold">{t('footprint.greenerTitle')}</h3>
          <ul className="mt-1 grid gap-1 text-sm" data-testid="footprint-greener">
            {footprint.greener.map((choice) => (
              <li key={`${choice.option}:${String(choice.value)}`} className="flex justify-between gap-3">
                <span>{t(dataKey(`footprint.greener.${choice.option}_${String(choice.value)}`))}</span>
                <span className="tabular-nums text-green-800 dark:text-green-300">
                  {t('footprint.saving', { amount: amount(choice.savingGrams) })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-4 text-xs text-ink-muted">
        {t('footprint.estimate')}{' '}
        <Link to={`${localisePath('/vinyl-pressing-green', locale)}#footprint`} className="underline">
          {t('footprint.howWeCount')}
        </Link>
      </p>
    </section>
  );
}
