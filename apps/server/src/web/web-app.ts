// Where the pages come from: the production build of apps/web, or Vite in development.
import { existsSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';

/** The React Router app the server renders (see docs/architecture: one process serves API and pages). */
export interface WebApp {
  mode: 'production' | 'development';
  /** The current server build; in development Vite reloads it when files change. */
  loadBuild(): Promise<ServerBuild>;
  /** Built client files served at their URL paths (/assets/* and the public files), production only. */
  clientDir?: string;
  /** Vite's connect middlewares (development): modules, HMR client, public files. Calls next() when it has nothing. */
  devMiddleware?: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
  close?(): Promise<void>;
}

/** Paths of the web app inside the repository. */
export const WEB_ROOT = path.resolve(import.meta.dirname, '../../../web');
export const WEB_SERVER_BUILD = path.join(WEB_ROOT, 'build/server/index.js');
export const WEB_CLIENT_DIR = path.join(WEB_ROOT, 'build/client');

function isServerBuild(value: unknown): value is ServerBuild {
  return typeof value === 'object' && value !== null && 'entry' in value && 'routes' in value && 'assets' in value;
}

/** The production build (apps/web/build): imported once. */
export async function loadProductionWeb(
  serverBuildPath = WEB_SERVER_BUILD,
  clientDir = WEB_CLIENT_DIR,
): Promise<WebApp> {
  if (!existsSync(serverBuildPath)) {
    throw new Error(`No web build at ${serverBuildPath}: run \`npm run build\` first (npm start does it for you).`);
  }
  const build: unknown = await import(pathToFileURL(serverBuildPath).href);
  if (!isServerBuild(build)) throw new Error(`${serverBuildPath} is not a React Router server build`);
  return { mode: 'production', loadBuild: () => Promise.resolve(build), clientDir };
}

/**
 * Vite in middleware mode on the server's own HTTP server (HMR shares the port). The server build is
 * loaded through Vite per request, so edits show on the next request without a restart.
 */
export async function createDevelopmentWeb(httpServer: Server, root = WEB_ROOT): Promise<WebApp> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: 'custom',
  });
  return {
    mode: 'development',
    async loadBuild() {
      const build: unknown = await vite.ssrLoadModule('virtual:react-router/server-build');
      if (!isServerBuild(build)) throw new Error('virtual:react-router/server-build did not give a server build');
      return build;
    },
    devMiddleware: (req, res, next) => vite.middlewares(req, res, next),
    close: () => vite.close(),
  };
}
