import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerWriteSignal } from '../api.ts';

async function appCountingWrites() {
  const app = Fastify({ logger: false });
  const seen = { writes: 0, ownHook: 0 };
  registerWriteSignal(app, () => (seen.writes += 1));
  app.get('/thing', () => ({ ok: true }));
  app.post('/thing', () => ({ ok: true }));
  app.delete('/thing', (_request, reply) => reply.code(404).send({ error: 'not_found' }));
  app.route({ method: ['GET', 'PUT'], url: '/both', handler: () => ({ ok: true }) });
  app.route({
    method: 'PATCH',
    url: '/own',
    onResponse: (_request, _reply, done) => {
      seen.ownHook += 1;
      done();
    },
    handler: () => ({ ok: true }),
  });
  await app.register((child, _options, done) => {
    child.post('/child', () => ({ ok: true }));
    done();
  });
  await app.ready();
  return { app, seen };
}

describe('the API’s write signal', () => {
  it('is given by a write that succeeded, on any route registered after it, and never by a read', async () => {
    const { app, seen } = await appCountingWrites();
    await app.inject({ method: 'GET', url: '/thing' });
    await app.inject({ method: 'HEAD', url: '/thing' });
    await app.inject({ method: 'GET', url: '/both' });
    expect(seen.writes).toBe(0);
    await app.inject({ method: 'POST', url: '/thing' });
    await app.inject({ method: 'PUT', url: '/both' });
    await app.inject({ method: 'POST', url: '/child' });
    expect(seen.writes).toBe(3);
    await app.close();
  });

  it('is not given by a write that failed, and keeps a route’s own onResponse hook', async () => {
    const { app, seen } = await appCountingWrites();
    await app.inject({ method: 'DELETE', url: '/thing' });
    expect(seen.writes).toBe(0);
    await app.inject({ method: 'PATCH', url: '/own' });
    expect(seen).toEqual({ writes: 1, ownHook: 1 });
    await app.close();
  });
});
