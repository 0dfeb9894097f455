// Journey "Pickup-point delivery": a visitor puts a record in the cart, sends its parcel to a pickup
// point, is asked at checkout which relay point (name, address, postcode, city), cannot pay without
// one, fills it, pays with the test card that needs no 3-D Secure, and the summary and the
// confirmation show the point. axe runs on the step with the pickup form; the same checkout also
// goes through without JavaScript.
import type { Browser, Page } from '@playwright/test';
import { expect, newJourneyContext, setTimeoutFromMeasurement, signInThroughApi, test } from './fixtures.ts';

/** Seed projects (deterministic demo seed) on sale, from two shops (so two parcels). */
const RECORD = 259163;
const OTHER_SHOP_RECORD = 259253;

/** A demo account no other journey buys with (its saved cart is this file's alone). */
const BUYER = 'team';

const POINT = {
  name: 'Relais Tabac de la Roquette',
  address: '3 rue de la Roquette',
  zipCode: '75011',
  city: 'Paris',
};
const POINT_LINE = `Pickup point: ${POINT.name}, ${POINT.address}, ${POINT.zipCode} ${POINT.city}`;

/** Adds the record from its page (the live cart: the drawer opens), then goes to /cart. */
async function addRecord(page: Page): Promise<void> {
  await page.goto(`/project/${RECORD}`);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Cart/ })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('button', { name: /^(Add to cart|Pre-order) — / })
    .click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer.getByTestId('summary-total')).toBeVisible();
  await drawer.getByRole('link', { name: 'View the cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
}

async function fillAddress(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('First name').fill('Chloé');
  await main.getByLabel('Last name').fill('Martin');
  await main.getByLabel('Email').fill('chloe.martin@example.com');
  await main.getByLabel('Phone').fill('+33 6 12 34 56 78');
  await main.getByLabel('Address', { exact: true }).fill('12 rue Oberkampf');
  await main.getByLabel('Postcode', { exact: true }).fill('75011');
  await main.getByLabel('City', { exact: true }).fill('Paris');
  await main.getByLabel('Country').selectOption('FR');
}

async function fillPickupPoint(page: Page): Promise<void> {
  const point = page.getByRole('group', { name: 'Pickup point' });
  await point.getByLabel('Pickup point name').fill(POINT.name);
  await point.getByLabel('Pickup point address').fill(POINT.address);
  await point.getByLabel('Pickup point postcode').fill(POINT.zipCode);
  await point.getByLabel('Pickup point city').fill(POINT.city);
}

async function payWithCard(page: Page, number: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('Card number').fill(number);
  await main.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await main.getByLabel('Security code (CVC)').fill('123');
  await main.getByRole('button', { name: /^Pay / }).click();
}

async function newVisitorWithoutJavaScript(browser: Browser, baseURL: string) {
  const context = await newJourneyContext(browser, baseURL, { javaScriptEnabled: false });
  await context.addCookies([{ name: 'consent', value: 'denied', url: baseURL }]);
  return context;
}

test.describe('pickup-point delivery', () => {
  test('a visitor chooses a pickup point at checkout, pays, and the confirmation shows it', async ({
    page,
    expectAccessible,
    screenshots,
  }) => {
    // Measured 42 s on a busy machine: a payment, two axe runs and twelve screenshots.
    setTimeoutFromMeasurement(42_000);
    await addRecord(page);
    await expect(page.getByTestId('parcel')).toHaveCount(1);

    // Pickup-point delivery for the parcel: the live cart prices it at once.
    const calculated = page.waitForResponse(
      (response) => response.url().includes('/api/cart/calculate') && response.ok(),
    );
    await page
      .getByRole('main')
      .getByRole('radio', { name: /^Pickup point/ })
      .check();
    await calculated;
    await expect(page.getByRole('main').getByRole('radio', { name: /^Pickup point/ })).toBeChecked();

    await page.getByRole('link', { name: 'Check out' }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByRole('heading', { name: 'Delivery address' })).toBeVisible();
    // The address step asks which pickup point, in its own labelled group.
    const group = page.getByRole('group', { name: 'Pickup point' });
    await expect(group).toBeVisible();
    await expect(group.getByLabel('Pickup point name')).toBeEmpty();

    // No payment without a point: each field says what is missing, and the first one gets the focus.
    await fillAddress(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('alert')).toContainText('Check 4 fields.');
    await expect(group.getByText('This field is required.')).toHaveCount(4);
    await expect(group.getByLabel('Pickup point name')).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Card' })).toBeHidden();
    await expectAccessible();
    await screenshots('pickup-errors');

    // Latin text only, as for the address (the carrier prints it).
    await fillPickupPoint(page);
    await group.getByLabel('Pickup point city').fill('巴黎');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(group.getByText('Use Latin letters, digits and # , ’ . - / only.')).toBeVisible();
    await expect(group.getByLabel('Pickup point city')).toBeFocused();

    await group.getByLabel('Pickup point city').fill(POINT.city);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { name: 'Card' })).toBeVisible();
    await expect(page.getByRole('main').getByText(POINT_LINE)).toHaveCount(2);
    await screenshots('pickup-card');

    await payWithCard(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/cart\/confirmation\?order=\d+$/);
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByTestId('pickup-summary')).toHaveText(POINT_LINE);
    await expectAccessible();
    await screenshots('pickup-confirmation');
    // A reload (the cart is emptied by then) still shows it.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByTestId('pickup-summary')).toHaveText(POINT_LINE);
  });

  test('without JavaScript: the point is asked, kept on the cart, and only the pickup parcel of two takes it', async ({
    browser,
    baseURL,
  }) => {
    // Measured 28 s on a busy machine: two carts, an address step and a payment, each a page load.
    setTimeoutFromMeasurement(28_000);
    const origin = baseURL ?? '';
    const context = await newVisitorWithoutJavaScript(browser, origin);
    // Signed in, so the API can show what the checkout saved on the cart and on the order.
    await signInThroughApi(context.request, origin, BUYER);
    expect((await context.request.delete('/api/cart', { headers: { origin } })).ok()).toBe(true);
    const page = await context.newPage();
    for (const project of [RECORD, OTHER_SHOP_RECORD]) {
      await page.goto(`/project/${project}`);
      await page
        .getByRole('main')
        .getByRole('button', { name: /^(Add to cart|Pre-order) — / })
        .click();
      await expect(page).toHaveURL(/\/cart$/);
    }
    // Two parcels, both offering a pickup point: the first goes to one, the second to the door.
    const parcels = page.getByTestId('parcel');
    await expect(parcels).toHaveCount(2);
    await expect(parcels.nth(1).getByRole('radio', { name: /^Pickup point/ })).toBeEnabled();
    await parcels
      .nth(0)
      .getByRole('radio', { name: /^Pickup point/ })
      .check();
    await parcels.nth(0).getByRole('button', { name: 'Update the delivery' }).click();
    await expect(parcels.nth(0).getByRole('radio', { name: /^Pickup point/ })).toBeChecked();
    await expect(parcels.nth(1).getByRole('radio', { name: 'Standard' })).toBeChecked();

    // A payment form that does not carry the point (posted as it was before the point was asked) is refused.
    const refused = await context.request.post('/payment', {
      headers: { origin },
      form: {
        intent: 'address',
        firstname: 'Chloé',
        lastname: 'Martin',
        email: 'chloe.martin@example.com',
        phone: '+33 6 12 34 56 78',
        address: '12 rue Oberkampf',
        zip_code: '75011',
        city: 'Paris',
        country_id: 'FR',
      },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain(
      'Choose the pickup point your parcel goes to: fill in its name and address.',
    );

    await page.getByRole('link', { name: 'Check out' }).click();
    await fillAddress(page);
    await fillPickupPoint(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { name: 'Card' })).toBeVisible();
    await expect(page.getByRole('main').getByText(POINT_LINE).first()).toBeVisible();
    // The cart/calculate of the address step sent the point as `pickup`; the second parcel stays at the door.
    const saved = (await (await context.request.get('/api/cart')).json()) as {
      cart: { pickup: boolean; pickup_point: unknown } | null;
    };
    expect(saved.cart).toMatchObject({
      pickup: false,
      pickup_point: { name: POINT.name, address: POINT.address, zip_code: POINT.zipCode, city: POINT.city },
    });

    // Back on the cart, the chosen point is kept (cart cookie) and shows beside the summary.
    await page.goto('/cart');
    await expect(page.getByRole('main').getByText(POINT_LINE)).toBeVisible();
    await page.goto('/payment');
    await expect(page.getByRole('main').getByLabel('Pickup point name')).toHaveValue(POINT.name);

    await fillAddress(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await payWithCard(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/cart\/confirmation\?order=\d+$/);
    await expect(page.getByTestId('pickup-summary')).toHaveText(POINT_LINE);
    const orderId = Number(new URL(page.url()).searchParams.get('order'));
    const detail = await context.request.get(`/api/user/orders/${orderId}/shop`);
    expect(detail.ok()).toBe(true);
    const order = (await detail.json()) as { shops: { shipping_type: string }[] };
    expect(order.shops.map((shopOrder) => shopOrder.shipping_type).sort()).toEqual(['pickup', 'standard']);
    await context.close();
  });
});
