// The subscriber's side of a monthly vinyl box (issue 17, docs/boxes.md): the demo seed gives the demo
// artist a monthly box waiting in monthly_pending after a failed charge, with a paid and shipped month
// before it. The subscriber sees the failed payment, gives a new card in the test provider's card form
// and the payment goes through; downloads a paid month's invoice (a PDF); and reviews the record of a
// shipped month on /box-review, linked from the month, which shows the review saved. Only this journey
// uses the demo artist's box (e2e/box-gift.e2e.ts signs up subscribers of its own).
import type { Download } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, setTimeoutFromMeasurement, test } from './fixtures.ts';

async function downloaded(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

test('a monthly box subscriber updates the card after a failed payment, downloads an invoice and reviews a record', async ({
  page,
  baseURL,
  signIn,
  expectAccessible,
}) => {
  // Measured 47 s on a busy 2-core machine beside two other journeys: pages with axe, a payment, a
  // download and a review.
  setTimeoutFromMeasurement(47_000);
  await signIn('artist');
  const main = page.getByRole('main');

  // The failed-charge e-mail's link opens the card form.
  await page.goto('/my-account/box?update=card');
  await expect(main.getByRole('heading', { level: 1, name: 'My vinyl box' })).toBeVisible();
  const cardForm = main.getByRole('region', { name: 'Update your card' });
  await expect(cardForm).toContainText('The payment of this month did not go through.');
  const charges = main.getByRole('region', { name: 'Payments and invoices' });
  await expect(charges.getByRole('listitem').filter({ hasText: 'Failed' })).toHaveCount(1);
  // The month the failed charge owes is listed as due, and the summary says since when, not a "next" charge.
  const dueMonth = main
    .getByRole('region', { name: 'Your months' })
    .getByRole('listitem')
    .filter({ hasText: 'Payment due' });
  await expect(dueMonth).toHaveCount(1);
  await expect(main.getByText(/^Payment due since /)).toBeVisible();
  await expectAccessible();

  // A paid month's invoice: the download is a PDF.
  const invoice = charges.getByRole('button', { name: /^Download invoice BOX-\d{4}-\d{6}$/ }).first();
  const number = ((await invoice.textContent()) ?? '').replace('Download invoice ', '');
  const [pdf] = await Promise.all([page.waitForEvent('download'), invoice.click()]);
  expect(pdf.suggestedFilename()).toBe(`invoice-${number}.pdf`);
  expect((await downloaded(pdf)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const form = invoice.locator('xpath=ancestor::form');
  const answer = await page.request.post('/my-account/box/invoice', {
    headers: { origin: baseURL ?? '' },
    form: {
      box_id: (await form.locator('input[name="box_id"]').inputValue()) || '0',
      charge_id: (await form.locator('input[name="charge_id"]').inputValue()) || '0',
    },
  });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  expect((await answer.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // A new card with the test provider's form: the waiting payment is tried again at once and goes through.
  await cardForm.getByLabel('Card number').fill('4242 4242 4242 4242');
  await cardForm.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await cardForm.getByLabel('Security code (CVC)').fill('123');
  await cardForm.getByRole('button', { name: 'Save the card and pay' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your card is saved and the payment went through.' }),
  ).toBeVisible();
  await expect(main.getByRole('region', { name: 'Update your card' })).toHaveCount(0);
  await expect(charges.getByRole('listitem').filter({ hasText: 'Failed' })).toHaveCount(0);
  await expect(charges.getByRole('button', { name: /^Download invoice BOX-/ })).toHaveCount(2);
  await expect(main.getByRole('region', { name: 'Your months' }).getByText('Payment due')).toHaveCount(0);

  // The last shipped month links to its records' reviews.
  const months = main.getByRole('region', { name: 'Your months' });
  const reviewLink = months.getByRole('link', { name: /^Review the records of / }).last();
  const monthName = ((await reviewLink.textContent()) ?? '').replace('Review the records of ', '');
  await reviewLink.click();
  await expect(page).toHaveURL(/\/box-review\?box=\d+#box-month-\d{4}-\d{2}-01$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Review the records of your vinyl box' })).toBeVisible();
  const month = page.getByRole('region', { name: `Your box of ${monthName}` });
  const item = month.getByRole('article').first();
  const text = `Run ${Date.now().toString(36)}: a warm pressing, and a record I would not have found alone.`;
  const stars = item.getByRole('group', { name: 'Your rating' });
  await stars.getByTitle('5 stars out of 5').click();
  await expect(stars.getByRole('radio', { name: '5 stars out of 5' })).toBeChecked();
  await item.getByLabel('Your review').fill(text);
  await item.getByRole('button', { name: /^(Send|Update) my review$/ }).click();
  await expect(item.getByRole('status')).toHaveText(/Thanks, your review appears once checked\./);
  await expect(item.getByRole('button', { name: 'Update my review' })).toBeVisible();
  // Saved: read again, the form holds it.
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: `Your box of ${monthName}` })
      .getByRole('article')
      .first()
      .getByLabel('Your review'),
  ).toHaveValue(text);
  // Axe counts a link scrolled under the sticky header as a target too small; the reload kept the scroll
  // of the form sent, so the page is checked from its top, where nothing lies under the header.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectAccessible();
});
