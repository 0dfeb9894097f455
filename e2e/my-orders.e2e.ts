// Journey "My orders": the demo customer finds the seeded orders in the account, opens one and sees
// its parcels, timeline and carrier link; buys a record with the test card (so the payment exists at
// the provider), then cancels that order from the account after confirming, and the refund shows.
// The box, gifts and digital pages show the seeded subscription, gift code and downloads. axe runs on
// each page; screenshots at 390 and 1440 px go to the test output.
import type { Page } from '@playwright/test';
import { demoEmail, expect, setTimeoutFromMeasurement, test } from './fixtures.ts';

/** A record on sale in the demo seed (shop 1194), bought through the real checkout. */
const RECORD = 259163;

/** A paid order made through cart/calculate and cart/pay with the always-succeeding test card. */
async function buyRecord(page: Page, baseURL: string): Promise<number> {
  const headers = { origin: baseURL };
  await page.request.delete('/api/cart', { headers });
  const calculated = await page.request.post('/api/cart/calculate', {
    headers,
    data: {
      shops: { s_1194: { items: [{ project_id: RECORD, quantity: 1 }] } },
      currency: 'EUR',
      customer: {
        email: demoEmail('customer'),
        firstname: 'Dana',
        lastname: 'Demo',
        address: '8 rue des Platines',
        zip_code: '75011',
        city: 'Paris',
        country_id: 'FR',
      },
    },
  });
  expect(calculated.ok(), await calculated.text()).toBe(true);
  const cart = (await calculated.json()) as { id: string };
  const paid = await page.request.post('/api/cart/pay', {
    headers,
    data: {
      cart_id: cart.id,
      payment_method: { kind: 'test_card', number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2040, cvc: '123' },
    },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  const checkout = (await paid.json()) as { orderId: number; payment: { status: string } };
  expect(checkout.payment.status).toBe('succeeded');
  return checkout.orderId;
}

test('the demo customer follows an order, sees its tracking and cancels a new one', async ({
  page,
  baseURL,
  signIn,
  expectAccessible,
  screenshots,
}) => {
  // Measured 38 s on a busy machine: a purchase, a cancellation, five axe runs and 20 screenshots.
  setTimeoutFromMeasurement(38_000);
  await signIn();

  await page.goto('/my-account/orders');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  await expect(
    main.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Orders' }),
  ).toHaveAttribute('aria-current', 'page');
  const orderLinks = main.getByRole('link', { name: /^View order \d+$/ });
  expect(await orderLinks.count()).toBeGreaterThanOrEqual(4);
  await expectAccessible();
  await screenshots('orders');

  // A seeded order that left: its parcel has a carrier link built from the domain's templates.
  const sent = main
    .getByRole('listitem')
    .filter({ has: page.getByText(/^(Sent|Delivered)$/) })
    .first();
  await sent.getByRole('link', { name: /^View order \d+$/ }).click();
  await expect(main.getByRole('heading', { level: 1, name: /^Order \d+$/ })).toBeVisible();
  await expect(main.getByRole('list', { name: /^Progress of parcel 1$/ })).toBeVisible();
  const tracking = main.getByRole('link', { name: /^Track the parcel .+ with Colissimo$/ });
  await expect(tracking).toHaveAttribute('href', /^https:\/\/www\.laposte\.fr\/outils\/suivre-vos-envois\?code=/);
  // The invoice downloads: the store stays in its tab.
  const orderUrl = page.url();
  const [invoice] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('link', { name: 'Download the invoice (PDF)' }).click(),
  ]);
  expect(invoice.suggestedFilename()).toMatch(/\.pdf$/);
  expect(page.url()).toBe(orderUrl);
  await expect(main.getByRole('link', { name: 'Cancel this order' })).toHaveCount(0);
  await expectAccessible();
  await screenshots('order-sent');

  // A new paid order can be cancelled, after a confirmation.
  const orderId = await buyRecord(page, baseURL ?? '');
  await page.goto('/my-account/orders');
  await main.getByRole('link', { name: `View order ${orderId}` }).click();
  await expect(main.getByRole('heading', { level: 1, name: `Order ${orderId}` })).toBeVisible();

  // While the parcel is not prepared, its address can change (same country).
  await main.getByText('Change the delivery address').click();
  await main.getByLabel('City').fill('Lyon');
  await main.getByLabel('Postcode').fill('69001');
  await main.getByRole('button', { name: 'Save the address' }).click();
  await expect(main.getByRole('status')).toContainText('The delivery address is saved.');
  await expect(main.locator('address')).toContainText('69001 Lyon');

  await main.getByRole('link', { name: 'Cancel this order' }).click();
  const confirmation = main.getByRole('region', { name: `Cancel order ${orderId}?` });
  await expect(confirmation).toBeVisible();
  await expect(confirmation.getByRole('heading')).toBeFocused();
  await expectAccessible();
  await screenshots('order-cancel-confirm');
  await confirmation.getByRole('button', { name: 'Yes, cancel and refund' }).click();
  await expect(main.getByRole('status')).toContainText('Your order is cancelled.');
  await expect(main.getByText('Refunded', { exact: true }).first()).toBeVisible();
  await expect(main.getByRole('link', { name: 'Cancel this order' })).toHaveCount(0);
  await expectAccessible();
  await screenshots('order-cancelled');
});

test('the box, gifts and digital pages show the demo customer’s subscription, gift code and downloads', async ({
  page,
  signIn,
  expectAccessible,
  screenshots,
}, testInfo) => {
  // Measured 27 s on a busy machine: three pages, each with axe and four screenshots.
  setTimeoutFromMeasurement(27_000);
  await signIn();
  const main = page.getByRole('main');

  await page.goto('/my-account/box');
  await expect(main.getByRole('heading', { level: 1, name: 'My vinyl box' })).toBeVisible();
  await expect(main.getByText(/dispatch(es)? left$/).first()).toBeVisible();
  await expectAccessible();
  await screenshots('box');

  await page.goto('/my-account/gifts');
  await expect(main.getByRole('heading', { level: 1, name: 'My gifts' })).toBeVisible();
  await expect(main.locator('code').first()).not.toBeEmpty();
  await expectAccessible();
  await screenshots('gifts');

  await page.goto('/my-account/digital');
  await expect(main.getByRole('heading', { level: 1, name: 'My digital purchases' })).toBeVisible();
  // The demo seed gives the customer a release with its digital version (its tracks' MP3s).
  const download = main.getByRole('link', { name: /^Download .+ \(MP3\)$/ }).first();
  const href = (await download.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/api\/user\/digital\/\d+\/download\?u=\d+&expires=\d+&signature=[0-9a-f]{64}$/);
  const file = await page.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('audio/mpeg');
  const tampered = await page.request.get(
    href.replace(/signature=[0-9a-f]/, (match) => (match.endsWith('0') ? 'signature=1' : 'signature=0')),
  );
  expect(tampered.status()).toBe(403);
  await expectAccessible();
  await screenshots('digital');

  // The same pages in French.
  await page.goto('/fr/my-account/orders');
  await expect(main.getByRole('heading', { level: 1, name: 'Mes commandes' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('orders-fr-1440.png'), fullPage: true });

  // A visitor is sent to sign in, and comes back to the page afterwards.
  await page.context().clearCookies();
  await page.goto('/my-account/orders');
  await expect(page).toHaveURL(/\/sign\?redirect=%2Fmy-account%2Forders/);
});
