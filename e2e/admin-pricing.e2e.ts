// Promotions and reference data (issue 16, docs/admin.md "Promotions", "Reference data"): demo-boss adds
// a promo code on /admin/promo-codes; the demo customer, in a browser of their own, applies it in the
// cart; demo-boss ends it, and the same cart, priced again, refuses it (promo_code_not_applicable). Then
// the reference pages: a VAT rate from a future day for Estonia, the exchange rates (the ECB's fetch
// shown whether or not the network allows it), shipping rates (a change scheduled from a later day, then
// cancelled) and the quote's cost table. Axe on each.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  newJourneyContext,
  passSecondFactor,
  setTimeoutFromMeasurement,
  signInThroughApi,
  test,
} from './fixtures.ts';

/** A record of the demo catalogue sold by shop 1194 (the checkout journey buys it too). */
const RECORD_SHOP_1194 = 259163;

/** Adds the record to the cart from its page and opens /cart priced. */
async function cartWithRecord(page: Page): Promise<void> {
  await page.goto(`/project/${RECORD_SHOP_1194}`);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Cart/ })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('button', { name: /^(Add to cart|Pre-order) — / })
    .click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('main').getByTestId('cart-summary')).toBeVisible();
}

/** The cart's promo outcome as the API gives it for the record and a code (the customer's session). */
async function promoOutcomeOf(request: APIRequestContext, baseURL: string, code: string) {
  const response = await request.post('/api/cart/calculate', {
    headers: { origin: baseURL },
    data: {
      shops: { s_1194: { shipping_type: 'standard', items: [{ project_id: RECORD_SHOP_1194, quantity: 1 }] } },
      promo_code: code,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { promo: { applied: unknown; refused: unknown } }).promo;
}

test('demo-boss adds a promo code, a customer uses it, the boss ends it and the cart refuses it', async ({
  page,
  browser,
  baseURL,
  signIn,
  expectAccessible,
}) => {
  setTimeoutFromMeasurement(60_000);
  const code = `JOURNEY${Date.now().toString(36).toUpperCase()}`;
  const buyer = await newJourneyContext(browser, baseURL);
  await signInThroughApi(buyer.request, baseURL ?? '', 'customer');
  expect((await buyer.request.delete('/api/cart', { headers: { origin: baseURL ?? '' } })).ok()).toBe(true);
  const cart = await buyer.newPage();
  await cartWithRecord(cart);

  await signIn('boss');
  await page.goto('/admin/promo-codes');
  await passSecondFactor(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Promo codes' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Staff sections' }).getByRole('link', { name: 'Promo codes' }),
  ).toHaveAttribute('aria-current', 'page');
  await expectAccessible();
  const form = page.getByRole('region', { name: 'New promo code' });
  await form.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await form.getByLabel('Discount (%)').fill('10');
  await form.getByLabel('Applies to', { exact: true }).selectOption('price');
  await form.getByRole('button', { name: 'Create the code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Code ${code}` })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('The code was created.');
  await expect(page.getByTestId('promo-state')).toHaveText('Running');
  await expectAccessible();

  // The customer types it in the cart: it applies.
  await cart.getByLabel('Promo code').fill(code.toLowerCase());
  await cart.getByRole('button', { name: 'Apply' }).click();
  await expect(cart.locator('#promo-status')).toHaveText(`Code ${code} applied`);
  expect((await promoOutcomeOf(buyer.request, baseURL ?? '', code)).applied).toMatchObject({ promoCode: code });

  // The boss ends it; the cart, priced again, refuses it.
  await page.getByRole('button', { name: 'End now' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('The code was ended.');
  await expect(page.getByTestId('promo-state')).toHaveText('Ended');
  await expect(page.getByRole('region', { name: /^History/ })).toContainText('promo_code.end');
  await expectAccessible();

  // The cart holding the code, priced again, refuses it; so does the API for any cart.
  await cart.reload();
  // The message quotes the code as the customer typed it.
  await expect(cart.locator('#promo-status')).toHaveText(
    new RegExp(`^The code ${code} does not apply to this cart\\.$`, 'i'),
  );
  expect((await promoOutcomeOf(buyer.request, baseURL ?? '', code)).refused).toMatchObject({
    code: 'promo_code_not_applicable',
    reason: 'expired',
  });

  // The list counts it among the ended codes.
  await page.goto(`/admin/promo-codes?state=ended&q=${code}`);
  await expect(page.getByRole('table', { name: 'Promo codes' }).getByRole('link', { name: code })).toBeVisible();
  await buyer.close();
});

test('demo-boss schedules a VAT rate for Estonia and looks through the reference data', async ({
  page,
  signIn,
  expectAccessible,
}) => {
  setTimeoutFromMeasurement(60_000);
  await signIn('boss');
  await page.goto('/admin/vat-rates');
  await passSecondFactor(page);
  await expect(page.getByRole('heading', { level: 2, name: 'VAT rates' })).toBeVisible();
  await expectAccessible();
  // A day far enough ahead that no earlier run took it.
  const day = new Date(Date.now() + (400 + Math.floor(Math.random() * 3000)) * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Country').selectOption('EE');
  await page.getByLabel('Rate (%)').fill('26');
  await page.getByLabel('From (day)').fill(day);
  await page.getByRole('button', { name: 'Add the rate' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Saved.');
  const estonia = page.getByRole('row', { name: /^EE / });
  await expect(estonia).toContainText('24 %');
  await expect(estonia).toContainText(`${day}: 26 %`);
  await expect(page.getByRole('region', { name: /^Changes/ })).toContainText('vat_rate.add');

  // A past day is refused, and said so.
  await page.getByLabel('Rate (%)').fill('20');
  await page.getByLabel('From (day)').fill('2020-01-01');
  await page.getByRole('button', { name: 'Add the rate' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('A new rate starts today or later');

  const tabs = page.getByRole('navigation', { name: 'Reference data' });
  await tabs.getByRole('link', { name: 'Exchange rates' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Exchange rates' })).toBeVisible();
  const typed = page.getByRole('form', { name: 'Type a rate' });
  await typed.getByLabel('Currency').selectOption('USD');
  await typed.getByLabel('Rate for 1 EUR').fill('1.1234');
  await typed.getByRole('button', { name: 'Save the rate' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Saved.');
  await expect(page.getByRole('row', { name: /^USD / })).toContainText('1.1234');
  await expect(page.getByRole('row', { name: /^USD / })).toContainText('Typed by staff');
  // The ECB: saved where the network allows it, else the failure is shown and nothing changes.
  await page.getByRole('button', { name: 'Fetch today’s ECB rates' }).click();
  await expect(
    page.getByText(/The ECB’s rates of .+ were saved|The ECB could not be reached|not its rates file/),
  ).toBeVisible();
  await expectAccessible();

  await tabs.getByRole('link', { name: 'Shipping rates' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Shipping rates' })).toBeVisible();
  // A bracket's new price from a day 40 days on: listed as scheduled, then cancelled before its day.
  const from = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  await page
    .getByLabel(/^From \(day\) \(/)
    .first()
    .fill(from);
  await page
    .getByLabel(/^Standard \(EUR\) \(/)
    .first()
    .fill('9.99');
  await page
    .getByRole('button', { name: /^Schedule \(/ })
    .first()
    .click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Saved.');
  const scheduled = page.getByRole('table', { name: 'Scheduled changes' });
  await expect(scheduled.getByRole('row', { name: new RegExp(`^${from} `) })).toContainText('9.99');
  await expectAccessible();
  await scheduled.getByRole('button', { name: new RegExp(`^Cancel \\(.* · ${from}\\)$`) }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Saved.');
  await expect(page.getByRole('row', { name: new RegExp(`^${from} `) })).toHaveCount(0);
  await tabs.getByRole('link', { name: 'Quote costs' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Pressing quote costs' })).toBeVisible();
  await expectAccessible();
});
