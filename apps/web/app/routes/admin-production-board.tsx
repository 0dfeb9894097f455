// /admin/production (issue 15, docs/production.md "The staff side"): the actions waiting for staff,
// late ones first, and every project in production with its planned and estimated ship dates;
// filters by phase and plant (and late only) are query parameters, so every view is a link.
import { adminProductionEndpoints, productionBoardQuerySchema, type ProductionBoard } from '@spindle/contracts';
import { PRODUCTION_PHASES, localisePath, splitLocaleFromPath } from '@spindle/domain';
import { Form, Link } from 'react-router';
import { AdminLayout, adminInputClass, adminSecondaryButtonClass } from '../features/admin/admin-layout.tsx';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { formatDay } from '../features/production/production-format.ts';
import { StatusBadge } from '../features/production/production-timeline.tsx';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-production-board';

function boardQueryOf(url: URL) {
  const parsed = productionBoardQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  return parsed.success ? parsed.data : productionBoardQuerySchema.parse({});
}

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const query = boardQueryOf(url);
  const board = await apiClient(context).read(adminProductionEndpoints.board, {
    query: { ...query, late: query.late ? '1' : '' },
  });
  return { locale, query, board };
}

const cell = 'border-b border-line px-2 py-2 text-start align-top';

function Filters({ query, board }: { query: ReturnType<typeof boardQueryOf>; board: ProductionBoard }) {
  const { t } = useT();
  return (
    <Form method="get" className="my-4 flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor="board-phase" className="text-sm font-semibold">
          {t('production.board.phase')}
        </label>
        <select id="board-phase" name="phase" defaultValue={query.phase ?? ''} className={adminInputClass}>
          <option value="">{t('production.board.allPhases')}</option>
          {PRODUCTION_PHASES.map((phase) => (
            <option key={phase} value={phase}>
              {t(`production.phases.${phase}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="board-plant" className="text-sm font-semibold">
          {t('production.board.plant')}
        </label>
        <select id="board-plant" name="plant" defaultValue={query.plant ?? ''} className={adminInputClass}>
          <option value="">{t('production.board.allPlants')}</option>
          {board.plants.map((plant) => (
            <option key={plant} value={plant}>
              {plant}
            </option>
          ))}
        </select>
      </div>
      <label className="flex h-10 items-center gap-2 text-sm">
        <input type="checkbox" name="late" value="1" defaultChecked={query.late} />
        {t('production.board.lateOnly')}
      </label>
      <button type="submit" className={adminSecondaryButtonClass}>
        {t('production.board.filter')}
      </button>
    </Form>
  );
}

function WaitingTable({
  board,
  locale,
}: {
  board: ProductionBoard;
  locale: Route.ComponentProps['loaderData']['locale'];
}) {
  const { t } = useT();
  if (board.actions.length === 0) return <p className="text-sm text-ink-muted">{t('production.board.none')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('production.board.waitingTitle')}</caption>
        <thead>
          <tr>
            {(['project', 'step', 'status', 'planned', 'expected', 'plant'] as const).map((column) => (
              <th key={column} scope="col" className={cell}>
                {t(`production.board.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {board.actions.map((row) => (
            <tr key={`${row.project_id}-${row.key}`}>
              <td className={cell}>
                <Link
                  to={localisePath(`/admin/production/${row.project_id}`, locale)}
                  className="font-semibold underline"
                >
                  {row.project_name}
                </Link>
              </td>
              <td className={cell}>{t(`production.steps.${row.key}`)}</td>
              <td className={cell}>
                <StatusBadge status={row.status} />
              </td>
              <td className={cell}>
                {formatDay(row.planned_at, locale)}{' '}
                {row.late && <strong className="text-red-700 dark:text-red-300">{t('production.board.late')}</strong>}
              </td>
              <td className={cell}>{formatDay(row.expected_at, locale)}</td>
              <td className={cell}>{row.plant ?? t('production.board.noPlant')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ProjectsTable({
  board,
  locale,
}: {
  board: ProductionBoard;
  locale: Route.ComponentProps['loaderData']['locale'];
}) {
  const { t } = useT();
  if (board.projects.length === 0) return <p className="text-sm text-ink-muted">{t('production.board.noProjects')}</p>;
  const columns = [
    'project',
    'artist',
    'phase',
    'plant',
    'started',
    'plannedShip',
    'estimatedShip',
    'lateness',
    'waiting',
  ] as const;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('production.board.projectsTitle')}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={cell}>
                {t(`production.board.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {board.projects.map((row) => (
            <tr key={row.project_id}>
              <td className={cell}>
                <Link
                  to={localisePath(`/admin/production/${row.project_id}`, locale)}
                  className="font-semibold underline"
                >
                  {row.name}
                </Link>
              </td>
              <td className={cell}>{row.artist_name}</td>
              <td className={cell}>
                {row.phase ? t(`production.phases.${row.phase}`) : t('production.board.complete')}
              </td>
              <td className={cell}>{row.plant ?? t('production.board.noPlant')}</td>
              <td className={cell}>{formatDay(row.started_at, locale)}</td>
              <td className={cell}>{formatDay(row.planned_ship_at, locale)}</td>
              <td className={cell}>{formatDay(row.estimated_ship_at, locale)}</td>
              <td className={cell}>
                {row.days_late > 0 ? (
                  <strong className="text-red-700 dark:text-red-300">
                    {t('production.board.daysLate', { count: row.days_late })}
                  </strong>
                ) : (
                  t('production.board.onTime')
                )}
              </td>
              <td className={cell}>{row.waiting_for_staff}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function AdminProductionBoardPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, query, board } = loaderData;
  return (
    <>
      <PageHead title={t('production.board.title')} noIndex />
      <AdminLayout active="production">
        <h1 className="text-2xl font-semibold">{t('production.board.title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('production.board.intro')}</p>
        <Filters query={query} board={board} />
        <h2 className="mt-6 mb-2 text-lg font-semibold">{t('production.board.waitingTitle')}</h2>
        <WaitingTable board={board} locale={locale} />
        <h2 className="mt-8 mb-2 text-lg font-semibold">{t('production.board.projectsTitle')}</h2>
        <ProjectsTable board={board} locale={locale} />
      </AdminLayout>
    </>
  );
}
