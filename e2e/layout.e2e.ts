// The chrome around every page: header scroll states, search, category bar, layout flags, new builds.
import { expect, expectHydrated, expectLayoutSettled, test } from './fixtures.ts';

test('the header stays in place near the top, hides while scrolling down and returns when scrolling up', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scroll-state', 'static');

  // The page listens to scrolling once it has hydrated.
  await expectHydrated(page);
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute('data-scroll-state', 'hidden');

  await page.mouse.wheel(0, -300);
  await expect(header).toHaveAttribute('data-scroll-state', 'fixed');
  await expect(header).toBeInViewport();

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-scroll-state', 'static');
});

test('searching from the header opens the shop with the search text, in the page language', async ({ page }) => {
  await page.goto('/fr');
  // A search field before hydration, a combobox with live results after: find it by its label.
  const search = page.getByRole('banner').getByLabel('Rechercher dans la boutique', { exact: true });
  await search.click();
  await search.fill('blue note');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/fr\/vinyl-shop\?search=blue(\+|%20)note$/);
});

test('the category bar lists the genre groups and curated categories, but not on /admin', async ({ page, signIn }) => {
  await page.goto('/');
  const categories = page.getByRole('navigation', { name: 'Shop categories' });
  await expect(categories.getByRole('link', { name: 'Rock & Metal' })).toHaveAttribute(
    'href',
    '/vinyl-shop?genre=11|18',
  );
  await expect(categories.getByRole('link', { name: 'Staff picks' })).toHaveAttribute(
    'href',
    '/vinyl-shop/9/staff-picks',
  );
  await expect(categories.getByRole('link', { name: 'Pro', exact: true })).toHaveCount(0);

  // A visitor is sent to sign in (a shop page); a staff member lands on the staff side, here its
  // second-factor step, which keeps the header and drops the shop's category bar.
  await signIn('team');
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin\/second-factor\?/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Shop categories' })).toHaveCount(0);
});

test('the category bar holds on one line from 1024 px, in every language, and scrolls sideways below', async ({
  page,
}) => {
  // The bar is the navigation whose links filter the shop by genre (its name is translated).
  const links = page.locator('nav:has(a[href*="genre="])').getByRole('link');
  for (const [path, width] of [
    ['/', 1440],
    ['/', 1280],
    ['/fr', 1440],
    ['/es', 1440],
    ['/fr', 1024],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    // Once hydrated, the links that do not fit move under "More" (hidden until it opens): the shown ones
    // are measured after that, not in the middle of it.
    await expectHydrated(page);
    await expectLayoutSettled(page);
    await expect(links.first()).toBeVisible();
    const tops = await links.evaluateAll((elements) =>
      elements
        .filter((element) => element.getClientRects().length > 0)
        .map((element) => element.getBoundingClientRect().top),
    );
    expect(new Set(tops).size, `${path} at ${width} px: the links sit on ${new Set(tops).size} lines`).toBe(1);
  }
});

test('from 1280 to 1440 px every link of the category bar lies within the viewport; the rest are under “More”', async ({
  page,
}) => {
  const bar = page.locator('nav:has(a[href*="genre="])');
  for (const [path, width, more] of [
    ['/', 1440, 'More'],
    ['/', 1280, 'More'],
    ['/fr', 1440, 'Plus'],
    ['/fr', 1280, 'Plus'],
    ['/es', 1440, 'Más'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await expectHydrated(page);
    await expectLayoutSettled(page);
    const shown = bar.getByRole('link');
    await expect(shown.first()).toBeVisible();
    const boxes = await shown.evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        // The scrolling line must not hide part of a link either.
        const line = element.closest('ul')?.getBoundingClientRect();
        return { top: Math.round(box.top), left: box.left, right: box.right, lineRight: line?.right ?? box.right };
      }),
    );
    const where = `${path} at ${width} px`;
    expect(new Set(boxes.map((box) => box.top)).size, `${where}: the links sit on one line`).toBe(1);
    for (const box of boxes) {
      expect(box.left, where).toBeGreaterThanOrEqual(0);
      expect(box.right, where).toBeLessThanOrEqual(Math.min(width, box.lineRight) + 0.5);
    }
    // What does not fit is one keyboard step away: "More" opens the others, Escape closes them.
    const moreButton = bar.getByRole('button', { name: more });
    if ((await moreButton.count()) === 0) continue;
    await moreButton.focus();
    await page.keyboard.press('Enter');
    await expect(moreButton).toHaveAttribute('aria-expanded', 'true');
    const hidden = await bar.getByRole('list').last().getByRole('link').count();
    expect(boxes.length + hidden, `${where}: every category is in the bar or under “${more}”`).toBe(15);
    await page.keyboard.press('Tab');
    await expect(bar.getByRole('list').last().getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(moreButton).toHaveAttribute('aria-expanded', 'false');
    await expect(moreButton).toBeFocused();
  }
});

test('?nolayout drops header and footer, ?nojs drops every script', async ({ page }) => {
  await page.goto('/?nolayout');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  await page.goto('/?nojs');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('script')).toHaveCount(0);
});

test('/player shows no header or footer', async ({ page }) => {
  await page.goto('/player');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('the page reloads itself when a new build is deployed', async ({ page }) => {
  await page.clock.install();
  let deployed = false;
  let polls = 0;
  await page.route('**/api/build-id', async (route) => {
    polls += 1;
    const { buildId } = (await (await route.fetch()).json()) as { buildId: string };
    await route.fulfill({ json: { buildId: deployed ? `${buildId}-next` : buildId } });
  });
  await page.goto('/');
  // A mark that lives as long as this document: a reload wipes it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const isSameDocument = () => page.evaluate(() => 'sameDocument' in window);

  // Same build: the poll every 30 s, which starts once the page has hydrated, leaves the page alone.
  await expectHydrated(page);
  await page.clock.runFor(30_000);
  await expect.poll(() => polls).toBeGreaterThan(0);
  expect(await isSameDocument()).toBe(true);

  deployed = true;
  const reloaded = page.waitForEvent('load');
  await page.clock.runFor(30_000);
  await reloaded;
  expect(await isSameDocument()).toBe(false);
});

test('/favicon.ico is the record icon, for the clients that ask for it whatever the page links', async ({
  page,
  request,
}) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  // An ICO file: reserved 0, type 1 (icon), then at least one image.
  const bytes = await response.body();
  expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]);
  expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);
  await page.goto('/');
  await expect(page.locator('link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1);
});
