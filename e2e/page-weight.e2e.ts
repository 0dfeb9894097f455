// What a first visit downloads (issue 3's quality bars): the rules the page uses inside the document and
// the full stylesheet after its content, the scripts few, small and sent precompressed, and a hydration
// that reports no error.
import type { Page } from '@playwright/test';
import { pagesEn } from '../apps/web/app/locales/pages/en.ts';
import { expect, expectHydrated, test } from './fixtures.ts';

const PAGES = ['/', '/vinyl-shop', '/vinyl/259121/roots-meridian-kyoto-sessions-in-dub', '/cart'];
/** The pages that hydrate without the storefront pages' part of the catalogue (lib/i18n.ts SHELL_PAGES). */
const SHELL_PATHS = new Set(['/', '/vinyl-shop']);
/** A text only that part holds, in the script that carries it. */
const PAGES_PART_TEXT = pagesEn.checkout.steps.label;
/**
 * Budgets for a first visit of each page: script files and their compressed bytes (measured 143-156 KiB
 * in 12-18 scripts on 2026-11-29, docs/benchmarks.md; React DOM and React Router alone are ~88 KiB of it).
 */
const MAX_SCRIPTS = 18;
const MAX_SCRIPT_KIB = 160;

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

/** Display values a browser computes as written (not `-webkit-box`, which Chromium computes as flow-root). */
const PLAIN_DISPLAYS = ['none', 'flex', 'grid', 'inline-flex', 'inline-grid', 'inline-block', 'table'];

/**
 * Finds, in the linked full sheet, a one-class rule setting `display` that the inline rules do not hold,
 * puts an element with that class in the page, and reads its computed display.
 */
function ruleOnlyInFullSheet({ inline, displays }: { inline: string; displays: string[] }): {
  selector: string;
  declared: string;
  computed: string;
} {
  const link = document.querySelector<HTMLLinkElement>('link[data-app-stylesheet]');
  const rules: CSSRule[] = [...(link?.sheet?.cssRules ?? [])];
  for (let rule = rules.shift(); rule; rule = rules.shift()) {
    if (rule instanceof CSSLayerBlockRule) rules.push(...rule.cssRules);
    if (!(rule instanceof CSSStyleRule)) continue;
    const declared = rule.style.getPropertyValue('display');
    const name = /^\.([\w-]+)$/.exec(rule.selectorText)?.[1];
    if (!name || !displays.includes(declared) || inline.includes(`.${name}{`)) continue;
    const probe = document.createElement('div');
    probe.className = name;
    document.body.append(probe);
    const computed = getComputedStyle(probe).display;
    probe.remove();
    return { selector: rule.selectorText, declared, computed };
  }
  return { selector: '', declared: '', computed: '' };
}

for (const path of PAGES) {
  test(`${path} inlines the rules it uses, loads few precompressed scripts and hydrates cleanly`, async ({ page }) => {
    const { scripts, errors } = await visit(page, path);

    // The rules the page uses are in the document, a part of the full sheet, which is linked after the
    // page's content as one hashed, precompressed file.
    const inline = (await page.locator('style[data-app-styles]').textContent()) ?? '';
    expect(inline.length).toBeGreaterThan(10_000);
    const link = page.locator('link[rel="stylesheet"]');
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute('href', /^\/assets\/app-[\w-]+\.css$/);
    await expect(link).toHaveAttribute('fetchpriority', 'low');
    const sheet = await page.request.get((await link.getAttribute('href')) ?? '', {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(sheet.headers()['content-encoding']).toBe('br');
    expect(sheet.headers()['cache-control']).toContain('immutable');
    const full = await sheet.text();
    expect(inline.length).toBeLessThan(full.length * 0.7);
    // ...both apply: the body's `antialiased` utility (inline), and a rule only the full sheet holds.
    const smoothing = await page.evaluate(() =>
      getComputedStyle(document.body).getPropertyValue('-webkit-font-smoothing'),
    );
    expect(smoothing).toBe('antialiased');
    const fromFullSheet = await page.evaluate(ruleOnlyInFullSheet, { inline, displays: PLAIN_DISPLAYS });
    expect(fromFullSheet.selector, 'a rule of the full sheet that the page does not inline').not.toBe('');
    expect(fromFullSheet.computed).toBe(fromFullSheet.declared);

    const kib = scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024;
    expect(scripts.length, scripts.map((script) => script.url).join('\n')).toBeLessThanOrEqual(MAX_SCRIPTS);
    expect(kib).toBeLessThanOrEqual(MAX_SCRIPT_KIB);
    // Built files over 1 KiB go out as the brotli copies written at build time.
    for (const script of scripts.filter((load) => load.bytes > 1024)) {
      expect(script.encoding, script.url).toBe('br');
    }
    // zod stays with the pages that validate forms in the browser (contact, quote, account...).
    expect(scripts.filter((script) => /\/contracts-[\w-]+\.js$/.test(script.url))).toEqual([]);
    // Nor do the route declarations of the staff's and the artist's pages (pro-routes), or the sign
    // panel's forms, which load as the panel opens.
    expect(scripts.filter((script) => /\/(?:pro-routes|sign-forms)-[\w-]+\.js$/.test(script.url))).toEqual([]);
    // The home page and the shop do without the storefront pages' texts (a project's, the checkout's...);
    // a project page and the cart load them before hydrating.
    const bodies = await Promise.all(scripts.map(async (script) => (await page.request.get(script.url)).text()));
    const withPagesPart = bodies.filter((body) => body.includes(PAGES_PART_TEXT)).length;
    expect(withPagesPart).toBe(SHELL_PATHS.has(path) ? 0 : 1);
    expect(errors).toEqual([]);
  });
}

test('the page is painted before its scripts are asked for, and hydrates after', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await expectHydrated(page);
  const timing = await page.evaluate(() => ({
    firstContentfulPaintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[\w.-]+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ url: entry.name, startMs: entry.startTime })),
  }));
  expect(timing.firstContentfulPaintMs).not.toBeNull();
  expect(timing.scripts.length).toBeGreaterThan(5);
  // Every module, those preloaded included, is asked for once the page has painted (deferred-modules.server.ts).
  for (const script of timing.scripts) {
    expect(script.startMs, script.url).toBeGreaterThanOrEqual(timing.firstContentfulPaintMs ?? Infinity);
  }
  // The preloads are in <head> by then, where React finds them when it hydrates, and there is no CSP report.
  await expect(page.locator('head link[rel="modulepreload"]').first()).toBeAttached();
  expect(errors).toEqual([]);
});

test('the page paints with its inline rules and hydrates only once the full stylesheet is there', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-[\w-]+\.css$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/vinyl-shop', { waitUntil: 'commit' });
  // Painted and styled by the inline rules alone.
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).getPropertyValue('-webkit-font-smoothing'))).toBe(
    'antialiased',
  );
  // The scripts wait for the full sheet: nothing a script opens can show unstyled.
  await page.waitForTimeout(1_500);
  await expect(page.getByRole('banner').getByRole('combobox')).toHaveCount(0);
  release();
  await expectHydrated(page);
});

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
  // Both weights are asked for with the HTML, before the stylesheet is read or the page laid out.
  const preloads = page.locator('link[rel="preload"][as="font"]');
  await expect(preloads).toHaveCount(2);
  await expect(preloads.nth(0)).toHaveAttribute('href', /^\/assets\/figtree-latin-400-normal-[\w-]+\.woff2$/);
  await expect(preloads.nth(1)).toHaveAttribute('href', /^\/assets\/figtree-latin-600-normal-[\w-]+\.woff2$/);
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
