import { z } from 'zod';
import {
  authProvidersResponseSchema,
  confirmEmailBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  loginLinkBodySchema,
  loginLinkConfirmBodySchema,
  loginResponseSchema,
  oauthCallbackQuerySchema,
  oauthCompleteBodySchema,
  oauthStartQuerySchema,
  oauthTokenBodySchema,
  resetPasswordBodySchema,
  signupBodySchema,
  successResponseSchema,
  unsubscribeNewsletterBodySchema,
  userDataSchema,
} from '../auth.ts';
import { authRoutes, oauthRoutes } from '../http/routes/auth.ts';
import { defineEndpoints, redirectAnswer } from './define-endpoint.ts';

const tags = ['auth'];

export const authEndpoints = defineEndpoints(authRoutes, {
  check: {
    tags,
    summary: 'The signed-in user’s data (the start-up session check); 401 for a visitor',
    response: userDataSchema,
  },
  providers: { tags, summary: 'Social sign-in providers that are configured', response: authProvidersResponseSchema },
  login: {
    tags,
    summary: 'Sign in with e-mail and password: sets the token cookie, answers { token, data }',
    body: loginBodySchema,
    response: loginResponseSchema,
  },
  signup: {
    tags,
    summary: 'Create an account, signed in at once; a confirmation link is e-mailed',
    body: signupBodySchema,
    response: loginResponseSchema,
  },
  logout: { tags, summary: 'Revoke the session and clear the cookies', response: successResponseSchema },
  loginLink: {
    tags,
    summary: 'E-mail a sign-in link valid 15 minutes; the answer is the same whether the address has an account',
    body: loginLinkBodySchema,
    response: successResponseSchema,
  },
  loginLinkConfirm: {
    tags,
    summary: 'Sign in with the token of the e-mailed link (single use): sets the token cookie, answers { token, data }',
    body: loginLinkConfirmBodySchema,
    response: loginResponseSchema,
  },
  confirmEmail: {
    tags,
    summary: 'Confirm the address with the token of the e-mailed link (single use)',
    body: confirmEmailBodySchema,
    response: successResponseSchema,
  },
  resendConfirmation: {
    tags,
    summary: 'E-mail the confirmation link again (signed-in user with an unconfirmed address)',
    response: successResponseSchema,
  },
  forgotPassword: {
    tags,
    summary: 'E-mail a reset link valid one hour; the answer is the same whether the address has an account',
    body: forgotPasswordBodySchema,
    response: successResponseSchema,
  },
  resetPassword: {
    tags,
    summary: 'Choose a new password with the token of the reset link (single use; signs every session out)',
    body: resetPasswordBodySchema,
    response: successResponseSchema,
  },
  unsubscribeNewsletter: {
    tags,
    summary: 'Leave the newsletter: the token of the link, or its email and signature, or the signed-in user',
    body: unsubscribeNewsletterBodySchema,
    response: successResponseSchema,
  },
});

/** Any provider name reaches the handler, which answers 404 for one that is not configured. */
const providerParamsSchema = z.object({ provider: z.string() });

export const oauthEndpoints = defineEndpoints(oauthRoutes, {
  start: {
    tags,
    summary: 'Begin a social sign-in: redirects to the provider (also links it when signed in)',
    params: providerParamsSchema,
    query: oauthStartQuerySchema,
    response: redirectAnswer,
  },
  callback: {
    tags,
    summary: 'Where the provider sends the browser back: signs in and redirects to the return path',
    params: providerParamsSchema,
    query: oauthCallbackQuerySchema,
    response: redirectAnswer,
  },
  signInWithToken: {
    tags,
    summary: 'Sign in with a token from the provider’s SDK (Google: idToken or credential; others: accessToken)',
    params: providerParamsSchema,
    body: oauthTokenBodySchema,
    response: loginResponseSchema,
  },
  complete: {
    tags,
    summary: 'Finish a social sign-up with the e-mail address the provider did not give',
    body: oauthCompleteBodySchema,
    response: loginResponseSchema,
  },
});
