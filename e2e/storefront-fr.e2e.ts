// The storefront in French (issue "Storefront"): a visitor lands on /fr, filters rock/metal, finds an
// artist from the header search, opens a record, plays it until the player moves on, then reads the
// same page in English. Plus the mobile menu, the /widget embed, the /linktree page, the cookie
// toast, the IP data credit and the nolayout/nojs flags. axe on every page; no console error.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  expectHydrated,
  holdScripts,
  projectTiles,
  setTimeoutFromMeasurement,
  stubThirdPartyHosts,
  test,
} from './fixtures.ts';

interface Song {
  id: number;
  title: string;
  previewUrl: string | null;
}
interface Card {
  id: number;
  name: string;
  slug: string;
  category: string;
  artistId: number | null;
  artistName: string;
}

/** Pushes to the page's window.dataLayer and returns what push returned (its new length). */
function pushToDataLayer(page: Page, event: Record<string, unknown>): Promise<number | undefined> {
  return page.evaluate((sent) => (window as unknown as { dataLayer?: unknown[] }).dataLayer?.push(sent), event);
}

function dataLayerOf(page: Page): Promise<unknown[] | undefined> {
  return page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer?.slice());
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A rock or metal vinyl with at least two previews, by an artist whose name is searchable. */
async function rockRecord(request: APIRequestContext): Promise<{ project: Card; songs: Song[] }> {
  const list = (await (await request.get('/api/projects?genre=11|18&type=vinyl&size=48')).json()) as { items: Card[] };
  for (const project of list.items) {
    if (project.artistId === null) continue;
    const songs = (await (await request.get(`/api/projects/${project.id}/songs`)).json()) as Song[];
    if (songs.filter((song) => song.previewUrl).length >= 2) return { project, songs };
  }
  throw new Error('the demo catalogue has no rock/metal vinyl with two previews');
}

/** Console errors and warnings of a page, to check that it hydrates cleanly. */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

test('a French visitor filters rock, finds an artist, plays a record and reads it in English', async ({
  page,
  request,
  expectAccessible,
}) => {
  // Measured 49 s on a busy machine: five pages, each with axe, and a track played to its end.
  setTimeoutFromMeasurement(49_000);
  const { project, songs } = await rockRecord(request);
  const playable = songs.filter((song) => song.previewUrl);
  const consoleMessages = watchConsole(page);

  // Lands on the French home page.
  await page.goto('/fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Rechercher dans la boutique' })).toBeVisible();
  await expectAccessible();

  // Filters rock/metal from the category bar.
  await page
    .getByRole('navigation', { name: 'Catégories de la boutique' })
    .getByRole('link', { name: 'Rock et métal' })
    .click();
  await expect(page).toHaveURL(/\/fr\/vinyl-shop\?genre=11(\||%7C)18$/);
  await expect(projectTiles(page).first()).toBeVisible();
  await expectAccessible();

  // Searches the artist from the header and opens the artist's page from the live results.
  const field = page.getByRole('banner').getByRole('combobox', { name: 'Rechercher dans la boutique' });
  await field.click();
  await field.fill(project.artistName);
  const results = page.getByRole('listbox', { name: 'Résultats de recherche' });
  await expect(results.getByRole('option').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Artistes' }).click();
  await results.getByRole('option', { name: project.artistName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/artist/${project.artistId}/`));
  await expect(page.getByRole('heading', { level: 1, name: project.artistName })).toBeVisible();
  await expectAccessible();

  // Opens the record.
  const tile = projectTiles(page)
    .filter({ has: page.getByRole('heading', { name: project.name, exact: true }) })
    .first();
  await tile.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/fr/vinyl/${project.id}/${escape(project.slug)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.name);
  await expectAccessible();

  // Plays a preview; the player moves on to the next track at the end of the first.
  const tracklist = page.getByRole('region', { name: 'Liste des titres' });
  await tracklist.getByRole('button', { name: `Écouter ${playable[0]?.title}`, exact: true }).click();
  const player = page.getByRole('region', { name: 'Lecteur' });
  await expect(player).toHaveAttribute('data-player-status', 'playing');
  await expect(player).toHaveAttribute('data-player-index', '0');
  await expect(player.getByTestId('player-title')).toHaveText(playable[0]?.title ?? '');
  const progress = player.getByRole('slider', { name: 'Position dans le titre' });
  await expect(progress).toBeEnabled();
  const max = Number(await progress.getAttribute('max'));
  await progress.fill(String(max - 0.3));
  await expect(player).toHaveAttribute('data-player-index', '1');
  await expect(player.getByTestId('player-title')).toHaveText(playable[1]?.title ?? '');
  await expect(player).toHaveAttribute('data-player-status', 'playing');
  await expectAccessible();

  // The same page in English: its own address, and the canonical URL says so.
  await page.getByRole('banner').getByLabel('Langue : Français').click();
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  const englishPath = `/vinyl/${project.id}/${project.slug}`;
  await expect(page).toHaveURL(new RegExp(`${escape(englishPath)}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('region', { name: 'Tracklist' })).toBeVisible();
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical ?? '').pathname).toBe(englishPath);
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute(
    'href',
    new RegExp(`/fr${escape(englishPath)}$`),
  );
  await expectAccessible();

  expect(consoleMessages).toEqual([]);
});

