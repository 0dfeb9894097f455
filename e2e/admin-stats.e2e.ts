// Statistics (issue 16, docs/admin.md "Statistics"): demo-team signs in, types the second factor, opens
// the statistics from the staff menu (the seeded business of the last 90 days), changes the range and
// the grouping, downloads the sales chart's CSV (its rows add up to the sales shown), compares the range
// with the one before, and looks at the simple view. Axe runs on every page.
import { readFile } from 'node:fs/promises';
import { parseCsv } from '@spindle/domain';
import { expect, passSecondFactor, setTimeoutFromMeasurement, test } from './fixtures.ts';

interface StatsAnswer {
  from: string;
  to: string;
  totals: { sales_eur_minor: number; orders: number };
}

test('demo-team reads the statistics, changes the period, downloads a chart and compares periods', async ({
  page,
  signIn,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  await signIn('team');
  await page.goto('/admin');
  await passSecondFactor(page);
  await page.getByRole('navigation', { name: 'Staff sections' }).getByRole('link', { name: 'Statistics' }).click();
  await expect(page).toHaveURL(/\/admin\/stats\/stats$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  // The last 90 days of the seeded business: paid orders, so sales above zero.
  const seeded = (await (await page.request.get('/api/admin/stats')).json()) as StatsAnswer;
  expect(seeded.totals.orders).toBeGreaterThan(0);
  await expect(page.getByText(`From ${seeded.from} to ${seeded.to}`)).toBeVisible();
  const orders = page.locator('dl > div').filter({ has: page.locator('dt', { hasText: /^Orders$/ }) });
  await expect(orders.locator('dd').first()).toHaveText(String(seeded.totals.orders));
  await expect(page.getByRole('img', { name: /^Sales of / })).toBeVisible();
  await expectAccessible();

  // The last 30 days, by day.
  const last30 = page.getByRole('link', { name: 'Last 30 days' });
  const from30 = new URLSearchParams((await last30.getAttribute('href'))?.split('?')[1]).get('from') ?? '';
  await last30.click();
  // The form shows the new period once the page has it (then a choice made in it stays).
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(from30);
  await page.getByLabel('Group by').selectOption('day');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/group=day/);
  const month = (await (await page.request.get(`/api/admin/stats${new URL(page.url()).search}`)).json()) as StatsAnswer;
  expect(month.to).toBe(seeded.to);
  await expect(page.getByText(`From ${month.from} to ${month.to}`)).toBeVisible();
  await expectAccessible();

  // The sales chart as CSV: a row per day of the range, adding up to the sales shown.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download as CSV (Sales)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`stats-sales-${month.from}-${month.to}-day.csv`);
  const [header, ...rows] = parseCsv((await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, ''), ',');
  expect(header).toEqual(['period', 'sales_eur_minor', 'orders']);
  expect(rows.filter((row) => row.length > 1)).toHaveLength(30);
  const sum = (column: number) => rows.reduce((total, row) => total + Number(row[column] ?? 0), 0);
  expect(sum(1)).toBe(month.totals.sales_eur_minor);
  expect(sum(2)).toBe(month.totals.orders);

  // A bad range is said in place, not a crash.
  await page.getByLabel('From', { exact: true }).fill('2026-12-31');
  await page.getByLabel('Until', { exact: true }).fill('2026-01-01');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('alert')).toContainText('Those dates are not a period');

  // Compare the last 30 days with the 30 before (the views' links keep the period).
  await page.goto(`/admin/stats/stats?from=${month.from}&to=${month.to}&group=week`);
  await page
    .getByRole('navigation', { name: 'Statistics views' })
    .getByRole('link', { name: 'Compare periods' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Compare two periods' })).toBeVisible();
  const table = page.getByRole('table', { name: 'This period against the one compared' });
  await expect(table.getByRole('columnheader', { name: `This period (${month.from} – ${month.to})` })).toBeVisible();
  await expect(
    table
      .getByRole('row', { name: /^Orders/ })
      .getByRole('cell')
      .first(),
  ).toHaveText(String(month.totals.orders));
  await expect(page.getByRole('img', { name: /this period against/ })).toBeVisible();
  await expectAccessible();
  const [compared] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /^Download as CSV \(Sales, this period/ }).click(),
  ]);
  expect(compared.suggestedFilename()).toMatch(/^stats-compare-.*\.csv$/);

  // The simple view: the headline numbers only.
  await page.getByRole('navigation', { name: 'Statistics views' }).getByRole('link', { name: 'At a glance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics at a glance' })).toBeVisible();
  await expect(page.getByRole('img')).toHaveCount(0);
  await expectAccessible();
});

test('the conversion by origin is a table of the store’s own analytics, with a CSV', async ({
  page,
  baseURL,
  signIn,
  expectAccessible,
}) => {
  setTimeoutFromMeasurement(20_000);
  // A visit from an origin of this run only, as the page's beacon reports it (text/plain JSON).
  const origin = `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const beacon = await page.request.post('/api/events', {
    data: JSON.stringify({ events: [{ type: 'page_view', url: `/?ori=${origin}` }] }),
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: baseURL ?? '' },
  });
  expect(beacon.ok(), await beacon.text()).toBe(true);

  await signIn('team');
  await page.goto('/admin/stats/stats');
  await passSecondFactor(page);
  const panel = page.getByRole('region', { name: 'Conversion by origin' });
  const table = panel.getByRole('table', { name: 'Conversion by origin' });
  for (const name of ['Origin', 'Visits', 'Add-to-carts', 'Purchases', 'Purchases per 100 visits']) {
    await expect(table.getByRole('columnheader', { name, exact: true })).toBeVisible();
  }
  // The row of this run's origin: one visit, no cart, no purchase; the API says the same.
  const row = table.getByRole('row', { name: new RegExp(`^${origin}\\b`) });
  await expect(row.getByRole('rowheader')).toHaveText(origin);
  await expect(row.getByRole('cell')).toHaveText(['1', '0', '0', '0']);
  const api = (await (await page.request.get('/api/admin/stats')).json()) as {
    conversion: { origin: string; visits: number; add_to_carts: number; purchases: number }[];
  };
  expect(api.conversion.find((entry) => entry.origin === origin)).toMatchObject({
    visits: 1,
    add_to_carts: 0,
    purchases: 0,
  });
  await expect(panel.getByRole('link', { name: 'Download as CSV (Conversion by origin)' })).toHaveAttribute(
    'href',
    /chart=conversion/,
  );
  await expectAccessible({ include: 'main' });
});
