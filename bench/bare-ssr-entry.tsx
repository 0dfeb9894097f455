// The bench's baseline for server rendering: the same component tree as a project page (the site
// shell and the project route's component, in the page's i18n and router contexts) rendered with
// react-dom's renderToString from data loaded once, with no framework around it: no loaders, no
// middleware, no document head, no hydration payload, no streaming, no Fastify. Built by Vite
// (bare-ssr.ts) because it imports the web app's TSX sources.
import { projectPath, splitLocaleFromPath } from '@spindle/domain';
import { renderToString } from 'react-dom/server';
import {
  Outlet,
  RouterContextProvider,
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  useLoaderData,
  useMatches,
  useParams,
} from 'react-router';
import { apiContext, requestContext } from '../apps/web/app/context.ts';
import { SiteShell } from '../apps/web/app/layout/site-shell.tsx';
import { i18nFor, loadCatalogue } from '../apps/web/app/lib/i18n.ts';
import { TranslatorProvider } from '../apps/web/app/lib/use-t.ts';
import { loader as rootLoader } from '../apps/web/app/root.tsx';
import ProjectRoute, { loader as projectLoader } from '../apps/web/app/routes/project.tsx';

/** Loads a project page's data once through the running server's API; returns a render function. */
export async function prepareBareRender(
  base: string,
  projectId: number,
): Promise<{ path: string; render: () => string }> {
  const context = new RouterContextProvider();
  context.set(apiContext, (path, init) => fetch(`${base}/api${path}`, init));
  context.set(requestContext, { nonce: 'bench', buildId: 'bench', country: null, clientIp: null, hasSession: false });

  const summary = (await (await fetch(`${base}/api/projects/${projectId}`)).json()) as {
    id: number;
    category: string;
    slug: string;
  };
  const path = projectPath(summary);
  const url = new URL(path, base);
  const request = new Request(url);
  const { locale } = splitLocaleFromPath(url.pathname);
  await loadCatalogue(locale);
  const [category = '', id = '', slug] = url.pathname.split('/').slice(1);
  const params = { category, id, slug };
  const rootData = rootLoader({ request, url, context, params: {}, pattern: '', unstable_pattern: '' } as never);
  const projectData = await projectLoader({
    request,
    url,
    context,
    params,
    pattern: '',
    unstable_pattern: '',
  } as never);

  function Root() {
    const data = useLoaderData<typeof rootLoader>();
    return (
      <SiteShell locale={data.locale} currency={data.currency} layout={data.layout}>
        <Outlet />
      </SiteShell>
    );
  }
  function Project() {
    const loaderData = useLoaderData<typeof projectLoader>();
    const props = { loaderData, params: useParams(), matches: useMatches() } as unknown as Parameters<
      typeof ProjectRoute
    >[0];
    return <ProjectRoute {...props} />;
  }

  const handler = createStaticHandler([
    {
      id: 'root',
      path: '/',
      loader: () => rootData,
      Component: Root,
      children: [{ id: 'project', path: ':category/:id/:slug?', loader: () => projectData, Component: Project }],
    },
  ]);
  const routerContext = await handler.query(request);
  if (routerContext instanceof Response) throw new Error(`bare render of ${path}: ${routerContext.status}`);
  const i18n = i18nFor(locale);

  return {
    path,
    render: () =>
      renderToString(
        <TranslatorProvider translator={i18n}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, routerContext)}
            context={routerContext}
            hydrate={false}
          />
        </TranslatorProvider>,
      ),
  };
}
