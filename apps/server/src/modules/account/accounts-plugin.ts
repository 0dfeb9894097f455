// Wires the accounts side of the API (modules/auth and modules/account): sessions, sign-in by
// password and by social providers, e-mail links, and the user's own account. api.ts calls
// createAccounts once, resolves request.user with `accounts.auth` and registers `accounts.routes`.
import type { Db } from '@spindle/db';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { oauthProvidersFromEnv, OAUTH_PROVIDER_NAMES, type OAuthEnv } from '../../oauth/providers.ts';
import { createLoginLimiter } from '../../rate-limit/login-limiter.ts';
import type { RateLimiterFactory } from '../../rate-limit/rate-limiter-factory.ts';
import { createFileStorage, type StorageConfig } from '../../storage/create-file-storage.ts';
import {
  createAuthRepo,
  authRoutes,
  createAuthService,
  createEmailLinksService,
  createNewsletterLinks,
  oauthRoutes,
  createSignInService,
  createSocialSignInService,
  createUserDataReader,
  createUserDataRepo,
  type UserDataReaders,
} from '../auth/index.ts';
import { createAccountRepo } from './account.repo.ts';
import { accountRoutes } from './account.routes.ts';
import { createAccountService } from './account.service.ts';

const OAUTH_ENV_KEYS = [
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'GOOGLE_ISSUER',
  'FACEBOOK_CLIENT_ID',
  'FACEBOOK_CLIENT_SECRET',
  'FACEBOOK_AUTH_URL',
  'FACEBOOK_TOKEN_URL',
  'FACEBOOK_PROFILE_URL',
  'SOUNDCLOUD_CLIENT_ID',
  'SOUNDCLOUD_CLIENT_SECRET',
  'SOUNDCLOUD_AUTH_URL',
  'SOUNDCLOUD_TOKEN_URL',
  'SOUNDCLOUD_PROFILE_URL',
] as const;

/** The configuration the accounts read. */
export type AccountsConfig = Pick<Config, 'PUBLIC_URL' | 'COUNTRY_HEADER' | 'SESSION_SECRET' | 'isProduction'> &
  Pick<Config, (typeof OAUTH_ENV_KEYS)[number]> &
  StorageConfig;

/**
 * Rate limits of the accounts besides login (rate-limit/login-limiter.ts: a backoff per account and
 * address, 50 attempts per address and 20 failures per account per 15 minutes).
 */
export const ACCOUNT_RATE_LIMITS = {
  /** New accounts per client address: 10 an hour. */
  signupPerIp: { points: 10, durationSeconds: 3600 },
  /** Forgot-password requests per client address: 20 an hour. */
  resetPerIp: { points: 20, durationSeconds: 3600 },
  /** Sign-in link requests per client address: 20 an hour. */
  loginLinkPerIp: { points: 20, durationSeconds: 3600 },
  /** E-mailed links per account (reset, confirmation again, sign-in): 5 an hour. */
  linksPerAccount: { points: 5, durationSeconds: 3600 },
} as const;

export interface AccountsDeps {
  db: Db;
  config: AccountsConfig;
  mailer: Mailer;
  rateLimiters: Pick<RateLimiterFactory, 'create' | 'createBackoff'>;
  logger: FastifyBaseLogger;
  /** The counts of other modules' data the user data shows (checkout's placed orders). */
  readers: UserDataReaders;
  clock?: () => Date;
}

export function createAccounts(deps: AccountsDeps) {
  const { db, config, mailer, rateLimiters, logger, readers, clock = () => new Date() } = deps;
  const authRepo = createAuthRepo(db);
  const auth = createAuthService(authRepo, clock);
  const storage = createFileStorage(config);
  const userData = createUserDataReader({
    repo: createUserDataRepo(db, readers),
    authRepo,
    pictureUrl: (key) => storage.publicUrl(key),
  });
  const loginLimiter = createLoginLimiter(rateLimiters);
  const emailLinks = createEmailLinksService({
    repo: authRepo,
    auth,
    mailer,
    resetPerIp: rateLimiters.create('password-reset-ip', ACCOUNT_RATE_LIMITS.resetPerIp),
    loginLinkPerIp: rateLimiters.create('login-link-ip', ACCOUNT_RATE_LIMITS.loginLinkPerIp),
    linksPerAccount: rateLimiters.create('email-links-account', ACCOUNT_RATE_LIMITS.linksPerAccount),
    clock,
    onBackgroundError: (err) => logger.error({ err }, 'e-mail link not sent'),
  });
  const signIn = createSignInService({
    repo: authRepo,
    auth,
    emailLinks,
    loginLimiter,
    signupPerIp: rateLimiters.create('signup-ip', ACCOUNT_RATE_LIMITS.signupPerIp),
  });
  const account = createAccountService({
    repo: createAccountRepo(db),
    authRepo,
    auth,
    emailLinks,
    loginLimiter,
    storage,
    clock,
  });
  const oauthEnv: OAuthEnv = Object.fromEntries(OAUTH_ENV_KEYS.map((key) => [key, config[key]]));
  const providers = oauthProvidersFromEnv(oauthEnv);
  const enabledProviders = OAUTH_PROVIDER_NAMES.filter((name) => providers[name] !== undefined);
  const newsletterLinks = createNewsletterLinks(config.SESSION_SECRET);
  const client = { publicUrl: config.PUBLIC_URL, countryHeader: config.COUNTRY_HEADER };
  const secureCookies = config.isProduction;

  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(
      authRoutes({
        signIn,
        emailLinks,
        userData,
        repo: authRepo,
        newsletterLinks,
        enabledProviders: config.SESSION_SECRET ? enabledProviders : [],
        client,
        secureCookies,
        clock,
      }),
    );
    if (config.SESSION_SECRET && enabledProviders.length > 0) {
      const socialSignIn = createSocialSignInService({ repo: authRepo, auth, emailLinks, clock });
      const secret = config.SESSION_SECRET;
      await app.register(oauthRoutes({ providers, secret, socialSignIn, userData, client, secureCookies, clock }));
    }
    await app.register(accountRoutes({ account, userData, client }));
  };

  return {
    /** Resolves request.user (registerAuthentication). */
    auth,
    /** The auth and account routes, to register inside the /api plugin. */
    routes,
    /** Signs and checks newsletter unsubscribe links (for whoever sends the newsletter). */
    newsletterLinks,
    /** Resolves when e-mails started after answering (forgot-password) are written (tests, shutdown). */
    idle: () => emailLinks.idle(),
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
