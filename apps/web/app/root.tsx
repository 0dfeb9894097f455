// The document: <html> in the page's language, the site shell, and the error screens.
import { DEFAULT_LOCALE, splitLocaleFromPath } from '@spindle/domain';
import type { ReactNode } from 'react';
import { TranslatorProvider, useT } from './lib/use-t.ts';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import figtreeRegularUrl from '@fontsource/figtree/files/figtree-latin-400-normal.woff2?url';
import figtreeSemiboldUrl from '@fontsource/figtree/files/figtree-latin-600-normal.woff2?url';
import faviconUrl from './assets/favicon.svg';
import { errorKindOf } from './features/errors/error-kind.ts';
import { MaintenanceView } from './features/errors/maintenance-view.tsx';
import { NotFoundView } from './features/errors/not-found-view.tsx';
import { useReloadOnNewBuild } from './layout/build-id.ts';
import { documentLoadFor, useDocumentLoadAcrossLocales } from './layout/locale-documents.ts';
import { isQueryFlagOn } from './layout/layout-rules.ts';
import { pageViewCookies } from './layout/page-cache-rules.server.ts';
import { loadRootData } from './layout/root-data.server.ts';
import { PageHead } from './layout/page-head.tsx';
import { SiteShell } from './layout/site-shell.tsx';
import { EARLY_CLICKS_SCRIPT } from './lib/early-clicks-script.ts';
import { clearedFlashNoticeCookie } from './lib/flash-notice.server.ts';
import { catalogueTextsFor, i18nFor, languageOf, loadCatalogue } from './lib/i18n.ts';
import { FullStylesheet, InlineStyles } from './lib/inline-styles.tsx';
import { useNonce } from './lib/nonce.tsx';
import { STARTUP_LOCALE_VARY, startupLocaleRedirect } from './lib/startup-locale.server.ts';
import type { Route } from './+types/root';

// The page type's rules are inlined in <head>, the full sheet linked at the end of <body> (lib/inline-styles.tsx).
// /favicon.ico (apps/web/public, 16-48 px) for the clients that ask for it whatever the page says.
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '48x48' },
  { rel: 'icon', href: faviconUrl, type: 'image/svg+xml' },
  // The typeface's two weights, both on every first screen (text, and the titles and prices in semibold),
  // for the first paint (styles/app.css: font-display optional). A weight found only by the first layout
  // arrives after it, and the whole page is laid out again when it does (~2,000 boxes on home).
  { rel: 'preload', href: figtreeRegularUrl, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: figtreeSemiboldUrl, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

/**
 * Sends an arriving visitor to their language (lib/startup-locale.server.ts), loads the page's catalogue
 * before anything renders, keeps the lang cookie on the page's locale, and sets the attribution cookies
 * (origin, referral) on a page view.
 */
const localeMiddleware: Route.MiddlewareFunction = async ({ request, url }, next) => {
  const arrival = startupLocaleRedirect(request);
  if (arrival) {
    return new Response(null, {
      status: 302,
      headers: { Location: arrival, Vary: STARTUP_LOCALE_VARY, 'Cache-Control': 'private, no-store' },
    });
  }
  const { locale, path } = splitLocaleFromPath(url.pathname);
  await loadCatalogue(locale, path);
  const response = await next();
  if (request.method !== 'GET') return response;
  if (locale === DEFAULT_LOCALE) response.headers.append('Vary', STARTUP_LOCALE_VARY);
  const cookieHeader = request.headers.get('Cookie');
  const shownNotice = clearedFlashNoticeCookie(cookieHeader);
  if (shownNotice && response.status < 300) response.headers.append('Set-Cookie', shownNotice);
  // The lang cookie, and on a document view (not a client navigation's data request) where the visitor
  // came from: the server's page cache computes the same lines for the documents it keeps.
  const document = !new URL(request.url).pathname.endsWith('.data');
  const referrer = request.headers.get('Referer');
  for (const cookie of pageViewCookies({ url, cookieHeader, referrer }, document)) {
    response.headers.append('Set-Cookie', cookie);
  }
  return response;
};

/**
 * In the browser, a navigation fetches the catalogue parts the next page may need (another locale's,
 * the member part a storefront page's first view did without) beside its data, before rendering it.
 */
const clientLocaleMiddleware: Route.ClientMiddlewareFunction = async ({ url }, next) => {
  // Another locale's page is not this router's to draw: it loads as a document (layout/locale-documents.ts).
  const documentLoad = documentLoadFor(url);
  if (documentLoad) return documentLoad;
  const { locale, path } = splitLocaleFromPath(url.pathname);
  const [results] = await Promise.all([next(), loadCatalogue(locale, path)]);
  return results;
};

export const middleware = [localeMiddleware];
export const clientMiddleware = [clientLocaleMiddleware];

// `url` is the page's URL; request.url may be a data request's (/fr.data).
export async function loader(args: Route.LoaderArgs) {
  return loadRootData(args);
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const location = useLocation();
  const nonce = useNonce();
  const locale = root?.locale ?? splitLocaleFromPath(location.pathname).locale;
  const scripts = root?.layout.scripts ?? !isQueryFlagOn(new URLSearchParams(location.search), 'nojs');
  useReloadOnNewBuild(root?.buildId);
  useDocumentLoadAcrossLocales();
  // Which catalogue parts the page's first view needs: entry.client.tsx loads them before hydrating.
  const texts = catalogueTextsFor(useMatches().map((match) => match.id));
  return (
    <html lang={languageOf(locale)} dir="ltr" data-texts={texts}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff" />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#111113" />
        {scripts && (
          // Keeps the last click on a button that needs the page's scripts until they run (lib/early-clicks.ts).
          <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />
        )}
        <Meta />
        <InlineStyles />
        <Links />
      </head>
      <body className="bg-surface text-ink antialiased">
        <TranslatorProvider translator={i18nFor(locale)}>{children}</TranslatorProvider>
        <FullStylesheet />
        {scripts && (
          <>
            {root?.layout.scrollRestoration !== false && <ScrollRestoration nonce={nonce} />}
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <SiteShell locale={loaderData.locale} currency={loaderData.currency} layout={loaderData.layout}>
      <Outlet />
    </SiteShell>
  );
}

/** 404 inside the site's chrome; maintenance (API >= 500, ?type=maintenance, a crash) on its own. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>('root');
  const location = useLocation();
  const { t } = useT();
  if (errorKindOf(error) === 'maintenance') {
    return (
      <>
        <PageHead title={t('errors.500.title')} noIndex />
        <MaintenanceView />
      </>
    );
  }
  const locale = root?.locale ?? splitLocaleFromPath(location.pathname).locale;
  const page = (
    <>
      <PageHead title={t('errors.404.title')} noIndex />
      <NotFoundView locale={locale} />
    </>
  );
  if (!root) return <main id="main">{page}</main>;
  return (
    <SiteShell locale={root.locale} currency={root.currency} layout={root.layout}>
      {page}
    </SiteShell>
  );
}
