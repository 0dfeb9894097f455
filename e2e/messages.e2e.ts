// Journey "Messages" (issue 18, docs/messages.md): a buyer (the demo pro account, whose cart no other
// journey fills) buys a CD the demo label sells, writes to the seller from the order page with the
// form that posts before hydration, the label finds the conversation unread in the same inbox and
// answers, and the buyer's header badge counts one unread. axe runs on both inboxes and the thread.
import type { Page } from '@playwright/test';
import {
  demoEmail,
  expect,
  makeAxeBuilderFor,
  newJourneyContext,
  setTimeoutFromMeasurement,
  signInThroughApi,
  test,
} from './fixtures.ts';

/** Twelve Meadows: a CD in stock on sale, a project of the demo label (deterministic demo seed). */
const LABEL_CD = 259345;

async function buyLabelCd(page: Page, baseURL: string): Promise<number> {
  expect((await page.request.delete('/api/cart', { headers: { origin: baseURL } })).ok()).toBe(true);
  await page.goto(`/project/${LABEL_CD}`);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Cart/ })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('button', { name: /^(Add to cart|Pre-order) — / })
    .click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Check out' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  const form = page.getByRole('main');
  await form.getByLabel('First name').fill('Pia');
  await form.getByLabel('Last name').fill('Martin');
  await form.getByLabel('Email').fill(demoEmail('pro'));
  await form.getByLabel('Phone').fill('+33 6 12 34 56 78');
  await form.getByLabel('Address', { exact: true }).fill('12 rue des Martyrs');
  await form.getByLabel('Postcode').fill('75009');
  await form.getByLabel('City').fill('Paris');
  await form.getByLabel('Country').selectOption('FR');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Card' })).toBeVisible();
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await form.getByLabel('Security code (CVC)').fill('123');
  await form.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/cart\/confirmation\?order=\d+$/);
  return Number(new URL(page.url()).searchParams.get('order'));
}

/** Reads every unread conversation through the API, so the badge counts only what comes next. */
async function readEverything(page: Page): Promise<void> {
  const list = (await (await page.request.get('/api/user/messages')).json()) as {
    conversations: { id: number; unread: number }[];
  };
  for (const conversation of list.conversations.filter((entry) => entry.unread > 0)) {
    expect((await page.request.get(`/api/user/messages/${conversation.id}`)).ok()).toBe(true);
  }
}

test('a buyer messages the label about an order, the label answers, and the buyer’s badge counts one unread', async ({
  page,
  browser,
  baseURL,
  signIn,
  expectAccessible,
}) => {
  setTimeoutFromMeasurement(60_000);
  const origin = baseURL ?? '';
  await signIn('pro');
  const orderId = await buyLabelCd(page, origin);
  await readEverything(page);

  // From the order page, the buyer writes to the seller.
  await page.goto(`/my-account/orders/${orderId}`);
  await page.getByRole('main').getByRole('link', { name: 'Message the seller' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Message the seller' })).toBeVisible();
  await expectAccessible({ name: 'new message' });
  await page.getByLabel('Your message').fill('Hello! Could you sign the CD I just ordered?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/my-account\/messages\/\d+$/);
  const thread = page.getByRole('list', { name: 'Messages of the conversation' });
  await expect(thread.getByText('Hello! Could you sign the CD I just ordered?')).toBeVisible();
  const conversationPath = new URL(page.url()).pathname;

  // The label finds it unread in its inbox, opens it and answers.
  const labelContext = await newJourneyContext(browser, origin);
  await labelContext.addCookies([{ name: 'consent', value: 'denied', url: origin }]);
  const labelPage = await labelContext.newPage();
  try {
    await signInThroughApi(labelPage.request, origin, 'label');
    await labelPage.goto('/my-account/messages');
    const inbox = labelPage.getByRole('list', { name: 'Conversations' });
    const line = inbox.getByRole('link').filter({ hasText: 'Twelve Meadows' });
    await expect(line).toContainText('1 unread');
    expect(await makeAxeBuilderFor(labelPage)).toEqual([]);
    await line.click();
    await expect(labelPage).toHaveURL(new RegExp(`${conversationPath}$`));
    await labelPage.getByLabel('Your answer').fill('Of course, it leaves signed on Monday.');
    await labelPage.getByRole('button', { name: 'Send' }).click();
    await expect(labelPage.getByRole('main').getByRole('status').filter({ hasText: 'Message sent.' })).toBeVisible();
  } finally {
    await labelContext.close();
  }

  // The buyer's header badge counts the one unread answer; the inbox shows it in bold with its count.
  await page.goto('/my-account/messages');
  await expect(page.getByRole('banner').getByTestId('new-messages-count')).toHaveText('1');
  const mine = page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link')
    .filter({ hasText: 'Twelve Meadows' });
  await expect(mine).toContainText('1 unread');
  await expectAccessible({ name: 'inbox' });
  await mine.click();
  await expect(page.getByText('Of course, it leaves signed on Monday.')).toBeVisible();
  await expectAccessible({ name: 'thread' });
});
