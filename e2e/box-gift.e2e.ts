// The vinyl box as a gift (issue 17): a visitor configures a 3-month box as a gift on /vinyl-box, pays
// with the test card; the recipient gets the code by e-mail, opens /box from it, signs up, redeems
// the code and gives an address; the box is then theirs in /my-account/box.
import type { Page } from '@playwright/test';
import { emailedLink, expect, setTimeoutFromMeasurement, test } from './fixtures.ts';

const PASSWORD = 'a gift of grooves 33';

function uniqueEmail(name: string): string {
  return `${name}.${Date.now().toString(36)}.${Math.floor(Math.random() * 1e6)}@example.test`;
}

/** Signs up on /sign, where the page was sent with the way back. */
async function signUp(page: Page, name: string, email: string): Promise<void> {
  await expect(page).toHaveURL(/\/sign\?/);
  const form = page.getByRole('main').getByRole('tabpanel', { name: 'Sign up' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create my account' }).click();
}

async function fillAddress(page: Page, email: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('First name').fill('Chloé');
  await main.getByLabel('Last name').fill('Martin');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Phone').fill('+33 6 12 34 56 78');
  await main.getByLabel('Address', { exact: true }).fill('12 rue Oberkampf');
  await main.getByLabel('Postcode', { exact: true }).fill('75011');
  await main.getByLabel('City', { exact: true }).fill('Paris');
  await main.getByLabel('Country').selectOption('FR');
}

test('a visitor gives a 3-month box; the recipient redeems the code, signs up and sets an address', async ({
  page,
  baseURL,
  expectAccessible,
  screenshots,
}) => {
  // Two visitors, a payment, a sign-up, four axe runs and eight screenshots.
  setTimeoutFromMeasurement(45_000);
  const buyer = uniqueEmail('giver');
  const recipient = uniqueEmail('lucky');

  // The configurator: one record, prepaid three months, two genres, a gift for the recipient.
  await page.goto('/vinyl-box');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'The vinyl box' })).toBeVisible();
  await main.getByRole('radio', { name: 'One record' }).check();
  await main.getByRole('radio', { name: 'Prepaid, 3 months' }).check();
  await main.getByRole('checkbox', { name: 'Jazz' }).check();
  await main.getByRole('checkbox', { name: 'Soul' }).check();
  await main.getByRole('checkbox', { name: 'This box is a gift' }).check();
  await main.getByLabel("Recipient's e-mail").fill(recipient);
  await main.getByLabel("Recipient's name").fill('Ana');
  await main.getByLabel('Your message').fill('Happy birthday!');
  await expectAccessible({ name: '/vinyl-box', colorSchemes: ['light', 'dark'] });
  await screenshots('vinyl-box', { fullPage: false });
  await main.getByRole('button', { name: 'Add the box to the cart' }).click();

  // The cart prices the box beside everything else; the buyer pays for it.
  await expect(page).toHaveURL(/\/cart$/);
  await expect(
    page
      .getByRole('main')
      .getByText(/3 months/)
      .first(),
  ).toBeVisible();
  // A box belongs to an account: checking out sends the visitor to sign up first, then on to pay.
  await page.getByRole('link', { name: 'Check out' }).click();
  await signUp(page, 'Chloé Martin', buyer);
  await expect(page).toHaveURL(/\/payment$/);
  await fillAddress(page, buyer);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Card' })).toBeVisible();
  await main.getByLabel('Card number').fill('4242 4242 4242 4242');
  await main.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await main.getByLabel('Security code (CVC)').fill('123');
  await main.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/cart\/confirmation\?order=\d+$/);

  // The recipient follows the e-mail's link to /box, where the code says what it gives.
  const link = await emailedLink(baseURL ?? '', recipient, 'box_gift');
  expect(link).toMatch(/^\/box\?code=/);
  // The same browser, as someone else: the buyer's cookies go.
  await page.context().clearCookies();
  await page.context().addCookies([{ name: 'consent', value: 'denied', url: baseURL ?? '' }]);
  const lucky = page;
  await lucky.goto(link);
  const box = lucky.getByRole('main');
  await expect(
    box.getByRole('heading', { name: 'This code gives 3 months of the box: One record a month.' }),
  ).toBeVisible();
  await expectAccessible({ name: '/box with a code' });

  // Sign up from the link, and come back to the code.
  await box.getByRole('link', { name: 'Sign in or create an account to redeem it' }).click();
  await signUp(lucky, 'Ana Lucky', recipient);
  await expect(lucky).toHaveURL(/\/box\?code=/);

  // Redeem, then say where the box goes.
  await box.getByRole('button', { name: 'Redeem the code' }).click();
  await expect(box.getByText('The box is yours. Where should we send it?')).toBeVisible();
  await expectAccessible({ name: '/box, the address' });
  await screenshots('box-redeem', { fullPage: false });
  await box.getByLabel('First name').fill('Ana');
  await box.getByLabel('Last name').fill('Lucky');
  await box.getByLabel('Address', { exact: true }).fill('5 rue des Martyrs');
  await box.getByLabel('Postcode').fill('75009');
  await box.getByLabel('City').fill('Paris');
  await box.getByLabel('Country').selectOption('FR');
  await box.getByRole('button', { name: 'Start my box' }).click();
  await expect(lucky).toHaveURL(/\/my-account\/box\?activated=\d+$/);
  await expect(lucky.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();

  // The buyer's copy of the code went to the buyer too.
  expect(await emailedLink(baseURL ?? '', buyer, 'box_gift')).toMatch(/^\/box\?code=/);
});
