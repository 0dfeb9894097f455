// The signed-in artist's or label's projects (/my-account/projects): cover, title, step, funding,
// with links to manage each one and to its dashboard, and the buttons to start a new one.
import type { MyProject } from '@spindle/contracts';
import { formatMoney, localisePath, type AppLocale } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { Link } from 'react-router';
import { ProgressBar } from '../../components/progress-bar.tsx';
import { StepBadge } from './step-badge.tsx';

/** Steps of a project whose production has started or is about to (docs/production.md). */
export const IN_PRODUCTION_STEPS: readonly string[] = ['successful', 'to_do', 'to_check', 'valid', 'invoiced', 'paid'];

export function ProjectList({ projects, locale }: { projects: readonly MyProject[]; locale: AppLocale }) {
  const { t } = useT();
  return (
    <>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link
          to={localisePath('/creation/vinyl', locale)}
          className="rounded-full bg-accent px-5 py-2.5 font-semibold text-accent-ink"
        >
          {t('projectManage.list.newVinyl')}
        </Link>
        <Link
          to={localisePath('/creation/digital', locale)}
          className="rounded-full border border-ink px-5 py-2.5 font-semibold"
        >
          {t('projectManage.list.newDigital')}
        </Link>
        <Link to={localisePath('/quote', locale)} className="rounded-full border border-line px-5 py-2.5 font-semibold">
          {t('projectManage.list.quote')}
        </Link>
      </div>
      {projects.length === 0 ? (
        <p className="mt-8 text-ink-muted">{t('projectManage.list.empty')}</p>
      ) : (
        <ul className="mt-8 space-y-4">
          {projects.map((project) => (
            <li key={project.id} className="flex gap-4 rounded-2xl border border-line p-4">
              <img
                src={project.coverUrl}
                alt={t('projectManage.list.coverAlt', { name: project.name, artist: project.artistName })}
                width={96}
                height={96}
                loading="lazy"
                className="size-20 shrink-0 rounded-lg object-cover sm:size-24"
              />
              <div className="min-w-0 flex-1">
                <h2 className="truncate font-semibold">{project.name}</h2>
                <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
                  {project.artistName} <StepBadge step={project.step} />
                  <span className="tabular-nums">
                    {formatMoney({ amountMinor: project.priceEurMinor, currency: 'EUR' }, locale)}
                  </span>
                </p>
                {project.goal !== null && (
                  <div className="mt-2 max-w-sm">
                    <ProgressBar
                      label={t('projectManage.list.funding', { name: project.name })}
                      percent={project.fundingProgressPercent}
                    />
                    <p className="text-xs text-ink-muted tabular-nums">
                      {t('projectManage.list.sold', { sold: project.sold, goal: project.goal })}
                    </p>
                  </div>
                )}
                <div className="mt-3 flex flex-wrap gap-2">
                  <Link
                    to={`${localisePath('/project/manage', locale)}?id=${project.id}`}
                    className="rounded-full border border-line px-3 py-1.5 text-sm font-semibold"
                    aria-label={t('projectManage.list.manageNamed', { name: project.name })}
                  >
                    {t('projectManage.list.manage')}
                  </Link>
                  <Link
                    to={`${localisePath('/project/dashboard', locale)}?id=${project.id}`}
                    className="rounded-full border border-line px-3 py-1.5 text-sm font-semibold"
                    aria-label={t('projectManage.list.dashboardNamed', { name: project.name })}
                  >
                    {t('projectManage.list.dashboard')}
                  </Link>
                  {IN_PRODUCTION_STEPS.includes(project.step) && (
                    <Link
                      to={localisePath(`/user/production/${project.id}`, locale)}
                      className="rounded-full border border-line px-3 py-1.5 text-sm font-semibold"
                      aria-label={t('production.linkNamed', { name: project.name })}
                    >
                      {t('production.link')}
                    </Link>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
