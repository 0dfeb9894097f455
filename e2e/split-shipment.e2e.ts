// Journey "Split or wait" (issue 18): a record in stock and a pre-order of the same shop group are in
// the cart; the buyer chooses to ship what is ready now and the rest later, the total grows by the
// second parcel's shipping, the test card pays, and the order page shows two parcels. Without
// JavaScript the same choice is a form posted to /cart.
import type { Locator, Page } from '@playwright/test';
import { demoEmail, expect, holdScripts, newJourneyContext, setTimeoutFromMeasurement, test } from './fixtures.ts';

/** Seed projects (deterministic demo seed) of ship-together group artist-46: a bundle in stock, a funding LP. */
const IN_STOCK = 259168;
const PRE_ORDER = 259253;

const euros = (text: string | null) => Number((text ?? '').replace(/[^0-9.,]/g, '').replace(',', '.'));

async function addFromProjectPage(page: Page, projectId: number): Promise<void> {
  await page.goto(`/project/${projectId}`);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Cart/ })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('button', { name: /^(Add to cart|Pre-order) — / })
    .click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer.getByTestId('summary-total')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

function choiceOf(page: Page): Locator {
  return page.getByRole('group', { name: 'When should parcel 1 leave?' });
}

test.describe('split or wait', () => {
  test('a buyer ships the record in stock now and the pre-order later, pays, and sees two parcels', async ({
    page,
    baseURL,
    signIn,
    expectAccessible,
  }) => {
    // Measured 40 s on a busy machine: two adds, one recalculation, a payment and two axe runs.
    setTimeoutFromMeasurement(40_000);
    await signIn();
    expect((await page.request.delete('/api/cart', { headers: { origin: baseURL ?? '' } })).ok()).toBe(true);
    await addFromProjectPage(page, IN_STOCK);
    await addFromProjectPage(page, PRE_ORDER);

    await page.goto('/cart');
    await expect(page.getByTestId('parcel')).toHaveCount(1);
    const choice = choiceOf(page);
    const together = choice.getByRole('radio', { name: /^Ship together when everything is ready \(/ });
    const split = choice.getByRole('radio', { name: /^Ship what’s ready now, the rest later \(\+ shipping / });
    await expect(together).toBeChecked();
    await expect(page.getByText('Pre-order: ships when ready')).toBeVisible();
    const splitLabel = await choice.locator('label').nth(1).textContent();
    const secondParcel = euros(/\+ shipping ([^)]+)\)/.exec(splitLabel ?? '')?.[1] ?? null);
    expect(secondParcel).toBeGreaterThan(0);
    const summary = page.getByRole('main').getByTestId('cart-summary');
    const totalTogether = euros(await summary.getByTestId('summary-total').textContent());
    const shippingTogether = euros(await summary.getByTestId('summary-shipping').textContent());

    const calculated = page.waitForResponse(
      (response) => response.url().includes('/api/cart/calculate') && response.ok(),
    );
    await split.check();
    await calculated;
    await expect
      .poll(async () => euros(await summary.getByTestId('summary-total').textContent()))
      .toBeGreaterThan(totalTogether);
    await expect(split).toBeChecked();
    const shippingSplit = euros(await summary.getByTestId('summary-shipping').textContent());
    // Two parcels: the first one's shipping plus the second one's (shown on the choice).
    expect(shippingSplit).toBeGreaterThan(shippingTogether);
    expect(shippingSplit).toBeGreaterThanOrEqual(secondParcel);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible();

    await page.getByRole('link', { name: 'Check out' }).click();
    await expect(page).toHaveURL(/\/payment$/);
    const main = page.getByRole('main');
    await main.getByLabel('First name').fill('Chloé');
    await main.getByLabel('Last name').fill('Martin');
    await main.getByLabel('Email').fill(demoEmail('customer'));
    await main.getByLabel('Phone').fill('+33 1 23 45 67 89');
    await main.getByLabel('Address', { exact: true }).fill('12 rue des Lilas');
    await main.getByLabel('Postcode').fill('75011');
    await main.getByLabel('City').fill('Paris');
    await main.getByLabel('Country').selectOption('FR');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { name: 'Card' })).toBeVisible();
    await main.getByLabel('Card number').fill('4242 4242 4242 4242');
    await main.getByLabel('Expiry date (MM/YY)').fill('12/34');
    await main.getByLabel('Security code (CVC)').fill('123');
    await main.getByRole('button', { name: /^Pay / }).click();

    await expect(page).toHaveURL(/\/cart\/confirmation\?order=\d+$/);
    const orderId = Number(new URL(page.url()).searchParams.get('order'));
    await page.goto(`/my-account/orders/${orderId}`);
    const parcels = page.getByRole('main').getByRole('heading', { level: 2, name: /^Parcel \d/ });
    await expect(parcels).toHaveCount(2);
    await expect(page.getByTestId('shop-order-shipment').first()).toHaveText(
      'Records that were ready: this parcel leaves now.',
    );
    await expect(page.getByTestId('shop-order-shipment').last()).toContainText(
      'Pre-orders: this parcel leaves when they are ready',
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible();
  });

  test('without JavaScript the choice is a form posted to the cart', async ({ browser, baseURL }) => {
    const context = await newJourneyContext(browser, baseURL, { javaScriptEnabled: false });
    const page = await context.newPage();
    for (const projectId of [IN_STOCK, PRE_ORDER]) {
      await page.goto(`/project/${projectId}`);
      await page
        .getByRole('main')
        .getByRole('button', { name: /^(Add to cart|Pre-order) — / })
        .click();
      await expect(page).toHaveURL(/\/cart$/);
    }
    const choice = choiceOf(page);
    const totalTogether = euros(await page.getByTestId('summary-total').textContent());
    await choice.getByRole('radio', { name: /^Ship what’s ready now/ }).check();
    await page.getByRole('button', { name: 'Update the shipping' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(choiceOf(page).getByRole('radio', { name: /^Ship what’s ready now/ })).toBeChecked();
    expect(euros(await page.getByTestId('summary-total').textContent())).toBeGreaterThan(totalTogether);
    await context.close();
  });

  test('a choice ticked while the scripts load is applied once they run', async ({ page, baseURL }) => {
    expect((await page.request.delete('/api/cart', { headers: { origin: baseURL ?? '' } })).ok()).toBe(true);
    await addFromProjectPage(page, IN_STOCK);
    await addFromProjectPage(page, PRE_ORDER);
    // The page's scripts are held back: the buyer ticks the server's radio before the page hydrates.
    const releaseScripts = await holdScripts(page, '**/assets/**/*.js');
    await page.goto('/cart', { waitUntil: 'domcontentloaded' });
    const total = page.getByRole('main').getByTestId('cart-summary').getByTestId('summary-total');
    const totalTogether = euros(await total.textContent());
    const split = choiceOf(page).getByRole('radio', { name: /^Ship what’s ready now/ });
    await split.check();
    releaseScripts();
    await expect.poll(async () => euros(await total.textContent())).toBeGreaterThan(totalTogether);
    await expect(split).toBeChecked();
    await page.unroute('**/assets/**/*.js');
  });
});
