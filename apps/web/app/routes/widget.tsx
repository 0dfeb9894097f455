// /widget?id= (spec section 2): a project's player card to embed in other sites, without header or
// footer (layout-rules.ts); its tracks play in the card. ?project_id= works too, as on /player.
import { catalogueEndpoints } from '@spindle/contracts';
import { splitLocaleFromPath } from '@spindle/domain';
import { useT } from '../lib/use-t.ts';
import { requestContext } from '../context.ts';
import { usePlayer } from '../features/player/use-player.ts';
import { resolveCurrency } from '../features/preferences/currency.server.ts';
import { WidgetCard } from '../features/widget/widget-card.tsx';
import { widgetProjectId } from '../features/widget/widget-params.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient, notFoundResponse } from '../lib/api.server.ts';
import type { Route } from './+types/widget';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { locale } = splitLocaleFromPath(url.pathname);
  const projectId = widgetProjectId(url.searchParams);
  if (projectId === null) throw notFoundResponse();
  const currency = resolveCurrency(url, request.headers.get('Cookie'), context.get(requestContext).country);
  const project = await apiClient(context).read(catalogueEndpoints.project, {
    params: { id: projectId },
    query: { currency },
  });
  return { locale, project };
}

export default function Widget({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const player = usePlayer();
  const { locale, project } = loaderData;
  return (
    <>
      {/* An embed: the project page is the one to index. */}
      <PageHead
        title={t('project.coverAlt', { title: project.name, artist: project.artistName })}
        imageUrl={project.coverUrl}
        noIndex
      />
      <WidgetCard project={project} locale={locale} player={player} />
    </>
  );
}
