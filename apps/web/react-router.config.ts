import type { Config } from '@react-router/dev/config';

// Server-rendered pages; apps/server serves build/client under /assets and hands the rest to build/server.
export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  // The whole route manifest (270 localised routes, ~6 KB compressed) is one cached script instead of
  // a per-page partial manifest: 'lazy' matched every ancestor path of each page against all routes
  // on the server (~5 % of a page's CPU) and fetched /__manifest on the client while browsing.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
