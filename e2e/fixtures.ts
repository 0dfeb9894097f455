// Shared helpers for the journeys (the shape of Epic Stack's playwright-utils): a test with fixtures to
// sign in as a demo account, run axe and take the screenshots, and the few actions a visitor repeats,
// located by role and label as a person would.
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  request,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { DEMO_MEDIA_PENDING, DEMO_PASSWORD, DEMO_TOTP_SECRET, demoEmail } from '@spindle/db/testing';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TOTP_STEP_SECONDS, totpCode } from '../apps/server/src/crypto/totp.ts';

/** The roles of the seeded demo accounts (packages/db seed): each signs in as demo-{role}@spindle.test. */
export type DemoRole = 'customer' | 'artist' | 'label' | 'pro' | 'team' | 'boss' | 'admin';

/** Which demo account each browser context signed in as (a second-factor code is used once per account). */
const signedInAs = new WeakMap<APIRequestContext, DemoRole>();

// The seed's own demo credentials, so the journeys sign in with what the server was seeded with.
export { DEMO_PASSWORD, demoEmail };

/** Signs a browser context in as a demo account through POST /api/auth/login (its session cookie). */
export async function signInThroughApi(request: APIRequestContext, baseURL: string, role: DemoRole): Promise<void> {
  const response = await request.post('/api/auth/login', {
    data: { email: demoEmail(role), password: DEMO_PASSWORD },
    headers: { origin: baseURL },
  });
  expect(response.ok(), await response.text()).toBe(true);
  signedInAs.set(request, role);
}

