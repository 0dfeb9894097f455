// Public face of auth: sessions (who is calling), sign-in and sign-up with their rate limits,
// social sign-in, e-mail links, passwords, the user data the session check answers, and the sign-ups
// the staff statistics count.
export { refuse } from './auth-replies.ts';
export { type AuthRepo, createAuthRepo } from './auth.repo.ts';
export { authRoutes } from './auth.routes.ts';
export {
  type AuthService,
  type AuthenticatedUser,
  type RequiredRole,
  createAuthService,
  hasRole,
  hashSessionToken,
} from './auth.service.ts';
export { type ClientContextConfig, clientContextOf } from './client-context.ts';
export { type EmailLinksService, createEmailLinksService } from './email-links.service.ts';
export { createNewsletterLinks } from './newsletter-unsubscribe.ts';
export { oauthRoutes } from './oauth.routes.ts';
export { hashPassword, passwordProblemOf, verifyPassword } from './passwords.ts';
export { type TooManyAttempts, createSignInService } from './sign-in.service.ts';
export { createSocialSignInService } from './social-sign-in.service.ts';
export { type UserDataReaders, createUserDataRepo } from './user-data.repo.ts';
export { type UserDataReader, createUserDataReader, customerOf } from './user-data.ts';
export { type UserContact, type UserDirectory, createUserDirectory } from './user-directory.ts';
export { type AccountAdmin, createAccountAdmin } from './account-admin.ts';
export { sendConfirmation } from './email-links.service.ts';
export { type AddressValues, type UserChanges, createAccountStore, isUniqueViolation } from './account-store.repo.ts';
export { ensurePaymentCustomer, paymentCustomer, savePaymentCustomer } from './payment-customer.repo.ts';
export { type SignUpStatistics, signUpStatisticsOf } from './sign-up-statistics.ts';
