// Consent per purpose and the third-party tags (issue 18, docs/analytics.md "Third-party tags"): the
// server runs with a tag manager, an analytics service and the Crisp chat configured
// (playwright.config.ts). With consent refused, no page asks anything of a host other than the
// store's own; after the visitor allows analytics and marketing, the tag manager and the analytics
// service load (answered by stubThirdPartyHosts, never by the network), and the chat only once it is
// allowed too, in Paris support hours. The support launcher follows the hours (the contact form
// outside them) and the cart drawer.
import type { Page, Request } from '@playwright/test';
import { E2E_TAGS, expect, expectHydrated, stubThirdPartyHosts, test } from './fixtures.ts';

// Friday 27 November 2026, 15:00 in Paris (UTC+1): support is open. Saturday noon: closed.
const FRIDAY_AFTERNOON = new Date('2026-11-27T14:00:00Z');
const SATURDAY_NOON = new Date('2026-11-28T11:00:00Z');

const GTM_SCRIPT = `https://www.googletagmanager.com/gtm.js?id=${E2E_TAGS.gtmId}`;
const PLAUSIBLE_SCRIPT = 'https://plausible.io/js/script.js';
const CRISP_SCRIPT = 'https://client.crisp.chat/l.js';

/** Every address the page asks for (documents, scripts, images, fetches, web sockets). */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(request.url()));
  page.on('websocket', (socket) => urls.push(socket.url()));
  return urls;
}

function thirdParty(urls: readonly string[]): string[] {
  return urls.filter((url) => {
    const { protocol, hostname } = new URL(url);
    if (protocol === 'data:' || protocol === 'blob:') return false;
    return hostname !== '127.0.0.1';
  });
}

/** The support launcher (bottom right); the footer has a "Contact us" link of its own. */
function launcher(page: Page) {
  return page.locator('[data-chat-launcher]');
}

/** A vinyl project page of the demo catalogue. */
async function projectPath(page: Page): Promise<string> {
  const list = (await (await page.request.get('/api/projects?type=vinyl&size=1')).json()) as {
    items: { id: number; slug: string }[];
  };
  const project = list.items[0];
  if (!project) throw new Error('the demo catalogue has no vinyl');
  return `/vinyl/${project.id}/${project.slug}`;
}

test.use({ supportLauncher: true });

test('with consent refused no page asks a third-party host, though every tag is configured', async ({ page }) => {
  // Answered locally if anything slipped through; the assertion is on what was asked.
  await stubThirdPartyHosts(page.context());
  await page.clock.setFixedTime(FRIDAY_AFTERNOON);
  const urls = recordRequests(page);

  const home = await page.goto('/');
  // The policy names exactly the configured hosts, for when consent is given.
  const policy = (await home?.headerValue('content-security-policy')) ?? '';
  expect(policy).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
  expect(policy).toMatch(/script-src [^;]*https:\/\/plausible\.io/);
  expect(policy).toMatch(/script-src [^;]*https:\/\/client\.crisp\.chat/);
  await expectHydrated(page);
  // In hours, without consent to the chat: the launcher offers the contact form.
  const contact = launcher(page).and(page.getByRole('button', { name: 'Write to us' }));
  await expect(contact).toBeVisible();

  await page.goto('/vinyl-shop');
  await expectHydrated(page);
  await page.goto(await projectPath(page));
  await expectHydrated(page);
  // Never on project pages.
  await expect(launcher(page)).toHaveCount(0);
  await page.goto('/cart');
  await expectHydrated(page);
  await expect(contact).toBeVisible();
  await page.goto('/fr/contact');
  await expectHydrated(page);
  await expect(launcher(page).and(page.getByRole('button', { name: 'Nous écrire' }))).toBeVisible();

  expect(urls.length).toBeGreaterThan(10);
  expect(thirdParty(urls)).toEqual([]);

  // The visitor may hide it (the pages are French now: the language chosen above stays): it stays hidden.
  await page.goto('/fr');
  await expectHydrated(page);
  await page.getByRole('button', { name: 'Masquer le bouton d’aide' }).click();
  await expect(launcher(page)).toHaveCount(0);
  await page.goto('/fr/vinyl-shop');
  await expectHydrated(page);
  await page.goto('/fr');
  await expectHydrated(page);
  await expect(launcher(page)).toHaveCount(0);
  await page.context().clearCookies({ name: 'support_launcher' });

  // On a Saturday: no chat, the contact form (and still no third-party request; the page is French).
  await page.clock.setFixedTime(SATURDAY_NOON);
  await page.goto('/');
  await expectHydrated(page);
  await expect(launcher(page).and(page.getByRole('button', { name: 'Nous écrire' }))).toBeVisible();
  expect(thirdParty(urls)).toEqual([]);
});