test('the mobile menu opens as a dialog with the genres, categories, pages, language and currency', async ({
  page,
  expectAccessible,
  screenshots,
}) => {
  const consoleMessages = watchConsole(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fr');
  // The modal dialog and its focus trap are the scripts' (a tap before them has its own journey below).
  await expectHydrated(page);
  const open = page.getByRole('button', { name: 'Ouvrir le menu' });
  await open.click();
  const menu = page.getByRole('dialog', { name: 'Parcourir Spindle' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Rock et métal' })).toHaveAttribute('href', '/fr/vinyl-shop?genre=11|18');
  await expect(menu.getByRole('link', { name: 'Coups de cœur' })).toHaveAttribute(
    'href',
    '/fr/vinyl-shop/9/staff-picks',
  );
  await expect(menu.getByRole('link', { name: 'Qui sommes-nous' })).toHaveAttribute('href', '/fr/qui-sommes-nous');
  await expect(menu.getByRole('link', { name: 'English' })).toBeVisible();
  await expect(menu.getByRole('button', { name: /^USD/ })).toBeVisible();
  // The link to the credits, which the footer carries on wide screens.
  await expect(menu.getByRole('link', { name: 'Crédits' })).toHaveAttribute('href', '/fr/credits');
  // The page behind the modal is inert: the panel is what a visitor can reach.
  await expectAccessible({ include: '#mobile-menu' });

  // The focus stays inside: Shift+Tab from the first control goes to the last one, Tab back to the first.
  const close = menu.getByRole('button', { name: 'Fermer le menu' });
  await close.focus();
  await page.keyboard.press('Shift+Tab');
  expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await expect(close).not.toBeFocused();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  for (let step = 0; step < 5; step += 1) await page.keyboard.press('Tab');
  expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

  // Escape closes it and gives the focus back to the menu button.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(open).toBeFocused();

  await screenshots('mobile-menu', {
    fullPage: false,
    prepare: async () => {
      if (!(await menu.isVisible()) && (await open.isVisible())) await open.click();
    },
  });

  // A link navigates and the panel closes behind it.
  await page.setViewportSize({ width: 390, height: 844 });
  if (!(await menu.isVisible())) await open.click();
  await menu.getByRole('link', { name: 'Rock et métal' }).click();
  await expect(page).toHaveURL(/\/fr\/vinyl-shop\?genre=11(\||%7C)18$/);
  await expect(menu).toBeHidden();
  // The shop's first covers are shown before the window widens. The URL changes before the new page
  // is drawn: until then the pictures are the home page's (its banner, already loaded), so the wait is
  // for the shop's covers themselves.
  await page.waitForFunction(() => {
    const covers = [...document.querySelectorAll<HTMLImageElement>('main img[fetchpriority="high"]')];
    return covers.length > 0 && covers.every((img) => img.currentSrc.includes('/projects/') && img.complete);
  });
  // A page reached in the browser preloads nothing: its covers, some already shown on the home page,
  // are fetched by the pictures themselves (only the server's page has a preload, in its <head>).
  await expect(page.locator('link[rel="preload"][as="image"][imagesrcset*="/projects/"]')).toHaveCount(0);

  // Wide screens have the footer and the category bar instead: no menu button.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(open).toBeHidden();
  // The footer leads to the shop and to every information page; the licence notice has a page of its own.
  const footer = page.getByRole('contentinfo');
  const shopLinks = footer.getByRole('navigation', { name: 'Boutique' });
  await expect(shopLinks.getByRole('link', { name: 'Tous les disques' })).toHaveAttribute('href', '/fr/vinyl-shop');
  const information = footer.getByRole('navigation', { name: 'Informations' });
  for (const [name, href] of [
    ['Qui sommes-nous', '/fr/qui-sommes-nous'],
    ['Nous contacter', '/fr/contact'],
    ['Conditions générales de vente', '/fr/terms'],
    ['Retours et remboursements', '/fr/return-and-refund-policy'],
    ['Presser votre disque', '/fr/pressing'],
    ['Comment ça marche', '/fr/comment-ca-marche'],
    ['Notre blog', '/fr/blog'],
    ['Lettre d’information', '/fr/newsletter'],
    ['Partenaires', '/fr/partners'],
  ] as const) {
    await expect(information.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(footer.getByText(/Données d’adresses IP/)).toHaveCount(0);
  await footer.getByRole('link', { name: 'Crédits' }).click();
  await expect(page).toHaveURL(/\/fr\/credits$/);
  const credit = page.getByRole('main').getByText(/Données d’adresses IP/);
  await expect(credit).toBeVisible();
  await expect(credit.getByRole('link', { name: 'NRO' })).toHaveAttribute('href', 'https://www.nro.net/');
  await expect(credit.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute(
    'href',
    'https://creativecommons.org/licenses/by/4.0/',
  );
  const typeface = page.getByRole('main').getByText(/Police de caractères/);
  await expect(typeface.getByRole('link', { name: 'SIL Open Font License 1.1' })).toHaveAttribute(
    'href',
    'https://openfontlicense.org/',
  );
  await expectAccessible();
  expect(consoleMessages).toEqual([]);
});

test('a tap on the menu while the scripts still load keeps the menu open once the page hydrates', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const releaseScripts = await holdScripts(page);
  await page.goto('/fr', { waitUntil: 'domcontentloaded' });

  // Before hydration the menu is a native popover.
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Parcourir Spindle' });
  await expect(menu).toBeVisible();

  releaseScripts();
  await expectHydrated(page);
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: 'Fermer le menu' }).click();
  await expect(menu).toBeHidden();
});

test('the secondary category bar is hidden on /creation and /admin pages', async ({ page }) => {
  // Pages that answer for anyone (a 404 in the site's chrome): the real tools send a visitor to /sign.
  for (const path of ['/creation/no-such-tool', '/fr/creation/no-such-tool', '/admin/no-such-tool']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: /Shop categories|Catégories de la boutique/ })).toHaveCount(0);
  }
});

