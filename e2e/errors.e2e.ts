// The two error screens of spec section 2: page not found and maintenance.
import { expect, test } from './fixtures.ts';

test('an unknown address answers 404 with a way back home', async ({ page, expectAccessible }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found - Spindle');
  await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeVisible();
  await expectAccessible();

  await page.getByRole('link', { name: 'Back home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a French unknown address gets the French 404', async ({ page }) => {
  const response = await page.goto('/fr/nulle-part');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr');
});

test('the maintenance screen answers 503 and reloads itself every minute', async ({ page, expectAccessible }) => {
  await page.clock.install();
  const response = await page.goto('/?type=maintenance');
  expect(response?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1, name: 'We will be right back' })).toBeVisible();
  await expectAccessible();

  const reload = page.waitForEvent('load');
  await page.clock.runFor(60_000);
  await reload;
  await expect(page.getByRole('heading', { level: 1, name: 'We will be right back' })).toBeVisible();
});
