// Issue 13, "lockout slows the attacker, not the owner": a distributed attack throttles an account's
// password sign-in (20 wrong passwords from 20 addresses, sent through the API as if through a
// proxy: the journeys' server trusts X-Forwarded-For from 127.0.0.1), and its owner still gets in
// with the link the sign page offers to e-mail. A fresh account stands in for the demo customer,
// whom the other journeys sign in with a password while this one runs.
import { request } from '@playwright/test';
import { emailedLink, expect, submitSignInForm, test } from './fixtures.ts';

const PASSWORD = 'an owner’s own turntable 78';

/** Signs an account up, then fails 20 passwords on it from 20 addresses; its address. */
async function throttledAccount(baseURL: string): Promise<string> {
  const email = `owner.${Date.now().toString(36)}.${Math.floor(Math.random() * 1e6)}@example.test`;
  // A context of its own: the session cookie of the sign-up stays out of the guesses.
  const signUp = await request.newContext({ baseURL });
  const attacker = await request.newContext({ baseURL });
  try {
    const created = await signUp.post('/api/auth/signup', {
      data: { email, password: PASSWORD, name: 'Olive Owner' },
      headers: { 'x-forwarded-for': '198.51.100.200' },
    });
    expect(created.ok(), await created.text()).toBe(true);
    for (let i = 1; i <= 20; i += 1) {
      const guess = await attacker.post('/api/auth/login', {
        data: { email, password: `guess number ${i}` },
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      expect(guess.status()).toBe(401);
    }
  } finally {
    await Promise.all([signUp.dispose(), attacker.dispose()]);
  }
  return email;
}

test('the owner of a throttled account signs in with the e-mailed link', async ({
  page,
  baseURL,
  expectAccessible,
}) => {
  const email = await throttledAccount(baseURL ?? '');

  // The right password is refused while the account is throttled; the form offers a link instead.
  await page.goto('/sign?tab=signin');
  await submitSignInForm(page, email, PASSWORD);
  const signIn = page.getByRole('main').getByRole('tabpanel', { name: 'Sign in' });
  await expect(signIn.getByText(/Too many attempts\. Try again in \d+ minutes\./)).toBeVisible();
  await signIn.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(signIn.getByText(`If an account uses ${email}, a sign-in link is on its way.`)).toBeVisible();
  await expectAccessible({ name: 'the sign page offering the link' });

  // The link of the e-mail signs in on a click, and lands on the home page signed in.
  await page.goto(await emailedLink(baseURL ?? '', email, 'sign_in_link'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with your link' })).toBeVisible();
  await expectAccessible({ name: '/sign/link' });
  await page.getByRole('main').getByRole('button', { name: 'Sign me in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByLabel(/^Account menu/)).toBeVisible();
});
