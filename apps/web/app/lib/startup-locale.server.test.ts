import { describe, expect, it } from 'vitest';
import { startupLocaleRedirect } from './startup-locale.server.ts';

const ORIGIN = 'https://spindle.example';

function arrival(path: string, headers: Record<string, string> = {}, method = 'GET'): string | null {
  return startupLocaleRedirect(new Request(ORIGIN + path, { method, headers }));
}

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

describe('startupLocaleRedirect', () => {
  it('sends a browser that prefers French from / to /fr', () => {
    expect(arrival('/', { 'Accept-Language': 'fr-FR,fr;q=0.9,en;q=0.8', 'User-Agent': CHROME })).toBe('/fr');
  });

  it('sends a browser that prefers Chinese to the Chinese page, keeping the query', () => {
    expect(arrival('/vinyl-shop?genres=3', { 'Accept-Language': 'zh-CN,zh;q=0.9', 'User-Agent': CHROME })).toBe(
      '/zh/vinyl-shop?genres=3',
    );
  });

  it('lets the lang cookie win over the browser, with French slugs', () => {
    expect(arrival('/about', { Cookie: 'lang=fr', 'Accept-Language': 'zh-CN' })).toBe('/fr/qui-sommes-nous');
    expect(arrival('/', { Cookie: 'other=1; lang=kr', 'Accept-Language': 'fr-FR' })).toBe('/kr');
    expect(arrival('/', { Cookie: 'lang=en', 'Accept-Language': 'fr-FR' })).toBeNull();
  });

  it('ignores an unknown cookie value and falls back to the browser', () => {
    expect(arrival('/', { Cookie: 'lang=de', 'Accept-Language': 'fr' })).toBe('/fr');
  });

  it('keeps English for every other browser language (Spanish and Korean only by choice)', () => {
    expect(arrival('/', { 'Accept-Language': 'es-ES,es;q=0.9' })).toBeNull();
    expect(arrival('/', { 'Accept-Language': 'ko-KR' })).toBeNull();
    expect(arrival('/', { 'Accept-Language': 'en-GB,fr;q=0.8' })).toBeNull();
    expect(arrival('/', {})).toBeNull();
  });

  it('never moves a page that already has a language prefix', () => {
    expect(arrival('/fr/vinyl-shop', { Cookie: 'lang=zh' })).toBeNull();
    expect(arrival('/es', { 'Accept-Language': 'fr' })).toBeNull();
  });

  it('serves a move inside the store as asked: client navigations and same-site documents', () => {
    expect(arrival('/vinyl-shop.data', { Cookie: 'lang=fr' })).toBeNull();
    expect(arrival('/', { Cookie: 'lang=fr', Referer: `${ORIGIN}/fr/vinyl-shop` })).toBeNull();
    expect(arrival('/', { Cookie: 'lang=fr', Referer: 'https://search.example/?q=records' })).toBe('/fr');
    expect(arrival('/', { Cookie: 'lang=fr', Referer: 'not a url' })).toBe('/fr');
  });

  it('leaves crawlers, files, resource routes and form posts alone', () => {
    const french = { 'Accept-Language': 'fr-FR' };
    expect(arrival('/', { ...french, 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' })).toBeNull();
    expect(arrival('/robots.txt', french)).toBeNull();
    expect(arrival('/sitemap.xml', french)).toBeNull();
    expect(arrival('/admin/projects.csv', french)).toBeNull();
    expect(arrival('/resources/currency', french)).toBeNull();
    expect(arrival('/newsletter', french, 'POST')).toBeNull();
  });
});
