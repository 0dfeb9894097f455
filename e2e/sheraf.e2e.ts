// The partner shop section /sheraf (spec section 2: "Special shop section that changes header
// behaviour"): the partner label's selection under its own compact header (its name, a link back to
// Spindle, the cart and the account; no search and no category bar), in English and French, served
// ready by the server; the way back leads to the store's usual header.
import { expect, test } from './fixtures.ts';

const PARTNER = 'Hidden Groove Records';

test('/sheraf shows the partner’s selection under the partner’s header, and the way back to Spindle', async ({
  page,
  expectAccessible,
}) => {
  // Rendered by the server: the page's HTML already carries the header and the selection.
  const html = await (await page.request.get('/sheraf')).text();
  expect(html).toContain(`${PARTNER} on Spindle`);
  expect(html).toContain('Back to Spindle');

  await page.goto('/sheraf');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: new RegExp(`^${PARTNER}`) })).toHaveAttribute('href', '/sheraf');
  await expect(header.getByRole('link', { name: 'Back to Spindle' })).toHaveAttribute('href', '/');
  await expect(header.getByRole('button', { name: /^Cart/ })).toBeVisible();
  // The store's search and category bar give way to the partner's.
  await expect(header.getByRole('search')).toHaveCount(0);
  await expect(header.getByLabel('Search the shop', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Shop categories' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: `${PARTNER} on Spindle` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /The label’s selection/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('link', { name: `Everything in the ${PARTNER} shop` })).toHaveAttribute(
    'href',
    '/shop/hidden-groove-records',
  );
  // Spindle's footer stays.
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectAccessible();

  await page.goto('/fr/sheraf');
  await expect(page.getByRole('heading', { level: 1, name: `${PARTNER} sur Spindle` })).toBeVisible();
  const back = page.getByRole('banner').getByRole('link', { name: 'Retour sur Spindle' });
  await expect(back).toHaveAttribute('href', '/fr');
  await back.click();
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.getByRole('navigation', { name: 'Catégories de la boutique' })).toBeVisible();
});
