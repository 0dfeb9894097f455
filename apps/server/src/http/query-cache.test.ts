import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createQueryCache } from './query-cache.ts';
import { registerTextGuard } from './text-guard.ts';

/** An app whose /list route counts how often its query schema runs. */
async function appWithCountedQuery(maxEntries?: number) {
  const queries = createQueryCache(maxEntries);
  const app = Fastify({ routerOptions: { querystringParser: queries.parse } }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(queries.validatorCompiler(validatorCompiler));
  app.setSerializerCompiler(serializerCompiler);
  registerTextGuard(app);
  const checks = vi.fn((size: number) => size);
  const schema = z.object({
    size: z.coerce.number().int().max(48).default(24).transform(checks),
    type: z.array(z.string()).default([]),
  });
  const seen: unknown[] = [];
  app.get('/list', { schema: { querystring: schema } }, (request) => {
    const query: z.output<typeof schema> = request.query;
    seen.push(query);
    return query;
  });
  await app.ready();
  return { app, checks, seen, queries };
}

describe('the query cache', () => {
  it('parses and validates a repeated query string once, every request getting the same answer', async () => {
    const { app, checks, seen } = await appWithCountedQuery();
    const answers = await Promise.all([1, 2, 3].map(() => app.inject({ url: '/list?size=12&type=cd&type=vinyl' })));
    expect(answers.map((answer): unknown => answer.json())).toEqual(
      [1, 2, 3].map(() => ({ size: 12, type: ['cd', 'vinyl'] })),
    );
    expect(checks).toHaveBeenCalledTimes(1);
    expect(seen[0]).toBe(seen[2]);
    expect(Object.isFrozen(seen[0])).toBe(true);
    await app.close();
  });

  it('validates each distinct query string, and refuses an invalid one every time', async () => {
    const { app, checks } = await appWithCountedQuery();
    expect((await app.inject({ url: '/list?size=12' })).json()).toEqual({ size: 12, type: [] });
    expect((await app.inject({ url: '/list' })).json()).toEqual({ size: 24, type: [] });
    expect(checks).toHaveBeenCalledTimes(2);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await app.inject({ url: '/list?size=99' })).statusCode).toBe(400);
    }
    await app.close();
  });

  it('still refuses a NUL in a repeated query string', async () => {
    const { app } = await appWithCountedQuery();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await app.inject({ url: '/list?size=12&type=a%00b' });
      expect(answer.statusCode).toBe(400);
    }
    await app.close();
  });

  it('keeps at most its number of query strings, the oldest going first', async () => {
    const { queries } = await appWithCountedQuery(2);
    const first = queries.parse('a=1');
    queries.parse('a=2');
    expect(queries.parse('a=1')).toBe(first);
    queries.parse('a=3');
    expect(queries.parse('a=1')).not.toBe(first);
    expect(queries.parse('a=1')).toEqual({ a: '1' });
  });
});
