// A visitor opens a record from the home page and reads its story (DESIGN.md "A project page tells
// the story"): the gallery, the price, the record in its colour, the tracklist; old addresses move
// to the canonical one; the French page speaks French; search engines get JSON-LD.
import { homeSchema, type ProjectCard } from '@spindle/contracts';
import { FORCED_USD_PROJECT_ID, projectPath } from '@spindle/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectHydrated, holdScripts, test } from './fixtures.ts';

/**
 * A project of the home page that is on sale in euros, staff picks first (the demo seed gives them
 * every picture variant).
 */
async function homeProject(request: APIRequestContext, category = 'vinyl'): Promise<ProjectCard> {
  const home = homeSchema.parse(await (await request.get('/api/home')).json());
  const picks = home.sections.find((section) => section.key === 'staff_picks')?.projects ?? [];
  const found = [...picks, ...home.sections.flatMap((section) => section.projects)].find(
    (project) => project.category === category && !project.isSoldOut && project.id !== FORCED_USD_PROJECT_ID,
  );
  if (!found) throw new Error(`no ${category} project on sale on the home page`);
  return found;
}

function mainPicture(page: Page) {
  return page.getByRole('region', { name: 'Pictures' }).getByRole('img').first();
}

test('a visitor opens a vinyl from the home page: gallery, price, record, tracklist', async ({ page }) => {
  await page.goto('/');
  const picks = page.getByRole('region', { name: 'Staff picks' });
  // A vinyl on sale in euros (project 259413 is always priced in dollars, spec section 9).
  const tile = picks
    .getByRole('article')
    .filter({ has: page.locator('a[href^="/vinyl/"]') })
    .filter({ hasNot: page.getByText('Sold out', { exact: true }) })
    .filter({ hasNot: page.locator(`a[href^="/vinyl/${FORCED_USD_PROJECT_ID}/"]`) })
    .first();
  const title = (await tile.getByRole('heading').innerText()).trim();
  await tile.locator('a[href^="/vinyl/"]').first().click();

  await expect(page).toHaveURL(/\/vinyl\/\d+\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} by .+ - Spindle$`));

  // The gallery opens on the front cover; a thumbnail shows another picture in its place.
  await expect(mainPicture(page)).toHaveAttribute('alt', /front cover$/);
  await expect(mainPicture(page)).toHaveAttribute('src', /\/cover\.jpg$/);
  // The thumbnails are links until the page's scripts run (a click loads the picture's page, ?image=back,
  // and leaves the focus at its top): the keys below need the gallery hydrated, with the focus kept on the
  // thumbnail clicked. Only clicks on buttons are replayed after hydration (lib/early-clicks.ts).
  await expectHydrated(page);
  await page.getByRole('link', { name: 'Show back cover' }).click();
  await expect(mainPicture(page)).toHaveAttribute('src', /\/back\.jpg$/);
  await expect(mainPicture(page)).toHaveAttribute('alt', /back cover$/);
  await expect(page.getByRole('link', { name: 'Show back cover' })).toHaveAttribute('aria-current', 'true');
  // The keyboard moves through the thumbnails too.
  await page.keyboard.press('Home');
  await expect(mainPicture(page)).toHaveAttribute('src', /\/cover\.jpg$/);
  await expect(page.getByRole('link', { name: 'Show front cover' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('link', { name: 'Show front cover' })).not.toHaveAttribute('aria-current', 'true');

  await expect(page.getByTestId('project-price')).toHaveText(/^€\d+(\.\d{2})?$/);
  await expect(page.getByRole('button', { name: /^(Add to cart|Pre-order) — €/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^The record in / })).toBeVisible();
  await expect(page.getByText('Format', { exact: true })).toBeVisible();

  const tracklist = page.getByRole('region', { name: 'Tracklist' });
  const playButtons = tracklist.getByRole('button', { name: /^Play / });
  expect(await playButtons.count()).toBeGreaterThan(0);
  await expect(playButtons.first()).toHaveAttribute('data-song-id', /^\d+$/);
});

test('a play button plays the tracklist from that track in the player, and pauses it', async ({ page, request }) => {
  const project = await homeProject(request);
  await page.goto(`/vinyl/${project.id}/${project.slug}`);
  const rows = page.getByRole('region', { name: 'Tracklist' }).getByRole('listitem');
  const second = rows.nth(1).getByRole('button', { name: /^Play / });
  const title = (await second.getAttribute('aria-label'))?.replace(/^Play /, '') ?? '';
  await expect(second).toHaveAttribute('data-song-id', /^\d+$/);
  await second.click();

  const player = page.getByRole('region', { name: 'Player' });
  await expect(player.getByTestId('player-title')).toHaveText(title);
  await expect(player).toHaveAttribute('data-player-status', 'playing');
  await expect(second).toHaveAttribute('aria-pressed', 'true');

  await second.click();
  await expect(player).toHaveAttribute('data-player-status', 'paused');
  await expect(second).toHaveAttribute('aria-pressed', 'false');
});

test('a play button pressed while the scripts still load plays its track once the page hydrates', async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The browser entry, which hydrates, is held until the button has been pressed.
  const releaseScripts = await holdScripts(page);
  const project = await homeProject(request);
  await page.goto(`/vinyl/${project.id}/${project.slug}`, { waitUntil: 'domcontentloaded' });
  const second = page.getByRole('region', { name: 'Tracklist' }).getByRole('listitem').nth(1).getByRole('button');
  const title = (await second.getAttribute('aria-label'))?.replace(/^Play /, '') ?? '';
  await second.click();
  const player = page.getByRole('region', { name: 'Player' });
  await expect(second).toHaveAttribute('aria-pressed', 'false');
  await expect(player).toHaveCount(0);

  releaseScripts();
  await expectHydrated(page);
  // Pressed once: the track plays, and goes on playing (a second press would have paused it).
  await expect(player.getByTestId('player-title')).toHaveText(title);
  await expect(player).toHaveAttribute('data-player-status', 'playing');
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  const progress = player.getByRole('slider', { name: 'Position in the track' });
  const positionNow = Number(await progress.inputValue());
  await expect.poll(async () => Number(await progress.inputValue())).toBeGreaterThan(positionNow);
  await expect(player).toHaveAttribute('data-player-status', 'playing');
  // The script that kept the press carries the page's nonce: no CSP report, no error.
  expect(errors).toEqual([]);
});

test('a wrong slug, a missing slug or a wrong category moves permanently to the canonical URL', async ({
  page,
  request,
}) => {
  const project = await homeProject(request);
  const canonical = `/vinyl/${project.id}/${project.slug}`;
  for (const path of [
    `/vinyl/${project.id}/an-old-title`,
    `/vinyl/${project.id}`,
    `/cd/${project.id}/${project.slug}`,
  ]) {
    const moved = await request.get(path, { maxRedirects: 0 });
    expect(moved.status(), path).toBe(301);
    expect(moved.headers().location).toBe(canonical);
  }
  // An unknown category falls back to the project page, which then moves to the canonical URL.
  await page.goto(`/whatever/${project.id}?currency=GBP`);
  await expect(page).toHaveURL(`${canonical}?currency=GBP`);
  await expect(page.getByTestId('project-price')).toContainText('£');
  // A segment that is not an id is not a project page.
  expect((await request.get('/vinyl/not-a-number')).status()).toBe(404);
});

test('the French page speaks French and describes the record to search engines', async ({ page, request }) => {
  const project = await homeProject(request);
  await page.goto(`/fr/vinyl/${project.id}/${project.slug}`);

  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { name: 'Liste des titres' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Ajouter au panier|Précommander) — / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter à ma liste d’envies' })).toBeVisible();
  // French prices put the euro sign after the amount.
  await expect(page.getByTestId('project-price')).toHaveText(/^\d[\d\s\u202f]*(,\d{2})?[\s\u202f]€$/);

  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/fr/vinyl/${project.id}/${project.slug}$`),
  );
  const origin = new URL(page.url()).origin;
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    `${origin}/vinyl/${project.id}/${project.slug}`,
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\/.+\/cover\.jpg$/);

  const jsonLd: unknown = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '');
  expect(jsonLd).toMatchObject({
    '@context': 'https://schema.org',
    '@type': ['Product', 'MusicAlbum'],
    name: project.name,
    byArtist: { name: project.artistName },
    offers: { '@type': 'Offer', priceCurrency: 'EUR' },
  });
});

