import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createNodeServer, KEEP_ALIVE_TIMEOUT_MS } from './node-server.ts';

const openServers: ReturnType<typeof createNodeServer>[] = [];

afterEach(async () => {
  for (const server of openServers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

function get(port: number, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the HTTP server Fastify serves on', () => {
  it('keeps idle keep-alive connections open as long as Fastify would, above proxies’ 60 s', () => {
    const server = createNodeServer();
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });

  it('serves a second request on the same connection after 7 s idle (Node’s default closes it after 5 s, plus its 1 s buffer)', async () => {
    const server = createNodeServer();
    openServers.push(server);
    let connections = 0;
    server.on('connection', () => (connections += 1));
    server.on('request', (_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });

    expect(await get(port, agent)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    expect(await get(port, agent)).toBe(200);

    // With Node's default the server would have closed the first connection after 5 s.
    expect(connections).toBe(1);
    agent.destroy();
  }, 15_000);
});
