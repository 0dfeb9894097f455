// Statements on the staff side (issue 16, docs/admin.md "Statements and revenue splits"): demo-boss opens
// a demo artist's project, types the second factor, enters a mastering cost and splits the project's
// income 70/30 between the artist and the demo label (a split that does not make 100 % is refused first,
// with its reason). The artist, in a browser of their own, sees the split on the project's dashboard and
// downloads the month's statement, whose figures hold the cost. Axe runs on the pages.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, newJourneyContext, passSecondFactor, signInThroughApi, test } from './fixtures.ts';

async function myUserId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/auth/check');
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { id: number }).id;
}

/** The Paris month and day now ('YYYY-MM', 'YYYY-MM-DD'). */
function parisToday(): { month: string; day: string } {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  return { month: day.slice(0, 7), day };
}

test('demo-boss enters a cost and a split; the artist sees the split and downloads the statement', async ({
  page,
  browser,
  baseURL,
  signIn,
  expectAccessible,
}) => {
  const artist = await newJourneyContext(browser, baseURL);
  await signInThroughApi(artist.request, baseURL ?? '', 'artist');
  const label = await newJourneyContext(browser, baseURL);
  await signInThroughApi(label.request, baseURL ?? '', 'label');
  const [artistId, labelId] = [await myUserId(artist.request), await myUserId(label.request)];
  const projects = (await (await artist.request.get('/api/user/projects')).json()) as {
    items: { id: number; name: string; sold: number }[];
  };
  const project = [...projects.items].sort((a, b) => b.sold - a.sold)[0];
  if (!project) throw new Error('the demo artist has no project');
  const { month, day } = parisToday();

  await signIn('boss');
  await page.goto(`/admin/project/${project.id}`);
  await passSecondFactor(page);
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Statement entries and revenue split' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/project/${project.id}/statement$`));
  await expect(page.getByRole('heading', { level: 1, name: `Statement entries: ${project.name}` })).toBeVisible();
  await expectAccessible();

  // A cost of the month, paid by Spindle.
  const costs = main.getByRole('region', { name: 'Costs' });
  // A label unique to the run: a retry finds the first try's cost too.
  const costLabel = `Mastering (journey ${Date.now().toString(36)})`;
  await costs.getByLabel('Category').selectOption({ label: 'Mastering' });
  await costs.getByLabel('Date').fill(day);
  await costs.getByLabel('Description').fill(costLabel);
  await costs.getByLabel('Amount (EUR, excl. VAT)').fill('120.50');
  await costs.getByRole('button', { name: 'Add the cost' }).click();
  await expect(main.getByRole('status')).toHaveText('Saved.');
  await expect(costs.getByTestId('statement-cost').filter({ hasText: costLabel })).toContainText('€120.50');

  // A split that makes 90 % is refused with its reason; 70/30 is saved.
  const split = main.getByRole('region', { name: 'Revenue split' });
  const row = (n: number) => split.getByRole('group', { name: `Payee ${n}` });
  await row(1).getByLabel('User number').fill(String(artistId));
  await row(1).getByLabel('Share (%)').fill('70');
  await row(1).getByLabel('Role').selectOption('artist');
  await row(2).getByLabel('User number').fill(String(labelId));
  await row(2).getByLabel('Share (%)').fill('20');
  await row(2).getByLabel('Role').selectOption('label');
  await split.getByRole('button', { name: 'Save the split' }).click();
  await expect(main.getByRole('status')).toHaveText('The shares must add up to exactly 100 %.');
  await row(2).getByLabel('Share (%)').fill('30');
  await split.getByRole('button', { name: 'Save the split' }).click();
  await expect(main.getByRole('status')).toHaveText('Saved.');
  await expect(split.getByTestId('split-payee')).toHaveCount(2);
  await expect(split.getByTestId('split-payee').first()).toContainText('70 %');
  await expectAccessible();

  // The artist's dashboard shows the split.
  const artistPage = await artist.newPage();
  await artistPage.goto(`/project/dashboard?id=${project.id}`);
  const shown = artistPage.getByRole('region', { name: 'Revenue split' });
  await expect(shown.getByTestId('split-payee')).toHaveCount(2);
  await expect(shown.getByTestId('split-payee').filter({ hasText: 'Hidden Groove Records' })).toContainText('30 %');
  await expect(shown.getByTestId('split-payee').filter({ hasText: 'Nora Vale' })).toContainText('70 %');

  // ...and downloads this month's statement, which states the cost.
  const statement = artistPage.getByRole('region', { name: 'Statement' });
  await statement.getByLabel('Month').fill(month);
  const [download] = await Promise.all([
    artistPage.waitForEvent('download'),
    statement.getByRole('button', { name: 'Download the statement' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`statement-${project.id}-${month}.pdf`);
  const pdf = await readFile((await download.path()) ?? '');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const figures = await artist.request.get(`/api/projects/${project.id}/statement?period=${month}&format=json`);
  const { costLines } = (await figures.json()) as { costLines: { label: string; amountMinor: number }[] };
  expect(costLines).toContainEqual(expect.objectContaining({ label: costLabel, amountMinor: 12_050 }));
  await artist.close();
  await label.close();
});
