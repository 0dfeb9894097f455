import { healthSchema } from '@spindle/contracts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { bodyOf } from '../../testing/http.ts';
import { systemRoutes } from './system.routes.ts';
import { createSystemService } from './system.service.ts';

describe('GET /api/health', () => {
  it('answers 503 with its body, uncached, when the database does not answer', async () => {
    const system = createSystemService({
      repo: {
        ping: () => Promise.reject(new Error('connection refused')),
        findLiveAnnouncement: () => Promise.resolve(null),
      },
      databaseKind: 'postgres',
      resolveBuildId: () => Promise.resolve('build-1'),
    });
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(systemRoutes({ system }), { prefix: '/api' });

    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(bodyOf(healthSchema, { text: response.body })).toMatchObject({ status: 'degraded', database: 'postgres' });
    await app.close();
  });
});
