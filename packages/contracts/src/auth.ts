// Auth calls (spec section 7, "Auth"): session check, login, signup, logout, e-mail confirmation,
// password reset, newsletter unsubscribe and social sign-in; plus the user data they answer with
// (spec section 3, "User data"). Field errors are the spec's keys (docs/accounts.md).
import { OAUTH_PROVIDER_NAMES, USER_ROLES, USER_TYPES } from '@spindle/domain';
import { z } from 'zod';
import { currencyCodeSchema, localeSchema } from './common.ts';
import { emailField, requiredTextField } from './form-fields.ts';

/** Shortest and longest password accepted (counted in characters, after NFC normalisation). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A password's length as a person counts it: Unicode characters of its NFC form, not UTF-16 units. */
export function passwordLength(password: string): number {
  return [...password.normalize('NFC')].length;
}

/** An e-mail address (the shared field rule), lower-cased like users.email. */
export const emailSchema = emailField.toLowerCase();

/** A new password: 8 to 128 characters, no composition rules (the server also refuses the 10,000 most common). */
export const newPasswordSchema = z
  .string()
  .min(1, 'input_required')
  .refine((value) => passwordLength(value) >= PASSWORD_MIN_LENGTH, 'password_too_short')
  .refine((value) => passwordLength(value) <= PASSWORD_MAX_LENGTH, 'password_too_long');

/** A password typed to prove who one is (login, current password): not held to the new-password rules. */
export const currentPasswordSchema = z.string().min(1, 'input_required').max(1024, 'input_too_long');

/** A person's display name. */
export const userNameSchema = requiredTextField(100);

/** Staff role (spec section 6). */
export const userRoleSchema = z.enum(USER_ROLES);
/** Account kind chosen at sign-up. */
export const userTypeSchema = z.enum(USER_TYPES);
/** Social sign-in providers, in the order the web shows their buttons. */
export const oauthProviderNameSchema = z.enum(OAUTH_PROVIDER_NAMES);
export type OAuthProviderNameDto = z.infer<typeof oauthProviderNameSchema>;

/** What login, signup and social sign-in also send (spec section 7); the server adds the ip. */
export const attributionFieldsSchema = z.object({
  currency: currencyCodeSchema.optional(),
  referrer: z.string().max(2048, 'input_too_long').nullish(),
  origin: z.string().max(64, 'input_too_long').nullish(),
  country_id: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'input_invalid')
    .transform((value) => value.toUpperCase())
    .nullish(),
});
export type AttributionFields = z.infer<typeof attributionFieldsSchema>;

/** POST /api/auth/signup */
export const signupBodySchema = attributionFieldsSchema.extend({
  email: emailSchema,
  password: newPasswordSchema,
  name: userNameSchema,
  lang: localeSchema.optional(),
  newsletter: z.boolean().optional(),
  type: userTypeSchema.optional(),
});
export type SignupBody = z.infer<typeof signupBodySchema>;

/** POST /api/auth/login */
export const loginBodySchema = attributionFieldsSchema.extend({
  email: emailSchema,
  password: currentPasswordSchema,
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The default delivery address, as the user data carries it (spec: customer). */
export const userCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  firstname: z.string(),
  lastname: z.string(),
  company: z.string().nullable(),
  address: z.string(),
  address2: z.string().nullable(),
  zip_code: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  country_id: z.string(),
  phone: z.string().nullable(),
});
export type UserCustomer = z.infer<typeof userCustomerSchema>;

/** The signed-in user's data (spec section 3, "User data"): GET auth/check, and `data` of every login. */
export const userDataSchema = z.object({
  id: z.number().int(),
  role: userRoleSchema,
  name: z.string(),
  email: z.string(),
  /** ISO 8601. */
  created_at: z.string(),
  currency: currencyCodeSchema,
  lang: localeSchema,
  country_id: z.string().nullable(),
  customer_id: z.number().int().nullable(),
  customer: userCustomerSchema.nullable(),
  pro: z.boolean(),
  /** The admin flag (also called isMun). */
  is_admin: z.boolean(),
  type: userTypeSchema,
  origin: z.string().nullable(),
  referer: z.string().nullable(),
  /** Unread messages (the badge of the user menu). */
  new_messages: z.number().int(),
  orders_count: z.number().int(),
  email_confirmed: z.boolean(),
  newsletter: z.boolean(),
  /** URL of the avatar, null for none. */
  picture: z.string().nullable(),
  /** False for an account made through a social sign-in only (it sets a password through forgot-password). */
  has_password: z.boolean(),
  oauth_providers: z.array(oauthProviderNameSchema),
});
export type UserData = z.infer<typeof userDataSchema>;