test('/widget is an embeddable player card whose tracks play inside it', async ({
  page,
  context,
  request,
  baseURL,
  expectAccessible,
  screenshots,
}) => {
  const consoleMessages = watchConsole(page);
  const { project, songs } = await rockRecord(request);
  const playable = songs.filter((song) => song.previewUrl);

  const response = await page.goto(`/widget?id=${project.id}`);
  // Other sites may frame it.
  expect(response?.headers()['content-security-policy']).toContain('frame-ancestors *');
  expect(response?.headers()['x-frame-options']).toBeUndefined();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  const card = page.getByRole('article', { name: `Spindle player: ${project.name}` });
  await expect(card.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Buy on Spindle' })).toHaveAttribute('target', '_blank');
  await expectAccessible();

  await card.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(card).toHaveAttribute('data-player-status', 'playing');
  await expect(card).toHaveAttribute('data-player-index', '0');
  await expect(card.getByTestId('widget-now-playing')).toHaveText(playable[0]?.title ?? '');
  // The site's player bar is not drawn: the card is the player.
  await expect(page.getByRole('region', { name: 'Player' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Next track' }).click();
  await expect(card).toHaveAttribute('data-player-index', '1');
  await expect(card.getByTestId('widget-now-playing')).toHaveText(playable[1]?.title ?? '');
  await card.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(card).toHaveAttribute('data-player-status', 'paused');
  await expectAccessible();
  await screenshots('widget', { fullPage: false });

  // In French too, and inside another site's iframe.
  await page.goto(`/fr/widget?project_id=${project.id}`);
  await expect(page.getByRole('link', { name: 'Acheter sur Spindle' })).toBeVisible();
  // Another site's page frames it: a host page on another origin (localhost against 127.0.0.1), which
  // Chromium lets reach a local server once granted local-network access, as a browser asks a person.
  const site = new URL(baseURL ?? 'http://127.0.0.1:3100');
  const hostOrigin = `${site.protocol}//localhost:${site.port}`;
  await page.route(`${hostOrigin}/embedding-site`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Another site</title><iframe title="widget" src="${site.origin}/widget?id=${project.id}" width="420" height="460"></iframe>`,
    }),
  );
  await context.grantPermissions(['local-network-access'], { origin: hostOrigin });
  await page.goto(`${hostOrigin}/embedding-site`);
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1, name: project.name })).toBeVisible();

  // A missing or broken id is a page not found.
  expect((await page.goto('/widget?id=abc'))?.status()).toBe(404);
  expect(consoleMessages.filter((message) => !message.includes('404'))).toEqual([]);
});

test('/linktree gives an artist, a label or a record a page of links', async ({
  page,
  request,
  expectAccessible,
  screenshots,
}) => {
  const consoleMessages = watchConsole(page);
  const { project } = await rockRecord(request);
  const artist = (await (await request.get(`/api/artists/${project.artistId}`)).json()) as {
    slug: string;
    shopCode: string | null;
  };

  await page.goto(`/linktree?artist=${project.artistId}`);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: project.artistName })).toBeVisible();
  const links = page.getByRole('navigation', { name: 'Links' });
  await expect(links.getByRole('link', { name: 'Artist page on Spindle' })).toHaveAttribute(
    'href',
    new RegExp(`^/artist/${project.artistId}/`),
  );
  if (artist.shopCode) {
    await expect(links.getByRole('link', { name: 'Official shop' })).toHaveAttribute(
      'href',
      `/shop/${artist.shopCode}`,
    );
  }
  await expect(links.getByRole('link', { name: 'Browse the vinyl shop' })).toHaveAttribute('href', '/vinyl-shop');
  await expect(page.getByRole('region', { name: 'Latest records' }).getByRole('link').first()).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/linktree\\?artist=${project.artistId}$`),
  );
  await expectAccessible();
  await screenshots('linktree', { fullPage: false });

  await page.goto(`/fr/linktree?project=${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Le disque sur Spindle' })).toHaveAttribute(
    'href',
    `/fr/vinyl/${project.id}/${project.slug}`,
  );
  await expect(page.getByRole('link', { name: `Plus de ${project.artistName}` })).toBeVisible();
  await expectAccessible();

  expect((await page.goto('/linktree'))?.status()).toBe(404);
  expect(consoleMessages.filter((message) => !message.includes('404'))).toEqual([]);
});

test.describe('on a first visit', () => {
  test.use({ firstVisit: true });

  test('the cookie toast asks on a first visit, measures nothing before consent and remembers the choice', async ({
    page,
    request,
    expectAccessible,
    screenshots,
  }) => {
    // Measured 23 s on a busy machine: two axe runs and eight screenshots besides the steps.
    setTimeoutFromMeasurement(23_000);
    // Accepting loads the configured tags: answered here, not by the network.
    await stubThirdPartyHosts(page.context());
    const { project, songs } = await rockRecord(request);
    const playable = songs.filter((song) => song.previewUrl);
    await page.goto('/fr');
    const toast = page.getByRole('region', { name: 'Les cookies sur Spindle' });
    await expect(toast).toBeVisible();
    await expect(toast.getByRole('button', { name: 'Tout accepter' })).toBeVisible();
    // Nothing reaches the data layer before consent, whoever pushes.
    expect(await pushToDataLayer(page, { event: 'add_to_cart' })).toBe(0);
    expect(await dataLayerOf(page)).toEqual([]);
    await expectAccessible();
    await screenshots('consent-toast', { fullPage: false });

    // It sits above the player bar, never over it (read in English, chosen from the language menu: the
    // choice is kept, so the next English address stays English).
    await page.getByRole('banner').getByLabel('Langue : Français').click();
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto(`/vinyl/${project.id}/${project.slug}`);
    await page
      .getByRole('region', { name: 'Tracklist' })
      .getByRole('button', { name: `Play ${playable[0]?.title}`, exact: true })
      .click();
    const player = page.getByRole('region', { name: 'Player' });
    await expect(player).toHaveAttribute('data-player-status', 'playing');
    const englishToast = page.getByRole('region', { name: 'Cookies on Spindle' });
    await expect
      .poll(async () => {
        const toastBox = await englishToast.boundingBox();
        const playerBox = await player.boundingBox();
        return toastBox && playerBox ? playerBox.y - (toastBox.y + toastBox.height) : -1;
      })
      .toBeGreaterThanOrEqual(0);
    await screenshots('consent-toast-above-player', { fullPage: false });
    // Not on the checkout pages, where it could hide the pay button.
    await page.goto('/cart');
    await expect(englishToast).toHaveCount(0);

    await page.goto('/');
    await englishToast.getByRole('button', { name: 'Accept all' }).click();
    await expect(englishToast).toHaveCount(0);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'consent')?.value).toBe('granted');
    expect(await pushToDataLayer(page, { event: 'add_to_wishlist' })).toBeGreaterThan(0);
    await page.reload();
    await expect(englishToast).toHaveCount(0);
    // Accepted: page views reach the data layer.
    await expect.poll(async () => JSON.stringify(await dataLayerOf(page))).toContain('"page_view"');

    // The footer's cookie preferences change the choice.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie preferences' }).click();
    const preferences = page.getByRole('dialog', { name: 'Cookie preferences' });
    await expect(preferences.getByText('You accepted everything.')).toBeVisible();
    // Withdrawing consent reloads the page: the tags that ran cannot be unloaded.
    const reloaded = page.waitForEvent('load');
    await preferences.getByRole('button', { name: 'Refuse all' }).click();
    await reloaded;
    await expectHydrated(page);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'consent')?.value).toBe('denied');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie preferences' }).click();
    await expect(preferences.getByText('You refused everything optional.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(preferences).toBeHidden();
    const lengthBefore = (await dataLayerOf(page))?.length;
    expect(await pushToDataLayer(page, { event: 'purchase' })).toBe(lengthBefore);
  });
});

test('?nolayout and ?nojs work on every kind of page', async ({ page, request }) => {
  const { project } = await rockRecord(request);
  const pages = [
    '/',
    '/fr',
    '/vinyl-shop?genre=11|18',
    `/vinyl/${project.id}/${project.slug}`,
    `/artist/${project.artistId}/x`,
    '/about',
    '/fr/qui-sommes-nous',
    `/player?project_id=${project.id}`,
    `/widget?id=${project.id}`,
    `/linktree?artist=${project.artistId}`,
  ];
  for (const path of pages) {
    const joiner = path.includes('?') ? '&' : '?';
    await page.goto(`${path}${joiner}nolayout`);
    await expect(page.getByRole('main'), `${path} with nolayout`).toBeVisible();
    await expect(page.getByRole('banner'), `${path} with nolayout`).toHaveCount(0);
    await expect(page.getByRole('contentinfo'), `${path} with nolayout`).toHaveCount(0);

    await page.goto(`${path}${joiner}nojs`);
    await expect(page.getByRole('main'), `${path} with nojs`).toBeVisible();
    // No script runs; a JSON-LD block (data for search engines, never executed) may stay.
    await expect(page.locator('script:not([type="application/ld+json"])'), `${path} with nojs`).toHaveCount(0);
  }
});
