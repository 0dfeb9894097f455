// What a storefront page's first visit loads (issue 19, decision 0011): every script a page asks for
// until the network is idle, with its compressed size on the wire, for home, the shop, a project page
// and the cart with an item in it. `npx node bench/first-load.ts [base URL]` against a running server
// (the production build; default http://127.0.0.1:3100); BENCH_FIRST_LOAD_JSON=<file> also writes
// the lists as JSON.
import { writeFileSync } from 'node:fs';
import { chromium, type Page, type Request } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:3100';
const PROJECT = '/vinyl/259121/roots-meridian-kyoto-sessions-in-dub';

interface ScriptLoad {
  file: string;
  bytes: number;
}

async function scriptsOf(page: Page, path: string): Promise<ScriptLoad[]> {
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

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const viewport = { width: 390, height: 844 };
const results: Record<string, ScriptLoad[]> = {};
// Each page in a new context: a first visit, nothing cached.
for (const path of ['/', '/vinyl-shop', PROJECT]) {
  const context = await browser.newContext({ viewport });
  results[path] = await scriptsOf(await context.newPage(), path);
  await context.close();
}
// The cart with an item: add the project through its page, then load /cart in a new context that
// has only the cookies (the cart lives in the `cart` cookie).
const adding = await browser.newContext({ viewport });
const page = await adding.newPage();
await page.goto(`${base}${PROJECT}`);
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
results['/cart'] = await scriptsOf(await cartContext.newPage(), '/cart');
await browser.close();

for (const [path, scripts] of Object.entries(results)) {
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  console.log(`\n${path}: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KiB`);
  for (const script of [...scripts].sort((a, b) => b.bytes - a.bytes)) {
    console.log(`  ${(script.bytes / 1024).toFixed(1).padStart(6)} KiB  ${script.file}`);
  }
}
if (process.env.BENCH_FIRST_LOAD_JSON) {
  writeFileSync(process.env.BENCH_FIRST_LOAD_JSON, JSON.stringify(results, null, 2));
}