/** The path and query of the newest e-mailed link of `template` to `to` (read as the demo admin). */
export async function emailedLink(
  baseURL: string,
  to: string,
  template: 'confirm_email' | 'reset_password' | 'sign_in_link' | 'box_gift',
): Promise<string> {
  const api = await request.newContext({ baseURL });
  try {
    const login = await api.post('/api/auth/login', {
      data: { email: demoEmail('admin'), password: DEMO_PASSWORD },
    });
    expect(login.ok(), await login.text()).toBe(true);
    const { token } = (await login.json()) as { token: string };
    let link: string | undefined;
    await expect
      .poll(async () => {
        const response = await api.get(`/api/admin/outbox?${new URLSearchParams({ to, template, limit: '1' })}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const { items } = (await response.json()) as { items: { text: string }[] };
        link = /https?:\/\/\S+\?(?:token|code)=[A-Za-z0-9_-]+/.exec(items[0]?.text ?? '')?.[0];
        return link;
      })
      .toBeTruthy();
    const url = new URL(link ?? '');
    return url.pathname + url.search;
  } finally {
    await api.dispose();
  }
}

/**
 * The second-factor code of the demo staff accounts (docs/admin.md) that an authenticator app shows
 * `stepsAhead` steps from now (one step either side of the server's clock is accepted).
 */
export function demoSecondFactorCode(stepsAhead = 1): string {
  return totpCode(DEMO_TOTP_SECRET, new Date(Date.now() + stepsAhead * TOTP_STEP_SECONDS * 1000));
}

const STEP_MS = TOTP_STEP_SECONDS * 1000;
/** Where the journeys' workers note the last authenticator step one of them typed (all demo staff share the key). */
const TOTP_LEDGER = path.join(os.tmpdir(), `spindle-e2e-totp-${process.env.E2E_PORT ?? '3100'}`);

/** Runs `work` while holding a lock across the journeys' worker processes (an atomic mkdir). */
async function withTotpLock<T>(ledger: string, work: () => Promise<T>): Promise<T> {
  const lock = `${ledger}.lock`;
  for (let tries = 0; ; tries += 1) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock older than two minutes belongs to a worker that died.
      const stale = statSync(lock, { throwIfNoEntry: false });
      if (stale && Date.now() - stale.mtimeMs > 120_000) rmSync(lock, { recursive: true, force: true });
      if (tries > 1500) throw new Error('the journeys’ second-factor lock was never released');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * A step of the authenticator no journey typed yet, claimed for this one, and its code. A code works
 * once per account, and the demo staff share one key: as people sharing an app would, a journey waits
 * for the app's next code rather than type one another journey already used.
 */
async function claimFreshCode(role: DemoRole | undefined): Promise<string> {
  const ledger = `${TOTP_LEDGER}-${role ?? 'staff'}`;
  return withTotpLock(ledger, async () => {
    const last = Number(existsSync(ledger) ? readFileSync(ledger, 'utf8') : '0') || 0;
    let current = Math.floor(Date.now() / STEP_MS);
    const step = Math.max(current, last + 1);
    // The server accepts one step either side of its clock: wait until the claimed step is near.
    while (step > current + 1) {
      await new Promise((resolve) => setTimeout(resolve, (current + 1) * STEP_MS - Date.now() + 50));
      current = Math.floor(Date.now() / STEP_MS);
    }
    writeFileSync(ledger, String(step));
    return totpCode(DEMO_TOTP_SECRET, new Date(step * STEP_MS + STEP_MS / 2));
  });
}

/**
 * Types the demo staff's second factor on /admin/second-factor and sends it, as a person with an
 * authenticator app does, with a code no other journey has used (claimFreshCode). Should the server
 * still refuse it (a clock at a step's edge), the person waits for the next code and tries again.
 */
export async function passSecondFactor(page: Page): Promise<void> {
  const form = page.getByRole('main');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await form.getByLabel('Code').fill(await claimFreshCode(signedInAs.get(page.request)));
    await form.getByRole('button', { name: 'Verify' }).click();
    const refused = form.getByRole('alert').filter({ hasText: /\S/ });
    const outcome = await Promise.race([
      page.waitForURL((url) => !url.pathname.startsWith('/admin/second-factor')).then(() => 'passed' as const),
      refused.waitFor().then(() => 'refused' as const),
    ]);
    if (outcome === 'passed') return;
    await page.reload();
  }
  throw new Error('the second factor was refused three steps in a row');
}

/** Fills and sends the sign-in form of the /sign page, as a person would. */
export async function submitSignInForm(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('main').getByRole('tabpanel', { name: 'Sign in' });
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

type ColorScheme = 'light' | 'dark';

/** How expectAccessible runs axe. */
export interface AccessibilityCheck {
  /** Only the part of the page this selector picks (a dialog, the header). */
  include?: string;
  /** Run axe once in each of these schemes (default: the page's current one), then go back to it. */
  colorSchemes?: readonly ColorScheme[];
  /** Names the page in a failure. */
  name?: string;
  /** Record a failure and carry on (expect.soft). */
  soft?: boolean;
}

/** How screenshots are taken. */
export interface ScreenshotOptions {
  /** The whole page (default) or what the viewport shows (a drawer, a menu). */
  fullPage?: boolean;
  /** Default light and dark. */
  colorSchemes?: readonly ColorScheme[];
  /** Runs before each shot (to open again a menu that a resize closed). */
  prepare?: () => Promise<void>;
}

/** Light, then dark: every page is looked at in both. */
export const BOTH_COLOR_SCHEMES: readonly ColorScheme[] = ['light', 'dark'];

/** The widths the journeys are looked at: a phone and a desktop. */
const SCREENSHOT_WIDTHS_PX = [390, 1440] as const;

async function colorSchemeOf(page: Page): Promise<ColorScheme> {
  return (await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)) ? 'dark' : 'light';
}

/** The cookies a journey's visitor starts with (the test fixture's and newJourneyContext's defaults). */
export function defaultJourneyCookies(
  baseURL: string,
  { firstVisit = false, supportLauncher = false }: { firstVisit?: boolean; supportLauncher?: boolean } = {},
) {
  const url = baseURL || 'http://127.0.0.1';
  return [
    ...(firstVisit ? [] : [{ name: 'consent', value: 'denied', url }]),
    ...(supportLauncher ? [] : [{ name: 'support_launcher', value: 'hidden', url }]),
  ];
}

/**
 * A second browser context (another account, a visitor without scripts) that starts as the test's own
 * does: the cookie toast answered and the support launcher hidden, so neither covers what it clicks.
 * Journeys open their extra contexts with this, never with browser.newContext() alone.
 */
export async function newJourneyContext(
  browser: Browser,
  baseURL: string | undefined,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), ...options });
  await context.addCookies(defaultJourneyCookies(baseURL ?? ''));
  return context;
}

/**
 * The server's first start answers before the demo's pictures and previews are all written (seed's
 * mediaLater; /storage waits for a missing one meanwhile). Journeys start once they are: the time a
 * preview or cover would wait, and sharp's work beside the first journeys, are the first start's, not
 * the journey's. Without a data folder of ours (E2E_BASE_URL), there is nothing to wait for.
 */
async function waitForDemoFiles(): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) return;
  const pending = path.join(dataDir, 'storage', DEMO_MEDIA_PENDING);
  const deadline = Date.now() + DEMO_FILES_TIMEOUT_MS;
  while (existsSync(pending)) {
    if (Date.now() > deadline)
      throw new Error(`the demo's pictures were not written within ${DEMO_FILES_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
const DEMO_FILES_TIMEOUT_MS = 240_000;

export const test = base.extend<
  {
    makeAxeBuilder: () => AxeBuilder;
    firstVisit: boolean;
    /**
     * false (the default): the visitor hid the support launcher (its × button), so a journey run in Paris
     * support hours finds the same page as one run outside them. The launcher's own journey sets true.
     */
    supportLauncher: boolean;
    /** Signs the page in as a demo account through the API (the customer by default). */
    signIn: (role?: DemoRole) => Promise<void>;
    /** Expects no serious or critical axe violation on the page. */
    expectAccessible: (check?: AccessibilityCheck) => Promise<void>;
    /**
     * Screenshots of the page at 390 and 1440 px in each colour scheme, named {name}-{width}-{scheme}.png
     * in the test's output and attached to its report; then the page's size and scheme are put back.
     */
    screenshots: (name: string, options?: ScreenshotOptions) => Promise<void>;
  },
  { demoFilesWritten: void }
>({
  demoFilesWritten: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await waitForDemoFiles();
      await use();
    },
    { scope: 'worker', auto: true, timeout: DEMO_FILES_TIMEOUT_MS + 10_000 },
  ],
  /**
   * false (the default): the visitor answered the cookie toast on an earlier visit (refused), so the
   * toast, which appears once the page runs, does not cover what a journey clicks. The toast's own
   * journey sets `test.use({ firstVisit: true })`.
   */
  firstVisit: [false, { option: true }],
  supportLauncher: [false, { option: true }],
  context: async ({ context, baseURL, firstVisit, supportLauncher }, use) => {
    const cookies = defaultJourneyCookies(baseURL ?? '', { firstVisit, supportLauncher });
    if (cookies.length > 0) await context.addCookies(cookies);
    await use(context);
  },
  makeAxeBuilder: async ({ page }, use) => {
    await use(() => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']));
  },
  signIn: async ({ page, baseURL }, use) => {
    await use((role = 'customer') => signInThroughApi(page.request, baseURL ?? '', role));
  },
  expectAccessible: async ({ page, makeAxeBuilder }, use) => {
    await use(async ({ include, colorSchemes, name, soft } = {}) => {
      const check = soft ? expect.soft : expect;
      const analyse = async (message: string | undefined) => {
        const builder = makeAxeBuilder();
        if (include) builder.include(include);
        check(await seriousA11yViolations(builder), message).toEqual([]);
      };
      if (!colorSchemes) return analyse(name);
      const before = await colorSchemeOf(page);
      for (const colorScheme of colorSchemes) {
        await page.emulateMedia({ colorScheme });
        await analyse(`${name ?? page.url()}, ${colorScheme} theme`);
      }
      await page.emulateMedia({ colorScheme: before });
    });
  },
  screenshots: async ({ page }, use, testInfo) => {
    await use(async (name, { fullPage = true, colorSchemes = BOTH_COLOR_SCHEMES, prepare } = {}) => {
      const size = page.viewportSize();
      const before = await colorSchemeOf(page);
      for (const width of SCREENSHOT_WIDTHS_PX) {
        for (const colorScheme of colorSchemes) {
          await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
          await page.emulateMedia({ colorScheme });
          await prepare?.();
          const path = testInfo.outputPath(`${name}-${width}-${colorScheme}.png`);
          await page.screenshot({ path, fullPage });
          await testInfo.attach(`${name}-${width}-${colorScheme}`, { path, contentType: 'image/png' });
        }
      }
      await page.emulateMedia({ colorScheme: before });
      if (size) await page.setViewportSize(size);
    });
  },
});

export { expect };

/**
 * The tag hosts playwright.config.ts configures (GTM_ID, PLAUSIBLE_DOMAIN, CRISP_WEBSITE_ID): a journey
 * that gives consent calls this, so the tags it loads are answered by an empty script here and no
 * journey reaches the network. The requests are still made (page.on('request') sees them).
 */
export async function stubThirdPartyHosts(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.protocol.startsWith('http') && !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
}

/** The third-party tags the journeys' server is configured with (playwright.config.ts). */
export const E2E_TAGS = {
  gtmId: 'GTM-E2E0001',
  plausibleDomain: 'spindle.example',
  crispWebsiteId: '7598bf86-9ebb-4bc8-8ad9-ff6a8f1d1d8f',
} as const;

/**
 * One test per page and colour scheme: once its first cover is loaded, the page has no serious or
 * critical axe violation ("{path} has no serious accessibility violations in the {scheme} theme").
 */
export function testCataloguePagesAreAccessible(paths: readonly string[]): void {
  for (const colorScheme of BOTH_COLOR_SCHEMES) {
    for (const path of paths) {
      test(`${path} has no serious accessibility violations in the ${colorScheme} theme`, async ({
        page,
        expectAccessible,
      }) => {
        await page.emulateMedia({ colorScheme });
        await page.goto(path);
        await expectCoversLoaded(projectTiles(page), 1);
        await expectAccessible();
      });
    }
  }
}

/** The axe violations of impact serious or critical, with their nodes, for a readable failure. */
export async function seriousA11yViolations(builder: AxeBuilder) {
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** The project tiles of the page's main content. */
export function projectTiles(page: Page): Locator {
  return page.getByRole('main').getByRole('article');
}

/** The price line of a tile. */
export function priceOf(tile: Locator): Locator {
  return tile.getByTestId('price');
}

/** Expects the cover images of the first `count` tiles to have been downloaded and decoded. */
export async function expectCoversLoaded(tiles: Locator, count: number): Promise<void> {
  const total = await tiles.count();
  expect(total).toBeGreaterThanOrEqual(count);
  for (let index = 0; index < count; index += 1) {
    const cover = tiles.nth(index).getByRole('img');
    await cover.scrollIntoViewIfNeeded();
    await expect
      .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
        message: `cover ${index + 1} should be loaded`,
      })
      .toBeGreaterThan(0);
  }
}

/**
 * Waits until React has hydrated the page: the header's search field becomes a combobox then. For the
 * steps that need the page's scripts (a modal dialog, a focus trap, a live form), so they never race
 * the hydration; the page works without them too, which other journeys check.
 */
/**
 * Holds back the page's scripts (the browser entry, which hydrates, by default) until the returned
 * function is called: what a visitor does while the scripts still load.
 */
export async function holdScripts(page: Page, glob = '**/assets/entry.client-*.js'): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(glob, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

export async function expectHydrated(page: Page): Promise<void> {
  await expect(page.getByRole('banner').getByRole('combobox').first(), 'the page should hydrate').toBeAttached();
}

/** Animation frames over which the document's height must not change for its layout to count as settled. */
const SETTLED_FRAMES = 5;

/**
 * Waits until the page's layout has settled: web fonts loaded and the document's height the same over
 * a few animation frames (a navigation's new content rendered and its scroll reset done, the player's
 * spacer sized). Measure a layout after this, never mid-render.
 */
export async function expectLayoutSettled(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async (frames) => {
          await document.fonts.ready;
          const heights: number[] = [];
          for (let frame = 0; frame < frames; frame += 1) {
            heights.push(document.documentElement.scrollHeight);
            await new Promise((resolve) => requestAnimationFrame(resolve));
          }
          return heights.every((height) => height === heights[0]);
        }, SETTLED_FRAMES),
      { message: 'the page height should stop changing' },
    )
    .toBe(true);
}

/** Scrolls a settled page to its end and waits until the viewport shows the end. */
export async function scrollToPageEnd(page: Page): Promise<void> {
  await expectLayoutSettled(page);
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const height = document.documentElement.scrollHeight;
          window.scrollTo(0, height);
          return Math.ceil(window.scrollY + window.innerHeight) >= height;
        }),
      { message: 'the page should be scrolled to its end' },
    )
    .toBe(true);
}

