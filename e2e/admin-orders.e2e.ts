// The staff's orders (issue 14, docs/admin.md "Orders, refunds and manual orders"): demo-boss signs in,
// types the second factor, finds a paid order of the demo customer in /admin/orders, opens it and refunds
// one unit of a line through the test provider; the order shows the refund and its numbered credit note.
// The buyer, in a browser of their own, sees the refund on the order in their account and downloads the
// credit note, a PDF. Axe runs on every page.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  newJourneyContext,
  passSecondFactor,
  seriousA11yViolations,
  signInThroughApi,
  test,
} from './fixtures.ts';

interface BuyerOrder {
  id: number;
  status: string;
  total_minor: number;
  refunds: unknown[];
}

/** A paid order of the demo customer that nothing was refunded of yet (the seed's are paid by card; its free replacement is not). */
async function refundableDemoOrder(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/user/orders?size=50');
  expect(response.ok(), await response.text()).toBe(true);
  const { items } = (await response.json()) as { items: BuyerOrder[] };
  const order = items.find((item) => item.status === 'confirmed' && item.total_minor > 0 && item.refunds.length === 0);
  if (!order) throw new Error('the demo customer has no paid order left to refund');
  return order.id;
}

async function expectPageAccessible(page: Page): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  expect(await seriousA11yViolations(builder), page.url()).toEqual([]);
}

test('demo-boss refunds one line of a paid order, and the buyer downloads the credit note', async ({
  page,
  browser,
  baseURL,
  signIn,
  expectAccessible,
}) => {
  const buyer = await newJourneyContext(browser, baseURL);
  await signInThroughApi(buyer.request, baseURL ?? '', 'customer');
  const orderId = await refundableDemoOrder(buyer.request);

  await signIn('boss');
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin\/second-factor\?redirect=%2Fadmin%2Forders$/);
  await passSecondFactor(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expectAccessible();

  const main = page.getByRole('main');
  await main.getByLabel('Number, e-mail or name').fill(String(orderId));
  await main.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${orderId}`));
  await main.getByRole('link', { name: `Order ${orderId}`, exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderId}` })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Confirmed');
  await expectAccessible();
  const refund = page.getByRole('region', { name: 'Refund', exact: true });
  await refund
    .getByLabel(/^Units of .+ to refund/)
    .first()
    .fill('1');
  await refund.getByRole('button', { name: 'Refund through the payment provider' }).click();

  await expect(main.getByRole('status')).toContainText(
    /^Refunded: .+ The credit note is below and the buyer is told\.$/,
  );
  const documents = page.getByRole('region', { name: 'Invoice and credit notes' });
  const creditNote = documents.getByRole('link', { name: /^Credit note SP-CN-\d{4}-\d{6},/ });
  await expect(creditNote).toBeVisible();
  const number = /SP-CN-\d{4}-\d{6}/.exec((await creditNote.textContent()) ?? '')?.[0] ?? '';
  await expect(page.getByRole('region', { name: 'Refunds', exact: true })).toContainText('refunded');
  await expect(page.getByRole('region', { name: 'E-mails to the buyer' })).toContainText('A refund on your order');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('order.refund');
  await expectAccessible();

  // The buyer's account shows the refund and serves its credit note.
  const buyerPage = await buyer.newPage();
  await buyerPage.goto(`/my-account/orders/${orderId}`);
  const account = buyerPage.getByRole('main');
  await expect(account.getByRole('heading', { level: 1, name: `Order ${orderId}` })).toBeVisible();
  await expect(account.getByText(/refunded on/)).toBeVisible();
  const download = account.getByRole('link', { name: `Download credit note ${number} (PDF)` });
  await expect(download).toBeVisible();
  await expectPageAccessible(buyerPage);
  const pdf = await buyer.request.get((await download.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await buyerPage.goto('/my-account/orders');
  await expect(
    buyerPage
      .getByRole('main')
      .getByText(/refunded$/)
      .first(),
  ).toBeVisible();
  await buyer.close();
});
