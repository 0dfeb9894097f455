// The support launcher's contact form (issue 18, docs/web.md "Support launcher", docs/messages.md
// "Support inbox"): on a Saturday, outside Paris support hours, the launcher offers "Write to us"
// instead of the chat. A visitor writes with a name and an e-mail address; a signed-in customer's
// message opens a support conversation, which the team finds unread in /admin/messages and answers,
// and the customer reads the answer in their messages.
import {
  expect,
  expectHydrated,
  makeAxeBuilderFor,
  scrollToPageEnd,
  newJourneyContext,
  passSecondFactor,
  setTimeoutFromMeasurement,
  signInThroughApi,
  test,
} from './fixtures.ts';

// Saturday 28 November 2026, noon in Paris: support is closed.
const SATURDAY_NOON = new Date('2026-11-28T11:00:00Z');

test.use({ supportLauncher: true });

test('outside support hours a visitor and a customer write to the team, and the team answers from its inbox', async ({
  page,
  browser,
  baseURL,
  signIn,
  expectAccessible,
}) => {
  setTimeoutFromMeasurement(40_000);
  const run = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  await page.clock.setFixedTime(SATURDAY_NOON);

  // A visitor: the form asks a name and an e-mail address; Escape folds it back onto its button.
  await page.goto('/about');
  await expectHydrated(page);
  const launcher = page.getByRole('button', { name: 'Write to us' });
  await launcher.click();
  await expect(launcher).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('region', { name: 'Write to the team' });
  await expect(panel.getByLabel('Your name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();
  await page.keyboard.press('Enter');
  await panel.getByRole('button', { name: 'Send the message' }).click();
  await expect(panel.getByLabel('Your name')).toBeFocused();
  await panel.getByLabel('Your name').fill('Lea Martin');
  await panel.getByLabel('Your e-mail address').fill(`lea-${run}@example.test`);
  await panel.getByLabel('Your message').fill(`Do you ship to Norway? ${run}`);
  await expectAccessible({ include: '[data-support-panel]' });
  await panel.getByRole('button', { name: 'Send the message' }).click();
  await expect(panel.getByRole('status')).toContainText('The team will answer at the e-mail address you gave.');

  // A signed-in customer types the message alone; it opens a support conversation.
  await signIn('customer');
  await page.goto('/');
  await expectHydrated(page);
  await page.getByRole('button', { name: 'Write to us' }).click();
  await expect(panel.getByLabel('Your name')).toHaveCount(0);
  const question = `My parcel has not arrived yet ${run}`;
  await panel.getByLabel('Your message').fill(question);
  await panel.getByRole('button', { name: 'Send the message' }).click();
  await expect(panel.getByRole('status')).toContainText('The team’s answer will come to your messages.');
  const conversationLink = panel.getByRole('link', { name: 'Open the conversation' });
  const conversationPath = (await conversationLink.getAttribute('href')) ?? '';
  expect(conversationPath).toMatch(/^\/my-account\/messages\/\d+$/);
  const conversationId = conversationPath.split('/').at(-1);

  // The team finds it unread in the back office's support inbox and answers it.
  const staff = await newJourneyContext(browser, baseURL);
  const staffPage = await staff.newPage();
  try {
    await signInThroughApi(staffPage.request, baseURL ?? '', 'team');
    await staffPage.goto('/admin/messages');
    await passSecondFactor(staffPage);
    await expect(staffPage.getByRole('heading', { level: 1, name: 'Support messages' })).toBeVisible();
    const line = staffPage.getByRole('list', { name: 'Conversations' }).getByRole('link').filter({ hasText: question });
    await expect(line).toContainText('1 unread');
    await expect(line).toHaveAttribute('href', `/admin/messages/${conversationId}`);
    expect(await makeAxeBuilderFor(staffPage)).toEqual([]);
    await line.click();
    await expect(staffPage).toHaveURL(new RegExp(`/admin/messages/${conversationId}$`));
    const thread = staffPage.getByRole('list', { name: 'Messages of the conversation' });
    await expect(thread.getByText(question)).toBeVisible();
    await staffPage.getByLabel('Your answer').fill(`It left our warehouse on Thursday. ${run}`);
    await staffPage.getByRole('button', { name: 'Send' }).click();
    await expect(staffPage.getByRole('main').getByRole('status').filter({ hasText: 'Message sent.' })).toBeVisible();
    expect(await makeAxeBuilderFor(staffPage)).toEqual([]);
  } finally {
    await staff.close();
  }

  // The customer reads the answer in their messages.
  await page.goto(conversationPath);
  await expect(
    page
      .getByRole('list', { name: 'Messages of the conversation' })
      .getByText(`It left our warehouse on Thursday. ${run}`),
  ).toBeVisible();
});

test('without JavaScript the launcher is a link to the contact page, whose form needs no script', async ({
  browser,
  baseURL,
}) => {
  const visitor = await newJourneyContext(browser, baseURL, { javaScriptEnabled: false });
  // This visitor never hid the launcher.
  await visitor.clearCookies({ name: 'support_launcher' });
  try {
    const page = await visitor.newPage();
    await page.clock.setFixedTime(SATURDAY_NOON);
    await page.goto('/about');
    const launcher = page.getByRole('link', { name: 'Write to us' });
    await expect(launcher).toHaveAttribute('data-chat-launcher', '');
    await launcher.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('form', { name: 'Send us a message' })).toBeVisible();
  } finally {
    await visitor.close();
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the launcher is a round button that keeps its name, and the end of a page scrolls clear of it', async ({
    page,
  }) => {
    await page.clock.setFixedTime(SATURDAY_NOON);
    await page.goto('/');
    await expectHydrated(page);
    const launcher = page.getByRole('button', { name: 'Write to us' });
    await expect(launcher).toBeVisible();
    // The words are its accessible name, not its face: the wide pill covered what it floated over.
    const face = await launcher.boundingBox();
    expect(face?.width).toBeLessThanOrEqual(56);
    // Its "hide" button is a badge on its corner, not a second button beside it.
    const hide = await page.getByRole('button', { name: 'Hide the help button' }).boundingBox();
    const left = Math.min(face?.x ?? 0, hide?.x ?? 0);
    const right = Math.max((face?.x ?? 0) + (face?.width ?? 0), (hide?.x ?? 0) + (hide?.width ?? 0));
    expect(right - left).toBeLessThanOrEqual(64);
    await expect(launcher.getByText('Write to us')).toHaveClass(/sr-only/);

    // At the end of the page the last of its content lies above the launcher.
    await scrollToPageEnd(page);
    const contentBottom = await page.locator('main').evaluate((main) => {
      const padding = Number.parseFloat(getComputedStyle(main).paddingBottom);
      return main.getBoundingClientRect().bottom - padding;
    });
    const launcherTop = (await launcher.boundingBox())?.y ?? 0;
    expect(contentBottom).toBeLessThanOrEqual(launcherTop);

    // It opens the form as on a wider screen.
    await launcher.click();
    await expect(page.getByRole('region', { name: 'Write to the team' })).toBeVisible();
  });
});
