// Accounts (issue "Accounts", docs/web.md "Accounts"): sign up from the header's panel, confirm the
// address from the e-mail, sign out, be sent to /sign by a protected page and land back on it, reset a
// forgotten password from the e-mail, settings that persist, errors, and axe on the account pages.
// E-mailed links are read from the outbox through GET /api/admin/outbox as the demo admin.
import type { Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  demoEmail,
  emailedLink,
  expect,
  expectHydrated,
  holdScripts,
  setTimeoutFromMeasurement,
  submitSignInForm,
  test,
} from './fixtures.ts';

const PASSWORD = 'a fresh turntable 33';
const NEW_PASSWORD = 'another quiet groove 45';

function uniqueEmail(name: string): string {
  return `${name}.${Date.now().toString(36)}.${Math.floor(Math.random() * 1e6)}@example.test`;
}

async function signOutFromMenu(page: Page) {
  await page
    .getByRole('banner')
    .getByLabel(/^Account menu/)
    .click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The session ends 500 ms after going home: the icon opens the sign panel again.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in or sign up' })).toBeVisible();
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(cookies).not.toContain('token');
}

test('sign up, confirm, sign out, come back through /sign, reset the password and sign in with it', async ({
  page,
  baseURL,
}) => {
  // Measured 21 s on a busy machine: two e-mailed links, three sign-ins.
  setTimeoutFromMeasurement(21_000);
  const email = uniqueEmail('journey');

  // Sign up from the header's panel, which opens on the sign-up tab.
  await page.goto('/vinyl-shop');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in or sign up' }).click();
  const panel = page.getByRole('dialog', { name: 'Welcome to Spindle' });
  await expect(panel.getByRole('tab', { name: 'Sign up' })).toHaveAttribute('aria-selected', 'true');
  const signUp = panel.getByRole('tabpanel', { name: 'Sign up' });
  await signUp.getByLabel('Name').fill('Nina Groove');
  await signUp.getByLabel('E-mail address').fill(email);
  await signUp.getByLabel('Password').fill(PASSWORD);
  await signUp.getByRole('button', { name: 'Create my account' }).click();
  // Back on the page it was opened from, signed in.
  await expect(page.getByRole('banner').getByLabel(/^Account menu/)).toBeVisible();
  await expect(page).toHaveURL(/\/vinyl-shop$/);
  // The page says where the confirmation link went, once: the next page no longer does.
  const notice = page.getByRole('status').filter({ hasText: 'We sent a link to' });
  await expect(notice).toHaveText(
    new RegExp(`Welcome! We sent a link to ${email.replace(/[.+]/g, '\\$&')} to confirm`),
  );
  await page.reload();
  await expect(page.getByRole('banner').getByLabel(/^Account menu/)).toBeVisible();
  await expect(notice).toHaveCount(0);

  // Confirm the address with the link of the e-mail.
  await page.goto(await emailedLink(baseURL ?? '', email, 'confirm_email'));
  await expect(page.getByText('Thank you, your e-mail address is confirmed.')).toBeVisible();

  await signOutFromMenu(page);

  // A protected page sends the visitor to /sign with the way back, and signing in lands there.
  await page.goto('/my-account/orders');
  await expect(page).toHaveURL(/\/sign\?redirect=%2Fmy-account%2Forders$/);
  await submitSignInForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/my-account\/orders$/);
  const accountNav = page.getByRole('navigation', { name: 'My account' });
  await expect(accountNav.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  await accountNav.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByText(`Current address: ${email}`)).toBeVisible();
  await expect(page.getByText('Not confirmed yet.')).toHaveCount(0);

  await signOutFromMenu(page);

  // Forgot password -> the e-mailed link -> a new password (typed twice) -> sign in with it.
  await page.goto('/sign?tab=signin');
  await page.getByRole('main').getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The client-side navigation has rendered the new page (the /sign page has two e-mail fields).
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password' })).toBeVisible();
  await page.getByRole('main').getByLabel('E-mail address').fill(email);
  await page.getByRole('main').getByRole('button', { name: 'Send the link' }).click();
  await expect(
    page.getByText(`If an account uses ${email}, a link to reset the password is on its way.`),
  ).toBeVisible();

  await page.goto(await emailedLink(baseURL ?? '', email, 'reset_password'));
  const reset = page.getByRole('main');
  await reset.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await reset.getByLabel('New password again').fill('not the same one');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('The two passwords are different.')).toBeVisible();
  await reset.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await reset.getByLabel('New password again').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Your password has been changed. Sign in with it now.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();

  await submitSignInForm(page, email, PASSWORD);
  await expect(page.getByText('Wrong e-mail address or password.')).toBeVisible();
  await submitSignInForm(page, email, NEW_PASSWORD);
  await expect(page.getByRole('banner').getByLabel(/^Account menu/)).toBeVisible();
});

