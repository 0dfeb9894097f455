// /player?project_id= (spec section 2): a project's standalone player, without header or footer.
import { catalogueEndpoints } from '@spindle/contracts';
import { splitLocaleFromPath } from '@spindle/domain';
import { useT } from '../lib/use-t.ts';
import { PlayerPage } from '../features/player/player-page.tsx';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient, notFoundResponse } from '../lib/api.server.ts';
import type { Route } from './+types/player';

export async function loader({ url, context }: Route.LoaderArgs) {
  const { locale } = splitLocaleFromPath(url.pathname);
  const projectId = Number(url.searchParams.get('project_id'));
  if (!Number.isInteger(projectId) || projectId <= 0) throw notFoundResponse();
  const project = await apiClient(context).read(catalogueEndpoints.project, { params: { id: projectId } });
  return { locale, project };
}

export default function Player({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, project } = loaderData;
  return (
    <>
      {/* An embed: the project page is the one to index. */}
      <PageHead
        title={t('project.coverAlt', { title: project.name, artist: project.artistName })}
        imageUrl={project.coverUrl}
        noIndex
      />
      <PlayerPage project={project} locale={locale} />
    </>
  );
}
