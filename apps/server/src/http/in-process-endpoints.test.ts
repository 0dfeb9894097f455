// The pieces of the in-process reads that need no server: the path parameters read off a template, the
// reply a handler gets (the same schema check as the HTTP serializer, no header or cookie dropped
// silently), and the visitor cache's kept object (shared, so frozen). The reads against the HTTP path,
// from a real page request: web/in-process-api.int.test.ts.
import { catalogueEndpoints, systemEndpoints } from '@spindle/contracts';
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { InProcessReply, inProcessReplyOf, paramsOf } from './in-process-endpoints.ts';
import { createVisitorReadCache, sendKept } from './visitor-read-cache.ts';

describe('paramsOf', () => {
  it('reads the parameters of a path that matches the template, decoded', () => {
    expect(paramsOf('/projects/:id', '/projects/12')).toEqual({ id: '12' });
    expect(paramsOf('/projects/:id/more', '/projects/12/more')).toEqual({ id: '12' });
    expect(paramsOf('/shops/:code', '/shops/ferric%20rock')).toEqual({ code: 'ferric rock' });
    expect(paramsOf('/home', '/home')).toEqual({});
  });

  it('refuses a path of another shape', () => {
    expect(paramsOf('/projects/:id', '/projects')).toBeNull();
    expect(paramsOf('/projects/:id', '/projects/')).toBeNull();
    expect(paramsOf('/projects/:id/more', '/projects/12/songs')).toBeNull();
    expect(paramsOf('/home', '/banners')).toBeNull();
  });
});

describe('the in-process reply', () => {
  it("checks an answer against the endpoint's schema, as the HTTP serializer does", () => {
    const reply = new InProcessReply(systemEndpoints.health);
    expect(reply.statusCode).toBe(200);
    expect(() => reply.check({ status: 42 })).toThrow(/does not match its contract/);
  });

  it('refuses to drop a header or a cookie a handler would set', () => {
    const reply = new InProcessReply(systemEndpoints.alerts);
    expect(() => reply.header('cache-control')).toThrow(/HTTP path/);
    expect(() => reply.setCookie('token')).toThrow(/HTTP path/);
  });

  it('is told apart from a real reply', () => {
    const reply = new InProcessReply(systemEndpoints.alerts);
    expect(inProcessReplyOf(reply as unknown as FastifyReply)).toBe(reply);
    expect(inProcessReplyOf({} as FastifyReply)).toBeNull();
  });
});

describe('a kept answer read in process', () => {
  it('is the checked object, computed once, frozen, and kept apart from the JSON bytes', async () => {
    const cache = createVisitorReadCache({ ttlMs: 3_000 });
    let reads = 0;
    const read = () => {
      reads += 1;
      return Promise.resolve([]);
    };
    const first = new InProcessReply(catalogueEndpoints.more);
    await sendKept(cache, '/api/projects/1/more|en|FR', first as unknown as FastifyReply, read);
    const second = new InProcessReply(catalogueEndpoints.more);
    await sendKept(cache, '/api/projects/1/more|en|FR', second as unknown as FastifyReply, read);
    expect(reads).toBe(1);
    expect(first.sent).toEqual({ value: [], checked: true });
    expect(second.sent?.value).toBe(first.sent?.value);
    expect(Object.isFrozen(first.sent?.value)).toBe(true);
    expect(() => (first.sent?.value as unknown[]).push(1)).toThrow(TypeError);
    expect(cache.size).toBe(1);
  });
});
