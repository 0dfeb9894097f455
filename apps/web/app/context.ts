// The two values apps/server puts into every request's RouterContextProvider (docs/web.md).
// entry.server.tsx re-exports them so the server reads the very objects the built bundle uses.
import { createContext } from 'react-router';

/**
 * What a GET endpoint read in process answers (apps/server/src/http/in-process-endpoints.ts): the
 * status and, below 400, the answer already checked against the endpoint's schema.
 */
export interface InProcessAnswer {
  status: number;
  value: unknown;
}

/** In-process fetch to the API; `path` is relative to /api, e.g. '/home?currency=EUR'. */
export type ApiFetch = ((path: string, init?: RequestInit) => Promise<Response>) & {
  /**
   * Reads a GET endpoint by calling its handler in process, with the same checks as the HTTP route and
   * no JSON; undefined when the server does not read that endpoint this way (then `fetch` it).
   */
  inProcess?: (endpointId: string, path: string) => Promise<InProcessAnswer | undefined>;
};

/** What the server knows about the request that the pages need. */
export interface RequestInfo {
  /** CSP nonce: every script tag the page renders must carry it. */
  nonce: string;
  /** Id of the deployed build; the client reloads when /api/build-id reports another one. */
  buildId: string;
  /** ISO country code of the visitor (from the proxy header), null when unknown. */
  country: string | null;
  clientIp: string | null;
  /** The request carries a session credential (the token cookie or a bearer header); without one it is a visitor. */
  hasSession: boolean;
  /** The configured third-party tags (features/third-party); each loads only after consent. */
  thirdPartyTags?: ThirdPartyTags;
  /**
   * entry.server.tsx calls it when the answer is the whole document rendered at once (no deferred data
   * streamed in later): only such a document may be kept by the server's page cache.
   */
  onWholeDocument?: () => void;
}

/** Mirrors apps/server/src/http/third-party-tags.ts. */
export interface ThirdPartyTags {
  gtmId: string | null;
  plausible: { domain: string; scriptUrl: string } | null;
  crispWebsiteId: string | null;
}

export const apiContext = createContext<ApiFetch>();
export const requestContext = createContext<RequestInfo>();
