// /project/manage?id= (spec section 2, project pages; section 7 "Projects"): the owner's page of one
// project — details and prices, artwork with its variants and vinyl mock-up, tracks (chunked upload,
// reorder, rename, delete, encode with progress, play the preview) and 'submit for checking'.
// Without ?id it lists nothing: the list is /my-account/projects.
import { projectsEndpoints } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { useT } from '../lib/use-t.ts';
import { data, Form, Link, redirect } from 'react-router';
import { requireUser } from '../features/account/require-user.server.ts';
import { ArtworkSection } from '../features/project-manage/artwork-section.tsx';
import { DetailsForm } from '../features/project-manage/details-form.tsx';
import { ErrorHandlerProvider, errorMessageKey } from '../features/project-manage/error-handler.tsx';
import { manageAction } from '../features/project-manage/manage-actions.server.ts';
import { StepBadge } from '../features/project-manage/step-badge.tsx';
import { IN_PRODUCTION_STEPS } from '../features/project-manage/project-list.tsx';
import { TrackList } from '../features/project-manage/track-list.tsx';
import { TrackUpload } from '../features/project-manage/track-upload.tsx';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient, notFoundResponse } from '../lib/api.server.ts';
import { dataKey } from '../lib/i18n.ts';
import type { Route } from './+types/project-manage';
import { readFormBody } from '../lib/form-body.server.ts';

async function loadProject(context: Route.LoaderArgs['context'], url: URL) {
  await requireUser(context, url);
  const id = Number(url.searchParams.get('id'));
  if (!Number.isInteger(id) || id <= 0) {
    throw redirect(localisePath('/my-account/projects', splitLocaleFromPath(url.pathname).locale));
  }
  const project = await apiClient(context).call(projectsEndpoints.edit, { params: { id } });
  if (!project.ok) throw notFoundResponse();
  return project.value;
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const project = await loadProject(context, url);
  return { locale: splitLocaleFromPath(url.pathname).locale, project };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const project = await loadProject(context, url);
  const outcome = await manageAction(context, project, await readFormBody(request));
  return outcome.ok ? outcome : data(outcome, { status: 400 });
}

export default function ProjectManagePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, project } = loaderData;
  // Staff refused it with a message (issue 14): the artist reads it here, and by e-mail.
  const refusal =
    project.step === 'refused'
      ? (project.stepHistory.findLast((change) => change.to === 'refused')?.comment ?? null)
      : null;
  const canSubmit = project.nextSteps.includes('checking');
  const submitFailure = actionData && !actionData.ok && actionData.intent === 'submit' ? actionData : null;
  const section = 'rounded-2xl border border-line p-5 sm:p-6';
  return (
    <ErrorHandlerProvider>
      <PageHead title={t('projectManage.title', { name: project.name })} noIndex />
      <div className="mx-auto w-full max-w-[1100px] space-y-8 px-4 pt-6 pb-24 sm:px-6 lg:pt-10">
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <p className="text-sm text-ink-muted">
              <Link to={localisePath('/my-account/projects', locale)} className="underline underline-offset-4">
                {t('projectManage.backToList')}
              </Link>
            </p>
            <h1 className="mt-2 text-2xl font-semibold sm:text-3xl">{project.name}</h1>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-ink-muted">
              {project.artistName} <StepBadge step={project.step} />
            </p>
            {refusal && (
              <p role="note" className="mt-2 max-w-2xl rounded-lg border border-line p-3 text-sm">
                {t('projectManage.refusedBy', { message: refusal })}
              </p>
            )}
          </div>
          <nav aria-label={t('projectManage.links')} className="flex flex-wrap gap-2">
            <Link
              to={`${localisePath('/project/dashboard', locale)}?id=${project.id}`}
              className="rounded-full border border-line px-4 py-2 text-sm font-semibold"
            >
              {t('projectManage.dashboard')}
            </Link>
            <Link
              to={localisePath(`/${project.category}/${project.id}/${project.slug}`, locale)}
              className="rounded-full border border-line px-4 py-2 text-sm font-semibold"
            >
              {t('projectManage.publicPage')}
            </Link>
            {IN_PRODUCTION_STEPS.includes(project.step) && (
              <Link
                to={localisePath(`/user/production/${project.id}`, locale)}
                className="rounded-full border border-line px-4 py-2 text-sm font-semibold"
              >
                {t('production.link')}
              </Link>
            )}
          </nav>
        </header>

        <section aria-labelledby="manage-details" className={section}>
          <h2 id="manage-details" className="mb-4 text-lg font-semibold">
            {t('projectManage.details.title')}
          </h2>
          <DetailsForm project={project} outcome={actionData} />
        </section>

        <section aria-labelledby="manage-artwork" className={section}>
          <h2 id="manage-artwork" className="mb-4 text-lg font-semibold">
            {t('projectManage.artwork.title')}
          </h2>
          <ArtworkSection project={project} outcome={actionData} />
        </section>

        <section aria-labelledby="manage-tracks" className={section}>
          <h2 id="manage-tracks" className="mb-4 text-lg font-semibold">
            {t('projectManage.tracks.sectionTitle')}
          </h2>
          <TrackList project={project} />
          {actionData &&
            !actionData.ok &&
            ['rename-track', 'move-track', 'delete-track', 'encode'].includes(actionData.intent) && (
              <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
                {t(dataKey(errorMessageKey(actionData.code)))}
              </p>
            )}
          <TrackUpload projectId={project.id} disabled={false} />
        </section>

        <section aria-labelledby="manage-submit" className={section}>
          <h2 id="manage-submit" className="text-lg font-semibold">
            {t('projectManage.submit.title')}
          </h2>
          {canSubmit ? (
            <Form method="post" className="mt-3">
              <p className="text-sm text-ink-muted">{t('projectManage.submit.text')}</p>
              <input type="hidden" name="intent" value="submit" />
              <button type="submit" className="mt-4 rounded-full bg-accent px-6 py-3 font-semibold text-accent-ink">
                {t('projectManage.submit.button')}
              </button>
            </Form>
          ) : (
            <p className="mt-3 text-sm text-ink-muted" data-testid="submit-state">
              {t('projectManage.submit.notNow', { step: t(`projectManage.steps.${project.step}`) })}
            </p>
          )}
          {submitFailure && (
            <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
              {t(dataKey(errorMessageKey(submitFailure.code)))}
            </p>
          )}
          {actionData?.ok && actionData.intent === 'submit' && (
            <p role="status" className="mt-3 text-sm font-semibold">
              ✓ {t('projectManage.submit.done')}
            </p>
          )}
        </section>
      </div>
    </ErrorHandlerProvider>
  );
}