test('a visitor who adds a record to the wishlist is sent to sign in, with the way back', async ({ page, request }) => {
  const project = await homeProject(request);
  const path = `/vinyl/${project.id}/${project.slug}`;
  await page.goto(path);
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page).toHaveURL(`/sign?redirect=${encodeURIComponent(path)}`);
});

test('a T-shirt page offers its sizes before the cart button', async ({ page, request }) => {
  const shirt = await homeProject(request, 't-shirt');
  await page.goto(`/t-shirt/${shirt.id}/${shirt.slug}`);
  const sizes = page.getByRole('group', { name: 'Size' });
  await expect(sizes.getByRole('radio')).not.toHaveCount(0);
  await sizes.getByRole('radio', { name: 'M', exact: true }).check();
  await expect(sizes.getByRole('radio', { name: 'M', exact: true })).toBeChecked();
  await expect(page.getByRole('button', { name: /^(Add to cart|Pre-order) — / })).toBeEnabled();
  await expect(page.getByRole('img', { name: /^The record in / })).toHaveCount(0);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a project page has no serious accessibility violations in the ${colorScheme} theme`, async ({
    page,
    request,
    expectAccessible,
  }) => {
    const project = await homeProject(request);
    await page.emulateMedia({ colorScheme });
    await page.goto(`/vinyl/${project.id}/${project.slug}`);
    await expect(mainPicture(page)).toBeVisible();
    await expectAccessible();
  });
}

test('on a phone the page stays in one column and accessible', async ({ page, request, expectAccessible }) => {
  const shirt = await homeProject(request, 't-shirt');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/t-shirt/${shirt.id}/${shirt.slug}`);
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
  await expectAccessible();
});

test('the cover comes as AVIF at a width the screen needs, preloaded before the scripts', async ({ page, request }) => {
  const project = await homeProject(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(projectPath(project));
  const preload = page.locator('head link[rel="preload"][as="image"][type="image/avif"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('imagesrcset', /\/storage\/_v\/400\/avif\/.+\/cover\.jpg 400w/);
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  await expect
    .poll(() => mainPicture(page).evaluate((image: HTMLImageElement) => image.complete && image.currentSrc))
    .toMatch(/\/storage\/_v\/(400|600)\/avif\/.+\/cover\.jpg$/);
  expect(await mainPicture(page).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});
