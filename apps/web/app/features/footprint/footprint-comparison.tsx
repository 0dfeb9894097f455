// The footprint of common pressings side by side (/vinyl-pressing-green#footprint): the same model as
// the quote (packages/domain footprint.ts), drawn as bars in a table whose cells say the figures.
import { DEFAULT_PRESSING_OPTIONS, recordFootprint, type AppLocale, type FootprintOptions } from '@spindle/domain';
import { dataKey } from '../../lib/i18n.ts';
import { useT } from '../../lib/use-t.ts';
import { formatCo2 } from './footprint-summary.tsx';

const standard: FootprintOptions = { ...DEFAULT_PRESSING_OPTIONS };

/** The pressings compared, from the heaviest footprint to the lightest. */
export const COMPARED_PRESSINGS: readonly { key: string; options: FootprintOptions }[] = [
  { key: 'colouredHeavy', options: { ...standard, weightGrams: 180, colour: 'red', effect: 'splatter' } },
  { key: 'heavy', options: { ...standard, weightGrams: 180 } },
  { key: 'standard', options: standard },
  { key: 'recycled', options: { ...standard, compound: 'recycled', board: 'recycled', shrinkWrap: false } },
  { key: 'bio', options: { ...standard, compound: 'bio_attributed' } },
  { key: 'greenest', options: { ...standard, compound: 'bio_attributed', board: 'recycled', shrinkWrap: false } },
];

export function FootprintComparison({ locale }: { locale: AppLocale }) {
  const { t } = useT();
  const rows = COMPARED_PRESSINGS.map(({ key, options }) => ({ key, grams: recordFootprint(options).perRecordGrams }));
  const largest = Math.max(...rows.map((row) => row.grams));
  return (
    <table className="mt-5 w-full text-sm" data-testid="footprint-comparison">
      <caption className="mb-2 text-left font-semibold">{t('footprint.comparison.caption')}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('footprint.comparison.pressing')}</th>
          <th scope="col">{t('footprint.perRecord')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const { value } = formatCo2(row.grams, locale);
          return (
            <tr key={row.key} className="align-middle">
              <th scope="row" className="w-2/5 py-1.5 pr-3 text-left font-normal">
                {t(dataKey(`footprint.comparison.${row.key}`))}
              </th>
              <td className="py-1.5">
                <span className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className="h-3 rounded-full bg-accent"
                    style={{ width: `${Math.max(4, (row.grams / largest) * 75)}%` }}
                  />
                  <span className="tabular-nums">{t('footprint.kilograms', { value })}</span>
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
