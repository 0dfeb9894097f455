// /admin/project/{id} (spec section 2, issue 14): a project as staff review it: pictures, tracks
// (playable in the site's player), prices and dates, its steps with who and when, and the staff
// actions on it; approve, refuse with a message to the artist, or move along an allowed transition.
import { adminEndpoints, type AdminProject, type Song } from '@spindle/contracts';
import {
  LOCALE_META,
  formatMoney,
  hasStaffPermission,
  isProjectStep,
  localisePath,
  splitLocaleFromPath,
} from '@spindle/domain';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import {
  AdminLayout,
  adminButtonClass,
  adminInputClass,
  adminSecondaryButtonClass,
} from '../features/admin/admin-layout.tsx';
import { AuditList } from '../features/admin/audit-list.tsx';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient, notFoundResponse } from '../lib/api.server.ts';
import { readFormBody, textOf } from '../lib/form-body.server.ts';
import { dateTimeFormat } from '../lib/intl.ts';
import { requestPlay } from '../lib/play-request.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-project';

const ACTION_ERRORS = ['step_transition_not_allowed', 'project_incomplete', 'input_invalid'] as const;
type ActionError = (typeof ACTION_ERRORS)[number] | 'other';

function projectIdOf(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw notFoundResponse();
  return id;
}

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const user = await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const review = await apiClient(context).read(adminEndpoints.project, { params: { id: projectIdOf(params) } });
  // The statement entries (costs, fees, split) are for staff holding `money` only.
  const money = hasStaffPermission({ role: user.role, isAdmin: user.is_admin }, 'money');
  return { locale, review, saved: url.searchParams.has('saved'), money };
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  await requireVerifiedStaff(context, url);
  const id = projectIdOf(params);
  const form = await readFormBody(request);
  const api = apiClient(context);
  const text = (name: string) => textOf(form, name).trim();
  const intent = form.get('intent');
  const step = text('step');
  const result =
    intent === 'approve'
      ? await api.call(adminEndpoints.approveProject, { params: { id } })
      : intent === 'refuse'
        ? await api.call(adminEndpoints.refuseProject, { params: { id }, body: { message: text('message') } })
        : await api.call(adminEndpoints.moveProject, {
            params: { id },
            body: {
              step: isProjectStep(step) ? step : 'creating',
              ...(text('comment') ? { comment: text('comment') } : {}),
            },
          });
  // After a change, a fresh page (a reload does not post it again).
  if (result.ok) throw redirect(`${url.pathname}?saved`);
  const code: ActionError = (ACTION_ERRORS as readonly string[]).includes(result.code)
    ? (result.code as ActionError)
    : 'other';
  return data({ error: code }, 400);
}

function songsOf(review: AdminProject): Song[] {
  return review.project.tracks.map((track) => ({
    id: track.id,
    uuid: track.uuid,
    title: track.title,
    artistName: track.artistName ?? review.project.artistName,
    projectId: review.project.id,
    position: track.position,
    durationSeconds: track.durationSeconds,
    previewUrl: track.previewUrl,
  }));
}

function Tracks({ review }: { review: AdminProject }) {
  const { t } = useT();
  const songs = songsOf(review);
  if (songs.length === 0) return <p className="text-sm text-ink-muted">{t('admin.project.noTracks')}</p>;
  return (
    <ol className="divide-y divide-line rounded-lg border border-line">
      {songs.map((song, index) => (
        <li key={song.id} className="flex items-center gap-3 px-3 py-2 text-sm">
          <button
            type="button"
            disabled={!song.previewUrl}
            onClick={() => requestPlay({ songs, index })}
            className={adminSecondaryButtonClass}
          >
            ▶<span className="sr-only">{song.title}</span>
          </button>
          <span>
            {song.position}. {song.title}
          </span>
        </li>
      ))}
    </ol>
  );
}

function Decision({ review, locale }: { review: AdminProject; locale: Route.ComponentProps['loaderData']['locale'] }) {
  const { t } = useT();
  const busy = useNavigation().state !== 'idle';
  const { project } = review;
  const date = project.startAt
    ? dateTimeFormat(LOCALE_META[locale].intlTag, { dateStyle: 'long' }).format(new Date(project.startAt))
    : '';
  return (
    <section aria-labelledby="decision" className="mt-8 rounded-lg border border-line p-4">
      <h2 id="decision" className="text-lg font-semibold">
        {t('admin.project.decide')}
      </h2>
      <p className="mt-1 text-sm">
        {review.approve_to === 'promo' ? t('admin.project.approveLater', { date }) : t('admin.project.approveNow')}
      </p>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="approve" />
        <button type="submit" disabled={busy} className={adminButtonClass}>
          {t('admin.project.approve')}
        </button>
      </Form>
      <Form method="post" className="mt-6 flex flex-col gap-2">
        <input type="hidden" name="intent" value="refuse" />
        <label htmlFor="refusal-message" className="text-sm font-semibold">
          {t('admin.project.refusalMessage')}
        </label>
        <textarea
          id="refusal-message"
          name="message"
          required
          rows={4}
          aria-describedby="refusal-hint"
          className="rounded-lg border border-line bg-surface p-3 text-sm"
        />
        <p id="refusal-hint" className="text-sm text-ink-muted">
          {t('admin.project.refusalHint')}
        </p>
        <button type="submit" disabled={busy} className={`${adminSecondaryButtonClass} self-start`}>
          {t('admin.project.refuse')}
        </button>
      </Form>
    </section>
  );
}

