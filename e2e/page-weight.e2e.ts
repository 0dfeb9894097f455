// What a first visit downloads (issue 3's quality bars): the stylesheet inside the document, the
// scripts few, small and sent precompressed, and a hydration that reports no error.
import type { Page } from '@playwright/test';
import { expect, expectHydrated, test } from './fixtures.ts';

const PAGES = ['/', '/vinyl-shop', '/vinyl/259121/roots-meridian-kyoto-sessions-in-dub', '/cart'];
/**
 * Budgets for a first visit of each page: script files and their compressed bytes (measured 155-163 KiB
 * in 13-18 scripts, docs/benchmarks.md; React DOM and React Router alone are ~88 KiB of it).
 */
const MAX_SCRIPTS = 18;
const MAX_SCRIPT_KIB = 165;

interface ScriptLoad {
  url: string;
  encoding: string | undefined;
  bytes: number;
}

async function visit(page: Page, path: string) {
  const scripts: ScriptLoad[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const response = await request.response();
    const sizes = await request.sizes();
    scripts.push({
      url: request.url(),
      encoding: response?.headers()['content-encoding'],
      bytes: sizes.responseBodySize,
    });
  });
  await page.goto(path);
  await expectHydrated(page);
  // What is counted is every script the page loads, those asked for after hydration included: wait
  // until the network is idle (the one journey that waits for that, since it is what it measures).
  await page.waitForLoadState('networkidle');
  return { scripts, errors };
}

for (const path of PAGES) {
  test(`${path} inlines its stylesheet, loads few precompressed scripts and hydrates cleanly`, async ({ page }) => {
    const { scripts, errors } = await visit(page, path);

    // The CSS is in the document: no stylesheet request stands between the HTML and the first paint.
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
    const css = await page.locator('style[data-app-styles]').textContent();
    expect(css?.length ?? 0).toBeGreaterThan(10_000);
    // ...and it applies (the body's `antialiased` utility).
    const smoothing = await page.evaluate(() =>
      getComputedStyle(document.body).getPropertyValue('-webkit-font-smoothing'),
    );
    expect(smoothing).toBe('antialiased');

    const kib = scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024;
    expect(scripts.length, scripts.map((script) => script.url).join('\n')).toBeLessThanOrEqual(MAX_SCRIPTS);
    expect(kib).toBeLessThanOrEqual(MAX_SCRIPT_KIB);
    // Built files over 1 KiB go out as the brotli copies written at build time.
    for (const script of scripts.filter((load) => load.bytes > 1024)) {
      expect(script.encoding, script.url).toBe('br');
    }
    // zod stays with the pages that validate forms in the browser (contact, quote, account...).
    expect(scripts.filter((script) => /\/contracts-[\w-]+\.js$/.test(script.url))).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('the store sets its text in its own typeface, loaded from the store as two small Latin files', async ({
  page,
  baseURL,
}) => {
  const fonts: { url: URL; bytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'font') return;
    fonts.push({ url: new URL(request.url()), bytes: (await request.sizes()).responseBodySize });
  });
  await page.goto('/');
  // The regular weight is asked for with the HTML, before the stylesheet is read.
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveAttribute(
    'href',
    /^\/assets\/figtree-latin-400-normal-[\w-]+\.woff2$/,
  );
  await page.waitForLoadState('networkidle');
  const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(family.split(',')[0]?.trim()).toBe('Figtree');
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.family === 'Figtree' && face.status === 'loaded').length;
  });
  expect(loaded).toBeGreaterThanOrEqual(1);
  // Self-hosted, English needs no Latin Extended file, and the whole typeface costs under 30 KiB.
  expect(fonts.length).toBeGreaterThanOrEqual(1);
  for (const font of fonts) {
    expect(font.url.origin).toBe(new URL(baseURL ?? '').origin);
    expect(font.url.pathname).toMatch(/^\/assets\/figtree-latin-(400|600)-normal-[\w-]+\.woff2$/);
  }
  expect(fonts.reduce((sum, font) => sum + font.bytes, 0) / 1024).toBeLessThan(30);
});
