// Fulfilment and dispatch (issue 14, docs/admin.md "Fulfilment and dispatch"): demo-boss signs in,
// types the second factor, follows "orders to ship" from the staff home to /admin/dispatch, exports this
// week's orders for Bigblue (a CSV in Bigblue's columns), imports a tracking file built from its rows
// and sees the parcels; the demo customer, in a browser of their own, follows the parcel from their
// orders, and the dispatch e-mail with the tracking link is in the outbox. Axe runs on every page.
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { request, type Page } from '@playwright/test';
import { logisticianExportHeaders, parseCsv } from '@spindle/domain';
import {
  DEMO_PASSWORD,
  demoEmail,
  expect,
  newJourneyContext,
  passSecondFactor,
  seriousA11yViolations,
  signInThroughApi,
  test,
} from './fixtures.ts';

interface OutboxEmail {
  subject: string;
  text: string;
  template: string | null;
}

/** The newest e-mails of a template to an address, read as the demo admin (GET /api/admin/outbox). */
async function emailsTo(baseURL: string, to: string, template: string): Promise<OutboxEmail[]> {
  const api = await request.newContext({ baseURL });
  try {
    const login = await api.post('/api/auth/login', { data: { email: demoEmail('admin'), password: DEMO_PASSWORD } });
    expect(login.ok(), await login.text()).toBe(true);
    const { token } = (await login.json()) as { token: string };
    const response = await api.get(`/api/admin/outbox?${new URLSearchParams({ to, template, limit: '20' })}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await response.json()) as { items: OutboxEmail[] }).items;
  } finally {
    await api.dispose();
  }
}

/** Axe on a page of another browser context (the fixture's expectAccessible looks at the staff's page). */
async function expectAccessibleOn(other: Page): Promise<void> {
  const builder = new AxeBuilder({ page: other }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  expect(await seriousA11yViolations(builder)).toEqual([]);
}

test('demo-boss exports the week’s orders for Bigblue, imports their tracking numbers, and the buyer follows the parcel', async ({
  page,
  browser,
  baseURL,
  signIn,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  await signIn('boss');
  await page.goto('/admin');
  await passSecondFactor(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Work waiting' })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Open\s*:\s*Orders to ship$/ })
    .click();

  await expect(page.getByRole('heading', { level: 1, name: 'Dispatch' })).toBeVisible();
  await expectAccessible();
  await page.getByRole('link', { name: 'This week’s orders' }).click();
  await expect(page).toHaveURL(/paid_from=\d{4}-\d{2}-\d{2}&paid_to=\d{4}-\d{2}-\d{2}/);
  await page.getByLabel('Logistician', { exact: true }).selectOption('bigblue');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/logistician=bigblue/);

  // Every order of the week at Bigblue, chosen; the order numbers noted for the buyer's side.
  const boxes = page.getByRole('checkbox', { name: /^Choose shop order SP\d+$/ });
  await expect(boxes.first()).toBeVisible();
  const chosen: string[] = [];
  const orderIds: string[] = [];
  for (const box of await boxes.all()) {
    const reference = ((await box.getAttribute('aria-label')) ?? '').replace('Choose shop order ', '');
    const row = page.getByRole('row').filter({ hasText: new RegExp(`${reference}(?!\\d)`) });
    orderIds.push(/Order (\d+)/.exec(await row.innerText())?.[1] ?? '');
    chosen.push(reference);
    await box.check();
  }
  expect(chosen.length).toBeGreaterThanOrEqual(2);

  await expect(page.getByLabel('Export for')).toHaveValue('bigblue');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^dispatch-bigblue-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...lines] = parseCsv(await readFile(await download.path(), 'utf8'), ',');
  expect(header).toEqual(logisticianExportHeaders('bigblue'));
  const references = [...new Set(lines.map((line) => line[0] ?? ''))];
  expect(references.sort()).toEqual([...chosen].sort());
  expect(lines.every((line) => line[header?.indexOf('Shipping Name') ?? -1])).toBeTruthy();

  // The partner's tracking file, as Bigblue sends it back.
  const numbers = new Map(references.map((reference, index) => [reference, `6A${Date.now()}${index}`]));
  const trackingCsv = [
    'Order ID,Carrier,Tracking Number',
    ...[...numbers].map(([reference, number]) => `${reference},Colissimo,${number}`),
  ].join('\n');
  await page.getByLabel('From logistician').selectOption('bigblue');
  await page.getByLabel('Tracking file').setInputFiles({
    name: 'bigblue-tracking.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(trackingCsv),
  });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText(`Imported: ${numbers.size} new parcels, ${numbers.size} orders sent`)).toBeVisible();
  const report = page.getByRole('table', { name: 'Lines of the file' });
  await expect(report.getByRole('row').filter({ hasText: 'Matched' })).toHaveCount(numbers.size);
  await expectAccessible();

  // The parcels, on the week's sent orders at Bigblue.
  await page.getByLabel('Status', { exact: true }).selectOption('sent');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/status=sent/);
  for (const [reference, number] of numbers) {
    const row = page.getByRole('row').filter({ hasText: new RegExp(`${reference}(?!\\d)`) });
    await expect(row.getByTestId('shop-order-status')).toHaveText('Sent');
    await expect(row.getByRole('link', { name: `Colissimo ${number}` })).toHaveAttribute(
      'href',
      `https://www.laposte.fr/outils/suivre-vos-envois?code=${number}`,
    );
  }
  await expectAccessible();

  // The demo customer's own order among them: the account shows its parcel and its carrier link.
  const buyer = await newJourneyContext(browser, baseURL);
  await buyer.addCookies([{ name: 'consent', value: 'denied', url: baseURL ?? '' }]);
  const buyerPage = await buyer.newPage();
  await signInThroughApi(buyerPage.request, baseURL ?? '', 'customer');
  await buyerPage.goto('/my-account/orders');
  await expect(buyerPage.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  const mine = buyerPage.getByRole('link', { name: new RegExp(`^View order (${orderIds.join('|')})$`) });
  await expect(mine).toHaveCount(1);
  await expectAccessibleOn(buyerPage);
  await mine.click();
  await expect(buyerPage.getByRole('heading', { level: 1, name: /^Order \d+$/ })).toBeVisible();
  const tracking = buyerPage.getByRole('link', { name: /^Track the parcel 6A\d+ with Colissimo$/ });
  await expect(tracking).toHaveAttribute('href', /^https:\/\/www\.laposte\.fr\/outils\/suivre-vos-envois\?code=6A\d+$/);
  const buyerNumber = /code=(6A\d+)/.exec((await tracking.getAttribute('href')) ?? '')?.[1] ?? '';
  expect([...numbers.values()]).toContain(buyerNumber);
  await expectAccessibleOn(buyerPage);
  await buyer.close();

  // The dispatch e-mail, with the carrier's tracking link, waits in the outbox.
  const emails = await emailsTo(baseURL ?? '', demoEmail('customer'), 'order_dispatched');
  const dispatch = emails.find((email) => email.text.includes(buyerNumber));
  expect(dispatch?.subject).toMatch(/^Your order #\d+ is on its way$/);
  expect(dispatch?.text).toContain(`https://www.laposte.fr/outils/suivre-vos-envois?code=${buyerNumber}`);

  // The buyer's order on the staff side lists that e-mail; the number was typed wrong at the partner:
  // boss corrects the parcel, and the buyer gets the right link.
  const buyerOrderId = /#(\d+)/.exec(dispatch?.subject ?? '')?.[1] ?? '';
  await page.goto(`/admin/order/${buyerOrderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${buyerOrderId}` })).toBeVisible();
  const sentEmails = page.getByRole('region', { name: 'E-mails to the buyer' });
  await expect(sentEmails.getByText('order_dispatched')).toHaveCount(1);
  const correction = page.locator('details').filter({ hasText: `Correct this parcel: ${buyerNumber}` });
  await correction.locator('summary').click();
  const corrected = `6B${Date.now()}`;
  await correction.getByLabel('Tracking number').fill(corrected);
  await correction.getByRole('button', { name: 'Save the parcel' }).click();
  await expect(page.getByText('The parcel is corrected')).toBeVisible();
  await expect(
    page.getByRole('link', { name: `https://www.laposte.fr/outils/suivre-vos-envois?code=${corrected}` }),
  ).toBeVisible();
  await expect(sentEmails.getByText('order_dispatched')).toHaveCount(2);
  await expectAccessible();
  const again = await emailsTo(baseURL ?? '', demoEmail('customer'), 'order_dispatched');
  expect(again.some((email) => email.text.includes(`code=${corrected}`))).toBe(true);
});
