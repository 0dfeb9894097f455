// A visitor reads the information pages in English and French, finds the pressing services, writes to
// the team through the contact form (with and without JavaScript) and signs up for the newsletter; opens
// the help centre from the header; lands on the contest's pages from a flyer or a party.
import type { Page } from '@playwright/test';
import { COOKIE_NAMES } from '@spindle/domain';
import { expect, test } from './fixtures.ts';

/** The service pages of spec section 2, /services/{key}. */
const SERVICE_KEYS = [
  'vinyl',
  'merch',
  'design',
  'ondemand',
  'direct-pressing',
  'deposit-sales',
  'retaildistribution',
  'marketing',
  'digitaldistribution',
  'customerservice',
  'audiotape',
  'cd',
  'production',
  'mastering',
  'fulfillment',
  'webshop',
];

function contactForm(page: Page) {
  return page.getByRole('form', { name: 'Send us a message' });
}

test('/pressing opens on our services at #spindle, with a button to create a project', async ({ page }) => {
  await page.goto('/pressing#spindle');

  await expect(page).toHaveTitle('Vinyl pressing - Spindle');
  const services = page.locator('section#spindle');
  await expect(services.getByRole('heading', { level: 2, name: 'Our services' })).toBeInViewport();
  const create = page.getByRole('main').getByRole('link', { name: 'Create your project' });
  await expect(create.first()).toBeVisible();
  await expect(create.first()).toHaveAttribute('href', '/creation/vinyl');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/pressing$/);
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', /\/fr\/pressing$/);
  // Facts are a definition list.
  await expect(page.locator('section#formats dl dt').first()).toHaveText('12-inch');
});

test('/fr/qui-sommes-nous is the about page in French, its links in French too', async ({ page }) => {
  await page.goto('/fr/qui-sommes-nous');

  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Qui sommes-nous ?');
  await expect(page).toHaveTitle('Qui sommes-nous ? - Spindle');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/about$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr\/qui-sommes-nous$/);
  // Every call to action stays in French.
  const ctaHrefs = await page
    .getByRole('main')
    .locator('article a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(ctaHrefs.length).toBeGreaterThan(0);
  for (const href of ctaHrefs) expect(href).toMatch(/^\/fr(\/|$)/);

  await page.goto('/fr/comment-ca-marche');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.goto('/fr/pressage-vinyle-ecologique');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/vinyl-pressing-green$/);
});

test('every service page answers in English, and an unknown service is a 404', async ({ request }) => {
  for (const key of SERVICE_KEYS) {
    const response = await request.get(`/services/${key}`);
    expect(response.status(), `/services/${key}`).toBe(200);
    expect(await response.text()).toContain('<h1');
  }
  expect((await request.get('/services/karaoke')).status()).toBe(404);
  expect((await request.get('/blog/no-such-article')).status()).toBe(404);
});

