// A visitor lands on the home page, browses the records in English and French, changes the currency.
import {
  chooseCurrency,
  expect,
  expectCoversLoaded,
  expectHydrated,
  priceOf,
  projectTiles,
  test,
  testCataloguePagesAreAccessible,
} from './fixtures.ts';

test('the home page shows the catalogue covers first, priced in euros by default', async ({ page }) => {
  await page.goto('/');

  await expect(page).toHaveTitle(/ - Spindle$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const tiles = projectTiles(page);
  await expectCoversLoaded(tiles, 4);
  await expect(tiles.first().getByRole('heading')).not.toBeEmpty();
  await expect(priceOf(tiles.first())).toContainText('€');
  // Each cover links to its project page /{category}/{id}/{slug}.
  // The cover link comes first; the artist name links to the artist page.
  await expect(tiles.first().getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/(vinyl|cd|tape|bundle|project|t-shirt|hoodie|merch)\/\d+/,
  );
});

test('a cover opens its record in the page: hovering it fetches the record first, and the artist links too', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expectHydrated(page);
  // A mark on this document: it is gone if a link loads a new one.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const tile = projectTiles(page).first();
  const cover = tile.getByRole('link').first();
  const href = await cover.getAttribute('href');
  expect(href).toMatch(/^\/(vinyl|cd|tape|bundle|project|t-shirt|hoodie|merch)\/\d+\//);
  const title = await tile.getByRole('heading').textContent();

  // A pointer resting on the cover asks for the record page's data before the click.
  await cover.hover();
  await expect(page.locator(`head link[rel="prefetch"][href^="${href}"]`).first()).toBeAttached();

  // A click with a modifier is the browser's: the record opens in a new tab, this page stays.
  const [tab] = await Promise.all([context.waitForEvent('page'), cover.click({ modifiers: ['ControlOrMeta'] })]);
  await tab.close();
  await expect(page).toHaveURL(/\/$/);

  await cover.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
  expect(await page.evaluate(() => 'samePage' in window), 'the record should open in the same document').toBe(true);

  await page.goBack();
  const artist = projectTiles(page).first().getByRole('link').nth(1);
  const artistName = await artist.textContent();
  await artist.click();
  await expect(page).toHaveURL(/\/artist\/\d+\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(artistName ?? '');
  expect(await page.evaluate(() => 'samePage' in window), 'the artist should open in the same document').toBe(true);
});

test('every section of covers ends on a full row, at every width', async ({ page }) => {
  await page.goto('/');
  const sections = page.getByRole('main').locator('section[aria-labelledby^="section-"]');
  await expect(sections.first()).toBeVisible();
  for (const { width, columns } of [
    { width: 390, columns: 2 },
    { width: 700, columns: 3 },
    { width: 1000, columns: 4 },
    { width: 1440, columns: 5 },
    { width: 1920, columns: 6 },
  ]) {
    await page.setViewportSize({ width, height: 900 });
    for (const section of await sections.all()) {
      const rows = await section
        .getByRole('article')
        .evaluateAll((tiles) =>
          tiles.filter((tile) => tile.getClientRects().length > 0).map((tile) => tile.getBoundingClientRect().top),
        );
      const perRow = new Map<number, number>();
      for (const top of rows) perRow.set(Math.round(top), (perRow.get(Math.round(top)) ?? 0) + 1);
      const counts = [...perRow.values()];
      // Whole rows only (a section shorter than a row stays as it is).
      if (counts.length > 1) expect(counts, `at ${width} px`).toEqual(counts.map(() => columns));
    }
  }
});

test('the home page speaks French under /fr, prices and links included', async ({ page }) => {
  await page.goto('/fr');

  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('navigation', { name: 'Catégories de la boutique' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rock et métal' })).toHaveAttribute('href', '/fr/vinyl-shop?genre=11|18');
  // The browser asks for English and has no language cookie yet: the banners follow the page's language.
  const banners = page.getByRole('region', { name: 'À la une' });
  await expect(banners.getByText('Précommander').first()).toBeVisible();
  await expect(banners.getByText('Pre-order', { exact: true })).toHaveCount(0);
  const tiles = projectTiles(page);
  await expectCoversLoaded(tiles, 4);
  // French formatting puts the euro sign after the amount: "24,99 €".
  await expect(priceOf(tiles.first())).toHaveText(/^\d[\d\s\u202f]*(,\d{2})?[\s\u202f]€$/);
  await expect(tiles.first().getByRole('link').first()).toHaveAttribute('href', /^\/fr\/[a-z-]+\/\d+/);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr$/);
});

test('the language menu opens the same page in the chosen language and remembers it', async ({ page, context }) => {
  await page.goto('/');

  const header = page.getByRole('banner');
  await header.getByLabel('Language: English').click();
  await header.getByRole('link', { name: 'Français' }).click();

  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(header.getByRole('button', { name: 'Se connecter ou s’inscrire' })).toBeVisible();
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('fr');

  // Coming back later to an English address, the visitor lands in the language they chose.
  await page.goto('/vinyl-shop');
  await expect(page).toHaveURL(/\/fr\/vinyl-shop$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  // Choosing English back is kept too: the next arrival stays in English.
  await header.getByLabel('Langue : Français').click();
  await header.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/vinyl-shop$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en');
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('a browser that prefers French', () => {
  test.use({ locale: 'fr-FR' });

  test('lands on the French home at /, and on French pages at any English address', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Se connecter ou s’inscrire' })).toBeVisible();
    await page.goto('/about');
    await expect(page).toHaveURL(/\/fr\/qui-sommes-nous$/);
  });
});

test.describe('a browser that prefers Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('lands on the Chinese home at /', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/zh$/);
    await expect(page.locator('html')).toHaveAttribute('lang', /^zh/);
  });
});

test('switching currency re-prices every record and is remembered', async ({ page, context }) => {
  await page.goto('/');
  const firstPrice = priceOf(projectTiles(page).first());
  await expect(firstPrice).toContainText('€');

  await chooseCurrency(page, 'USD');
  await expect(firstPrice).toContainText('$');

  await chooseCurrency(page, 'GBP');
  await expect(firstPrice).toContainText('£');
  const currencyCookie = (await context.cookies()).find((cookie) => cookie.name === 'currency');
  expect(currencyCookie?.value).toBe('GBP');

  await page.reload();
  await expect(priceOf(projectTiles(page).first())).toContainText('£');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the currency menu still re-prices the page', async ({ page }) => {
    await page.goto('/');
    await chooseCurrency(page, 'GBP');
    await expect(priceOf(projectTiles(page).first())).toContainText('£');
  });
});

testCataloguePagesAreAccessible(['/', '/fr']);

test('on a phone the covers sit two to a row and stay accessible', async ({ page, expectAccessible }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const tiles = projectTiles(page);
  await expectCoversLoaded(tiles, 2);
  const [first, second, third] = await Promise.all([0, 1, 2].map((index) => tiles.nth(index).boundingBox()));
  expect(first?.y).toBe(second?.y);
  expect(third?.y).toBeGreaterThan(first?.y ?? 0);
  // The footer is hidden under 1000 px; the header keeps the currency and language menus.
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('banner').getByLabel(/^Currency: /)).toBeVisible();
  await expectAccessible();
});
