// The staff side (issue 14, docs/admin.md): demo-team signs in, types the second factor, opens the
// work waiting, reviews a submitted project from the queue and approves it; the artist's own page of
// the project shows the new step, and the audit log shows the approval. Axe runs on every staff page.
import type { APIRequestContext } from '@playwright/test';
import { type DemoRole, expect, newJourneyContext, passSecondFactor, signInThroughApi, test } from './fixtures.ts';

interface OwnedProject {
  id: number;
  name: string;
  step: string;
}

/** A submitted project (step checking) of the demo artist or label, and who owns it. */
async function submittedDemoProject(request: APIRequestContext, baseURL: string) {
  for (const role of ['artist', 'label'] as const satisfies readonly DemoRole[]) {
    await signInThroughApi(request, baseURL, role);
    const response = await request.get('/api/user/projects');
    expect(response.ok()).toBe(true);
    const { items } = (await response.json()) as { items: OwnedProject[] };
    const submitted = items.find((project) => project.step === 'checking');
    if (submitted) return { role, project: submitted };
  }
  throw new Error('the demo has no submitted project of the demo artist or label');
}

test('demo-team reviews a submitted project and approves it', async ({
  page,
  browser,
  baseURL,
  signIn,
  expectAccessible,
}) => {
  const owner = await newJourneyContext(browser, baseURL);
  const { role, project } = await submittedDemoProject(owner.request, baseURL ?? '');

  await signIn('team');
  await page.goto('/admin');
  // The session has not typed the second factor yet: the staff pages ask for it first.
  await expect(page).toHaveURL(/\/admin\/second-factor\?redirect=%2Fadmin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Second factor' })).toBeVisible();
  await expectAccessible();
  await passSecondFactor(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Work waiting' })).toBeVisible();
  await expectAccessible();
  // The menu and the work waiting show what a team member may open: no bids (the admin flag's).
  const sections = page.getByRole('navigation', { name: 'Staff sections' });
  await expect(sections.getByRole('link', { name: 'Orders', exact: true })).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Bids' })).toHaveCount(0);
  await expect(page.getByRole('main').getByText('Quote and call-me requests to answer')).toHaveCount(0);
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Open\s*:\s*Projects to review$/ })
    .click();

  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expectAccessible();
  await page.getByRole('link', { name: project.name, exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Review: ${project.name}` })).toBeVisible();
  await expect(page.getByTestId('project-step')).toHaveText('Being checked');
  await expectAccessible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Saved.');
  await expect(page.getByTestId('project-step')).toHaveText(/In progress|Promo/);
  await expect(page.getByRole('listitem').filter({ hasText: 'by Lea Dubois' }).last()).toBeVisible();

  // The artist side shows the new step.
  const ownerPage = await owner.newPage();
  const edit = await ownerPage.request.get(`/api/projects/${project.id}/edit`);
  expect(((await edit.json()) as { step: string }).step).toMatch(/^(in_progress|promo)$/);
  await ownerPage.goto(`/project/manage?id=${project.id}`);
  await expect(ownerPage.getByText(/In progress|Promo/).first()).toBeVisible();
  await owner.close();
  expect(role).toMatch(/artist|label/);

  await page.getByRole('navigation', { name: 'Staff sections' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `project #${project.id}` });
  await expect(row).toContainText('project.approve');
  await expect(row).toContainText('Lea Dubois');
  await expectAccessible();
});

test("the staff menu's Admin link opens the staff side in a document of its own, and the logo comes back in place", async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await page.goto('/admin');
  await passSecondFactor(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Work waiting' })).toBeVisible();

  // The storefront's router does without the staff routes (apps/server/src/web/locale-builds.ts).
  // (The scripts load after the first paint: wait for the manifest.)
  const routerKnowsStaffPages = async () => {
    const routes = await page.waitForFunction(
      () =>
        (window as { __reactRouterManifest?: { routes: Record<string, { path?: string }> } }).__reactRouterManifest
          ?.routes,
    );
    return routes.evaluate((all) => Object.values(all ?? {}).some((route) => route.path?.startsWith('/admin')));
  };
  expect(await routerKnowsStaffPages(), 'a staff page knows the staff routes').toBe(true);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await routerKnowsStaffPages(), "a storefront page's router knows no staff route").toBe(false);
  await page.evaluate(() => Object.assign(window, { storefrontDocument: true }));

  // From the storefront, the menu's Admin link loads the staff home as a new document.
  await page
    .getByRole('banner')
    .getByLabel(/^Account menu/)
    .click();
  await page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Work waiting' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  expect(await page.evaluate(() => 'storefrontDocument' in window), 'the staff side should be a new document').toBe(
    false,
  );
  expect(await routerKnowsStaffPages()).toBe(true);

  // The staff side's router knows the storefront: the logo goes home in the same document.
  await page.evaluate(() => Object.assign(window, { staffDocument: true }));
  await page.getByRole('banner').getByRole('link', { name: 'Spindle home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Shop categories' })).toBeVisible();
  expect(await page.evaluate(() => 'staffDocument' in window), 'home should open in the same document').toBe(true);
});
