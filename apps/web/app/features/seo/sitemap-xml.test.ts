import { describe, expect, it } from 'vitest';
import { renderSitemap, renderSitemapFile, renderUrlSet, sitemapChunks, type SitemapEntry } from './sitemap-xml.ts';

const origin = 'https://spindle.example';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('the sitemap', () => {
  it('lists each page in English and in French, each with both alternates and x-default', () => {
    const xml = renderUrlSet(origin, [{ path: '/about', updatedAt: '2026-11-02T10:00:00.000Z' }]);
    expect(locs(xml)).toEqual(['https://spindle.example/about', 'https://spindle.example/fr/qui-sommes-nous']);
    const urls = xml.split('<url>').slice(1);
    expect(urls).toHaveLength(2);
    for (const url of urls) {
      expect(url).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://spindle.example/about"/>');
      expect(url).toContain(
        '<xhtml:link rel="alternate" hreflang="fr" href="https://spindle.example/fr/qui-sommes-nous"/>',
      );
      expect(url).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://spindle.example/about"/>');
      expect(url).toContain('<lastmod>2026-11-02T10:00:00.000Z</lastmod>');
    }
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/);
  });

  it('writes the home page as / and /fr, and leaves lastmod out when it is unknown', () => {
    const xml = renderUrlSet(origin, [{ path: '/' }]);
    expect(locs(xml)).toEqual(['https://spindle.example/', 'https://spindle.example/fr']);
    expect(xml).not.toContain('<lastmod>');
  });

  it('percent-encodes non-ASCII slugs and escapes XML special characters', () => {
    const xml = renderUrlSet(origin, [{ path: '/artist/7/소리' }, { path: "/shop/a&b'c" }]);
    expect(locs(xml)).toContain('https://spindle.example/artist/7/%EC%86%8C%EB%A6%AC');
    expect(locs(xml)).toContain('https://spindle.example/shop/a&amp;b&apos;c');
    expect(xml).not.toMatch(/&(?!amp;|apos;|lt;|gt;|quot;)/);
  });

  it('is one file up to the limit, and an index of numbered files above it', () => {
    const pages: SitemapEntry[] = Array.from({ length: 5 }, (_, index) => ({ path: `/vinyl/${index + 1}` }));
    // Four URLs per file: two pages in two languages.
    expect(sitemapChunks(pages, 4).map((chunk) => chunk.length)).toEqual([2, 2, 1]);
    expect(locs(renderSitemap(origin, pages.slice(0, 2), 4))).toHaveLength(4);

    const index = renderSitemap(origin, pages, 4);
    expect(index).toContain('<sitemapindex');
    expect(locs(index)).toEqual([
      'https://spindle.example/sitemap/1.xml',
      'https://spindle.example/sitemap/2.xml',
      'https://spindle.example/sitemap/3.xml',
    ]);
    expect(locs(renderSitemapFile(origin, pages, 3, 4) ?? '')).toEqual([
      'https://spindle.example/vinyl/5',
      'https://spindle.example/fr/vinyl/5',
    ]);
    expect(renderSitemapFile(origin, pages, 4, 4)).toBeNull();
    // A sitemap that fits in one file has no numbered files.
    expect(renderSitemapFile(origin, pages.slice(0, 1), 1, 4)).toBeNull();
  });
});