test('the sign panel loads its forms as it opens; opened while the scripts load, it keeps what was typed', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const panel = page.getByRole('dialog', { name: 'Welcome to Spindle' });
  const openPanel = page.getByRole('banner').getByRole('button', { name: 'Sign in or sign up' });

  // A first view asks for no script of the forms; the panel does as it opens, and its forms work.
  await page.goto('/vinyl-shop');
  await expectHydrated(page);
  await page.waitForLoadState('networkidle');
  const firstView = [...scripts];
  await openPanel.click();
  await expect(panel.getByRole('tab', { name: 'Sign up' })).toHaveAttribute('aria-selected', 'true');
  expect(scripts.length).toBeGreaterThan(firstView.length);
  await panel.getByRole('tab', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/vinyl-shop$/);
  await expect(panel.getByRole('tabpanel', { name: 'Sign in' }).getByLabel('E-mail address')).toBeVisible();

  // Opened before the page's scripts run: the server's forms take what is typed, and keep it while
  // the page hydrates and the forms' script arrives; then they are the live ones.
  const releaseScripts = await holdScripts(page);
  await page.goto('/vinyl-shop', { waitUntil: 'domcontentloaded' });
  await openPanel.click();
  const signUp = panel.getByRole('tabpanel', { name: 'Sign up' });
  const email = uniqueEmail('early');
  await signUp.getByLabel('Name').fill('Early Groove');
  await signUp.getByLabel('E-mail address').fill(email);
  releaseScripts();
  await expectHydrated(page);
  // React marks the elements it has hydrated: the tab is, once the forms' script is here.
  await expect
    .poll(() =>
      panel
        .getByRole('tab', { name: 'Sign in' })
        .evaluate((tab) => Object.keys(tab).some((key) => key.startsWith('__reactProps'))),
    )
    .toBe(true);
  await expect(signUp.getByLabel('Name')).toHaveValue('Early Groove');
  await expect(signUp.getByLabel('E-mail address')).toHaveValue(email);
  await signUp.getByLabel('Password').fill(PASSWORD);
  // Submitted by the live form, the page is not reloaded: a mark left on the window is still there.
  await page.evaluate(() => Object.assign(window, { spindleSamePage: true }));
  await signUp.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('banner').getByLabel(/^Account menu/)).toBeVisible();
  await expect(page).toHaveURL(/\/vinyl-shop$/);
  expect(await page.evaluate(() => 'spindleSamePage' in window)).toBe(true);
  expect(problems).toEqual([]);
});

