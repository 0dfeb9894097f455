// The vinyl box as a gift (issue 17): a visitor configures a 3-month box as a gift on /vinyl-box, pays
// with the test card; the recipient gets the code by e-mail, opens /box from it, signs up, redeems
// the code and gives an address; the box is then theirs in /my-account/box. Staff (demo-boss) publish
// the month's selection on /admin/box; the recipient picks a record of it, changes their genres,
// skips the month and takes it back, and stops the box.
import type { APIRequestContext, Page } from '@playwright/test';
import { homeSchema, type ProjectCard } from '@spindle/contracts';
import {
  emailedLink,
  expect,
  passSecondFactor,
  setTimeoutFromMeasurement,
  signInThroughApi,
  test,
} from './fixtures.ts';

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

/** A vinyl on sale from the home page: the record staff put in the month's selection. */
async function vinylOnSale(request: APIRequestContext): Promise<ProjectCard> {
  const home = homeSchema.parse(await (await request.get('/api/home')).json());
  const found = home.sections
    .flatMap((section) => section.projects)
    .find((project) => project.category === 'vinyl' && !project.isSoldOut);
  if (!found) throw new Error('no vinyl on sale on the home page');
  return found;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** demo-boss sets ten copies of the record aside for the month open for picks, on /admin/box. */
async function publishSelection(staff: Page, baseURL: string, record: ProjectCard): Promise<void> {
  await signInThroughApi(staff.request, baseURL, 'boss');
  await staff.goto('/admin/box');
  await passSecondFactor(staff);
  const main = staff.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Vinyl box: the month’s selection' })).toBeVisible();
  await expect(
    staff.getByRole('navigation', { name: 'Staff sections' }).getByRole('link', { name: 'Vinyl box' }),
  ).toHaveAttribute('aria-current', 'page');
  await main.getByLabel('Project name or number').fill(record.name);
  await main.getByRole('region', { name: 'Add a record' }).getByRole('button', { name: 'Search' }).click();
  const hit = main
    .getByRole('listitem')
    .filter({ hasText: record.artistName })
    .filter({ hasText: record.name })
    .first();
  await hit.getByRole('spinbutton', { name: `Copies to set aside for “${record.name}”` }).fill('10');
  await hit.getByRole('button', { name: new RegExp(`^Add “${escaped(record.name)}” to `) }).click();
  await expect(staff.getByRole('status').filter({ hasText: `“${record.name}” is in the selection of` })).toBeVisible();
  const row = main.getByRole('row').filter({ hasText: record.name });
  await expect(row.getByRole('spinbutton', { name: `Copies set aside for “${record.name}”` })).toHaveValue('10');
}

test('a visitor gives a 3-month box; the recipient redeems the code, signs up, sets an address and picks a record', async ({
  page,
  baseURL,
  expectAccessible,
  screenshots,
}) => {
  // Two visitors, a payment, a sign-up, staff with their second factor, seven axe runs, sixteen screenshots.
  setTimeoutFromMeasurement(90_000);
  const buyer = uniqueEmail('giver');
  const recipient = uniqueEmail('lucky');

  // Staff first publish the selection of the month open for picks, then leave.
  const record = await vinylOnSale(page.request);
  await publishSelection(page, baseURL ?? '', record);
  await expectAccessible({ name: '/admin/box', colorSchemes: ['light', 'dark'] });
  await screenshots('admin-box', { fullPage: true });
  await page.context().clearCookies();
  await page.context().addCookies([{ name: 'consent', value: 'denied', url: baseURL ?? '' }]);

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

  // The recipient picks a record of the month's selection.
  await lucky.goto('/my-account/box');
  const mine = lucky.getByRole('main');
  await expect(mine.getByRole('heading', { name: /^Pick your record for / })).toBeVisible();
  await expectAccessible({ name: '/my-account/box', colorSchemes: ['light', 'dark'] });
  await screenshots('my-box', { fullPage: true });
  await mine.getByRole('button', { name: new RegExp(`^Pick “${escaped(record.name)}” by `) }).click();
  await expect(lucky.getByRole('status').filter({ hasText: 'Your record is picked.' })).toBeVisible();
  await expect(mine.getByText('✓ Your pick')).toBeVisible();
  await expect(mine.getByRole('img', { name: `${record.name} – ${record.artistName}` }).first()).toBeVisible();

  // Genres: the giver's choice (Jazz and Soul) came with the box; Soul out, Blues in.
  await expect(mine.getByRole('checkbox', { name: 'Jazz' })).toBeChecked();
  await expect(mine.getByRole('checkbox', { name: 'Soul' })).toBeChecked();
  await mine.getByRole('checkbox', { name: 'Soul' }).uncheck();
  await mine.getByRole('checkbox', { name: 'Blues' }).check();
  await mine.getByRole('button', { name: 'Save my genres' }).click();
  await expect(lucky.getByRole('status').filter({ hasText: 'Your genre preferences are saved.' })).toBeVisible();
  await expect(mine.getByRole('checkbox', { name: 'Blues' })).toBeChecked();
  await expect(mine.getByRole('checkbox', { name: 'Soul' })).not.toBeChecked();

  // Away that month: skip it (the pick goes back), then take it back.
  await mine.getByRole('button', { name: /^Skip / }).click();
  await expect(lucky.getByRole('status').filter({ hasText: 'The month is skipped' })).toBeVisible();
  await expect(mine.getByRole('heading', { name: /^Pick your record for / })).toHaveCount(0);
  await mine.getByRole('button', { name: /^Undo the skip of / }).click();
  await expect(lucky.getByRole('status').filter({ hasText: 'The month is back in your box.' })).toBeVisible();
  await expect(mine.getByRole('button', { name: new RegExp(`^Pick “${escaped(record.name)}” by `) })).toBeVisible();

  // Stop: the page says what it means for a prepaid box, and asks to confirm.
  await mine.getByRole('link', { name: 'Stop my box' }).click();
  await expect(mine.getByText('Your box is paid until the end of its term')).toBeVisible();
  await mine.getByRole('button', { name: 'Yes, stop my box' }).click();
  await expect(lucky.getByRole('status').filter({ hasText: 'Your box will stop as explained below.' })).toBeVisible();
  await expect(mine.getByText(/^You asked to stop this box on /)).toBeVisible();
  await expectAccessible({ name: '/my-account/box after the stop' });
});