test.describe('on a first visit', () => {
  test.use({ firstVisit: true });

  test('the visitor chooses purposes: the configured tags load for those allowed, the chat once allowed', async ({
    page,
    expectAccessible,
  }) => {
    await stubThirdPartyHosts(page.context());
    await page.clock.setFixedTime(FRIDAY_AFTERNOON);
    const urls = recordRequests(page);
    await page.goto('/');
    await expectHydrated(page);
    const toast = page.getByRole('region', { name: 'Cookies on Spindle' });
    await expect(toast).toBeVisible();
    // No choice yet counts as a refusal.
    expect(thirdParty(urls)).toEqual([]);

    // "Choose" opens the preferences dialog: labelled, modal, axe-clean, Escape closes it.
    await toast.getByRole('button', { name: 'Choose' }).click();
    const preferences = page.getByRole('dialog', { name: 'Cookie preferences' });
    await expect(preferences).toBeVisible();
    await expect(preferences.getByText('You have not chosen yet.')).toBeVisible();
    await expect(preferences.getByRole('checkbox', { name: 'Necessary' })).toBeChecked();
    await expect(preferences.getByRole('checkbox', { name: 'Necessary' })).toBeDisabled();
    await expectAccessible({ include: '[data-testid="cookie-preferences"]' });
    await page.keyboard.press('Escape');
    await expect(preferences).toBeHidden();
    await expect(toast.getByRole('button', { name: 'Choose' })).toBeFocused();
    expect(thirdParty(urls)).toEqual([]);

    await toast.getByRole('button', { name: 'Choose' }).click();
    await preferences.getByRole('checkbox', { name: 'Measuring visits' }).check();
    await preferences.getByRole('checkbox', { name: 'Marketing' }).check();
    await expect(preferences.getByRole('checkbox', { name: 'Support chat' })).not.toBeChecked();
    await preferences.getByRole('button', { name: 'Save my choices' }).click();
    await expect(preferences).toBeHidden();
    await expect(toast).toHaveCount(0);
    const consent = (await page.context().cookies()).find((cookie) => cookie.name === 'consent');
    expect(consent?.value).toBe('some.analytics.marketing');

    // The tag manager and the analytics service load; the data layer now takes events.
    await expect.poll(() => urls).toContain(GTM_SCRIPT);
    await expect.poll(() => urls).toContain(PLAUSIBLE_SCRIPT);
    await expect(page.locator(`script[src="${PLAUSIBLE_SCRIPT}"]`)).toHaveAttribute(
      'data-domain',
      E2E_TAGS.plausibleDomain,
    );
    expect(
      await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer)),
    ).toContain('"gtm.js"');
    // The chat was not allowed: no Crisp, the launcher offers the contact form.
    await expect(launcher(page).and(page.getByRole('button', { name: 'Write to us' }))).toBeVisible();
    expect(urls.filter((url) => url.includes('crisp'))).toEqual([]);

    // The footer's preferences, then "Accept all": the chat loads, and the launcher opens it.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie preferences' }).click();
    await expect(preferences.getByText('You accepted some purposes.')).toBeVisible();
    await expect(preferences.getByRole('checkbox', { name: 'Marketing' })).toBeChecked();
    await preferences.getByRole('button', { name: 'Accept all' }).click();
    await expect(preferences).toBeHidden();
    await expect.poll(() => urls).toContain(CRISP_SCRIPT);
    const chat = launcher(page).and(page.getByRole('button', { name: 'Chat with us' }));
    await expect(chat).toBeVisible();

    // Hidden while the cart drawer is open.
    await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click();
    const drawer = page.getByRole('dialog', { name: /cart/i });
    await expect(drawer).toBeVisible();
    await expect(chat).toBeHidden();
    await drawer.getByRole('button', { name: 'Close the cart' }).click();
    await expect(chat).toBeVisible();

    // Only the configured tags' hosts were asked.
    const hosts = new Set(thirdParty(urls).map((url) => new URL(url).hostname));
    expect([...hosts].sort()).toEqual(['client.crisp.chat', 'plausible.io', 'www.googletagmanager.com']);
  });
});
