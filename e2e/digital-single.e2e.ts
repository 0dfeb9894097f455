// Digital singles (issue 16, docs/admin.md "Digital singles"): demo-boss creates a one-track single on
// /admin/digital-single, priced in EUR and USD, uploads its track through the chunked upload and
// publishes it; a buyer (the demo label's account, whose cart no other journey fills) buys it with no postal address and no shipping, and finds it in their
// library (/my-account/digital); the staff page then lists them as its buyer. Axe runs on the pages.
import { demoEmail, expect, passSecondFactor, test } from './fixtures.ts';

/** A one-second silent 16-bit mono WAV. */
function wavFile() {
  const rate = 8000;
  const dataBytes = rate * 2;
  const buffer = Buffer.alloc(44 + dataBytes);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + dataBytes, 4);
  buffer.write('WAVEfmt ', 8, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(dataBytes, 40);
  return { name: 'night-drive.wav', mimeType: 'audio/wav', buffer };
}

test('staff create a digital single; a customer buys it without an address and finds it in the library', async ({
  page,
  signIn,
  expectAccessible,
  screenshots,
}) => {
  test.setTimeout(180_000);
  const title = `Night Drive ${Date.now().toString(36)}`;

  await signIn('boss');
  await page.goto('/admin/digital-single');
  await passSecondFactor(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Digital singles' })).toBeVisible();
  await expectAccessible({ name: '/admin/digital-single' });

  const create = page.getByRole('region', { name: 'New single' });
  await create.getByLabel('Title', { exact: true }).fill(title);
  await create.getByLabel('Artist', { exact: true }).fill('Nina Sky');
  await create.getByLabel('Price in EUR (VAT included)').fill('1.50');
  await create.getByLabel('Price in USD (optional)').fill('1.99');
  await create.getByRole('button', { name: 'Create the single' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Single created.' })).toBeVisible();

  const single = page.getByRole('article', { name: new RegExp(title) });
  await expect(single).toContainText('Not published');
  // Publishing before the track is refused, with the reason.
  await single.getByRole('button', { name: `Publish: ${title}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Upload the track before publishing.' })).toBeVisible();

  await single.getByLabel(/Track file/).setInputFiles(wavFile());
  await single.getByRole('button', { name: 'Upload the track' }).click();
  await expect(single.getByText('Track uploaded: its preview is being encoded.')).toBeVisible();
  await expect(single).toContainText(`${title} — Preview`);
  await single.getByRole('button', { name: `Publish: ${title}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(single).toContainText('On sale');
  await expectAccessible({ name: '/admin/digital-single with a single' });
  await screenshots('admin-digital-single');
  const singleId = Number(/#(\d+)/.exec((await single.getByRole('heading', { level: 3 }).innerText()) ?? '')?.[1]);
  expect(singleId).toBeGreaterThan(0);

  // The customer buys it: no postal address, no shipping.
  await signIn('label');
  await page.goto(`/project/${singleId}`);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Cart/ })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('button', { name: /^(Add to cart|Pre-order) — / })
    .click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
  await page.goto('/cart');
  await page.getByLabel('Deliver to').selectOption('DE');
  const summary = page.getByRole('main').getByTestId('cart-summary');
  await expect(summary.getByTestId('summary-vat')).toBeVisible();
  await expect(summary.locator('dt').last()).toContainText('19');
  await page.getByRole('link', { name: 'Check out' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  const main = page.getByRole('main');
  await expect(main.getByText('Downloads only: nothing is posted, so no delivery address is needed.')).toBeVisible();
  await expect(main.getByLabel('Address', { exact: true })).toHaveCount(0);
  await expect(main.getByLabel('Phone')).toHaveCount(0);
  await main.getByLabel('First name').fill('Chloé');
  await main.getByLabel('Last name').fill('Martin');
  await main.getByLabel('Email').fill(demoEmail('label'));
  await main.getByLabel('Country').selectOption('DE');
  await expectAccessible({ name: '/payment, downloads only' });
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Card' })).toBeVisible();
  await main.getByLabel('Card number').fill('4242 4242 4242 4242');
  await main.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await main.getByLabel('Security code (CVC)').fill('123');
  await main.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/cart\/confirmation\?order=\d+$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();

  // In the library.
  await page.goto('/my-account/digital');
  await expect(page.getByRole('main').getByText(title).first()).toBeVisible();
  await expectAccessible({ name: '/my-account/digital' });

  // The staff page lists the buyer.
  await signIn('boss');
  await page.goto('/admin/digital-single');
  await passSecondFactor(page);
  const bought = page.getByRole('table', { name: `Who bought ${title}` });
  await expect(bought).toContainText(demoEmail('label'));
});
