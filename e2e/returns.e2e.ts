// Returns (issue 18, /refund; docs/returns.md): the demo customer asks to return a damaged record from
// a parcel that arrived, the staff approve it with the address to send it to, and the customer reads
// the answer on the same page.
import { expect, passSecondFactor, setTimeoutFromMeasurement, test } from './fixtures.ts';

test('a buyer asks for a return at /refund, staff approve it, the buyer reads where to send it', async ({
  page,
  signIn,
  expectAccessible,
  screenshots,
}) => {
  // Two accounts, two axe runs, four screenshots.
  setTimeoutFromMeasurement(30_000);
  await signIn('customer');
  await page.goto('/refund');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Return an item' })).toBeVisible();
  const parcel = main
    .getByRole('region')
    .filter({ has: page.getByRole('spinbutton', { disabled: false }) })
    .first();
  await expect(parcel).toBeVisible();
  const heading = await parcel.getByRole('heading', { level: 2 }).innerText();
  await parcel.getByRole('spinbutton', { disabled: false }).first().fill('1');
  await parcel.getByRole('radio', { name: 'It arrived damaged' }).check();
  await parcel
    .getByLabel('Tell us more (optional)')
    .fill('The sleeve is crushed at one corner and the record is warped.');
  await expectAccessible();
  await parcel.getByRole('button', { name: 'Ask for this return' }).click();
  const sent = main.getByRole('status').filter({ hasText: /Your request \d+ is sent/ });
  await expect(sent).toBeVisible();
  const id = /request (\d+)/.exec(await sent.innerText())?.[1];
  expect(id).toBeTruthy();
  const requests = main.getByRole('region', { name: 'Your return requests' });
  await expect(requests.getByRole('listitem').filter({ hasText: `Request ${id}` })).toContainText('Being read');
  await screenshots('refund', { fullPage: false });

  // The staff approve it with the return address.
  await signIn('team');
  await page.goto('/admin/returns?status=requested');
  await passSecondFactor(page);
  const card = page.getByRole('region', { name: new RegExp(`^Request ${id} ·`) });
  await expect(card).toContainText('It arrived damaged');
  await card.getByLabel('Message to the customer').fill('Spindle returns, 4 rue du Dépôt, 93200 Saint-Denis');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved: the customer was e-mailed.' })).toBeVisible();
  await expectAccessible();

  // The buyer reads the answer.
  await signIn('customer');
  await page.goto('/refund');
  const answered = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: `Request ${id}` });
  await expect(answered).toContainText('Approved: send it back');
  await expect(answered).toContainText('4 rue du Dépôt');
  expect(heading).toMatch(/^Order \d+ · parcel \d+$/);
});
