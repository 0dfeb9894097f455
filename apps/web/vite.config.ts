import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const preactDir = fileURLToPath(new URL('app/preact/', import.meta.url));

/**
 * With SPINDLE_BROWSER_RENDERER=preact, the browser build hydrates with Preact (preact/compat, ~10 KiB)
 * instead of React DOM (~54 KiB); the server still renders with React. Off by default: Preact hydrates
 * the page in one long task, which costs more blocking time than React's sliced hydration saves in
 * bytes (decision 0020). Only the client environment of a build resolves these; the dev server keeps
 * React on both sides.
 */
const PREACT_IN_THE_BROWSER = process.env['SPINDLE_BROWSER_RENDERER'] === 'preact';

const BROWSER_MODULES: Record<string, string> = {
  react: `${preactDir}react.ts`,
  'react-dom': `${preactDir}react-dom.ts`,
  'react-dom/client': `${preactDir}client.ts`,
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

function preactInTheBrowser(): Plugin {
  return {
    name: 'spindle:preact-in-the-browser',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer, options) {
      const target = source.endsWith('/lib/head-tags.tsx') ? `${preactDir}head-tags.ts` : BROWSER_MODULES[source];
      if (target === undefined || importer?.startsWith(preactDir)) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}

/** The domain rules and the contracts' zod-free half (routes, error codes, answer guards). */
const DOMAIN_CHUNK = /packages[\\/]domain[\\/]|packages[\\/]contracts[\\/]src[\\/]http[\\/]/;
/**
 * Of those, the route declarations no storefront page uses: the staff's pages, the artist's dashboard,
 * uploads and statements. (The pressing quote's rules stay in `domain`: the package's index, which that
 * group takes, names them.)
 */
const PRO_ROUTES =
  /packages[\\/]contracts[\\/]src[\\/]http[\\/]routes[\\/](?:admin[\w-]*|dashboard|uploads|statements)\.ts$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), ...(PREACT_IN_THE_BROWSER ? [preactInTheBrowser()] : [])],
  build: isSsrBuild
    ? {}
    : {
        sourcemap: process.env.WEB_SOURCEMAP === '1',
        rolldownOptions: {
          output: {
            // Grouped chunks are named after every entry that shares them: keep the file name short.
            chunkFileNames: (chunk) =>
              chunk.name.startsWith('shared') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js',
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|preact)[\\/]|apps[\\/]web[\\/]app[\\/]preact[\\/]/,
                  priority: 3,
                },
                {
                  // The domain rules (money, locales, cart...) and the contracts' zod-free half (routes,
                  // error codes, answer guards): every page uses some, in one chunk of their own so that
                  // the contracts group below, which takes its modules' imports along, leaves them out.
                  name: 'domain',
                  test: (id) => DOMAIN_CHUNK.test(id) && !PRO_ROUTES.test(id),
                  priority: 3,
                },
                {
                  // The route declarations only the staff's and the artist's pages use (every storefront
                  // page loaded them in the domain chunk). What they import is the domain chunk's: that
                  // group comes first.
                  name: 'pro-routes',
                  test: PRO_ROUTES,
                  priority: 2.5,
                },
                {
                  // The contracts and zod: only the pages that validate a form in the browser load them.
                  name: 'contracts',
                  test: /node_modules[\\/]zod[\\/]|packages[\\/]contracts[\\/]/,
                  priority: 2,
                },
                {
                  // The page chrome every page loads (layout/, with what it imports): one chunk, so that
                  // the many routes sharing bits of it do not split it into a script per combination. The
                  // covers' <picture> (0.4 KiB) goes with it: nearly every storefront page shows covers, and
                  // on its own it was one more script for each of them (the cart's 19th). So do the cached Intl
                  // formatters (lib/intl.ts, 0.5 KiB), which most storefront pages use for prices and dates,
                  // and the two hooks the layout shares with the pages (the hydration flag, the nonce): 0.2 KiB
                  // each, they were a script of their own each on every page.
                  name: 'chrome',
                  test: /apps[\\/]web[\\/]app[\\/](?:layout[\\/]|components[\\/]responsive-picture\.tsx$|lib[\\/](?:intl\.ts|use-hydrated\.ts|nonce\.tsx)$)/,
                  priority: 2,
                },
                {
                  // The artist's project tools (uploads, which call the API through the contracts), their
                  // strings aside (every locale's catalogue holds them): a chunk of their own, so that the
                  // shared chunks below never merge them (and zod) into a storefront page that shares some
                  // small module with a creator page.
                  name: 'creator',
                  test: /apps[\\/]web[\\/]app[\\/]features[\\/]project-manage[\\/](?!messages[\\/])/,
                  priority: 2,
                },
                {
                  name: 'shared',
                  test: /apps[\\/]web[\\/]app[\\/]|packages[\\/]/,
                  minShareCount: 2,
                  entriesAware: true,
                  entriesAwareMergeThreshold: 0,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
}));
