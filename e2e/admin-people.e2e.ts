// Users, bids, invoices and payments (issue 14, docs/admin.md "Users, bids, invoices and payments"):
// demo-boss finds a new user by e-mail, makes them pro and signs them out everywhere (their session
// stops working); demo-admin opens /bids from the menu's Bids link and answers a call-me request, which
// reaches the artist by e-mail; demo-team downloads an invoice's PDF and the accountant's CSV. Axe runs
// on every page.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail, expect, newJourneyContext, passSecondFactor, test } from './fixtures.ts';

/** A file the browser downloaded, as text or bytes. */
async function downloaded(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

/** A new account signed in on its own browser context, as a person signing up would be. */
async function signedUpUser(request: APIRequestContext, baseURL: string) {
  const email = `people-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const response = await request.post('/api/auth/signup', {
    data: { email, password: 'a quiet morning in Lyon', name: 'Paula Journey' },
    headers: { origin: baseURL },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return email;
}

test('demo-boss finds a user by e-mail, makes them pro and signs them out everywhere', async ({
  page,
  browser,
  baseURL,
  signIn,
  expectAccessible,
}) => {
  const visitor = await newJourneyContext(browser, baseURL);
  const email = await signedUpUser(visitor.request, baseURL ?? '');
  expect((await visitor.request.get('/api/auth/check')).ok()).toBe(true);

  await signIn('boss');
  await page.goto('/admin/users');
  await passSecondFactor(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expectAccessible();
  await page.getByLabel('Number, e-mail or name').fill(email);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1);
  await expectAccessible();
  await page.getByRole('link', { name: 'Paula Journey', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'User: Paula Journey' })).toBeVisible();
  await expectAccessible();
  await page.getByLabel('Pro user (sees the PRO category)').check();
  await page.getByRole('button', { name: 'Save role and flags' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Role and flags saved.');
  await expect(page.getByTestId('user-details')).toContainText('ProSet');
  await expect(page.getByTestId('user-sessions').getByRole('listitem')).toHaveCount(1);

  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Signed out of 1 session.');
  await expect(page.getByText('No session is signed in.')).toBeVisible();
  // The user's own session stopped working at once.
  expect((await visitor.request.get('/api/auth/check')).status()).toBe(401);
  await visitor.close();
  // Both writes are in the account's staff history.
  await expect(page.getByRole('listitem').filter({ hasText: 'user.access' })).toContainText('Hugo Bernard');
  await expect(page.getByRole('listitem').filter({ hasText: 'user.sessions_revoke' })).toBeVisible();

  await page.getByRole('link', { name: 'Orders, addresses and box of this client' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Client: Paula Journey' })).toBeVisible();
  await expect(page.getByText('No orders.')).toBeVisible();
  await expectAccessible();
});

test('demo-admin opens /bids from the menu and answers a call-me request, which reaches the artist', async ({
  page,
  browser,
  baseURL,
  signIn,
  expectAccessible,
}) => {
  // The demo artist asks to be called back (the dashboard's call-me), under a name of this run.
  const artist = await newJourneyContext(browser, baseURL);
  const login = await artist.request.post('/api/auth/login', {
    data: { email: demoEmail('artist'), password: DEMO_PASSWORD },
    headers: { origin: baseURL ?? '' },
  });
  expect(login.ok()).toBe(true);
  const name = `Nora ${Date.now()}`;
  const asked = await artist.request.post('/api/projects/call-me', {
    data: { name, phone: '+33 6 11 22 33 44', when: 'Friday afternoon', lang: 'fr' },
    headers: { origin: baseURL ?? '' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  await artist.close();

  await signIn('admin');
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByLabel(/^Account menu/)
    .click();
  await page.getByRole('banner').getByRole('link', { name: 'Bids' }).click();
  await expect(page).toHaveURL(/\/admin\/second-factor\?redirect=%2Fbids$/);
  await passSecondFactor(page);

  await expect(page).toHaveURL(/\/bids$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Quote and call-me requests' })).toBeVisible();
  await expectAccessible();
  const request = page.getByRole('article', { name: new RegExp(`^Call-me request #\\d+ · ${name}$`) });
  await expect(request).toContainText('Friday afternoon');
  await expect(request).toContainText('Français');
  await request.getByLabel('Answer').fill('Nous vous appelons vendredi à 15 h.');
  await request.getByRole('button', { name: 'Send the answer' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Answer sent.');
  await expect(page.getByRole('article', { name: new RegExp(name) })).toHaveCount(0);

  await page.getByLabel('Requests').selectOption('answered');
  await page.getByRole('button', { name: 'Filter' }).click();
  const answered = page.getByRole('article', { name: new RegExp(name) });
  await expect(answered).toContainText('Answered by Alex Admin');
  await expect(answered).toContainText('Nous vous appelons vendredi à 15 h.');
  await expectAccessible();

  // The answer went to the artist, in French.
  const outbox = await page.request.get(
    `/api/admin/outbox?${new URLSearchParams({ to: demoEmail('artist'), template: 'request_answer', limit: '5' })}`,
  );
  const { items } = (await outbox.json()) as { items: { subject: string; text: string; locale: string }[] };
  const mail = items.find((item) => item.text.includes('Nous vous appelons vendredi à 15 h.'));
  expect(mail).toMatchObject({ locale: 'fr', subject: 'Votre demande de rappel : notre réponse' });

  // The menu's Admin link opens the staff home, which links the requests here.
  await page
    .getByRole('banner')
    .getByLabel(/^Account menu/)
    .click();
  await page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Work waiting' })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Open\s*:\s*Quote and call-me requests to answer$/ })
    .click();
  await expect(page).toHaveURL(/\/bids$/);
});

test('demo-team lists the invoices, downloads one as a PDF and the accountant’s CSV, and sees the payments', async ({
  page,
  signIn,
  expectAccessible,
}) => {
  await signIn('team');
  await page.goto('/admin/invoice');
  await passSecondFactor(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices and credit notes' })).toBeVisible();
  await expectAccessible();
  const series = page.getByRole('table', { name: 'Number series' });
  await expect(series.getByRole('row').filter({ hasText: 'Invoice' }).first()).toContainText('Unbroken');

  const first = page.getByRole('link', { name: /^Download SP-\d{4}-\d{6} \(PDF\)$/ }).first();
  const [pdf] = await Promise.all([page.waitForEvent('download'), first.click()]);
  expect(pdf.suggestedFilename()).toMatch(/^invoice-SP-\d{4}-\d{6}\.pdf$/);
  expect((await downloaded(pdf)).subarray(0, 5).toString()).toBe('%PDF-');

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Accountant’s export of these documents (CSV)' }).click(),
  ]);
  const text = (await downloaded(csv)).toString('utf8').replace(/^\uFEFF/, '');
  const [header = '', ...rows] = text.trim().split('\r\n');
  expect(header).toMatch(/^number,kind,date,order,customer,country,currency,(net_[\d.]+%,vat_[\d.]+%,)+net,vat,gross$/);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows[0]).toMatch(/^SP-\d{4}-\d{6},invoice,\d{4}-\d{2}-\d{2},\d+,/);

  await page.getByRole('navigation', { name: 'Staff sections' }).getByRole('link', { name: 'Payments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  await page.getByLabel('Status').selectOption('succeeded');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Succeeded' }).first()).toBeVisible();
  await expectAccessible();
});
