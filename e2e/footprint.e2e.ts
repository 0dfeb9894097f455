// The carbon footprint (issue 15, docs/footprint.md): an artist pricing a pressing sees the footprint per
// record and for the run beside the quote, and it falls when a greener option is chosen; the record's
// page shows its footprint; /vinyl-pressing-green explains the figures, in English and French.
import { homeSchema } from '@spindle/contracts';
import { expect, expectHydrated, test } from './fixtures.ts';

/** '1.19 kg' -> 1190 (grams), from the panel's English text. */
const gramsOf = (text: string | null) =>
  Math.round(Number(/([\d.,]+)\s*kg/.exec(text ?? '')?.[1]?.replace(/,/g, '')) * 1000);

test('the quote shows the footprint, and a greener compound and board lower it', async ({ page, expectAccessible }) => {
  await page.goto('/quote');
  const main = page.getByRole('main');
  const footprint = main.getByRole('region', { name: 'Carbon footprint' });
  const perRecord = footprint.getByTestId('footprint-per-record');
  await expect(perRecord).toHaveText('1.19 kg');
  await expect(footprint.getByTestId('footprint-run')).toContainText('for the 305 records pressed');
  await expect(footprint.getByRole('list', { name: 'What makes up one record’s footprint' })).toContainText(
    'PVC compound',
  );
  await expect(footprint.getByTestId('footprint-greener')).toContainText('Bio-attributed compound');
  await expectAccessible();
  await expectHydrated(page);

  const priced = () =>
    page.waitForResponse((response) => response.url().endsWith('/api/quote/calculate') && response.ok());
  let answer = priced();
  await main.getByRole('radio', { name: /^Bio-attributed PVC/ }).check();
  await answer;
  await expect(perRecord).toHaveText('0.74 kg');
  await expect(footprint.getByTestId('footprint-greener')).not.toContainText('Bio-attributed compound');
  // The compound is priced: the bio-attributed surcharge shows on the vinyl line.
  await expect(page).toHaveURL(/compound=bio_attributed/);

  answer = priced();
  await main.getByRole('radio', { name: /^Recycled board/ }).check();
  await answer;
  // The answer arrives before the page shows it: wait for the figure the visitor reads.
  await expect.poll(async () => gramsOf(await perRecord.textContent())).toBeLessThan(740);

  // Recycled compound is pressed black only: a coloured record is not offered it.
  answer = priced();
  await main.getByRole('radio', { name: 'red', exact: true }).check();
  await answer;
  await expect(main.getByRole('group', { name: /^Compound/ }).getByText('not offered')).toBeVisible();
  await expectAccessible();
});

test('a record’s page shows its footprint, and the green page explains the figures', async ({
  page,
  request,
  expectAccessible,
}) => {
  const home = homeSchema.parse(await (await request.get('/api/home')).json());
  const vinyl = home.sections.flatMap((section) => section.projects).find((project) => project.category === 'vinyl');
  expect(vinyl).toBeDefined();
  await page.goto(`/vinyl/${vinyl?.id ?? 0}/${vinyl?.slug ?? ''}`);
  const footprint = page.getByRole('main').getByRole('region', { name: 'Carbon footprint' });
  expect(gramsOf(await footprint.getByTestId('footprint-per-record').textContent())).toBeGreaterThan(500);
  await footprint.getByRole('link', { name: 'How we count' }).click();

  await expect(page).toHaveURL(/\/vinyl-pressing-green#footprint$/);
  const section = page.locator('section#footprint');
  await expect(section.getByRole('heading', { level: 2, name: 'How we count the footprint' })).toBeVisible();
  const chart = section.getByRole('table', { name: /CO₂e per record/ });
  await expect(chart.getByRole('row', { name: /140 g, black \(the usual record\)/ })).toContainText('1.19 kg');
  await expect(chart.getByRole('row', { name: /140 g, bio-attributed compound/ })).toContainText('0.74 kg');
  await expectAccessible();

  await page.goto('/fr/pressage-vinyle-ecologique#footprint');
  await expect(
    page.locator('section#footprint').getByRole('heading', { level: 2, name: 'Comment nous calculons l’empreinte' }),
  ).toBeVisible();
  await expect(page.locator('section#footprint').getByRole('table')).toContainText('1,19 kg');
  await expectAccessible();
});
