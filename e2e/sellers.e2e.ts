// Artist, label and shop pages, and the white-label storefront (spec sections 1 and 2). The demo seed
// has six shops: 1214 (Loam & Ivy, white-label, tall header) and 1194 (Night Ferry Recordings, no text
// link beside its logo) among them.
import { expect, expectCoversLoaded, projectTiles, test, testCataloguePagesAreAccessible } from './fixtures.ts';

const WHITE_LABEL_SHOP = { path: '/shop/loam-ivy', name: 'Loam & Ivy' };
const NO_TEXT_LINK_SHOP = { path: '/shop/night-ferry-recordings', name: 'Night Ferry Recordings' };
const LABEL_SHOP = { path: '/shop/hidden-groove-records', name: 'Hidden Groove Records' };

test('a visitor opens an artist from the artist name on a project tile and sees their records', async ({ page }) => {
  await page.goto('/');
  // A tile links its cover to the project and its artist's name to the artist page.
  const artistLink = projectTiles(page).locator('a[href^="/artist/"]').first();
  const artistName = (await artistLink.innerText()).trim();
  await artistLink.click();

  await expect(page).toHaveURL(/\/artist\/\d+\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(artistName);
  await expect(page.getByRole('heading', { name: 'Releases' })).toBeVisible();
  const tiles = projectTiles(page);
  await expectCoversLoaded(tiles, 1);
  await expect(tiles.first().getByRole('link', { name: artistName, exact: true })).toBeVisible();
});

test('an artist page without its slug, or with an old one, moves permanently to the canonical URL', async ({
  page,
}) => {
  const moved = await page.request.get('/artist/2/an-old-name', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe('/artist/2/the-juniper-lane');

  await page.goto('/fr/artist/2');
  await expect(page).toHaveURL('/fr/artist/2/the-juniper-lane');
  await expect(page.getByText('Artiste', { exact: true })).toBeVisible();
  await expect(page.getByText(/^The Juniper Lane est un groupe/)).toBeVisible();
});

test('a bio with no translation shows in English, marked as English, with a note', async ({ page }) => {
  await page.goto('/kr/artist/2/the-juniper-lane');
  const bio = page.locator('[lang="en"]').filter({ hasText: 'The Juniper Lane is a country band' });
  await expect(bio).toBeVisible();
  await expect(page.getByText('아직 한국어로 제공되지 않습니다.')).toBeVisible();
});

test('a visitor who wants to follow an artist is sent to sign in, with the way back', async ({ page }) => {
  await page.goto('/artist/2/the-juniper-lane');
  await page.getByRole('link', { name: 'Follow', exact: true }).click();
  await expect(page).toHaveURL('/sign?redirect=%2Fartist%2F2%2Fthe-juniper-lane');
});

test('a signed-in fan follows an artist, sees it kept after a reload, and unfollows', async ({ page, signIn }) => {
  await signIn();
  await page.goto('/artist/3/delta-hammond');
  const followers = page.getByText(/^United States · \d+ followers?$/);
  const countOf = async () => Number(/(\d+) follower/.exec(await followers.innerText())?.[1]);
  // Whatever the seed says, following and unfollowing go both ways.
  const startsFollowing = await page.getByRole('button', { name: 'Following' }).isVisible();
  const before = await countOf();
  const [first, second] = startsFollowing ? (['Follow', 'Following'] as const) : (['Following', 'Follow'] as const);

  await page.getByRole('button', { name: startsFollowing ? 'Following' : 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: first, exact: true })).toBeVisible();
  await expect.poll(countOf).toBe(startsFollowing ? before - 1 : before + 1);
  await page.reload();
  await expect(page.getByRole('button', { name: first, exact: true })).toBeVisible();

  await page.getByRole('button', { name: first, exact: true }).click();
  await expect(page.getByRole('button', { name: second, exact: true })).toBeVisible();
  await expect.poll(countOf).toBe(before);
});

test('a label page shows its releases and artists, and leads to its shop', async ({ page }) => {
  await page.goto('/label/1');
  await expect(page).toHaveURL('/label/1/hidden-groove-records');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hidden Groove Records');
  await expectCoversLoaded(projectTiles(page), 1);

  const artists = page.getByRole('region', { name: 'Artists on the label' });
  await artists.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/artist\/\d+\/[^/?]+$/);
  // The client-side navigation has rendered the artist once the label's name is gone.
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Hidden Groove Records');
  const artistName = (await page.getByRole('heading', { level: 1 }).innerText()).trim();

  await page.goBack();
  await expect(artists.getByRole('link').first()).toHaveAccessibleName(artistName);
  await page.getByRole('link', { name: 'Visit the shop' }).click();
  await expect(page).toHaveURL(LABEL_SHOP.path);
});

