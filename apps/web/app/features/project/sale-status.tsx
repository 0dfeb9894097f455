// Stock or funding progress with the end date (DESIGN.md): limited edition and copies left, the
// funding goal of a pre-order as a bar with its percent and count, and the time left ("Ends in 5 days").
import type { ProjectDetail } from '@spindle/contracts';
import { BUSINESS_TIME_ZONE, LOCALE_META, type AppLocale } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { formatTimeLeft, timeLeftUntil } from './time-left.ts';
import { dateTimeFormat } from '../../lib/intl.ts';

export function SaleStatus({ project, locale, now }: { project: ProjectDetail; locale: AppLocale; now: Date }) {
  const { t } = useT();
  const intlTag = LOCALE_META[locale].intlTag;
  const endAt = project.endAt ? new Date(project.endAt) : null;
  const timeLeft = endAt ? timeLeftUntil(endAt, now) : null;
  const endDate = endAt
    ? dateTimeFormat(intlTag, { dateStyle: 'long', timeZone: BUSINESS_TIME_ZONE }).format(endAt)
    : null;
  const percent = project.progressPercent;
  // A goal means the pressing is funded by its orders: show how far it has come.
  const showsFunding = project.goal !== null && percent !== null;
  // Copies left when they are counted (a sold-out project says so instead).
  const copiesLeft = !project.isSoldOut && project.copiesLeft !== null ? project.copiesLeft : null;
  const badges = [
    project.isSoldOut && t('projectPage.sale.soldOut'),
    !project.isSoldOut && project.isPreorder && t('projectPage.sale.preorder'),
    project.isLimited && t('projectPage.sale.limited'),
  ].filter((badge) => typeof badge === 'string');

  if (badges.length === 0 && !showsFunding && copiesLeft === null && !endAt) return null;
  return (
    <div className="space-y-3">
      {badges.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {badges.map((badge) => (
            <li key={badge} className="rounded-full border border-line px-2.5 py-0.5 text-xs font-semibold">
              {badge}
            </li>
          ))}
        </ul>
      )}
      {copiesLeft !== null && copiesLeft > 0 && (
        <p className="text-sm font-semibold text-accent">{t('projectPage.sale.copiesLeft', { count: copiesLeft })}</p>
      )}
      {showsFunding && (
        <div>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="font-semibold">{t('projectPage.sale.funded', { percent })}</span>
            <span className="text-ink-muted">
              {t('projectPage.sale.fundingCount', {
                sold: project.sold.toLocaleString(intlTag),
                goal: (project.goal ?? 0).toLocaleString(intlTag),
              })}
            </span>
          </div>
          <div
            role="progressbar"
            aria-label={t('projectPage.sale.funded', { percent })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.min(percent, 100)}
            className="mt-1.5 h-2 overflow-hidden rounded-full bg-surface-raised"
          >
            <div className="h-full rounded-full bg-accent" style={{ width: `${Math.min(percent, 100)}%` }} />
          </div>
        </div>
      )}
      {endAt && endDate && (
        <p className="text-sm">
          <time dateTime={endAt.toISOString()} title={endDate}>
            {timeLeft
              ? t('projectPage.sale.endsIn', { when: formatTimeLeft(timeLeft, intlTag) })
              : t('projectPage.sale.ended', { date: endDate })}
          </time>
          {timeLeft && <span className="text-ink-muted"> · {endDate}</span>}
        </p>
      )}
    </div>
  );
}
