// /user/production/{project} (spec section 2: /user/production and below; issue 15): the artist's
// production of one project: when records ship, the three phases with what waits for whom, and the
// forms of each action (fill, send files, approve or refuse the proof and test pressings, write to
// staff). The owner and staff see it; anyone else gets page-not-found.
import { productionEndpoints } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { Link } from 'react-router';
import { requireUser } from '../features/account/require-user.server.ts';
import { ArtistControls } from '../features/production/artist-controls.tsx';
import { artistProductionAction } from '../features/production/production-actions.server.ts';
import { EstimatePanel, ProductionTimeline } from '../features/production/production-timeline.tsx';
import type { ProductionOutcome } from '../features/production/production-outcome.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient, notFoundResponse } from '../lib/api.server.ts';
import { readFormBody } from '../lib/form-body.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/my-production';

function projectIdOf(param: string | undefined): number {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id < 1 || String(id) !== param) throw notFoundResponse();
  return id;
}

export async function loader({ url, params, context }: Route.LoaderArgs) {
  await requireUser(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const view = await apiClient(context).read(productionEndpoints.view, { params: { id: projectIdOf(params.id) } });
  return {
    locale,
    view,
    done: { step: url.searchParams.get('step'), intent: url.searchParams.get('done') },
  };
}

export async function action({ request, url, params, context }: Route.ActionArgs): Promise<ProductionOutcome> {
  await requireUser(context, url);
  const form = await readFormBody(request);
  return artistProductionAction({ context, url, projectId: projectIdOf(params.id), form });
}

export default function MyProductionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, view, done } = loaderData;
  const { project } = view;
  return (
    <>
      <PageHead title={t('production.title', { name: project.name })} noIndex />
      <div className="mx-auto w-full max-w-[1100px] space-y-8 px-4 pt-6 pb-24 sm:px-6 lg:pt-10">
        <header>
          <p className="text-sm text-ink-muted">
            <Link to={localisePath('/my-account/projects', locale)} className="underline underline-offset-4">
              {t('production.back')}
            </Link>{' '}
            ·{' '}
            <Link
              to={`${localisePath('/project/manage', locale)}?id=${project.id}`}
              className="underline underline-offset-4"
            >
              {t('production.manage')}
            </Link>
          </p>
          <h1 className="mt-2 text-2xl font-semibold sm:text-3xl">{t('production.title', { name: project.name })}</h1>
          <p className="mt-1 text-ink-muted">{project.artist_name}</p>
        </header>
        {view.started ? (
          <>
            <EstimatePanel view={view} locale={locale} />
            <ProductionTimeline
              view={view}
              locale={locale}
              controls={(item) => (
                <ArtistControls action={item} view={view} outcome={actionData} done={done} locale={locale} />
              )}
            />
          </>
        ) : (
          <p className="rounded-2xl border border-line p-5">{t('production.notStarted')}</p>
        )}
      </div>
    </>
  );
}
