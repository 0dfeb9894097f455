import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerCookies } from './cookies.ts';

/** The same routes on an app with http/cookies.ts and on one with @fastify/cookie, whose answers must match. */
async function appWith(cookies: 'ours' | 'plugin'): Promise<FastifyInstance> {
  const app = Fastify();
  if (cookies === 'ours') registerCookies(app);
  else await app.register(fastifyCookie);
  app.get('/read', (request) => ({ cookies: request.cookies }));
  app.get('/one', (_request, reply) => reply.setCookie('token', 'abc', { path: '/', httpOnly: true }).send('ok'));
  app.get('/two', (_request, reply) => {
    reply.setCookie('a', '1', { maxAge: 60 });
    reply.cookie('b', 'x y', { secure: true, sameSite: 'strict', domain: 'example.com' });
    return 'ok';
  });
  app.get('/again', (_request, reply) => {
    reply.setCookie('a', '1');
    reply.setCookie('b', '2');
    reply.setCookie('a', '3');
    return 'ok';
  });
  app.get('/beside-header', (_request, reply) => {
    reply.header('set-cookie', 'own=1; Path=/');
    reply.setCookie('a', '1');
    return 'ok';
  });
  app.get('/clear', (_request, reply) => reply.clearCookie('token', { httpOnly: true }).send('ok'));
  app.get('/auto', (_request, reply) => reply.setCookie('a', '1', { secure: 'auto' }).send('ok'));
  app.get('/expires', (_request, reply) =>
    reply.setCookie('a', '1', { expires: new Date(Date.UTC(2030, 0, 1)) }).send('ok'),
  );
  app.get('/in-on-send', { onSend: (_request, reply, payload, done) => done(null, payload) }, (_request, reply) => {
    reply.setCookie('a', '1');
    return 'ok';
  });
  app.register((child, _options, done) => {
    // A cookie set once the answer is on its way (read-your-writes sets its cookie in an onSend hook).
    child.addHook('onSend', (_request, reply, payload, next) => {
      reply.setCookie('late', '1', { path: '/' });
      next(null, payload);
    });
    child.get('/late', (_request, reply) => reply.setCookie('early', '1').send('ok'));
    done();
  });
  await app.ready();
  return app;
}

describe('cookies without a hook per request', () => {
  it('reads the Cookie header as @fastify/cookie did, a new object for each request', async () => {
    const [ours, plugin] = await Promise.all([appWith('ours'), appWith('plugin')]);
    for (const headers of [{}, { cookie: 'token=abc; lang=fr' }, { cookie: 'a=%20b; broken' }, { cookie: '' }]) {
      const mine = await ours.inject({ url: '/read', headers });
      expect(mine.json()).toEqual((await plugin.inject({ url: '/read', headers })).json());
    }
    expect((await ours.inject({ url: '/read', headers: { cookie: 'lang=kr' } })).json()).toEqual({
      cookies: { lang: 'kr' },
    });
    await Promise.all([ours.close(), plugin.close()]);
  });

  it('parses the header the first time request.cookies is read, and keeps what a handler puts there', async () => {
    const app = Fastify();
    registerCookies(app);
    app.get('/', (request) => {
      const first = request.cookies;
      first.added = 'yes';
      const sameObject = request.cookies === first;
      request.cookies = { replaced: '1' };
      return { sameObject, after: request.cookies };
    });
    const answer = await app.inject({ url: '/', headers: { cookie: 'a=1' } });
    expect(answer.json()).toEqual({ sameObject: true, after: { replaced: '1' } });
    await app.close();
  });

  it.each(['/one', '/two', '/again', '/beside-header', '/clear', '/auto', '/expires', '/in-on-send', '/late'])(
    'writes the same Set-Cookie header as @fastify/cookie for %s',
    async (url) => {
      const [ours, plugin] = await Promise.all([appWith('ours'), appWith('plugin')]);
      const mine = await ours.inject({ url });
      const theirs = await plugin.inject({ url });
      expect(mine.headers['set-cookie']).toBeDefined();
      expect(mine.headers['set-cookie']).toEqual(theirs.headers['set-cookie']);
      await Promise.all([ours.close(), plugin.close()]);
    },
  );

  it('keeps one cookie per name, domain and path, the last one set winning, in the order first set', async () => {
    const app = await appWith('ours');
    expect((await app.inject({ url: '/again' })).headers['set-cookie']).toEqual([
      'a=3; SameSite=Lax',
      'b=2; SameSite=Lax',
    ]);
    await app.close();
  });

  it('sets no Set-Cookie header on an answer that sets no cookie', async () => {
    const app = await appWith('ours');
    expect((await app.inject({ url: '/read', headers: { cookie: 'a=1' } })).headers['set-cookie']).toBeUndefined();
    await app.close();
  });

  it('refuses a signed cookie: there is no secret to sign it with', async () => {
    const app = Fastify();
    registerCookies(app);
    app.get('/', (_request, reply) => reply.setCookie('a', '1', { signed: true }).send('ok'));
    expect((await app.inject({ url: '/' })).statusCode).toBe(500);
    await app.close();
  });

  it('serialises and parses as the plugin did on the instance', async () => {
    const [ours, plugin] = await Promise.all([appWith('ours'), appWith('plugin')]);
    const options = { path: '/', maxAge: 10, httpOnly: true } as const;
    expect(ours.serializeCookie('a', 'b c', options)).toBe(plugin.serializeCookie('a', 'b c', options));
    expect(ours.parseCookie('a=1; b=%202')).toEqual(plugin.parseCookie('a=1; b=%202'));
    await Promise.all([ours.close(), plugin.close()]);
  });
});
