// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LATEST_START_MS, SLICE_MS, deferModuleScripts } from './deferred-modules.server.ts';

const MODULES = [
  '/assets/manifest.js',
  '/assets/root.js',
  '/assets/home.js',
  '/assets/framework.js',
  '/assets/chrome.js',
];
const SOURCE = 'import "/assets/root.js";\nimport("/assets/entry.client.js");';
const DOCUMENT =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  MODULES.map((href) => `<link rel="modulepreload" href="${href}"/>`).join('') +
  '</head><body><main>Records</main>' +
  `<script nonce="n0nce" type="module" async="">${SOURCE}</script></body></html>`;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.replaceChildren();
});

/** Runs the document's loader script here, with a first paint reported when `paint()` is called. */
function runLoader(html: string): { paint: () => void } {
  const loader = /<script nonce="n0nce">(.*?)<\/script>/s.exec(html)?.[1];
  if (!loader) throw new Error('no loader script');
  let report: (() => void) | undefined;
  class PaintObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
      report = () => callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', PaintObserver);
  // The script reads its nonce from document.currentScript, which only a parsed page has.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's own script, tested as it is
  const run = new Function(loader.replace('document.currentScript.nonce', JSON.stringify('n0nce'))) as () => void;
  run();
  return { paint: () => report?.() };
}

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
const nextTasks = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('deferModuleScripts', () => {
  it('takes the preloads out of <head> and empties the module script, keeping both for the loader', () => {
    const html = deferModuleScripts(DOCUMENT);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<script nonce="n0nce" type="module" async=""></script><script nonce="n0nce">');
    expect(html).toContain(JSON.stringify(MODULES));
    expect(html).toContain(`,${LATEST_START_MS});</script></body>`);
  });

  it('leaves a document without the module script as it is', () => {
    const noScripts = DOCUMENT.replace(/<script.*<\/script>/s, '');
    expect(deferModuleScripts(noScripts)).toBe(noScripts);
  });

  it('adds nothing before the first paint, then the preloads in order and the module script last', async () => {
    const { paint } = runLoader(deferModuleScripts(DOCUMENT));
    expect(preloads()).toEqual([]);
    paint();
    await nextTasks();
    expect(preloads()).toEqual(MODULES);
    const last = document.head.lastElementChild as HTMLScriptElement;
    expect(last.tagName).toBe('SCRIPT');
    expect(last.type).toBe('module');
    expect(last.nonce).toBe('n0nce');
    expect(last.textContent).toBe(SOURCE);
  });

  it('adds the preloads a few at a time when adding them is slow, in tasks of their own', async () => {
    // Each preload added costs 3 ms: past SLICE_MS after the second, the rest wait for the next task.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const append = document.head.append.bind(document.head);
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      now += 3;
      append(...nodes);
    });
    expect(2 * 3).toBeGreaterThanOrEqual(SLICE_MS);
    const { paint } = runLoader(deferModuleScripts(DOCUMENT));
    paint();
    expect(preloads()).toEqual(MODULES.slice(0, 2));
    expect(document.head.querySelector('script')).toBeNull();
    await nextTasks();
    expect(preloads()).toEqual(MODULES);
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it('starts once, whichever comes first of the paint and the latest start', async () => {
    const { paint } = runLoader(deferModuleScripts(DOCUMENT));
    paint();
    paint();
    await nextTasks();
    expect(preloads()).toEqual(MODULES);
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });
});
