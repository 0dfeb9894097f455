// Customers' reviews (issue 18, docs/reviews.md): the demo customer follows the review-request e-mail's
// link (the template's own link for one of their shipped orders), signs in and comes back to
// /review?order=…, rates a record four stars and writes about it; the page thanks them. demo-team, in a
// browser of its own, finds the review waiting in /admin/reviews, publishes it and answers it; the
// project page shows it with its stars and the answer. Axe runs on every page.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { reviewRequestTemplate } from '../apps/server/src/mail/templates/review-request.ts';
import {
  DEMO_PASSWORD,
  demoEmail,
  expect,
  newJourneyContext,
  passSecondFactor,
  seriousA11yViolations,
  setTimeoutFromMeasurement,
  signInThroughApi,
  submitSignInForm,
  test,
} from './fixtures.ts';

interface BuyerOrders {
  items: { id: number; shops: { status: string }[] }[];
}

interface OrderReviews {
  order: { items: { project: { id: number; name: string; path: string }; shipped: boolean; review: unknown }[] } | null;
}

async function expectPageAccessible(page: Page): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  expect(await seriousA11yViolations(builder), page.url()).toEqual([]);
}

/** A shipped order of the demo customer with a record not reviewed yet, and that record. */
async function orderToReview(request: APIRequestContext) {
  const orders = (await (await request.get('/api/user/orders?size=50')).json()) as BuyerOrders;
  const shipped = orders.items.filter((order) =>
    order.shops.some((shop) => ['sent', 'delivered'].includes(shop.status)),
  );
  for (const order of shipped) {
    const answer = (await (await request.get(`/api/user/reviews?order_id=${order.id}`)).json()) as OrderReviews;
    const item = answer.order?.items.find((candidate) => candidate.shipped && candidate.review === null);
    if (item) return { orderId: order.id, project: item.project };
  }
  throw new Error('the demo customer has no shipped record left to review');
}

test('a buyer reviews a record from the e-mail, staff publish and answer it, the project page shows it', async ({
  page,
  browser,
  baseURL,
  expectAccessible,
}) => {
  // Three people, five pages checked by axe: 44 s on a busy 2-core machine (helpers building beside it).
  setTimeoutFromMeasurement(44_000);
  const lookup = await newJourneyContext(browser, baseURL);
  await signInThroughApi(lookup.request, baseURL ?? '', 'customer');
  const { orderId, project } = await orderToReview(lookup.request);
  await lookup.close();
  // Words of this run alone: a retry, or another run on the same database, finds only its own review.
  const run = Date.now().toString(36);
  const title = `Warm and quiet (${run})`;
  const words = `A warm mix and a very quiet pressing, run ${run}; the sleeve is gorgeous.`;
  const start = words.slice(0, words.indexOf(';'));

  // The e-mail's button, as the review-request job renders it for this order.
  const email = reviewRequestTemplate.render('en', {
    baseUrl: baseURL ?? '',
    orderNumber: orderId,
    items: [{ name: project.name }],
  });
  const link = /href="([^"]*\/review\?[^"]*)"/.exec(email.html)?.[1]?.replaceAll('&amp;', '&') ?? '';
  expect(link).toContain(`/review?order=${orderId}`);

  // Signed out, the link asks to sign in first, then comes back to the review page.
  await page.goto(link);
  await expect(page).toHaveURL(/\/sign\?redirect=/);
  await submitSignInForm(page, demoEmail('customer'), DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/review\\?order=${orderId}`));
  await expect(page.getByRole('heading', { level: 1, name: `Review your order ${orderId}` })).toBeVisible();
  await expectAccessible();

  const item = page.getByRole('article', { name: project.name });
  const stars = item.getByRole('group', { name: 'Your rating' });
  await expect(stars.getByRole('radio')).toHaveCount(5);
  await stars.getByTitle('4 stars out of 5').click();
  await expect(stars.getByRole('radio', { name: '4 stars out of 5' })).toBeChecked();
  await item.getByLabel('Title (optional)').fill(title);
  await item.getByLabel('Your review').fill(words);
  await item.getByRole('button', { name: 'Send my review' }).click();
  await expect(item.getByRole('status')).toHaveText(/Thanks, your review appears once checked\./);
  await expect(item.getByRole('button', { name: 'Update my review' })).toBeVisible();
  await expectAccessible();

  // The same form for this record alone.
  await item.getByRole('link', { name: 'Review this record on its own' }).click();
  await expect(page).toHaveURL(new RegExp(`/review-single\\?order=${orderId}&project=${project.id}`));
  // The URL changes before the new page is drawn: wait for its heading, then read its one form.
  await expect(page.getByRole('heading', { level: 1, name: `Review ${project.name}` })).toBeVisible();
  await expect(page.getByLabel('Your review')).toHaveValue(words);
  await expectAccessible();

  // demo-team publishes and answers it, in a browser of its own.
  const staff = await newJourneyContext(browser, baseURL);
  const staffPage = await staff.newPage();
  await signInThroughApi(staffPage.request, baseURL ?? '', 'team');
  await staffPage.goto('/admin/reviews?status=pending');
  await passSecondFactor(staffPage);
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Customers’ reviews' })).toBeVisible();
  await expect(
    staffPage.getByRole('navigation', { name: 'Staff sections' }).getByRole('link', { name: 'Reviews' }),
  ).toHaveAttribute('aria-current', 'page');
  const row = staffPage.getByRole('row').filter({ hasText: start });
  await expect(row).toHaveCount(1);
  await expectPageAccessible(staffPage);
  await row.getByRole('button', { name: 'Publish' }).click();
  const publishedNotice = staffPage.getByRole('status').filter({ hasText: /Review \d+ published\./ });
  await expect(publishedNotice).toBeVisible();
  const reviewId = /Review (\d+) published/.exec((await publishedNotice.textContent()) ?? '')?.[1];
  await staffPage.goto(`/admin/reviews?status=published&project_id=${project.id}`);
  const published = staffPage.getByRole('row').filter({ hasText: start });
  await published
    .getByLabel(`Answer to review ${reviewId}, shown under it`)
    .fill('Thank you! The sleeve is printed on recycled board.');
  await published.getByRole('button', { name: 'Save the answer' }).click();
  await expect(staffPage.getByRole('status').filter({ hasText: `Answer to review ${reviewId} saved.` })).toBeVisible();
  await expectPageAccessible(staffPage);
  await staff.close();

  // The project page shows the review, its stars and the answer.
  await page.goto(project.path);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  const shown = reviews.getByRole('article', { name: title });
  await expect(shown).toBeVisible();
  await expect(shown.getByRole('img', { name: 'Rated 4 stars out of 5' })).toBeVisible();
  await expect(shown).toContainText(start);
  await expect(shown).toContainText('Answer from Spindle');
  await expect(shown).toContainText('The sleeve is printed on recycled board.');
  await expect(reviews).toContainText(/\d+ reviews?/);
  await expectAccessible();

  // The buyer's order page leads back to the review page.
  await page.goto(`/my-account/orders/${orderId}`);
  await expect(page.getByRole('link', { name: 'Review the records of this order' })).toHaveAttribute(
    'href',
    `/review?order=${orderId}`,
  );
});
