// Artists, labels and shops on the staff side (issue 16, docs/admin.md "Artists, labels and shops"):
// demo-team signs in and types the second factor, edits an artist's profile (the public page shows it),
// adds a duplicate of that artist and merges it into the original (the duplicate's old page answers 301
// to the kept one), then turns a shop white-label without the 'Powered by' link and the shop page shows
// the white-label chrome. Axe runs on every staff page, the pass and the challenge included.
import { expect, passSecondFactor, test } from './fixtures.ts';

const KEPT = { id: 2, name: 'The Juniper Lane', path: '/artist/2/the-juniper-lane' };
const SHOP = { name: 'Night Ferry Recordings', path: '/shop/night-ferry-recordings' };

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
  await page.getByLabel('Name or number').fill('Juniper');
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('link', { name: KEPT.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Artist: ${KEPT.name}` })).toBeVisible();
  await expectAccessible();
  const bio = 'Folk duo from the Loire valley, recorded live to tape.';
  await page.getByLabel('About (English)').fill(bio);
  await page.getByLabel('Links (one https address a line)').fill('https://juniper-lane.example/');
  await page.getByRole('button', { name: 'Save the profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved.' })).toBeVisible();
  await expect(page.getByText('artist.update')).toBeVisible();
  await page.goto(KEPT.path);
  await expect(page.getByText(bio)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Links' }).getByRole('link', { name: 'juniper-lane.example' }),
  ).toBeVisible();

  // A duplicate, added by hand, merged into the original.
  await page.goto('/admin/artists');
  await page.getByLabel('Name', { exact: true }).fill('The Juniper Lane (duplicate)');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Artist: The Juniper Lane (duplicate)' })).toBeVisible();
  const duplicateId = Number(/\/admin\/artist\/(\d+)/.exec(page.url())?.[1]);
  expect(duplicateId).toBeGreaterThan(KEPT.id);
  await page.getByLabel('Number of the one to keep').fill(String(KEPT.id));
  await page.getByRole('button', { name: 'Merge and delete this one' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/artist/${KEPT.id}\\?merged=${duplicateId}`));
  await expect(page.getByRole('status').filter({ hasText: 'Merged:' })).toBeVisible();
  await expect(page.getByTestId('seller-merged')).toContainText(`The Juniper Lane (duplicate) (No. ${duplicateId})`);
  await expectAccessible();

  const oldPage = `/artist/${duplicateId}/the-juniper-lane-duplicate`;
  const answer = await page.request.get(`${baseURL}${oldPage}`, { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers()['location']).toBe(KEPT.path);
  await page.goto(oldPage);
  await expect(page).toHaveURL(new RegExp(`${KEPT.path}$`));
  await expect(page.getByRole('heading', { level: 1, name: KEPT.name })).toBeVisible();

  // A shop turned white-label, without the 'Powered by' link.
  await page.goto('/admin/shops');
  await expect(page.getByRole('heading', { level: 1, name: 'Shops' })).toBeVisible();
  await expectAccessible();
  // The shop's own link (the label that runs it has the same name, in the next column).
  await page.locator('a[href^="/admin/shop/"]', { hasText: SHOP.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Shop: ${SHOP.name}` })).toBeVisible();
  await expectAccessible();
  await page.getByLabel('White-label shop').check();
  await page.getByLabel('Show the “Powered by Spindle” link in its footer').uncheck();
  await page.getByRole('button', { name: 'Save the chrome' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Chrome saved.' })).toBeVisible();
  await expect(page.getByText('shop.chrome')).toBeVisible();

  await page.goto(SHOP.path);
  await expect(page).toHaveTitle(`Official store - ${SHOP.name}`);
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