/**
 * A long journey may take this many times its duration measured on a busy machine: a CI machine twice
 * as slow still leaves it twice the time it needs. The config's default (80 s) is the same rule for
 * journeys measured under 20 s.
 */
const TIME_LIMIT_PER_MEASURED_TIME = 4;

/**
 * Sets the running journey's time limit from its duration measured on a busy 2-core machine (the whole
 * suite on 2 workers beside a loop of unit tests): four times that, rounded up to 10 s, and never less
 * than the default. Measure again when a journey grows (the JSON reporter gives each test's duration).
 */
export function setTimeoutFromMeasurement(measuredMs: number): void {
  const limitMs = Math.ceil((measuredMs * TIME_LIMIT_PER_MEASURED_TIME) / 10_000) * 10_000;
  test.setTimeout(Math.max(limitMs, test.info().timeout));
}

/** Picks a currency in the header's currency menu (English labels). */
export async function chooseCurrency(page: Page, code: string): Promise<void> {
  const header = page.getByRole('banner');
  await header.getByLabel(/^Currency: [A-Z]{3}$/).click();
  await header.getByRole('button', { name: new RegExp(`^${code}\\b`) }).click();
  await expect(header.getByLabel(`Currency: ${code}`)).toBeVisible();
}

/** The serious axe violations of a page opened outside the test's own (a second account's context). */
export async function makeAxeBuilderFor(page: Page) {
  return seriousA11yViolations(
    new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']),
  );
}