function Move({ review }: { review: AdminProject }) {
  const { t } = useT();
  const { nextSteps } = review.project;
  return (
    <section aria-labelledby="move" className="mt-8">
      <h2 id="move" className="text-lg font-semibold">
        {t('admin.project.move')}
      </h2>
      {nextSteps.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t('admin.project.noMove')}</p>
      ) : (
        <Form method="post" className="mt-2 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="move" />
          <div className="flex flex-col gap-1">
            <label htmlFor="move-step" className="text-sm font-semibold">
              {t('admin.project.moveTo')}
            </label>
            <select id="move-step" name="step" className={adminInputClass}>
              {nextSteps.map((step) => (
                <option key={step} value={step}>
                  {t(`projectManage.steps.${step}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="move-comment" className="text-sm font-semibold">
              {t('admin.project.moveComment')}
            </label>
            <input id="move-comment" name="comment" className={adminInputClass} />
          </div>
          <button type="submit" className={adminSecondaryButtonClass}>
            {t('admin.project.moveSubmit')}
          </button>
        </Form>
      )}
    </section>
  );
}

export default function AdminProjectPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, review, saved, money } = loaderData;
  const { project } = review;
  const dates = dateTimeFormat(LOCALE_META[locale].intlTag, { dateStyle: 'medium', timeStyle: 'short' });
  const error = actionData?.error;
  return (
    <>
      <PageHead title={t('admin.project.title', { name: project.name })} noIndex />
      <AdminLayout active="projects">
        <h1 className="text-2xl font-semibold">{t('admin.project.title', { name: project.name })}</h1>
        <p className="mt-1 text-sm">
          {project.artistName} · {t('admin.projects.step')}:{' '}
          <strong data-testid="project-step">{t(`projectManage.steps.${project.step}`)}</strong>
        </p>
        <div role="status" className="mt-2 text-sm">
          {error ? (
            <span className="text-red-700 dark:text-red-300">{t(`admin.project.errors.${error}`)}</span>
          ) : saved ? (
            t('admin.project.saved')
          ) : null}
        </div>
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">{t('admin.project.owner')}</dt>
          <dd>{review.owner ? `${review.owner.name} <${review.owner.email}>` : t('admin.project.noOwner')}</dd>
          <dt className="font-semibold">{t('admin.project.prices')}</dt>
          <dd>
            {[formatMoney({ amountMinor: project.priceEurMinor, currency: 'EUR' }, locale)]
              .concat(
                project.prices.map((price) =>
                  formatMoney({ amountMinor: price.priceMinor, currency: price.currency }, locale),
                ),
              )
              .join(' · ')}
          </dd>
          <dt className="font-semibold">{t('admin.project.goal')}</dt>
          <dd>{project.goal ?? '—'}</dd>
          <dt className="font-semibold">{t('admin.project.dates')}</dt>
          <dd>
            {project.startAt ? dates.format(new Date(project.startAt)) : '—'} →{' '}
            {project.endAt ? dates.format(new Date(project.endAt)) : '—'}
          </dd>
        </dl>
        {money && (
          <p className="mt-4 text-sm">
            <Link
              to={localisePath(`/admin/project/${project.id}/statement`, locale)}
              className="font-semibold underline underline-offset-4"
            >
              {t('admin.statements.open')}
            </Link>
          </p>
        )}
        <h2 className="mt-6 text-lg font-semibold">{t('admin.project.pictures')}</h2>
        <ul className="mt-2 flex flex-wrap gap-3">
          {project.images
            .filter((image) => image.variant !== 'original')
            .map((image) => (
              <li key={image.variant}>
                <img src={image.url} alt={image.variant} width={120} height={120} className="h-30 w-30 object-cover" />
              </li>
            ))}
        </ul>
        <h2 className="mt-6 mb-2 text-lg font-semibold">{t('admin.project.tracks')}</h2>
        <Tracks review={review} />
        {project.step === 'checking' && <Decision review={review} locale={locale} />}
        <Move review={review} />
        <h2 className="mt-8 text-lg font-semibold">{t('admin.project.steps')}</h2>
        <ol className="mt-2 space-y-1 text-sm">
          {review.steps.map((change) => {
            const values = {
              from: change.from ? t(`projectManage.steps.${change.from}`) : '—',
              to: t(`projectManage.steps.${change.to}`),
              at: dates.format(new Date(change.at)),
              name: change.by_name ?? '',
            };
            return (
              <li key={`${change.at}-${change.to}`}>
                {change.by_name ? t('admin.project.stepBy', values) : t('admin.project.stepBySystem', values)}
                {change.comment && <q className="ml-2 text-ink-muted">{change.comment}</q>}
              </li>
            );
          })}
        </ol>
        <h2 className="mt-8 text-lg font-semibold">{t('admin.project.history')}</h2>
        <AuditList entries={review.history} locale={locale} />
      </AdminLayout>
    </>
  );
}
