// The timeline of a production, shared by the artist's page and the staff's (docs/production.md): the
// estimate of when records ship, then the three phases, each action with its status, who it waits
// for, its planned, expected and done dates, the reason of a refusal, its files, messages and
// history. The page gives each action its own controls (the forms of whoever is looking).
import type { ProductionActionView, ProductionView } from '@spindle/contracts';
import { BUSINESS_TIME_ZONE, localDayOf, type AppLocale } from '@spindle/domain';
import type { ReactNode } from 'react';
import { useT } from '../../lib/use-t.ts';
import { formatAmount, formatDay, formatLongDay, stepAnchor } from './production-format.ts';

/** Whole calendar days (Paris) an action was done after its planned day; 0 on time or early. */
function lateDaysOf(plannedAt: string, doneAt: string): number {
  const dayOf = (iso: string) => Date.parse(`${localDayOf(new Date(iso), BUSINESS_TIME_ZONE)}T00:00:00Z`);
  return Math.max(0, Math.round((dayOf(doneAt) - dayOf(plannedAt)) / 86_400_000));
}

const badgeClass = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** Spec section 4's colours: to_do, to_check yellow; valid green; refused red; in progress blue. */
const STATUS_TONES: Readonly<Record<ProductionActionView['status'], string>> = {
  to_do: 'bg-yellow-200 text-yellow-950',
  pending: 'bg-blue-200 text-blue-950',
  to_check: 'bg-yellow-200 text-yellow-950',
  valid: 'bg-green-200 text-green-950',
  refused: 'bg-red-200 text-red-950',
};

export function StatusBadge({ status }: { status: ProductionActionView['status'] }) {
  const { t } = useT();
  return <span className={`${badgeClass} ${STATUS_TONES[status]}`}>{t(`production.statuses.${status}`)}</span>;
}

/** When records ship: the estimate against the plan, the buyers' stage, the barcode and the plant. */
export function EstimatePanel({ view, locale }: { view: ProductionView; locale: AppLocale }) {
  const { t } = useT();
  if (!view.estimated_ship_at || !view.planned_ship_at) return null;
  return (
    <section aria-labelledby="production-estimate" className="rounded-2xl border border-line p-5">
      <h2 id="production-estimate" className="text-lg font-semibold">
        {t('production.estimate.title')}
      </h2>
      <p className="mt-2 text-xl font-semibold" data-testid="ship-estimate">
        {t('production.estimate.shipsAround', { date: formatLongDay(view.estimated_ship_at, locale) })}
      </p>
      <p className="mt-1 text-sm">
        {t('production.estimate.planned', { date: formatLongDay(view.planned_ship_at, locale) })} ·{' '}
        <strong className={view.days_late > 0 ? 'text-red-700 dark:text-red-300' : ''}>
          {view.days_late > 0
            ? t('production.estimate.late', { count: view.days_late })
            : t('production.estimate.onPlan')}
        </strong>
      </p>
      <ul className="mt-3 space-y-1 text-sm text-ink-muted">
        {view.stage && <li>{t('production.estimate.stage', { stage: t(`production.buyer.stages.${view.stage}`) })}</li>}
        {view.barcode && <li>{t('production.estimate.barcode', { barcode: view.barcode })}</li>}
        <li>{view.plant ? t('production.estimate.plant', { plant: view.plant }) : t('production.estimate.noPlant')}</li>
      </ul>
    </section>
  );
}

function waitingText(action: ProductionActionView, viewer: ProductionView['viewer'], t: ReturnType<typeof useT>['t']) {
  if (!action.waiting_for) return null;
  if (action.waiting_for === viewer) return t('production.waiting.you');
  return t(`production.waiting.${action.waiting_for}`);
}

/** Planned against actual: when it was planned, when it is expected or was done, and by how many days late. */
function ActionDates({ action, locale }: { action: ProductionActionView; locale: AppLocale }) {
  const { t } = useT();
  const doneLate = action.done_at ? lateDaysOf(action.planned_at, action.done_at) : 0;
  return (
    <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-ink-muted">
      <span>
        {t('production.dates.planned', { date: formatDay(action.planned_at, locale) })}
        {action.planned_by_hand && ` (${t('production.dates.byPlant')})`}
      </span>
      {action.done_at ? (
        <span>
          {t('production.dates.done', { date: formatDay(action.done_at, locale) })}
          {doneLate > 0 && (
            <strong className="ms-1 text-red-700 dark:text-red-300">
              {t('production.dates.doneLate', { count: doneLate })}
            </strong>
          )}
        </span>
      ) : (
        <span>{t('production.dates.expected', { date: formatDay(action.expected_at, locale) })}</span>
      )}
      {action.late && <strong className="text-red-700 dark:text-red-300">{t('production.dates.late')}</strong>}
    </p>
  );
}

function History({ action, locale }: { action: ProductionActionView; locale: AppLocale }) {
  const { t } = useT();
  if (action.history.length === 0) return null;
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-semibold">{t('production.history.title')}</summary>
      <ol className="mt-2 space-y-1">
        {action.history.map((entry) => (
          <li key={`${entry.at}-${entry.to}`}>
            {t('production.history.entry', {
              to: t(`production.statuses.${entry.to}`),
              name: entry.by_name ?? t('production.history.system'),
              date: formatDay(entry.at, locale),
            })}
            {entry.note && <q className="ml-2 text-ink-muted">{entry.note}</q>}
          </li>
        ))}
      </ol>
    </details>
  );
}

