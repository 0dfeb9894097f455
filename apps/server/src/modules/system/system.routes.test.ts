import { healthSchema, readySchema } from '@spindle/contracts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { bodyOf } from '../../testing/http.ts';
import { systemRoutes } from './system.routes.ts';
import { createSystemService } from './system.service.ts';

/** The system routes alone, on a service whose database answers `ping`. */
async function systemApp(options: {
  ping: () => Promise<void>;
  databaseKind?: 'postgres' | 'pglite';
  migrations?: boolean;
  draining?: boolean;
}) {
  const system = createSystemService({
    repo: { ping: options.ping, findLiveAnnouncement: () => Promise.resolve(null) },
    databaseKind: options.databaseKind ?? 'postgres',
    resolveBuildId: () => Promise.resolve('build-1'),
    migrationsApplied: () => Promise.resolve(options.migrations ?? true),
  });
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(systemRoutes({ system, isDraining: () => options.draining ?? false }), { prefix: '/api' });
  return app;
}

const refused = () => Promise.reject(new Error('connection refused'));

describe('GET /api/health', () => {
  it('answers 503 with its body, uncached, when the database does not answer', async () => {
    const app = await systemApp({ ping: refused });

    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(bodyOf(healthSchema, { text: response.body })).toMatchObject({ status: 'degraded', database: 'postgres' });
    await app.close();
  });

  it.each([
    { answers: true, status: 200, health: 'ok' },
    { answers: false, status: 503, health: 'degraded' },
  ])('answers a reused check the same way: $status, uncached, one ping for three calls', async (c) => {
    let pings = 0;
    const app = await systemApp({
      databaseKind: 'pglite',
      ping: () => {
        pings += 1;
        return c.answers ? Promise.resolve() : refused();
      },
    });
    for (let call = 0; call < 3; call += 1) {
      const response = await app.inject('/api/health');
      expect(response.statusCode).toBe(c.status);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(bodyOf(healthSchema, { text: response.body })).toMatchObject({ status: c.health, database: 'pglite' });
    }
    expect(pings).toBe(1);
    await app.close();
  });
});

function readyApp(options: { ping: boolean; migrations: boolean; draining: boolean }) {
  return systemApp({ ...options, ping: options.ping ? () => Promise.resolve() : refused });
}

describe('GET /api/ready', () => {
  it.each([
    { ping: true, migrations: true, draining: false, status: 200 },
    { ping: false, migrations: true, draining: false, status: 503 },
    { ping: true, migrations: false, draining: false, status: 503 },
    { ping: true, migrations: true, draining: true, status: 503 },
  ])('answers $status (database $ping, migrations $migrations, draining $draining)', async (c) => {
    const app = await readyApp(c);
    const response = await app.inject('/api/ready');
    expect(response.statusCode).toBe(c.status);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(bodyOf(readySchema, { text: response.body })).toEqual({
      status: c.status === 200 ? 'ready' : 'not_ready',
      database: c.ping,
      migrations: c.migrations,
      draining: c.draining,
    });
    await app.close();
  });
});
