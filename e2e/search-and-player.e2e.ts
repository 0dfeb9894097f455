// A visitor finds an artist from the header's live search, then listens to records: the player bar
// plays on across pages, moves to the next track, and reports plays of 5 s or more.
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { SEARCH_DEBOUNCE_MS } from '@spindle/domain';
import { expect, projectTiles, scrollToPageEnd, test } from './fixtures.ts';

interface Song {
  id: number;
  title: string;
  previewUrl: string | null;
}
interface Tile {
  id: number;
  name: string;
  category: string;
  artistName: string;
}

/** A record of the home page's first section with at least three previews, and its songs. */
async function recordWithPreviews(request: APIRequestContext): Promise<{ project: Tile; songs: Song[] }> {
  const home = (await (await request.get('/api/home')).json()) as { sections: { projects: Tile[] }[] };
  for (const project of home.sections[0]?.projects ?? []) {
    if (project.category !== 'vinyl') continue;
    const songs = (await (await request.get(`/api/projects/${project.id}/songs`)).json()) as Song[];
    if (songs.filter((song) => song.previewUrl).length >= 3) return { project, songs };
  }
  throw new Error('the demo catalogue has no record with three previews on the home page');
}

const isSearch = (request: Request) => new URL(request.url()).pathname === '/api/search';
const isListenStat = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/songs/stats';

function playerOf(page: Page) {
  return page.getByRole('region', { name: 'Player' });
}

