// GET /robots.txt (docs/information-pages.md).
import { renderRobotsTxt } from '../../features/seo/robots-txt.ts';
import { siteOrigin } from '../../lib/site-origin.server.ts';
import type { Route } from './+types/robots';

export function loader({ url }: Route.LoaderArgs) {
  return new Response(renderRobotsTxt(siteOrigin(url)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