test('the terms have a table of contents that leads to each article', async ({ page }) => {
  await page.goto('/terms');

  const toc = page.getByRole('navigation', { name: 'On this page' });
  await expect(toc.getByRole('link')).toHaveCount(14);
  await toc.getByRole('link', { name: '5. Payment' }).click();
  await expect(page).toHaveURL(/\/terms#payment$/);
  await expect(page.getByRole('heading', { level: 2, name: '5. Payment' })).toBeInViewport();
});

test('the header’s Help link opens the help centre in a new tab, in the page’s language', async ({
  page,
  screenshots,
}) => {
  await page.goto('/fr/qui-sommes-nous');

  const help = page.getByRole('banner').getByRole('link', { name: 'Aide (s’ouvre dans un nouvel onglet)' });
  await expect(help).toHaveAttribute('href', '/fr/help');
  await expect(help).toHaveAttribute('target', '_blank');
  await expect(help).toHaveAttribute('rel', 'noopener');
  // The footer's information column has it too.
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Aide (s’ouvre dans un nouvel onglet)' }),
  ).toHaveAttribute('target', '_blank');

  const popupOpened = page.waitForEvent('popup');
  await help.click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(/\/fr\/help$/);
  await expect(popup.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText('Centre d’aide');
  await expect(popup).toHaveTitle('Centre d’aide - Spindle');
  // The page that opened it stays where it was.
  await expect(page).toHaveURL(/\/fr\/qui-sommes-nous$/);

  // Topics, each with its questions; a question is a heading with its own anchor and a link onwards.
  const toc = popup.getByRole('navigation', { name: 'Sur cette page' });
  await toc.getByRole('link', { name: 'La box de vinyles et les cadeaux' }).click();
  await expect(popup).toHaveURL(/#topic-5$/);
  await expect(popup.getByRole('heading', { level: 2, name: 'La box de vinyles et les cadeaux' })).toBeInViewport();
  await toc.getByRole('link', { name: 'Puis-je choisir mes disques ?' }).click();
  const question = popup.locator('section#box-pick');
  await expect(question.getByRole('heading', { level: 3 })).toHaveText('Puis-je choisir mes disques ?');
  await expect(question.getByRole('link', { name: 'Ma box' })).toHaveAttribute('href', '/fr/my-account/box');
  await expect(popup.locator('section#downloads').getByRole('link')).toHaveAttribute('href', '/fr/my-account/digital');
  await expect(popup.locator('section#box-gift').getByRole('link')).toHaveAttribute('href', '/fr/box');

  await popup.close();

  await page.goto('/help');
  await screenshots('help');
  await screenshots('help-top', { fullPage: false });
});

test('on a phone the Help link is in the menu, not in the crowded header', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');

  await expect(page.getByRole('banner').getByRole('link', { name: /^Help/ })).toBeHidden();
  await page.getByRole('button', { name: 'Open the menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Browse Spindle' });
  const help = menu.getByRole('link', { name: 'Help (opens in a new tab)' });
  await expect(help).toHaveAttribute('href', '/help');
  await expect(help).toHaveAttribute('target', '_blank');
});

test('/contest is the flyer’s page: it sets the origin FL on a first visit and invites to sign up', async ({
  page,
  screenshots,
}) => {
  await page.goto('/contest');

  const origin = (await page.context().cookies()).find((cookie) => cookie.name === COOKIE_NAMES.origin);
  expect(origin?.value).toBe('FL');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Win a record every month');
  // A landing page, not for search engines.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const signUp = page.getByRole('main').getByRole('link', { name: 'Create my account' });
  await expect(signUp.first()).toHaveAttribute('href', '/sign?tab=signup&redirect=%2Fvinyl-shop%2F9%2Fstaff-picks');
  await expect(page.locator('section#newsletter').getByRole('link')).toHaveAttribute('href', '/newsletter');
  await expect(page.locator('section#the-draw')).toContainText('our team draws one winner');

  await screenshots('contest');
  await signUp.first().click();
  await expect(page).toHaveURL(/\/sign\?tab=signup&redirect=%2Fvinyl-shop%2F9%2Fstaff-picks$/);
});

test('/contest/party is the party’s page: it sets the origin PA1, in French under /fr', async ({ page }) => {
  await page.goto('/fr/contest/party');

  const origin = (await page.context().cookies()).find((cookie) => cookie.name === COOKIE_NAMES.origin);
  expect(origin?.value).toBe('PA1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merci d’avoir fait la fête avec nous');
  await expect(page.getByRole('main').getByRole('link', { name: 'Créer mon compte' }).first()).toHaveAttribute(
    'href',
    '/fr/sign?tab=signup&redirect=%2Ffr%2Fvinyl-shop%2F9%2Fstaff-picks',
  );
  await expect(page.getByRole('link', { name: 'S’inscrire à la newsletter' })).toHaveAttribute(
    'href',
    '/fr/newsletter',
  );
});

test('the blog lists its articles, newest first, and opens one', async ({ page }) => {
  await page.goto('/fr/blog');

  const articles = page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 });
  await expect(articles).toHaveCount(6);
  await articles.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/fr\/blog\/how-pre-orders-protect-artists$/);
  await expect(page.getByRole('main').locator('time').first()).toHaveText('6 octobre 2026');
  await expect(page.getByRole('link', { name: 'Tous les articles' })).toHaveAttribute('href', '/fr/blog');
});

