// A visitor shops /vinyl-shop: filters from the category bar and the filter panel, the back button,
// curated categories (the pro one stays hidden), paging, the phone's filter panel, and no JavaScript.
import { projectListSchema } from '@spindle/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectCoversLoaded, expectHydrated, holdScripts, priceOf, projectTiles, test } from './fixtures.ts';

/** Names of the projects the API lists for a query, first page of 24, in euros. */
async function apiNames(request: APIRequestContext, query: string): Promise<{ names: string[]; total: number }> {
  const response = await request.get(`/api/projects?currency=EUR&size=24&${query}`);
  expect(response.ok()).toBe(true);
  const list = projectListSchema.parse(await response.json());
  return { names: list.items.map((item) => item.name), total: list.total };
}

async function tileNames(page: Page): Promise<string[]> {
  return projectTiles(page).getByRole('heading').allTextContents();
}

/** A French price ('24,90 €', '1 234 €') in euros. */
function euros(text: string): number {
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
}

test('filters the French shop from the category bar and the filter panel, and the back button undoes a filter', async ({
  page,
  request,
  expectAccessible,
}) => {
  await page.goto('/fr/vinyl-shop');
  await expect(page.getByRole('heading', { level: 1, name: 'La boutique' })).toBeVisible();
  await expectCoversLoaded(projectTiles(page), 4);

  await page
    .getByRole('navigation', { name: 'Catégories de la boutique' })
    .getByRole('link', { name: 'Rock et métal' })
    .click();

  await expect(page).toHaveURL(/\/fr\/vinyl-shop\?genre=11\|18$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rock et métal' })).toBeVisible();
  const rockMetal = await apiNames(request, 'genre=11|18');
  expect(rockMetal.total).toBeGreaterThan(0);
  await expect.poll(() => tileNames(page)).toEqual(rockMetal.names);
  await expect(page.getByRole('status').filter({ hasText: /résultat/ })).toHaveText(
    `${rockMetal.total} résultat${rockMetal.total > 1 ? 's' : ''}`,
  );
  await expect(page.getByRole('checkbox', { name: /^Rock\b/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Métal\b/ })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Retirer le filtre Rock' })).toBeVisible();

  const price = page.getByRole('group', { name: 'Prix en EUR' });
  await price.getByLabel('À', { exact: true }).fill('25');
  await price.getByLabel('À', { exact: true }).press('Enter');

  await expect(page).toHaveURL(/\/fr\/vinyl-shop\?genre=11\|18&price_max=25$/);
  await expect(page.getByRole('link', { name: 'Retirer le filtre Jusqu’à 25 €' })).toBeVisible();
  const cheaper = await apiNames(request, 'genre=11|18&price_max_minor=2500');
  expect(cheaper.total).toBeLessThan(rockMetal.total);
  await expect.poll(() => tileNames(page)).toEqual(cheaper.names);
  for (const text of await projectTiles(page).getByTestId('price').allTextContents()) {
    expect(euros(text)).toBeLessThanOrEqual(25);
  }
  await expectAccessible();

  await page.goBack();

  await expect(page).toHaveURL(/\/fr\/vinyl-shop\?genre=11\|18$/);
  await expect(price.getByLabel('À', { exact: true })).toHaveValue('');
  await expect(page.getByRole('link', { name: 'Retirer le filtre Jusqu’à 25 €' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: /^Rock\b/ })).toBeChecked();
  await expect.poll(() => tileNames(page)).toEqual(rockMetal.names);

  // A chip takes its filter away.
  await page.getByRole('link', { name: 'Retirer le filtre Métal' }).click();
  await expect(page).toHaveURL(/\/fr\/vinyl-shop\?genre=11$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rock' })).toBeVisible();
});

test('opens a curated category, fixes a wrong slug, and keeps the pro category a 404 for visitors', async ({
  page,
  request,
  expectAccessible,
}) => {
  const response = await page.goto('/vinyl-shop/9/staff-picks');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff picks' })).toBeVisible();
  await expect(page).toHaveTitle('Staff picks - Spindle');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/vinyl-shop\/9\/staff-picks$/);
  const staffPicks = await apiNames(request, 'category=9');
  await expect.poll(() => tileNames(page)).toEqual(staffPicks.names);
  await expectAccessible();

  const wrongSlug = await request.get('/vinyl-shop/9/old-name?sort=popular', { maxRedirects: 0 });
  expect(wrongSlug.status()).toBe(301);
  expect(wrongSlug.headers().location).toBe('/vinyl-shop/9/staff-picks?sort=popular');

  const pro = await page.goto('/vinyl-shop/155/pro');
  expect(pro?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect((await request.get('/vinyl-shop/155/anything', { maxRedirects: 0 })).status()).toBe(404);
});

test('the listed pages are the shop of one format, and sorting by price orders the tiles', async ({ page }) => {
  await page.goto('/es/vinyl?sort=price_asc');
  await expect(page.getByRole('heading', { level: 1, name: 'Discos de vinilo' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('price_asc');
  const prices = (await projectTiles(page).getByTestId('price').allTextContents()).map(euros);
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  await page.getByRole('combobox', { name: 'Ordenar por' }).selectOption('price_desc');
  await expect(page).toHaveURL(/\/es\/vinyl\?sort=price_desc$/);
  await expect
    .poll(async () => {
      const shown = (await projectTiles(page).getByTestId('price').allTextContents()).map(euros);
      return shown.length > 1 && shown.every((value, index) => index === 0 || (shown[index - 1] ?? 0) >= value);
    })
    .toBe(true);
});

test('/digital lists what can be downloaded, from the footer; /digital2 and /featured are redirects', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Digital', exact: true }).click();
  await expect(page).toHaveURL(/\/digital$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Digital' })).toBeVisible();
  await expectCoversLoaded(projectTiles(page), 1);
  await expectAccessible();
  await page.goto('/fr/digital2');
  await expect(page).toHaveURL(/\/fr\/digital$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Numérique' })).toBeVisible();
  await page.goto('/featured');
  await expect(page).toHaveURL(/\/vinyl-shop\/9\/staff-picks$/);
});

test('pages through the results with links, and load more appends the next page', async ({ page, request }) => {
  const first = await apiNames(request, '');
  const second = await apiNames(request, 'page=2');
  expect(first.total).toBeGreaterThan(48);

  await page.goto('/vinyl-shop?page=2');
  await expect(page).toHaveTitle('The shop, page 2 - Spindle');
  await expect.poll(() => tileNames(page)).toEqual(second.names);
  await expect(
    page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: '2', exact: true }),
  ).toHaveAttribute('aria-current', 'page');

  await page.goto('/vinyl-shop');
  // Before the scripts run, Load more is the link to page 2 (checked above); appending is the scripts' work,
  // and once they have hydrated it, it names the results it appends to.
  const loadMore = page.getByRole('link', { name: 'Load more' });
  await expect(loadMore).toHaveAttribute('aria-controls', /.+/);
  await loadMore.click();
  await expect(projectTiles(page)).toHaveCount(48);
  expect(await tileNames(page)).toEqual([...first.names, ...second.names]);
  await expect(page).toHaveURL(/\/vinyl-shop$/);
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' })).toHaveAttribute(
    'href',
    '/vinyl-shop?page=3',
  );
});

test('shows skeleton covers while other filters load, then the results', async ({ page }) => {
  await page.goto('/vinyl-shop');
  await expectCoversLoaded(projectTiles(page), 2);
  // The page data is held until the loading state has been seen, then let through.
  let releaseData = () => {};
  const dataHeld = new Promise<void>((resolve) => (releaseData = resolve));
  await page.route(/\.data(\?|$)/, async (route) => {
    await dataHeld;
    await route.continue();
  });

  await page.getByRole('checkbox', { name: /^Vinyl\b/ }).check();

  await expect(page.getByTestId('grid-skeleton')).toBeVisible();
  releaseData();
  await expect(page).toHaveURL(/\/vinyl-shop\?format=vinyl$/);
  await expect(page.getByTestId('grid-skeleton')).toHaveCount(0);
  await expect(projectTiles(page).first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Vinyl\b/ })).toBeChecked();
});

test('a filter ticked while the scripts still load is kept and applied once the page hydrates', async ({ page }) => {
  const releaseScripts = await holdScripts(page);
  await page.goto('/vinyl-shop', { waitUntil: 'domcontentloaded' });
  const vinyl = page.getByRole('checkbox', { name: /^Vinyl\b/ });
  await vinyl.check();

  releaseScripts();
  await expectHydrated(page);
  await expect(page).toHaveURL(/\/vinyl-shop\?format=vinyl$/);
  await expect(vinyl).toBeChecked();
  const { total } = await apiNames(page.request, 'type=vinyl');
  await expect(page.getByText(new RegExp(`^${total} results?$`)).first()).toBeVisible();
});

test('an unknown page of results is a 404', async ({ page }) => {
  const response = await page.goto('/vinyl-shop?page=999');
  expect(response?.status()).toBe(404);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('filters in the slide-over panel and shows the results', async ({ page, expectAccessible }) => {
    await page.goto('/vinyl-shop');
    const panel = page.locator('#shop-filters-panel');
    await expect(panel).toBeHidden();

    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(panel).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close the filters' })).toBeFocused();
    await expectAccessible();

    await panel.getByRole('checkbox', { name: /^Tapes\b/ }).check();
    await expect(page).toHaveURL(/\/vinyl-shop\?format=tape$/);
    await panel.getByRole('button', { name: /^Show \d+ results?$/ }).click();

    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Remove the filter Tapes' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'The shop' })).toBeVisible();
  });

  test.describe('before the scripts run', () => {
    test.use({ javaScriptEnabled: false });

    test('the panel opens with focus on its close button', async ({ page }) => {
      await page.goto('/vinyl-shop');
      await page.getByRole('button', { name: 'Filters' }).click();
      await expect(page.locator('#shop-filters-panel')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Close the filters' })).toBeFocused();
    });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter form and the panel still work, and the URL comes back in its link form', async ({ page }) => {
    await page.goto('/vinyl-shop?search=the');
    await page.getByRole('checkbox', { name: /^Pop\b/ }).check();
    await page.getByRole('radio', { name: 'In stock' }).check();
    await page.getByRole('button', { name: 'Apply the filters' }).click();

    await expect(page).toHaveURL(/\/vinyl-shop\?search=the&genre=8&stock=in_stock$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pop' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Remove the filter Search: “the”' })).toBeVisible();
    await expect(priceOf(projectTiles(page).first())).toContainText('€');
  });
});