test('the header search shows live results after a pause in typing, by tab, and opens one', async ({
  page,
  request,
  expectAccessible,
}) => {
  const { project } = await recordWithPreviews(request);
  const artist = project.artistName;
  const searches: string[] = [];
  page.on('request', (sent) => {
    if (isSearch(sent)) searches.push(new URL(sent.url()).search);
  });

  // The page's timers run only when the test says so: the debounce is measured, not hoped for.
  await page.clock.install();
  await page.goto('/');
  // A combobox once the page has hydrated (a plain search field before).
  const field = page.getByRole('banner').getByRole('combobox', { name: 'Search the shop' });
  await field.click();
  await page.clock.pauseAt(Date.now() + 1000);
  await field.pressSequentially(artist);
  await page.clock.runFor(SEARCH_DEBOUNCE_MS - 1);
  expect(searches).toEqual([]);

  // One search, for the whole name, once typing has paused for 500 ms.
  const searched = page.waitForRequest(isSearch);
  await page.clock.runFor(1);
  await searched;
  await page.clock.resume();
  const results = page.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('option').first()).toBeVisible();
  expect(searches).toEqual([`?${new URLSearchParams({ search: artist, type: 'projects' }).toString()}`]);
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('tab', { name: 'Releases' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    results.getByRole('option', { name: new RegExp(project.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
  ).toBeVisible();
  // The header with its open dropdown (the home page itself is checked by home.e2e.ts).
  await expectAccessible({ include: 'header' });

  await page.getByRole('tab', { name: 'Artists' }).click();
  await expect(page.getByRole('tab', { name: 'Artists' })).toHaveAttribute('aria-selected', 'true');
  const artistOption = results.getByRole('option', { name: artist, exact: true });
  await expect(artistOption).toBeVisible();
  await expect(artistOption.getByRole('img')).toHaveCount(0); // decorative thumbnail: alt=""
  await expect(artistOption.locator('img')).toHaveAttribute('src', /.+/);

  // Keyboard: the arrows move through the results, Escape closes, Enter opens the highlighted one.
  await field.focus();
  await field.press('ArrowDown');
  await expect(results.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute('aria-activedescendant', /.+/);
  await field.press('Escape');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await expect(results).toBeHidden();
  await field.press('ArrowDown');
  await expect(results).toBeVisible();
  const href = await artistOption.getAttribute('href');
  expect(href).toMatch(/^\/artist\/\d+\//);
  // The arrows wrap around the list: at most one round to reach the artist.
  const optionCount = await results.getByRole('option').count();
  for (let step = 0; step < optionCount && (await artistOption.getAttribute('aria-selected')) !== 'true'; step += 1) {
    await field.press('ArrowDown');
  }
  await expect(artistOption).toHaveAttribute('aria-selected', 'true');
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('emptying the search field clears the live results', async ({ page }) => {
  await page.goto('/');
  const field = page.getByRole('banner').getByRole('combobox', { name: 'Search the shop' });
  await field.fill('zzzzqx');
  await expect(page.getByText('No result for “zzzzqx”').first()).toBeVisible();
  await field.fill('');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('No result for “zzzzqx”')).toHaveCount(0);
});

test('a record plays from its cover; the player moves on, survives navigation and reports plays', async ({
  page,
  request,
  expectAccessible,
}) => {
  const { project, songs } = await recordWithPreviews(request);
  const playable = songs.filter((song) => song.previewUrl);
  const titleOf = (index: number) => playable[index % playable.length]?.title ?? '';

  await page.goto('/');
  const tile = projectTiles(page)
    .filter({ has: page.getByRole('heading', { name: project.name, exact: true }) })
    .first();
  await tile.hover();
  await tile.getByRole('button', { name: `Play ${project.name}` }).click();

  const player = playerOf(page);
  await expect(player).toBeVisible();
  await expect(player).toHaveAttribute('data-player-index', '0');
  await expect(player).toHaveAttribute('data-player-status', 'playing');
  await expect(player.getByTestId('player-title')).toHaveText(titleOf(0));
  await expect(player.getByRole('img')).toHaveCount(0);
  await expect(player.locator('img')).toHaveAttribute('src', /.+/);

  await player.getByRole('button', { name: 'Next track' }).click();
  await expect(player).toHaveAttribute('data-player-index', '1');
  await expect(player.getByTestId('player-title')).toHaveText(titleOf(1));
  await expect(player).toHaveAttribute('data-player-status', 'playing');

  // Past 5 s of listening, the end of the track reports the play and moves to the next track.
  const progress = player.getByRole('slider', { name: 'Position in the track' });
  await expect(progress).toBeEnabled();
  await expect
    .poll(async () => Number(await progress.inputValue()), { timeout: 15_000, intervals: [250] })
    .toBeGreaterThan(5.5);
  const listenStat = page.waitForResponse((response) => isListenStat(response.request()));
  const max = Number(await progress.getAttribute('max'));
  await progress.fill(String(max - 0.4));
  const statResponse = await listenStat;
  const body = statResponse.request().postDataJSON() as { song_id: number; duration: number };
  expect(body.song_id).toBe(playable[1]?.id);
  expect(body.duration).toBeGreaterThanOrEqual(5);
  expect(statResponse.status()).toBe(200);
  expect(await statResponse.json()).toEqual({ recorded: true });
  await expect(player).toHaveAttribute('data-player-index', String(2 % playable.length));
  await expect(player.getByTestId('player-title')).toHaveText(titleOf(2));
  await expect(player).toHaveAttribute('data-player-status', 'playing');

  // A client-side navigation: same document, the music goes on.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('navigation', { name: 'Shop categories' }).getByRole('link', { name: 'Staff picks' }).click();
  await expect(page).toHaveURL(/\/vinyl-shop\/9\/staff-picks$/);
  // The address changes before the new page renders: wait for its heading too.
  await expect(page.getByRole('heading', { level: 1, name: 'Staff picks' })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await expect(player).toHaveAttribute('data-player-index', String(2 % playable.length));
  await expect(player).toHaveAttribute('data-player-status', 'playing');
  const positionNow = Number(await progress.inputValue());
  await expect.poll(async () => Number(await progress.inputValue())).toBeGreaterThan(positionNow);

  // The bar never covers the end of the page: measured once the page has settled and shows its end.
  await expect(player).toBeVisible();
  await scrollToPageEnd(page);
  const barTop = (await player.boundingBox())?.y ?? 0;
  const pageEnd = await page.getByRole('main').evaluate((main) => main.getBoundingClientRect().bottom);
  expect(pageEnd).toBeLessThanOrEqual(barTop);

  // Space plays and pauses when the player has the focus.
  await player.focus();
  await page.keyboard.press('Space');
  await expect(player).toHaveAttribute('data-player-status', 'paused');
  await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await expect(player.getByRole('slider', { name: 'Volume' })).toHaveValue('1');
  await expectAccessible({ include: '[data-testid=player]' });
});

test('/player plays a record on its own page with the same player, without header or footer', async ({
  page,
  request,
  expectAccessible,
}) => {
  const { project, songs } = await recordWithPreviews(request);
  await page.goto(`/player?project_id=${project.id}`);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();

  await page.getByRole('button', { name: 'Play the record' }).click();
  const player = playerOf(page);
  await expect(player).toHaveAttribute('data-player-index', '0');
  await expect(player).toHaveAttribute('data-player-status', 'playing');

  const third = songs.filter((song) => song.previewUrl)[2];
  if (!third) throw new Error('the record has fewer than three previews');
  await page.getByRole('button', { name: `Play ${third.title}` }).click();
  await expect(player).toHaveAttribute('data-player-index', '2');
  await expect(player.getByTestId('player-title')).toHaveText(third.title);
  await expect(page.getByRole('button', { name: `Pause ${third.title}` })).toHaveAttribute('aria-current', 'true');

  await player.getByRole('button', { name: 'Previous track' }).click();
  await expect(player).toHaveAttribute('data-player-index', '1');
  await expectAccessible();
});
