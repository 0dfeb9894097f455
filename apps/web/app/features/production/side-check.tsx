// The tracklisting's sides against the format's playing time per side: each side's length and
// verdict, whether they are balanced, and the split that makes the longest side shortest.
import type { SideCheckDto } from '@spindle/contracts';
import { useT } from '../../lib/use-t.ts';
import { formatDuration } from './production-format.ts';

export function SideCheck({ check }: { check: SideCheckDto }) {
  const { t } = useT();
  return (
    <div className="mt-3 text-sm">
      <h4 className="font-semibold">
        {t('production.sides.title')} · {t('production.sides.format', { size: check.size, rpm: check.rpm })}
      </h4>
      <p className="text-xs text-ink-muted">
        {t('production.sides.intro', {
          recommended: formatDuration(check.recommended_seconds),
          max: formatDuration(check.max_seconds),
        })}
      </p>
      <table className="mt-2 text-sm">
        <caption className="sr-only">{t('production.sides.title')}</caption>
        <thead>
          <tr>
            <th scope="col" className="pe-4 text-start">
              {t('production.sides.title')}
            </th>
            <th scope="col" className="pe-4 text-start">
              {t('production.sides.length')}
            </th>
            <th scope="col" className="text-start">
              {t('production.board.columns.status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {check.sides.map((side) => (
            <tr key={side.side}>
              <th scope="row" className="pe-4 text-start font-normal">
                {t('production.sides.side', { side: side.side })}
              </th>
              <td className="pe-4 tabular-nums">{formatDuration(side.seconds)}</td>
              <td className={side.verdict === 'too_long' ? 'font-semibold text-red-700 dark:text-red-300' : ''}>
                {t(`production.sides.verdict.${side.verdict}`)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-1 text-xs">
        {check.balanced ? t('production.sides.balanced') : t('production.sides.unbalanced')}
      </p>
    </div>
  );
}