/** Login, signup and social sign-in: the session token (also set as the `token` cookie) and the user data. */
export const loginResponseSchema = z.object({ token: z.string(), data: userDataSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The answer of calls that only succeed or fail. */
export const successResponseSchema = z.object({ success: z.literal(true) });

/** A single-use token from an e-mail link. */
export const emailLinkTokenSchema = z.string().trim().min(1, 'input_required').max(200, 'input_invalid');

/** POST /api/auth/confirm-email */
export const confirmEmailBodySchema = z.object({ token: emailLinkTokenSchema });

/** POST /api/auth/forgot-password: always answers success (no account enumeration). */
export const forgotPasswordBodySchema = z.object({ email: emailSchema });

/** POST /api/auth/reset-password */
export const resetPasswordBodySchema = z.object({ token: emailLinkTokenSchema, password: newPasswordSchema });

/** POST /api/auth/login-link: e-mails a sign-in link; always answers success (no account enumeration). */
export const loginLinkBodySchema = z.object({ email: emailSchema });

/** POST /api/auth/login-link/confirm: the sign-in link's token; answers like login. */
export const loginLinkConfirmBodySchema = z.object({ token: emailLinkTokenSchema });

/**
 * POST /api/auth/unsubscribe-newsletter: the `token` of a newsletter link, or its `email` and
 * `signature`; with neither, the signed-in user is unsubscribed.
 */
export const unsubscribeNewsletterBodySchema = z.object({
  token: z.string().trim().min(1).max(600).optional(),
  email: emailSchema.optional(),
  signature: z.string().trim().min(1).max(200).optional(),
});
export type UnsubscribeNewsletterBody = z.infer<typeof unsubscribeNewsletterBodySchema>;

/** Path parameter of /api/auth/{provider}/... */
export const oauthProviderParamsSchema = z.object({ provider: oauthProviderNameSchema });

/** GET /api/auth/{provider}/start: where to land afterwards, and what a new account records. */
export const oauthStartQuerySchema = attributionFieldsSchema.extend({
  returnTo: z.string().max(2048).optional(),
});

/** GET /api/auth/{provider}/callback: what the provider sends back (read by openid-client). */
export const oauthCallbackQuerySchema = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});

/**
 * POST /api/auth/{provider}: a token a provider's SDK obtained. Google: `idToken` (or `credential`,
 * the name Sign in with Google gives it); Facebook and SoundCloud: `accessToken`. `email` is used only
 * when the provider gives none (SoundCloud) and a new account must be made.
 */
export const oauthTokenBodySchema = attributionFieldsSchema.extend({
  accessToken: z.string().min(1).max(4096).optional(),
  idToken: z.string().min(1).max(4096).optional(),
  credential: z.string().min(1).max(4096).optional(),
  email: emailSchema.optional(),
});
export type OAuthTokenBody = z.infer<typeof oauthTokenBodySchema>;

/** POST /api/auth/oauth/complete: the e-mail address a provider did not give (SoundCloud), to finish a sign-up. */
export const oauthCompleteBodySchema = z.object({ email: emailSchema });

/** GET /api/auth/providers: the configured providers, for the web to show their buttons. */
export const authProvidersResponseSchema = z.object({
  providers: z.array(
    z.object({
      name: oauthProviderNameSchema,
      label: z.string(),
      /** Path that begins the redirect flow; add `?returnTo=/path`. */
      start_url: z.string(),
    }),
  ),
});
export type AuthProviders = z.infer<typeof authProvidersResponseSchema>;
