// The Node HTTP server that Fastify serves on (main.ts hands it over through serverFactory, so that
// Vite's HMR WebSocket can share the port in development). Fastify sets its own idle timeouts only on a
// server it creates itself; on ours Node's defaults would apply, and Node closes an idle keep-alive
// connection after 5 s. A client that reuses its pooled connection at that moment gets ECONNRESET (a
// Node client such as Playwright's request context does not retry), and a load balancer with a 60 s
// idle timeout would hit the same race on every quiet connection.
import { createServer, type Server } from 'node:http';

/** Idle time a keep-alive connection stays open: Fastify's own default, above common proxies' 60 s. */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/** An HTTP server whose keep-alive timeouts outlast the clients' and proxies' idle pools. */
export function createNodeServer(): Server {
  const server = createServer();
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node requires the headers timeout to exceed the keep-alive timeout, or a slow first request on a
  // reused connection is cut before the keep-alive window ends.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  return server;
}
