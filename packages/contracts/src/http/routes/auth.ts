// Sessions, sign-in and sign-up, e-mailed links (apps/server/src/modules/auth/auth.routes.ts), and
// the social sign-in (oauth.routes.ts, registered only once a provider is configured). Every refusal
// of a rate limit is 429 too_many_attempts with Retry-After in seconds.
import { defineRoutes } from '../route.ts';

export const authRoutes = defineRoutes('auth', {
  check: { method: 'GET', path: '/auth/check', access: 'user' },
  providers: { method: 'GET', path: '/auth/providers', access: 'public' },
  login: {
    method: 'POST',
    path: '/auth/login',
    access: 'public',
    errors: ['invalid_credentials', 'too_many_attempts'],
  },
  signup: { method: 'POST', path: '/auth/signup', access: 'public', errors: ['too_many_attempts'] },
  logout: { method: 'POST', path: '/auth/logout', access: 'public' },
  loginLink: { method: 'POST', path: '/auth/login-link', access: 'public', errors: ['too_many_attempts'] },
  loginLinkConfirm: { method: 'POST', path: '/auth/login-link/confirm', access: 'public', errors: ['token_invalid'] },
  confirmEmail: { method: 'POST', path: '/auth/confirm-email', access: 'public', errors: ['token_invalid'] },
  resendConfirmation: {
    method: 'POST',
    path: '/auth/resend-confirmation',
    access: 'user',
    errors: ['too_many_attempts'],
  },
  forgotPassword: { method: 'POST', path: '/auth/forgot-password', access: 'public', errors: ['too_many_attempts'] },
  resetPassword: { method: 'POST', path: '/auth/reset-password', access: 'public', errors: ['token_invalid'] },
  unsubscribeNewsletter: {
    method: 'POST',
    path: '/auth/unsubscribe-newsletter',
    access: 'public',
    errors: ['token_invalid'],
  },
});

/** Social sign-in: a provider that is not configured answers 404 not_found. */
export const oauthRoutes = defineRoutes('oauth', {
  /** 302 to the provider (the flow's cookies set on the way). */
  start: { method: 'GET', path: '/auth/:provider/start', access: 'public', status: 302, errors: ['not_found'] },
  /** 302 to the return path, or to the sign-in page with the error (never an error answer once the provider is known). */
  callback: { method: 'GET', path: '/auth/:provider/callback', access: 'public', status: 302, errors: ['not_found'] },
  signInWithToken: {
    method: 'POST',
    path: '/auth/:provider',
    access: 'public',
    errors: [
      'not_found',
      'oauth_failed',
      'oauth_email_required',
      'oauth_account_taken',
      'oauth_link_requires_password',
    ],
  },
  complete: {
    method: 'POST',
    path: '/auth/oauth/complete',
    access: 'public',
    errors: ['oauth_state_invalid', 'oauth_email_required', 'oauth_account_taken', 'oauth_link_requires_password'],
  },
});
