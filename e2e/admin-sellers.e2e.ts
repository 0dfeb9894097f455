// Artists, labels and shops on the staff side (issue 16, docs/admin.md "Artists, labels and shops"):
// demo-team signs in and types the second factor, edits an artist's profile (the public page shows it),
// adds a duplicate of that artist and merges it into the original (the duplicate's old page answers 301
// to the kept one), then turns a shop white-label without the 'Powered by' link and the shop page shows
// the white-label chrome. Axe runs on every staff page, the pass and the challenge included.
import { expect, passSecondFactor, test } from './fixtures.ts';

// An artist and a shop no other journey looks at (sellers.e2e.ts reads artists 2 and 3 and shops 1172,
// 1194 and 1214), since the journeys share one database.
const KEPT_ID = 7;
const SHOP_ID = 1226;

test('demo-team edits an artist, merges a duplicate into it and turns a shop white-label', async ({
  page,
  baseURL,
  signIn,
  expectAccessible,
}) => {
  test.setTimeout(180_000);
  await signIn('team');
  await page.goto('/admin/artists');
  await passSecondFactor(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Artists' })).toBeVisible();
  await expectAccessible();

  // The artist's profile.
  await page.getByLabel('Name or number').fill(`#${KEPT_ID}`);
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.locator(`a[href="/admin/artist/${KEPT_ID}"]`).click();
  const heading = page.getByRole('heading', { level: 1, name: /^Artist: / });
  const keptName = ((await heading.textContent()) ?? '').replace('Artist: ', '');
  const keptPath = (await page.getByRole('link', { name: 'Public page' }).getAttribute('href')) ?? '';
  expect(keptPath).toMatch(new RegExp(`^/artist/${KEPT_ID}/`));
  await expectAccessible();
  const bio = 'Folk duo from the Loire valley, recorded live to tape.';
  await page.getByLabel('About (English)').fill(bio);
  await page.getByLabel('Links (one https address a line)').fill('https://juniper-lane.example/');
  // The history gains one entry (a retry finds the first try's too).
  const updates = page.getByText('artist.update', { exact: true });
  const updatesBefore = await updates.count();
  await page.getByRole('button', { name: 'Save the profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved.' })).toBeVisible();
  await expect(updates).toHaveCount(updatesBefore + 1);
  await page.goto(keptPath);
  await expect(page.getByText(bio)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Links' }).getByRole('link', { name: 'juniper-lane.example' }),
  ).toBeVisible();

  // A duplicate, added by hand, merged into the original.
  await page.goto('/admin/artists');
  await page.getByLabel('Name', { exact: true }).fill(`${keptName} (duplicate)`);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Artist: ${keptName} (duplicate)` })).toBeVisible();
  const duplicateId = Number(/\/admin\/artist\/(\d+)/.exec(page.url())?.[1]);
  expect(duplicateId).toBeGreaterThan(KEPT_ID);
  const duplicatePath = (await page.getByRole('link', { name: 'Public page' }).getAttribute('href')) ?? '';
  await page.getByLabel('Number of the one to keep').fill(String(KEPT_ID));
  await page.getByRole('button', { name: 'Merge and delete this one' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/artist/${KEPT_ID}\\?merged=${duplicateId}`));
  await expect(page.getByRole('status').filter({ hasText: 'Merged:' })).toBeVisible();
  await expect(page.getByTestId('seller-merged')).toContainText(`${keptName} (duplicate) (No. ${duplicateId})`);
  await expectAccessible();

  const answer = await page.request.get(`${baseURL}${duplicatePath}`, { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers()['location']).toBe(keptPath);
  await page.goto(duplicatePath);
  await expect(page).toHaveURL(`${baseURL}${keptPath}`);
  await expect(page.getByRole('heading', { level: 1, name: keptName })).toBeVisible();

  // A shop turned white-label, without the 'Powered by' link.
  await page.goto('/admin/shops');
  await expect(page.getByRole('heading', { level: 1, name: 'Shops' })).toBeVisible();
  await expectAccessible();
  // The shop's own link (the artist who runs it has the same name, in the next column).
  await page.locator(`a[href="/admin/shop/${SHOP_ID}"]`).click();
  const shopHeading = page.getByRole('heading', { level: 1, name: /^Shop: / });
  const shopName = ((await shopHeading.textContent()) ?? '').replace('Shop: ', '');
  const shopPage = (await page.getByRole('link', { name: 'Shop page' }).getAttribute('href')) ?? '';
  await expectAccessible();
  await page.getByLabel('White-label shop').check();
  await page.getByLabel('Show the “Powered by Spindle” link in its footer').uncheck();
  await page.getByRole('button', { name: 'Save the chrome' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Chrome saved.' })).toBeVisible();
  await expect(page.getByText('shop.chrome')).toBeVisible();

  await page.goto(shopPage);
  await expect(page).toHaveTitle(`Official store - ${shopName}`);
  await expect(page.getByRole('navigation', { name: 'Shop categories' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Spindle home page' })).toHaveCount(0);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Shop information' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Powered by Spindle' })).toHaveCount(0);

  // The labels, the pass and the challenge.
  await page.goto('/admin/labels');
  await expect(page.getByRole('heading', { level: 1, name: 'Labels' })).toBeVisible();
  await expectAccessible();
  await page.goto('/admin/pass');
  await expect(page.getByRole('heading', { level: 1, name: 'Pass: loyalty points' })).toBeVisible();
  await expectAccessible();
  await page.goto('/admin/challenge');
  await expect(page.getByRole('heading', { level: 1, name: 'Challenge: contest sign-ups' })).toBeVisible();
  await expectAccessible();
});
