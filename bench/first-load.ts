// What a storefront page's first visit loads (issue 19, decision 0011): every script a page asks for
// until the network is idle, with its compressed size on the wire, for home, the shop, a project page
// and the cart with an item in it. `npm run bench` runs it as its `js` part; alone:
// `npx node bench/first-load.ts [base URL]` against a running server (the production build; default
// http://127.0.0.1:3100); BENCH_FIRST_LOAD_JSON=<file> also writes the lists as JSON.
import { writeFileSync } from 'node:fs';
import { chromium, type Page, type Request } from '@playwright/test';

const DEFAULT_PROJECT = '/vinyl/259121/roots-meridian-kyoto-sessions-in-dub';

export interface ScriptLoad {
  file: string;
  bytes: number;
}

export interface FirstLoad {
  path: string;
  scripts: ScriptLoad[];
  /** Every script's bytes on the wire (compressed). */
  bytes: number;
}

async function scriptsOf(page: Page, base: string, path: string): Promise<ScriptLoad[]> {
  const scripts: Promise<ScriptLoad>[] = [];
  const listener = (request: Request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      request.sizes().then((sizes) => ({
        file: new URL(request.url()).pathname.replace(/^\/assets\//, ''),
        bytes: sizes.responseBodySize,
      })),
    );
  };
  page.on('requestfinished', listener);
  await page.goto(`${base}${path}`);
  await page.waitForLoadState('networkidle');
  page.off('requestfinished', listener);
  return Promise.all(scripts);
}

/** The scripts of a first visit of home, the shop, a project page and the cart with one item in it. */
export async function measureFirstLoad(base: string, projectPath = DEFAULT_PROJECT): Promise<FirstLoad[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const viewport = { width: 390, height: 844 };
    const results: Record<string, ScriptLoad[]> = {};
    // Each page in a new context: a first visit, nothing cached.
    for (const path of ['/', '/vinyl-shop', projectPath]) {
      const context = await browser.newContext({ viewport });
      results[path] = await scriptsOf(await context.newPage(), base, path);
      await context.close();
    }
    // The cart with an item: add the project through its page, then load /cart in a new context that
    // has only the cookies (the cart lives in the `cart` cookie).
    const adding = await browser.newContext({ viewport });
    const page = await adding.newPage();
    await page.goto(`${base}${projectPath}`);
    await page.waitForLoadState('networkidle');
    await page
      .getByRole('main')
      .getByRole('button', { name: /^(Add to cart|Pre-order) — / })
      .first()
      .click();
    await page.getByRole('dialog').first().waitFor();
    const cookies = await adding.cookies();
    await adding.close();
    const cartContext = await browser.newContext({ viewport });
    await cartContext.addCookies(cookies);
    results['/cart'] = await scriptsOf(await cartContext.newPage(), base, '/cart');
    return Object.entries(results).map(([path, scripts]) => ({
      path,
      scripts,
      bytes: scripts.reduce((total, script) => total + script.bytes, 0),
    }));
  } finally {
    await browser.close();
  }
}

if (import.meta.main) {
  const results = await measureFirstLoad(process.argv[2] ?? 'http://127.0.0.1:3100');
  for (const { path, scripts, bytes } of results) {
    console.log(`\n${path}: ${scripts.length} scripts, ${(bytes / 1024).toFixed(1)} KiB`);
    for (const script of [...scripts].sort((a, b) => b.bytes - a.bytes)) {
      console.log(`  ${(script.bytes / 1024).toFixed(1).padStart(6)} KiB  ${script.file}`);
    }
  }
  if (process.env.BENCH_FIRST_LOAD_JSON) {
    writeFileSync(process.env.BENCH_FIRST_LOAD_JSON, JSON.stringify(results, null, 2));
  }
}
