// Journey "Account extras": the demo customer finds, from the account's navigation, the digs (the
// seeded orders earned some) with their history and the referral code with its link (copied to the
// clipboard); saves a test card and sees it listed, and is told in words when a card is refused; sees
// the seeded wishlist and follows, removes a record and unfollows the seeded label, with JavaScript
// and without. axe runs on each page in the light and the dark theme.
import type { Page } from '@playwright/test';
import { BOTH_COLOR_SCHEMES, expect, newJourneyContext, setTimeoutFromMeasurement, test } from './fixtures.ts';

/** The seed gives each demo account the code DEMO{ROLE}. */
const SPONSOR_CODE = 'DEMOCUSTOMER';

/** Opens a page of the account from its navigation, as a person would, and waits for its heading. */
async function openFromAccountNavigation(page: Page, name: string): Promise<void> {
  await page.goto('/my-account');
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('the demo customer sees the digs with their history and shares the referral link', async ({
  page,
  context,
  signIn,
  expectAccessible,
  screenshots,
}) => {
  // Measured 23 s on a busy machine: axe in both themes and four screenshots.
  setTimeoutFromMeasurement(23_000);
  await signIn();
  await openFromAccountNavigation(page, 'Digs & referral');
  await expect(page).toHaveURL(/\/my-account\/digs$/);
  await expect(
    page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Digs & referral' }),
  ).toHaveAttribute('aria-current', 'page');

  // The seeded orders earned digs: 10 per unit bought, each purchase a line with its order.
  const balance = page.getByTestId('digs-balance');
  await expect(balance).toHaveText(/^You have [\d,]+ digs?\.$/);
  const points = Number((await balance.innerText()).replace(/\D/g, ''));
  expect(points).toBeGreaterThanOrEqual(10);
  const history = page.getByRole('table', { name: 'History' });
  const purchase = history.getByRole('row').filter({ hasText: 'Purchase' }).first();
  await expect(purchase).toBeVisible();
  await expect(purchase.getByRole('cell').last()).toHaveText(/^\+\d+$/);
  await expect(purchase.getByRole('link', { name: /^Order \d+$/ })).toHaveAttribute(
    'href',
    /^\/my-account\/orders\/\d+$/,
  );

  // The referral code and its link, explained in a sentence, the link copied with one click.
  await expect(
    page.getByText(/everyone who creates an account through it is counted as sponsored by you/),
  ).toBeVisible();
  await expect(page.getByLabel('Your referral code')).toHaveValue(SPONSOR_CODE);
  const linkField = page.getByLabel('Your referral link');
  await expect(linkField).toHaveValue(new RegExp(`^https?://[^/]+/\\?sponsor=${SPONSOR_CODE}$`));
  const link = await linkField.inputValue();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
  await page.getByRole('button', { name: 'Copy the link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(page.getByText(/^\d+ accounts? (was|were) created with your code\.$/)).toBeVisible();
  await expectAccessible({ colorSchemes: BOTH_COLOR_SCHEMES, name: 'digs' });
  await screenshots('digs');

  // The same page in French.
  await page.goto('/fr/my-account/digs');
  await expect(page.getByRole('heading', { level: 1, name: 'Digs et parrainage' })).toBeVisible();
  await expect(page.getByLabel('Votre lien de parrainage')).toHaveValue(
    new RegExp(`^https?://[^/]+/fr\\?sponsor=${SPONSOR_CODE}$`),
  );
});

test('the demo customer saves a test card, sees it listed, and reads why a card was refused', async ({
  page,
  signIn,
  expectAccessible,
  screenshots,
}) => {
  // Measured 26 s on a busy machine: four card submissions, axe in both themes and four screenshots.
  setTimeoutFromMeasurement(26_000);
  await signIn();
  await openFromAccountNavigation(page, 'Saved cards');
  const form = page.getByRole('form', { name: 'Add a card' });
  const cards = page.getByRole('list', { name: 'Your cards' });

  // Nothing typed: the fields say what is missing, and the first one has the focus.
  await form.getByRole('button', { name: 'Save the card' }).click();
  await expect(form.getByRole('alert')).toHaveText('Check 3 fields.');
  await expect(form.getByLabel('Card number')).toBeFocused();
  await expect(form.getByText('This field is required.')).toHaveCount(3);

  // A card its bank declines is not kept, and the page says so.
  await form.getByLabel('Card number').fill('4000 0000 0000 0002');
  await form.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await form.getByLabel('Security code (CVC)').fill('123');
  await form.getByRole('button', { name: 'Save the card' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The card was declined by its bank and was not saved. Try another card.',
  );
  await expect(page.getByText('Visa ending in 0002')).toHaveCount(0);

  // Another refusal has its own words.
  await form.getByLabel('Card number').fill('4000 0000 0000 9995');
  await form.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await form.getByLabel('Security code (CVC)').fill('123');
  await form.getByRole('button', { name: 'Save the card' }).click();
  await expect(page.getByRole('alert')).toHaveText('The bank refused the card (insufficient funds). It was not saved.');

  // A good card is saved and listed with its brand, last four digits and expiry.
  await form.getByLabel('Card number').fill('5555 5555 5555 4444');
  await form.getByLabel('Expiry date (MM/YY)').fill('11/33');
  await form.getByLabel('Security code (CVC)').fill('321');
  await form.getByRole('button', { name: 'Save the card' }).click();
  await expect(page).toHaveURL(/\/my-account\/cards\?saved=4444$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your card ending in 4444 is saved.' })).toBeFocused();
  const saved = cards.getByRole('listitem').filter({ hasText: 'Mastercard ending in 4444' }).first();
  await expect(saved).toContainText('Expires 11/33');
  // The number is never shown, nor kept in the form.
  await expect(page.getByText('5555 5555 5555 4444')).toHaveCount(0);
  await expect(form.getByLabel('Card number')).toHaveValue('');
  await expectAccessible({ colorSchemes: BOTH_COLOR_SCHEMES, name: 'cards' });
  await screenshots('cards');

  // After a reload the card is still there (kept by the provider, read back through the API).
  await page.goto('/my-account/cards');
  await expect(cards.getByText('Mastercard ending in 4444').first()).toBeVisible();
});

test('the demo customer sees the wishlist and the follows, removes a record and unfollows the label', async ({
  page,
  signIn,
  expectAccessible,
  screenshots,
}) => {
  // Measured 26 s on a busy machine: axe in both themes, four screenshots and two actions that reload
  // the page's data.
  setTimeoutFromMeasurement(26_000);
  await signIn();
  await openFromAccountNavigation(page, 'Wishlist & follows');

  // The seeded wishes, as shop tiles leading to their project pages.
  const wishes = page.getByRole('list', { name: /^Wishlist/ });
  const tiles = wishes.getByRole('article');
  expect(await tiles.count()).toBeGreaterThanOrEqual(2);
  const first = tiles.first();
  const name = await first.getByRole('heading', { level: 3 }).innerText();
  const cover = first.getByRole('link').first();
  await expect(cover).toHaveAttribute('href', /^\/[a-z-]+\/\d+(\/[\w-]+)?$/);
  const projectHref = (await cover.getAttribute('href')) ?? '';

  // The seeded follows: three artists and a label, each linking to its page.
  const follows = page.getByRole('list', { name: 'Artists and labels you follow' });
  const label = follows.getByRole('listitem').filter({ hasText: 'Record label' }).first();
  await expect(label).toBeVisible();
  await expect(label.getByRole('link').first()).toHaveAttribute('href', /^\/label\/\d+\/[\w-]+$/);
  expect(await follows.getByRole('listitem').filter({ hasText: 'Artist ·' }).count()).toBeGreaterThanOrEqual(1);
  await expectAccessible({ colorSchemes: BOTH_COLOR_SCHEMES, name: 'wishlist' });
  await screenshots('wishlist');

  // Remove the first record: it leaves the list, and the notice takes the focus.
  await wishes.getByRole('button', { name: `Remove ${name} from the wishlist` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Removed from your wishlist.' })).toBeFocused();
  await expect(wishes.getByRole('heading', { level: 3, name, exact: true })).toHaveCount(0);

  // The record's own page agrees: it can be added again.
  await page.goto(projectHref);
  await expect(page.getByRole('button', { name: 'Add to wishlist' })).toBeVisible();

  await page.goto('/my-account/wishlist');
  const labelName = await label.getByRole('link').first().innerText();
  await label.getByRole('button', { name: `Unfollow ${labelName}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You no longer follow them.' })).toBeFocused();
  await expect(follows.getByRole('link', { name: labelName, exact: true })).toHaveCount(0);
});

test('a friend who arrives through the referral link and signs up is counted for the sponsor', async ({
  browser,
  page,
  baseURL,
  signIn,
}) => {
  // The demo label's code: no other journey signs up with it.
  const friend = await newJourneyContext(browser, baseURL);
  await friend.addCookies([{ name: 'consent', value: 'denied', url: baseURL ?? 'http://127.0.0.1' }]);
  const friendPage = await friend.newPage();
  await friendPage.goto('/fr?sponsor=demolabel');
  expect((await friend.cookies()).find((cookie) => cookie.name === 'sponsor')?.value).toBe('DEMOLABEL');
  await friendPage.getByRole('banner').getByRole('button', { name: 'Se connecter ou s’inscrire' }).click();
  const signUp = friendPage.getByRole('dialog', { name: 'Bienvenue sur Spindle' }).getByRole('tabpanel', {
    name: 'Inscription',
  });
  await signUp.getByLabel('Nom').fill('Filleule');
  await signUp.getByLabel('Adresse e-mail').fill(`friend-${Date.now()}@example.com`);
  await signUp.getByLabel('Mot de passe').fill('a sunny day in Lyon');
  await signUp.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(friendPage.getByRole('banner').getByLabel(/^Menu du compte/)).toBeVisible();
  await friend.close();

  await signIn('label');
  await page.goto('/my-account/digs');
  await expect(page.getByText('1 account was created with your code.')).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the wishlist and the card form are plain forms', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/my-account/wishlist');
    const wishes = page.getByRole('list', { name: /^Wishlist/ });
    const last = wishes.getByRole('article').last();
    const name = await last.getByRole('heading', { level: 3 }).innerText();
    await wishes.getByRole('button', { name: `Remove ${name} from the wishlist` }).click();
    await expect(page).toHaveURL(/\/my-account\/wishlist\?done=removed$/);
    await expect(page.getByText('Removed from your wishlist.')).toBeVisible();
    await expect(wishes.getByRole('heading', { level: 3, name, exact: true })).toHaveCount(0);

    await page.goto('/my-account/cards');
    const form = page.getByRole('form', { name: 'Add a card' });
    await form.getByLabel('Card number').fill('4000 0000 0000 0069');
    await form.getByLabel('Expiry date (MM/YY)').fill('12/34');
    await form.getByLabel('Security code (CVC)').fill('123');
    await form.getByRole('button', { name: 'Save the card' }).click();
    await expect(page.getByText('The card has expired. It was not saved.')).toBeVisible();
    await form.getByLabel('Card number').fill('3782 822463 10005');
    await form.getByLabel('Expiry date (MM/YY)').fill('10/32');
    await form.getByLabel('Security code (CVC)').fill('1234');
    await form.getByRole('button', { name: 'Save the card' }).click();
    await expect(page.getByText('Your card ending in 0005 is saved.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your cards' })).toContainText('American Express ending in 0005');
  });
});
