// The vinyl box's card on Stripe (issue 17, docs/payments.md "The box's card on Stripe"): a server of its
// own runs with Stripe configured against the local Stripe stub (STRIPE_API_HOST), on a fresh demo
// database; the browser's Stripe.js (https://js.stripe.com/v3/) is the small test script of
// fake-stripe-js.ts, and its calls to api.stripe.com and hooks.stripe.com are answered by the stub. The
// demo artist's box waits in monthly_pending after a failed month: the subscriber types a card that
// needs 3-D Secure in the Stripe form, completes the bank's challenge, and the month is paid at once
// off-session with the card kept; the box is active again.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { startStripeStub, type StripeStub } from '../apps/server/src/modules/payments/testing.ts';
import { FAKE_STRIPE_JS } from './fake-stripe-js.ts';
import {
  expect,
  makeAxeBuilderFor,
  newJourneyContext,
  setTimeoutFromMeasurement,
  signInThroughApi,
  test,
} from './fixtures.ts';

const SECRET_KEY = 'sk_test_e2e_box_card';
const PUBLISHABLE_KEY = 'pk_test_e2e_box_card';
// A port of its own beside the journeys' server (E2E_PORT).
const PORT = Number(process.env.E2E_PORT ?? 3100) + 1000;
const baseURL = `http://127.0.0.1:${PORT}`;

let stub: StripeStub;
let server: ChildProcess | null = null;
let dataDir = '';

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server?.exitCode !== null) throw new Error(`the Stripe server exited (${server?.exitCode})`);
    const healthy = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the Stripe server did not start in time');
}

/** Stripe's hosts as the browser sees them: Stripe.js is the test script, the API and 3-D Secure pages the stub. */
async function routeStripe(context: BrowserContext): Promise<void> {
  await context.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_STRIPE_JS }),
  );
  for (const host of ['https://api.stripe.com/**', 'https://hooks.stripe.com/**']) {
    await context.route(host, async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch({ url: `${stub.url}${url.pathname}${url.search}` });
      await route.fulfill({ response });
    });
  }
}

test.beforeAll(async () => {
  // A fresh demo database is created, migrated and seeded (3 to 5 minutes on a busy 2-core machine).
  test.setTimeout(600_000);
  stub = await startStripeStub({ secretKey: SECRET_KEY, publishableKey: PUBLISHABLE_KEY });
  dataDir = mkdtempSync(path.join(tmpdir(), 'spindle-e2e-stripe-'));
  server = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: 'whsec_e2e_box_card',
      STRIPE_API_HOST: stub.url,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(Date.now() + 580_000);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await stub?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('a box subscriber whose month failed saves a card needing 3-D Secure in the Stripe form, and the month is paid', async ({
  browser,
}) => {
  setTimeoutFromMeasurement(30_000);
  const context = await newJourneyContext(browser, baseURL);
  await routeStripe(context);
  await signInThroughApi(context.request, baseURL, 'artist');
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const main = page.getByRole('main');

  await page.goto('/my-account/box?update=card');
  const cardForm = main.getByRole('region', { name: 'Update your card' });
  await expect(cardForm).toContainText('The payment of this month did not go through.');
  // The Stripe form, not the test provider's fields: one card number field inside the Payment Element.
  await expect(cardForm.getByLabel('Expiry date (MM/YY)')).toHaveCount(0);
  const number = cardForm.getByLabel('Card number');
  await expect(number).toBeVisible();
  expect(scripts).toContain('https://js.stripe.com/v3/');
  expect(await makeAxeBuilderFor(page)).toEqual([]);

  // A declined card: said in words, nothing changes.
  await number.fill('4000 0000 0000 0002');
  await cardForm.getByRole('button', { name: 'Save the card and pay' }).click();
  await expect(cardForm.getByRole('alert')).toHaveText(
    'Your card was declined. Nothing has changed: try another card.',
  );
  await expect(main.getByRole('region', { name: 'Your months' }).getByText('Payment due')).toHaveCount(1);

  // A card that wants 3-D Secure: the bank's challenge opens, the subscriber completes it.
  await number.fill('4000 0025 0000 3155');
  await cardForm.getByRole('button', { name: 'Save the card and pay' }).click();
  const challenge = page.frameLocator('iframe[title="3-D Secure authentication"]');
  await challenge.getByRole('button', { name: 'Complete authentication' }).click();

  // The action reads the SetupIntent at Stripe and charges the month off-session: give it time on a busy machine.
  await expect(
    page.getByRole('status').filter({ hasText: 'Your card is saved and the payment went through.' }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(main.getByRole('region', { name: 'Update your card' })).toHaveCount(0);
  await expect(main.getByRole('region', { name: 'Your months' }).getByText('Payment due')).toHaveCount(0);
  const charges = main.getByRole('region', { name: 'Payments and invoices' });
  await expect(charges.getByRole('listitem').filter({ hasText: 'Failed' })).toHaveCount(0);
  expect(await makeAxeBuilderFor(page)).toEqual([]);

  // The month was charged off-session with the card the challenge authenticated.
  const confirm = stub.requests
    .filter((request) => /^\/v1\/payment_intents\/pi_\w+\/confirm$/.test(request.path))
    .at(-1);
  expect(confirm?.form.off_session).toBe('true');
  const cards = await context.request.get('/api/user/cards');
  expect(await cards.json()).toMatchObject({ cards: [expect.objectContaining({ last4: '3155' })] });
  await context.close();
});