test('the contact form says what is missing, field by field, then sends the message', async ({ page }) => {
  await page.goto('/contact');
  const form = contactForm(page);

  await form.getByRole('button', { name: 'Send the message' }).click();
  const name = form.getByLabel('Your name');
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription('Please fill in this field.');
  await expect(form.getByLabel('What is it about?')).toHaveAccessibleDescription('Please fill in this field.');
  await expect(form.getByText('Please fill in this field.')).toHaveCount(4);

  await name.fill('Zoë Martin');
  await form.getByLabel('Your e-mail address').fill('zoe@example');
  await form.getByRole('button', { name: 'Send the message' }).click();
  const email = form.getByLabel('Your e-mail address');
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');

  await email.fill('zoe@example.com');
  await form.getByLabel('What is it about?').selectOption({ label: 'My order' });
  await form.getByLabel('Order number (optional)').fill('10452');
  await form.getByLabel('Your message').fill('My record arrived warped. Can you help?');
  await form.getByRole('button', { name: 'Send the message' }).click();

  const notice = page.getByRole('status').filter({ hasText: 'Message sent' });
  await expect(notice).toBeVisible();
  await expect(notice).toBeFocused();
  await expect(page).toHaveURL(/\/contact\?sent=1$/);
  await expect(form).toHaveCount(0);
});

test('the contact form speaks French under /fr', async ({ page }) => {
  await page.goto('/fr/contact');
  const form = page.getByRole('form', { name: 'Envoyez-nous un message' });

  await form.getByLabel('Votre nom').fill('김민준');
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(form.getByLabel('Votre nom')).toHaveAccessibleDescription(/^Utilisez uniquement des lettres latines/);
  await expect(form.getByLabel('Votre adresse e-mail')).toHaveAccessibleDescription('Veuillez remplir ce champ.');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form is checked by the server, focuses the first mistake, then sends', async ({ page }) => {
    await page.goto('/contact');
    const form = contactForm(page);

    await form.getByLabel('Your name').fill('Zoë Martin');
    await form.getByLabel('Your e-mail address').fill('not-an-address');
    await form.getByRole('button', { name: 'Send the message' }).click();

    const email = form.getByLabel('Your e-mail address');
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
    await expect(form.getByLabel('Your name')).toHaveValue('Zoë Martin');

    await email.fill('zoe.nojs@example.com');
    await form.getByLabel('What is it about?').selectOption('press');
    await form.getByLabel('Your message').fill('Could we interview the team?');
    await form.getByRole('button', { name: 'Send the message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toBeVisible();
  });

  test('the newsletter form subscribes an address', async ({ page }) => {
    await page.goto('/es/newsletter');
    await page.getByLabel('Tu correo electrónico').fill('fan.nojs@example.com');
    await page.getByRole('button', { name: 'Suscribirme' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ya estás en la lista' })).toBeVisible();
  });
});

test('the newsletter form checks the address, then subscribes it in the chosen language', async ({ page }) => {
  await page.goto('/newsletter');
  const form = page.getByRole('form', { name: 'Sign up for the newsletter' });
  await expect(form.getByLabel('Language of the newsletter')).toHaveValue('en');

  await form.getByLabel('Your e-mail address').fill('fan@');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByLabel('Your e-mail address')).toHaveAccessibleDescription(
    'Enter a valid e-mail address, like name@example.com.',
  );

  await form.getByLabel('Your e-mail address').fill('fan@example.com');
  await form.getByLabel('Language of the newsletter').selectOption('fr');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are on the list' })).toBeVisible();
});

test('robots.txt keeps crawlers out of private pages and points to the sitemap, which lists every page in two languages', async ({
  request,
  baseURL,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  const rules = await robots.text();
  expect(rules).toContain('Disallow: /api/');
  expect(rules).toContain('Disallow: /fr/my-account');
  expect(rules).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${baseURL}/fr/qui-sommes-nous</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/services/webshop</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/help</loc>`);
  expect(xml).not.toContain('/contest');
  expect(xml).toContain(`hreflang="fr" href="${baseURL}/fr/pressage-vinyle-ecologique"`);
  // The seeded catalogue: every listed project, in English and French.
  expect(xml).toMatch(new RegExp(`<loc>${baseURL}/fr/(vinyl|cd|tape|bundle|project|t-shirt|hoodie|merch)/\\d+`));
  expect(xml).toMatch(new RegExp(`<loc>${baseURL}/artist/\\d+/`));
});

for (const path of ['/about', '/terms', '/contact', '/pressing', '/help', '/contest']) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`${path} has no serious accessibility violation (${colorScheme})`, async ({ page, expectAccessible }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(path);
      if (path === '/contact') {
        // With its errors showing.
        await contactForm(page).getByRole('button', { name: 'Send the message' }).click();
        await expect(contactForm(page).getByLabel('Your name')).toBeFocused();
      }
      await expectAccessible();
    });
  }
}
