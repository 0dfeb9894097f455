// The RouterContextProvider every page request gets: the in-process API and what the server knows
// about the request. The context keys are read from the server build itself (entry.server re-exports
// them): a key created by another copy of react-router would be a different object and never match.
import { RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router';
import type { ThirdPartyTags } from '../http/third-party-tags.ts';
import type { ApiFetch } from './api-fetch.ts';

/** What the pages know about the request (mirrors RequestInfo in apps/web/app/context.ts). */
export interface PageRequestInfo {
  nonce: string;
  buildId: string;
  country: string | null;
  clientIp: string | null;
  hasSession: boolean;
  /** The configured third-party tags; the page loads each only after consent. */
  thirdPartyTags: ThirdPartyTags;
  /** Called by entry.server when the answer is the whole document at once: the page cache may keep it. */
  onWholeDocument?: () => void;
}

interface PageContextKeys {
  apiContext: RouterContext<ApiFetch>;
  requestContext: RouterContext<PageRequestInfo>;
}

function isRouterContext(value: unknown): value is RouterContext {
  return typeof value === 'object' && value !== null;
}

const keysOfBuild = new WeakMap<ServerBuild, PageContextKeys>();

/**
 * The context keys exported by the build's entry.server; throws when the web app does not export them.
 * Read once per build (a new build in development reads them again), not on every page request.
 */
export function pageContextKeysOf(build: ServerBuild): PageContextKeys {
  const known = keysOfBuild.get(build);
  if (known) return known;
  const keys = readPageContextKeys(build);
  keysOfBuild.set(build, keys);
  return keys;
}

function readPageContextKeys(build: ServerBuild): PageContextKeys {
  const entry: Record<string, unknown> = { ...build.entry.module };
  const { apiContext, requestContext } = entry;
  if (!isRouterContext(apiContext) || !isRouterContext(requestContext)) {
    throw new Error(
      'apps/web/app/entry.server.tsx must export apiContext and requestContext (createContext from react-router)',
    );
  }
  // The entry module is untyped at this boundary; apps/web/app/context.ts declares these value types.
  return {
    apiContext: apiContext as RouterContext<ApiFetch>,
    requestContext: requestContext as RouterContext<PageRequestInfo>,
  };
}

/** The load context of one page request. */
export function createLoadContext(build: ServerBuild, api: ApiFetch, info: PageRequestInfo): RouterContextProvider {
  const keys = pageContextKeysOf(build);
  const context = new RouterContextProvider();
  context.set(keys.apiContext, api);
  context.set(keys.requestContext, info);
  return context;
}

/** The id of the client build: BUILD_ID when set, else the manifest version React Router writes at build time. */
export function buildIdOf(build: ServerBuild, override?: string): string {
  return override ?? build.assets.version;
}
