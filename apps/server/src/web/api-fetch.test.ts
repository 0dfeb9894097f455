import { splitLocaleFromPath } from '@spindle/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { linkOriginOf } from '../http/link-origin.ts';
import { createInProcessApiFetch, pageLocaleOf } from './api-fetch.ts';

describe('the language of the page an API call is made for', () => {
  it('is the locale prefix of the page, of its data request too', () => {
    expect(pageLocaleOf('/')).toBe('en');
    expect(pageLocaleOf('/fr')).toBe('fr');
    expect(pageLocaleOf('/fr/qui-sommes-nous?x=1')).toBe('fr');
    expect(pageLocaleOf('/kr/vinyl-shop')).toBe('kr');
    expect(pageLocaleOf('/fr.data')).toBe('fr');
    expect(pageLocaleOf('/zh/vinyl-shop.data?genre=1')).toBe('zh');
    expect(pageLocaleOf('/_root.data')).toBe('en');
    expect(pageLocaleOf('/vinyl/259121/kyoto')).toBe('en');
  });

  it('reads the path as a URL would: dot segments, escapes and a doubled slash', () => {
    const viaUrl = (url: string) => {
      const pathname = new URL(url, 'http://page').pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/');
      return splitLocaleFromPath(pathname).locale;
    };
    const paths = [
      '/fr/../vinyl',
      '/vinyl/../fr/qui-sommes-nous',
      '/./fr',
      '/%66r/vinyl-shop',
      '//fr/vinyl',
      '/fr//vinyl',
      '/fr/',
      '/fr.data?x=1',
      '/zh/vinyl-shop.data',
      '/kr/vinyl-shop/',
      '/_root.data',
      '/es/a_b-c/12',
    ];
    for (const path of paths) expect(pageLocaleOf(path), path).toBe(viaUrl(path));
    expect(pageLocaleOf('/fr/../vinyl')).toBe('en');
    expect(pageLocaleOf('/vinyl/../fr/qui-sommes-nous')).toBe('fr');
  });
});

describe('the in-process API call of a page', () => {
  /** A server whose page asks the API where links in e-mails would point. */
  async function serverTrusting(trustProxy: boolean) {
    const app = Fastify({ trustProxy });
    app.get('/api/link-origin', (request) => Promise.resolve({ origin: linkOriginOf(request, undefined) }));
    app.get('/page', async (request) => {
      const response = await createInProcessApiFetch(app, request, 'cf-ipcountry')('/link-origin');
      return response.json();
    });
    await app.ready();
    return app;
  }

  const behindProxy = { host: '10.0.0.5:3000', 'x-forwarded-host': 'shop.example.test', 'x-forwarded-proto': 'https' };

  it('sees the public host and protocol a trusted proxy forwarded, as the browser request did', async () => {
    const app = await serverTrusting(true);
    const page = await app.inject({ method: 'GET', url: '/page', headers: behindProxy });
    expect(page.json()).toEqual({ origin: 'https://shop.example.test' });
    await app.close();
  });

  it('does not take them from a client the server does not trust', async () => {
    const app = await serverTrusting(false);
    const page = await app.inject({ method: 'GET', url: '/page', headers: behindProxy });
    expect(page.json()).toEqual({ origin: 'http://10.0.0.5:3000' });
    await app.close();
  });
});
