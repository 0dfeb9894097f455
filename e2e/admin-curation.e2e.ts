// Catalogue curation (issue 16, docs/admin.md "Curation"): demo-team signs in, types the second factor,
// opens the staff picks at /admin/category, moves the second project up with the keyboard (the status
// region says where it now stands, the focus stays on the button), drags the third onto the first
// place, and finds the shop's staff picks page in the new order; then schedules a home banner live now
// with its English picture, and another one for next week, and sees only the first on the home page;
// then adds a hoodie with a stock per size on /admin/product and puts its files on sale on
// /admin/digital. Axe runs on every page.
import sharp from 'sharp';
import { parisFieldOf } from '@spindle/domain';
import { expect, passSecondFactor, projectTiles, test } from './fixtures.ts';

/** A small banner picture (a plain colour) as an upload. */
async function pictureFile(colour: string) {
  const buffer = await sharp({ create: { width: 1200, height: 400, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name: 'banner.jpg', mimeType: 'image/jpeg', buffer };
}

test('demo-team reorders the staff picks by keyboard and schedules a home banner', async ({
  page,
  signIn,
  expectAccessible,
}) => {
  test.setTimeout(150_000);
  await signIn('team');
  await page.goto('/admin/category?id=9');
  await passSecondFactor(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Curated categories' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Staff sections' }).getByRole('link', { name: 'Curated categories' }),
  ).toHaveAttribute('aria-current', 'page');
  await expectAccessible({ name: '/admin/category' });

  // The staff picks in the shop's order: the second one goes up by keyboard.
  const table = page.getByRole('table', { name: /Projects of “Staff picks”/ });
  const rows = table.getByRole('row');
  const nameOfRow = async (index: number) =>
    (await rows.nth(index).getByRole('cell').nth(1).locator('span').first().innerText()).trim();
  const first = await nameOfRow(1);
  const second = await nameOfRow(2);
  const count = (await rows.count()) - 1;
  const up = page.getByRole('button', { name: `Move “${second}” up` });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: `“${second}” is now at place 1 of ${count}.` }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: `Move “${second}” up` })).toBeFocused();
  await expect(rows.nth(1).getByRole('cell').nth(1)).toContainText(second);
  await expect(rows.nth(2).getByRole('cell').nth(1)).toContainText(first);
  await expectAccessible({ name: '/admin/category after a move' });

  // With a mouse: the third row dragged by its handle onto the first place sends the whole order.
  const third = (await rows.nth(3).getByRole('cell').nth(1).locator('span').first().innerText()).trim();
  await rows.nth(3).locator('[draggable="true"]').dragTo(rows.nth(1));
  await expect(page.getByRole('status').filter({ hasText: 'The new order is saved.' })).toBeVisible();
  await expect(rows.nth(1).getByRole('cell').nth(1)).toContainText(third);
  await expect(rows.nth(2).getByRole('cell').nth(1)).toContainText(second);
  await expect(rows.nth(3).getByRole('cell').nth(1)).toContainText(first);

  // The shop's staff picks page follows at once.
  await page.getByRole('link', { name: 'See the shop’s page' }).click();
  await expect(page).toHaveURL(/\/vinyl-shop\/9\/staff-picks/);
  const tiles = projectTiles(page);
  await expect(tiles.nth(0).getByRole('heading', { level: 3 })).toHaveText(third);
  await expect(tiles.nth(1).getByRole('heading', { level: 3 })).toHaveText(second);
  await expect(tiles.nth(2).getByRole('heading', { level: 3 })).toHaveText(first);

  // A banner live from an hour ago until tomorrow, and one from next week.
  await page.goto('/admin/banners');
  await expect(page.getByRole('heading', { level: 1, name: 'Home banners and announcement' })).toBeVisible();
  await expectAccessible({ name: '/admin/banners' });
  const now = Date.now();
  // Titles unique to the run: a retry finds the first try's banners too.
  const liveTitle = `Curated for winter ${now.toString(36)}`;
  const laterTitle = `Coming next week ${now.toString(36)}`;
  const create = async (title: string, from: Date, until: Date | null) => {
    const form = page.getByRole('region', { name: 'New banner' });
    await form.getByLabel('Title (English)', { exact: true }).fill(title);
    await form.getByLabel('Title (French)', { exact: true }).fill(`${title} (fr)`);
    await form.getByLabel('Link', { exact: true }).fill('/vinyl-shop/9/staff-picks');
    await form.getByLabel(/^From/).fill(parisFieldOf(from));
    if (until) await form.getByLabel(/^Until/).fill(parisFieldOf(until));
    await form.getByRole('button', { name: 'Create the banner' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'The banner is created. Now upload its English picture.' }),
    ).toBeVisible();
  };
  await create(liveTitle, new Date(now - 3_600_000), new Date(now + 86_400_000));
  const live = page.getByRole('article', { name: liveTitle });
  await expect(live).toContainText('Live now');
  await live.getByLabel('Upload the picture for English').setInputFiles(await pictureFile('#1d4ed8'));
  await live
    .getByRole('listitem')
    .filter({ hasText: 'Picture for English' })
    .getByRole('button', { name: 'Upload', exact: true })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'The picture is saved.' })).toBeVisible();
  await create(laterTitle, new Date(now + 7 * 86_400_000), null);
  await expect(page.getByRole('article', { name: laterTitle })).toContainText('Scheduled');
  await expectAccessible({ name: '/admin/banners with banners' });

  // The home page shows the live banner only.
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Featured' });
  await expect(hero.getByRole('heading', { name: liveTitle })).toBeVisible();
  await expect(hero.getByRole('heading', { name: laterTitle })).toHaveCount(0);
  const card = hero.getByRole('listitem').filter({ has: page.getByRole('heading', { name: liveTitle }) });
  await expect(card.locator('img')).toHaveAttribute('src', /\/storage\/banners\//);
  await expectAccessible({ name: '/ with the new banner' });

  // A hoodie with a stock per size on /admin/product.
  await page.goto('/admin/product');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expectAccessible({ name: '/admin/product' });
  const product = page.getByRole('region', { name: 'New product' });
  await product.getByLabel('Name', { exact: true }).fill('Curation Tour Hoodie');
  await product.getByLabel('Artist or brand').fill('Spindle');
  await product.getByLabel('Category').selectOption('hoodie');
  await product.getByLabel(/^Price in EUR/).fill('45.00');
  await product.getByLabel('Size 1', { exact: true }).fill('S');
  await product.getByLabel('Copies left in size 1', { exact: true }).fill('2');
  await product.getByLabel('Size 2', { exact: true }).fill('M');
  await product.getByLabel('Copies left in size 2', { exact: true }).fill('5');
  await product.getByRole('button', { name: 'Create the product' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The product is created.' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Curation Tour Hoodie' })).toContainText('S 2 · M 5');
  await expectAccessible({ name: '/admin/product with a new product' });

  // The digital releases: the hoodie is found by a search and its files put on sale.
  await page.goto('/admin/digital');
  await expect(page.getByRole('heading', { level: 1, name: 'Digital releases' })).toBeVisible();
  await expectAccessible({ name: '/admin/digital' });
  await page.getByLabel('Number, name or artist').fill('Curation Tour Hoodie');
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('link', { name: 'Who bought “Curation Tour Hoodie”' }).click();
  await expect(page.getByText('Not sold in digital form')).toBeVisible();
  await page.getByRole('button', { name: 'Sell the files with the record' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(page.getByText('Sold with its files')).toBeVisible();
  await expect(page.getByText('Nobody yet.')).toBeVisible();
  await expectAccessible({ name: '/admin/digital/{id}' });
});