test('settings persist: name, notifications, delivery address (with its field rules), currency', async ({ page }) => {
  const email = uniqueEmail('settings');
  await page.goto(`/sign?tab=signup&redirect=${encodeURIComponent('/my-account')}`);
  const signUp = page.getByRole('main').getByRole('tabpanel', { name: 'Sign up' });
  await signUp.getByLabel('Name').fill('Sam Settings');
  await signUp.getByLabel('E-mail address').fill(email);
  await signUp.getByLabel('Password').fill(PASSWORD);
  await signUp.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/my-account$/);

  const profile = page.getByRole('region', { name: 'Profile', exact: true });
  await profile.getByLabel('Name').fill('Samira Settings');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByText('Saved')).toBeVisible();

  const notifications = page.getByRole('region', { name: 'E-mail notifications', exact: true });
  await notifications.getByLabel('The newsletter').check();
  await notifications.getByLabel('New messages').uncheck();
  await notifications.getByRole('button', { name: 'Save' }).click();
  await expect(notifications.getByText('Saved')).toBeVisible();

  const delivery = page.getByRole('region', { name: 'Delivery address', exact: true });
  await delivery.getByLabel('First name').fill('王');
  await delivery.getByLabel('Last name').fill('Settings');
  await delivery.getByLabel('Address', { exact: true }).fill('12 rue des Platines');
  await delivery.getByLabel('Postcode').fill('75011');
  await delivery.getByLabel('City').fill('Paris');
  await delivery.getByLabel('Country').selectOption('FR');
  await delivery.getByLabel(/^Phone/).fill('abc');
  await delivery.getByRole('button', { name: 'Save' }).click();
  await expect(delivery.getByText("Use only Latin letters, digits, spaces and # , ' ’ . - /")).toBeVisible();
  await expect(delivery.getByText('Enter a valid phone number.')).toBeVisible();
  // The first failed field gets the focus (spec section 5).
  await expect(delivery.getByLabel('First name')).toBeFocused();
  await delivery.getByLabel('First name').fill('Samira');
  await delivery.getByLabel(/^Phone/).fill('+33 1 23 45 67 89');
  await delivery.getByRole('button', { name: 'Save' }).click();
  await expect(delivery.getByText('Saved')).toBeVisible();

  const currency = page.getByRole('region', { name: 'Currency', exact: true });
  await currency.getByLabel('Currency of the prices').selectOption('GBP');
  await currency.getByRole('button', { name: 'Save' }).click();
  await expect(currency.getByText('Saved')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Profile', exact: true }).getByLabel('Name')).toHaveValue(
    'Samira Settings',
  );
  await expect(
    page.getByRole('region', { name: 'E-mail notifications', exact: true }).getByLabel('The newsletter'),
  ).toBeChecked();
  await expect(
    page.getByRole('region', { name: 'E-mail notifications', exact: true }).getByLabel('New messages'),
  ).not.toBeChecked();
  await expect(page.getByRole('region', { name: 'Delivery address', exact: true }).getByLabel('City')).toHaveValue(
    'Paris',
  );
  await expect(page.getByRole('region', { name: 'Delivery address', exact: true }).getByLabel('Country')).toHaveValue(
    'FR',
  );
  await expect(
    page.getByRole('region', { name: 'Currency', exact: true }).getByLabel('Currency of the prices'),
  ).toHaveValue('GBP');
  await expect(page.getByRole('banner').getByLabel('Currency: GBP')).toBeVisible();

  // A wrong current password is refused with the spec's message.
  const password = page.getByRole('region', { name: 'Password', exact: true });
  await password.getByLabel('Current password').fill('not my password');
  await password.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await password.getByLabel('New password again').fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Change the password' }).click();
  await expect(password.getByText('The current password is wrong.')).toBeVisible();

  // The public profile shows the new name, never the e-mail.
  await page.getByRole('link', { name: 'See my public profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Samira Settings' })).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);
});

test('the language chosen in the settings takes the account to its pages in that language', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  await page.goto(`/sign?tab=signup&redirect=${encodeURIComponent('/my-account')}`);
  const signUp = page.getByRole('main').getByRole('tabpanel', { name: 'Sign up' });
  await signUp.getByLabel('Name').fill('Lou Langue');
  await signUp.getByLabel('E-mail address').fill(uniqueEmail('language'));
  await signUp.getByLabel('Password').fill(PASSWORD);
  await signUp.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/my-account$/);
  await expectHydrated(page);
  // Each locale's pages name their own route manifest (apps/server/src/web/locale-builds.ts).
  const manifests = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith('/assets/manifest-')),
    );
  expect(await manifests()).toEqual([expect.stringMatching(/^\/assets\/manifest-\w+\.en\.js$/)]);

  // The settings' redirect leads to another locale's page: it loads as a document of that locale
  // (layout/locale-documents.ts), not as a page the English router does not know.
  const language = page.getByRole('region', { name: 'Language', exact: true });
  await language.getByLabel('Language of the e-mails and the site').selectOption('fr');
  await language.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/fr\/my-account\?saved=lang$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const langue = page.getByRole('region', { name: 'Langue', exact: true });
  await expect(langue.getByText('Enregistré')).toBeVisible();
  await expect(langue.getByLabel('Langue des e-mails et du site')).toHaveValue('fr');
  expect(await manifests()).toEqual([expect.stringMatching(/^\/assets\/manifest-\w+\.fr\.js$/)]);

  // The French router takes the next navigation in the page.
  await expectHydrated(page);
  await page.evaluate(() => ((window as unknown as { spindleDocument: string }).spindleDocument = 'kept'));
  await page.getByRole('banner').getByRole('link', { name: 'Accueil de Spindle' }).click();
  await expect(page).toHaveURL(/\/fr$/);
  expect(await page.evaluate(() => (window as unknown as { spindleDocument?: string }).spindleDocument)).toBe('kept');
  expect(problems).toEqual([]);
});

