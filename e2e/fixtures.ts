// Shared helpers for the journeys (the shape of Epic Stack's playwright-utils): a test with an axe
// fixture, and the few actions a visitor repeats, located by role and label as a person would.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export const test = base.extend<{ makeAxeBuilder: () => AxeBuilder; firstVisit: boolean }>({
  /**
   * false (the default): the visitor answered the cookie toast on an earlier visit (refused), so the
   * toast, which appears once the page runs, does not cover what a journey clicks. The toast's own
   * journey sets `test.use({ firstVisit: true })`.
   */
  firstVisit: [false, { option: true }],
  context: async ({ context, baseURL, firstVisit }, use) => {
    if (!firstVisit) {
      await context.addCookies([{ name: 'consent', value: 'denied', url: baseURL ?? 'http://127.0.0.1' }]);
    }
    await use(context);
  },
  makeAxeBuilder: async ({ page }, use) => {
    await use(() => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']));
  },
});

export { expect };

/** The axe violations of impact serious or critical, with their nodes, for a readable failure. */
export async function seriousA11yViolations(builder: AxeBuilder) {
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** The project tiles of the page's main content. */
export function projectTiles(page: Page): Locator {
  return page.getByRole('main').getByRole('article');
}

/** The price line of a tile. */
export function priceOf(tile: Locator): Locator {
  return tile.getByTestId('price');
}

/** Expects the cover images of the first `count` tiles to have been downloaded and decoded. */
export async function expectCoversLoaded(tiles: Locator, count: number): Promise<void> {
  const total = await tiles.count();
  expect(total).toBeGreaterThanOrEqual(count);
  for (let index = 0; index < count; index += 1) {
    const cover = tiles.nth(index).getByRole('img');
    await cover.scrollIntoViewIfNeeded();
    await expect
      .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
        message: `cover ${index + 1} should be loaded`,
      })
      .toBeGreaterThan(0);
  }
}

/** Picks a currency in the header's currency menu (English labels). */
export async function chooseCurrency(page: Page, code: string): Promise<void> {
  const header = page.getByRole('banner');
  await header.getByLabel(/^Currency: [A-Z]{3}$/).click();
  await header.getByRole('button', { name: new RegExp(`^${code}\\b`) }).click();
  await expect(header.getByLabel(`Currency: ${code}`)).toBeVisible();
}
