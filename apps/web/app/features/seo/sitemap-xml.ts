// /sitemap.xml (sitemaps.org 0.9): every public page in English and French, each listing both
// versions as xhtml:link alternates (spec section 2: alternates for English and French). Above
// MAX_URLS_PER_SITEMAP the pages are split into numbered files under a sitemap index.
import { localisePath } from '@spindle/domain';

/** A public page by its English path, with its last change when known (ISO 8601). */
export interface SitemapEntry {
  path: string;
  updatedAt?: string;
}

/** Locales listed in the sitemap, each with its alternates. */
export const SITEMAP_LOCALES = ['en', 'fr'] as const;

/** Under the protocol's 50,000 URLs per file, with room to spare. */
export const MAX_URLS_PER_SITEMAP = 45_000;

/** Path of the n-th file (1-based) when the sitemap is split. */
export function sitemapFilePath(fileNumber: number): string {
  return `/sitemap/${fileNumber}.xml`;
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** An absolute, percent-encoded URL (slugs may hold non-ASCII letters), escaped for XML. */
function absoluteUrl(origin: string, path: string): string {
  return escapeXml(origin + encodeURI(path));
}

/** The pages split so that each file holds at most `maxUrls` <url> elements (one per page and locale). */
export function sitemapChunks(entries: readonly SitemapEntry[], maxUrls = MAX_URLS_PER_SITEMAP): SitemapEntry[][] {
  const pagesPerFile = Math.max(1, Math.floor(maxUrls / SITEMAP_LOCALES.length));
  const chunks: SitemapEntry[][] = [];
  for (let start = 0; start < entries.length; start += pagesPerFile)
    chunks.push(entries.slice(start, start + pagesPerFile));
  return chunks.length > 0 ? chunks : [[]];
}

/** A <urlset>: each page once per locale, each <url> with the alternates of both and x-default. */
export function renderUrlSet(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const alternates = SITEMAP_LOCALES.map(
      (locale) =>
        `    <xhtml:link rel="alternate" hreflang="${locale}" href="${absoluteUrl(origin, localisePath(entry.path, locale))}"/>`,
    );
    alternates.push(
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${absoluteUrl(origin, localisePath(entry.path, 'en'))}"/>`,
    );
    const lastModified = entry.updatedAt ? [`    <lastmod>${escapeXml(entry.updatedAt)}</lastmod>`] : [];
    return SITEMAP_LOCALES.map((locale) =>
      [
        '  <url>',
        `    <loc>${absoluteUrl(origin, localisePath(entry.path, locale))}</loc>`,
        ...lastModified,
        ...alternates,
        '  </url>',
      ].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** A <sitemapindex> pointing at the numbered files. */
export function renderSitemapIndex(origin: string, fileCount: number): string {
  const files = Array.from(
    { length: fileCount },
    (_, index) => `  <sitemap>\n    <loc>${absoluteUrl(origin, sitemapFilePath(index + 1))}</loc>\n  </sitemap>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files,
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** What /sitemap.xml answers: the one <urlset> when it fits, else the index of the split files. */
export function renderSitemap(
  origin: string,
  entries: readonly SitemapEntry[],
  maxUrls = MAX_URLS_PER_SITEMAP,
): string {
  const chunks = sitemapChunks(entries, maxUrls);
  return chunks.length === 1 ? renderUrlSet(origin, chunks[0] ?? []) : renderSitemapIndex(origin, chunks.length);
}

/** What /sitemap/{n}.xml answers, or null past the last file (or when the sitemap is not split). */
export function renderSitemapFile(
  origin: string,
  entries: readonly SitemapEntry[],
  fileNumber: number,
  maxUrls = MAX_URLS_PER_SITEMAP,
): string | null {
  const chunks = sitemapChunks(entries, maxUrls);
  const chunk = chunks.length > 1 ? chunks[fileNumber - 1] : undefined;
  return chunk ? renderUrlSet(origin, chunk) : null;
}