test("a shop shows its name, the label behind it, its projects and what it is about, in Spindle's chrome", async ({
  page,
}) => {
  await page.goto(LABEL_SHOP.path);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading.getByRole('link', { name: LABEL_SHOP.name })).toHaveAttribute('href', LABEL_SHOP.path);
  await expect(page.getByRole('link', { name: 'Label page' })).toHaveAttribute(
    'href',
    '/label/1/hidden-groove-records',
  );
  await expectCoversLoaded(projectTiles(page), 1);
  await expect(page.getByRole('heading', { name: 'About' })).toBeVisible();

  await expect(page.getByRole('navigation', { name: 'Shop categories' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Spindle home page' })).toBeVisible();
  await expect(page).toHaveTitle(`${LABEL_SHOP.name} - Spindle`);
});

test('the white-label shop shows only its own mark and the cart, in a 70 px header, and no Spindle branding', async ({
  page,
}) => {
  await page.goto(WHITE_LABEL_SHOP.path);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: WHITE_LABEL_SHOP.name })).toHaveAttribute(
    'href',
    WHITE_LABEL_SHOP.path,
  );
  // Once the page runs, the cart (a link to /cart without JavaScript) is the button of the drawer, and
  // the shop's mark is the only link: no search, no navigation, and no sign-in for a visitor.
  await expect(header.getByRole('button', { name: 'Cart' })).toBeVisible();
  await expect(header.getByRole('link')).toHaveCount(1);
  await expect(header.getByRole('button', { name: 'Sign in or sign up' })).toHaveCount(0);
  await expect(header.getByRole('search')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Shop categories' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Spindle home page' })).toHaveCount(0);
  expect((await header.boundingBox())?.height).toBe(70);

  const footer = page.getByRole('contentinfo');
  const information = footer.getByRole('navigation', { name: 'Shop information' });
  for (const [name, href] of [
    ['Shipping', '/terms#delivery'],
    ['Returns', '/return-and-refund-policy'],
    ['Contact', '/contact'],
    ['Terms of sale', '/terms'],
  ] as const) {
    await expect(information.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await expect(footer.getByRole('link', { name: 'Powered by Spindle' })).toHaveAttribute('href', '/');
  await expect(footer.getByRole('navigation', { name: 'Follow us' })).toHaveCount(0);
  const footerText = (await footer.innerText()).replace('Powered by Spindle', '');
  expect(footerText).not.toContain('Spindle');

  await expect(page).toHaveTitle(`Official store - ${WHITE_LABEL_SHOP.name}`);
  await expectCoversLoaded(projectTiles(page), 1);
});

test('the white-label footer shows on a phone too, where it carries the language and currency menus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(WHITE_LABEL_SHOP.path);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Powered by Spindle' })).toBeVisible();
  await expect(footer.getByLabel('Currency: EUR')).toBeVisible();
});

test('shop 1194 shows no text link beside its logo, and another shop does', async ({ page }) => {
  await page.goto(NO_TEXT_LINK_SHOP.path);
  const heading = page.getByRole('heading', { level: 1, name: NO_TEXT_LINK_SHOP.name });
  await expect(heading).toBeAttached();
  await expect(heading.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('link', { name: NO_TEXT_LINK_SHOP.name, exact: true })).toHaveCount(0);

  await page.goto(LABEL_SHOP.path);
  await expect(page.getByRole('heading', { level: 1 }).getByRole('link', { name: LABEL_SHOP.name })).toBeVisible();
});

testCataloguePagesAreAccessible([
  '/artist/2/the-juniper-lane',
  '/kr/artist/2/the-juniper-lane',
  '/label/1/hidden-groove-records',
  LABEL_SHOP.path,
  NO_TEXT_LINK_SHOP.path,
  WHITE_LABEL_SHOP.path,
]);