/** An action's files: download links, and an artwork's preview with its print check. */
export function FileList({ action, locale }: { action: ProductionActionView; locale: AppLocale }) {
  const { t } = useT();
  if (action.files.length === 0) return null;
  return (
    <div className="mt-3">
      <h4 className="text-sm font-semibold">{t('production.files.title')}</h4>
      <ul className="mt-1 space-y-3 text-sm">
        {action.files.map((file) => (
          <li key={file.id} className="flex flex-wrap items-start gap-3">
            {file.preview_url && (
              <img
                src={file.preview_url}
                alt={t('production.files.previewAlt', { name: file.name })}
                width={96}
                height={96}
                loading="lazy"
                className="size-24 rounded-md border border-line object-cover"
              />
            )}
            <div className="min-w-0">
              <a href={file.url} className="font-semibold underline underline-offset-4">
                {t('production.files.download', { name: file.name })}
              </a>
              <p className="text-xs text-ink-muted">
                {t(file.uploaded_by === 'artist' ? 'production.files.byArtist' : 'production.files.byStaff', {
                  date: formatDay(file.created_at, locale),
                })}
              </p>
              {file.print_check && <PrintCheck check={file.print_check} />}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function PrintCheck({ check }: { check: NonNullable<ProductionActionView['files'][number]['print_check']> }) {
  const { t } = useT();
  return (
    <div className="mt-1 text-xs" data-testid="print-check">
      <strong className={check.ok ? 'text-green-800 dark:text-green-300' : 'text-red-700 dark:text-red-300'}>
        {check.ok ? t('production.files.printReady') : t('production.files.notPrintReady')}
      </strong>{' '}
      {t('production.files.measures', {
        width: check.width_px,
        height: check.height_px,
        dpi: check.effective_dpi,
        space: check.colour_space.toUpperCase(),
      })}
      {check.problems.length > 0 && (
        <ul className="mt-1 list-disc ps-5">
          {check.problems.map((problem) => (
            <li key={problem}>
              {t(`production.files.problems.${problem as 'low_resolution' | 'not_cmyk' | 'not_square' | 'unreadable'}`)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Messages({ action, locale }: { action: ProductionActionView; locale: AppLocale }) {
  const { t } = useT();
  if (action.messages.length === 0) return null;
  return (
    <div className="mt-3">
      <h4 className="text-sm font-semibold">{t('production.messages.title')}</h4>
      <ul className="mt-1 space-y-2 text-sm">
        {action.messages.map((message) => (
          <li key={message.id} className="rounded-lg border border-line p-2">
            <p className="text-xs text-ink-muted">
              {t(message.author === 'artist' ? 'production.messages.fromArtist' : 'production.messages.fromStaff', {
                name: message.author_name,
                date: formatDay(message.created_at, locale),
              })}
            </p>
            <p className="whitespace-pre-line">{message.body}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One action: what it is, where it stands, and below it what the viewer may do. */
function ActionCard({
  action,
  view,
  locale,
  children,
}: {
  action: ProductionActionView;
  view: ProductionView;
  locale: AppLocale;
  children: ReactNode;
}) {
  const { t } = useT();
  const waiting = waitingText(action, view.viewer, t);
  const headingId = `${stepAnchor(action.key)}-title`;
  return (
    <li id={stepAnchor(action.key)} aria-labelledby={headingId} className="rounded-xl border border-line p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-semibold">
          {t(`production.steps.${action.key}`)}
        </h3>
        <StatusBadge status={action.status} />
        {waiting && <span className="text-xs font-semibold text-ink-muted">{waiting}</span>}
      </div>
      <ActionDates action={action} locale={locale} />
      {action.open && action.status !== 'valid' && (
        <p className="mt-2 text-sm text-ink-muted">{t(`production.help.${action.key}`)}</p>
      )}
      {action.key === 'pre-production.payment' && view.payment_due && (
        <p className="mt-2 text-sm font-semibold" data-testid="payment-due">
          {t('production.paymentDue', {
            amount: formatAmount(view.payment_due.amount_minor, view.payment_due.currency, locale),
          })}
        </p>
      )}
      {action.status === 'refused' && action.refusal_reason && (
        <p role="note" className="mt-2 rounded-lg border border-red-300 p-2 text-sm dark:border-red-800">
          {t('production.refused', { reason: action.refusal_reason })}
        </p>
      )}
      {action.status_by && action.history.length > 0 && (
        <p className="mt-1 text-xs text-ink-muted">
          {t('production.lastChange', {
            status: t(`production.statuses.${action.status}`),
            name: action.status_by,
            date: formatDay(action.status_at, locale),
          })}
        </p>
      )}
      <FileList action={action} locale={locale} />
      <Messages action={action} locale={locale} />
      {children}
      <History action={action} locale={locale} />
    </li>
  );
}

/** The three phases with their actions; `controls` gives each action the viewer's forms. */
export function ProductionTimeline({
  view,
  locale,
  controls,
}: {
  view: ProductionView;
  locale: AppLocale;
  controls: (action: ProductionActionView) => ReactNode;
}) {
  const { t } = useT();
  return (
    <div className="space-y-8">
      {view.phases.map((phase) => (
        <section key={phase.phase} aria-labelledby={`phase-${phase.phase}`}>
          <div className="flex flex-wrap items-center gap-3">
            <h2 id={`phase-${phase.phase}`} className="text-xl font-semibold">
              {t(`production.phases.${phase.phase}`)}
            </h2>
            <span className="text-sm text-ink-muted">{t(`production.phaseStatus.${phase.status}`)}</span>
          </div>
          <ol className="mt-3 space-y-3">
            {phase.actions.map((action) => (
              <ActionCard key={action.key} action={action} view={view} locale={locale}>
                {controls(action)}
              </ActionCard>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