test('the menu of a signed-in user lists the account sections, and the role links of a pro admin', async ({ page }) => {
  await page.goto('/sign?tab=signin');
  await submitSignInForm(page, demoEmail('admin'), DEMO_PASSWORD);
  await page
    .getByRole('banner')
    .getByLabel(/^Account menu/)
    .click();
  for (const name of ['Settings', 'Orders', 'Vinyl box', 'Gifts', 'Projects', 'Shop', 'Digital']) {
    await expect(page.getByRole('banner').getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('banner').getByRole('link', { name: 'Bids' })).toHaveAttribute('href', '/bids');

  // The account pages answer in every locale.
  await page.goto('/fr/my-account');
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Mon compte' }).getByRole('link', { name: 'Commandes' }),
  ).toHaveAttribute('href', '/fr/my-account/orders');
});

test('the white-label shop offers a signed-in user only account, orders and sign out', async ({ page }) => {
  await page.goto('/sign?tab=signin');
  await submitSignInForm(page, demoEmail('customer'), DEMO_PASSWORD);
  await expect(page.getByRole('banner').getByLabel(/^Account menu/)).toBeVisible();
  await page.goto('/shop/loam-ivy');
  const header = page.getByRole('banner');
  await header.getByLabel(/^Account menu/).click();
  await expect(header.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/my-account');
  await expect(header.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/my-account/orders');
  await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Vinyl box' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Gifts' })).toHaveCount(0);
});

test('a pro user sees the PRO category in the category bar', async ({ page }) => {
  await page.goto('/sign?tab=signin');
  await submitSignInForm(page, demoEmail('pro'), DEMO_PASSWORD);
  await expect(page.getByRole('banner').getByLabel(/^Account menu/)).toBeVisible();
  await expectHydrated(page);
  // The bar's last links move under "More" when they do not fit (the width depends on the typeface
  // having loaded): the Pro category is in the bar or one step away under it.
  const bar = page.getByRole('navigation', { name: 'Shop categories' });
  const pro = bar.getByRole('link', { name: 'Pro', exact: true });
  const more = bar.getByRole('button', { name: 'More' });
  if ((await pro.count()) === 0 && (await more.count()) > 0) {
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
  }
  await expect(pro).toHaveAttribute('href', '/vinyl-shop/155/pro');
});

test('repeated wrong passwords are refused with the time to wait', async ({ page }) => {
  const email = uniqueEmail('guesser');
  await page.goto('/sign?tab=signin');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await submitSignInForm(page, email, `wrong password ${attempt}`);
    await expect(page.getByText('Wrong e-mail address or password.')).toBeVisible();
  }
  await submitSignInForm(page, email, 'wrong password again');
  await expect(page.getByText(/Too many attempts\. Try again in \d+ minutes?\./)).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the /sign forms sign in and go back to the page asked for', async ({ page }) => {
    await page.goto('/my-account');
    await expect(page).toHaveURL(/\/sign\?redirect=%2Fmy-account$/);
    await submitSignInForm(page, demoEmail('customer'), 'a wrong one');
    await expect(page.getByText('Wrong e-mail address or password.')).toBeVisible();
    await submitSignInForm(page, demoEmail('customer'), DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });
});

test.describe('accessibility and looks', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the sign, password and settings pages have no serious violations (${colorScheme})`, async ({
      page,
      expectAccessible,
      screenshots,
    }, testInfo) => {
      // Measured 49 s on a busy machine: seven axe runs and five screenshots.
      setTimeoutFromMeasurement(49_000);
      await page.emulateMedia({ colorScheme });
      const shoot = (name: string) => screenshots(name, { colorSchemes: [colorScheme] });

      for (const path of ['/sign', '/forgot-password', '/reset-password?token=abc', '/confirm-email?token=abc']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectAccessible({ soft: true, name: path });
      }
      await page.goto('/sign');
      await shoot('sign');

      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: 'Sign in or sign up' }).click();
      await expect(page.getByRole('dialog', { name: 'Welcome to Spindle' })).toBeVisible();
      await expectAccessible({ soft: true, name: 'sign panel' });
      await page.screenshot({ path: testInfo.outputPath(`sign-panel-1440-${colorScheme}.png`) });

      await page.goto('/sign?tab=signin&redirect=%2Fmy-account');
      await submitSignInForm(page, demoEmail('label'), DEMO_PASSWORD);
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      await expectAccessible({ soft: true, name: '/my-account' });
      await shoot('my-account');
      await page
        .getByRole('banner')
        .getByLabel(/^Account menu/)
        .click();
      await expectAccessible({ soft: true, name: 'user menu' });
      await page.screenshot({ path: testInfo.outputPath(`user-menu-1440-${colorScheme}.png`) });
    });
  }
});
