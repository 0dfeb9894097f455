// The server's configuration, parsed from the environment once at boot (docs/configuration.md).
import path from 'node:path';
import { z } from 'zod';

/** TRUST_PROXY: 'true'/'false', a hop count, or a comma-separated list of addresses/CIDRs (Fastify's trustProxy). */
const trustProxySchema = z
  .string()
  .trim()
  .transform((value): boolean | number | string[] => {
    if (['true', '1', 'yes'].includes(value)) return true;
    if (['false', '0', 'no', ''].includes(value)) return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  });

const optionalUrl = z.url().optional();
const optionalText = z.string().min(1).optional();

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public origin of the site (links in e-mails, canonical URLs); derived from the request when unset. */
  PUBLIC_URL: optionalUrl,
  /** Folder of the embedded database (DATA_DIR/db) and of stored files (DATA_DIR/storage). */
  DATA_DIR: z.string().min(1).default('./data'),
  /** PostgreSQL instead of the embedded PGlite. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /**
   * A PostgreSQL read replica (streaming standby) for the catalogue's reads: project lists, the project
   * page, search (docs/scaling.md). Only with DATABASE_URL; PGlite ignores it.
   */
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /**
   * A direct connection to the primary (not through PgBouncer in transaction mode) for what needs a
   * session: the cluster bus's LISTEN and the migrations' advisory lock (docs/scaling.md, "PgBouncer").
   * Unset, both use DATABASE_URL.
   */
  DATABASE_DIRECT_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /**
   * Read-your-writes: after any non-GET request, that browser's (or API client's) catalogue reads go to
   * the primary for this long (a cookie), longer than the replica's lag.
   */
  READ_AFTER_WRITE_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  /** Header a reverse proxy / CDN sets to the visitor's ISO country code. */
  COUNTRY_HEADER: z
    .string()
    .min(1)
    .default('cf-ipcountry')
    .transform((value) => value.toLowerCase()),
  TRUST_PROXY: trustProxySchema.default(false),
  /**
   * How long (ms) the catalogue's answers to visitors are kept in memory (http/visitor-read-cache.ts);
   * 0 turns it off. Any write through the API empties it.
   */
  VISITOR_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(3_000),
  /**
   * How long (ms) a page rendered for a visitor without session or cart is kept and served again
   * (web/page-cache.ts, docs/server.md "The page cache"); 0 turns it off. Any write through the API
   * makes every kept page stale; this bounds the rest (countdowns, the jobs' changes).
   */
  PAGE_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(60_000),
  /** The most the page cache holds (MB of HTML, the least recently served pages dropped first). */
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4_096).default(64),
  /**
   * Background jobs in this process (docs/scaling.md, "Queue workers apart"): `on` serves requests
   * and runs jobs; `off` serves requests only (jobs are queued for workers); `only` runs jobs and
   * answers nothing but /api/health and /api/ready.
   */
  JOBS: z.enum(['on', 'off', 'only']).default('on'),
  /** Overrides the build id reported by GET /api/build-id (otherwise the client build's manifest version). */
  BUILD_ID: optionalText,

  // Services of later milestones: declared now so a typo fails at boot, all optional.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// URL')
    .optional(),
  MAIL_FROM: optionalText,
  /** Where messages of the contact form go (docs/information-pages.md). */
  CONTACT_EMAIL: z.email().optional(),
  /** Newsletter e-mails per minute the send job hands to the mail queue (docs/newsletter.md). */
  NEWSLETTER_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  /** Shared secret the SMTP provider's bounce and complaint webhook sends as a bearer token. */
  MAIL_EVENTS_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: optionalUrl,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  /**
   * Another origin for Stripe's API (the local stub of the journeys, e2e/box-card-stripe.e2e.ts); only
   * with a test-mode secret key (`sk_test_`), so live payments never leave api.stripe.com.
   */
  STRIPE_API_HOST: optionalUrl,
  // Third-party tags (docs/analytics.md): each loads only when set, and only after consent.
  /** Google Tag Manager container id. */
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, 'must be a container id such as GTM-ABC1234')
    .optional(),
  /** The site's domain as registered with Plausible Analytics. */
  PLAUSIBLE_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'must be a domain such as spindle.example')
    .optional(),
  /** Plausible's script (a self-hosted instance's); https://plausible.io/js/script.js by default. */
  PLAUSIBLE_SCRIPT_URL: z
    .url()
    .refine((value) => value.startsWith('https://'), 'must be an https:// URL')
    .optional(),
  /** Crisp's website id: the support chat (docs/analytics.md). */
  CRISP_WEBSITE_ID: z.guid().optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // Social sign-in (docs/oauth.md): a provider is enabled when both its client id and secret are set.
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  FACEBOOK_CLIENT_ID: optionalText,
  FACEBOOK_CLIENT_SECRET: optionalText,
  SOUNDCLOUD_CLIENT_ID: optionalText,
  SOUNDCLOUD_CLIENT_SECRET: optionalText,
  // Provider endpoint overrides, for tests and staging (oauth/providers.ts allows http to 127.0.0.1 only).
  GOOGLE_ISSUER: optionalUrl,
  FACEBOOK_AUTH_URL: optionalUrl,
  FACEBOOK_TOKEN_URL: optionalUrl,
  FACEBOOK_PROFILE_URL: optionalUrl,
  SOUNDCLOUD_AUTH_URL: optionalUrl,
  SOUNDCLOUD_TOKEN_URL: optionalUrl,
  SOUNDCLOUD_PROFILE_URL: optionalUrl,
});

/** Social sign-in seals its state cookie with SESSION_SECRET: a configured provider needs it. */
function requireSessionSecretForOAuth(env: Record<string, unknown>, context: z.RefinementCtx): void {
  const prefixes = ['GOOGLE', 'FACEBOOK', 'SOUNDCLOUD'];
  const configured = prefixes.filter((prefix) => env[`${prefix}_CLIENT_ID`] && env[`${prefix}_CLIENT_SECRET`]);
  if (configured.length > 0 && !env.SESSION_SECRET) {
    context.addIssue({
      code: 'custom',
      path: ['SESSION_SECRET'],
      message: `is required when social sign-in is configured (${configured.join(', ')})`,
    });
  }
}

/** The schema loadConfig checks: the variables, and the rules between them. */
/** STRIPE_API_HOST serves tests: a live secret key always talks to api.stripe.com. */
function requireTestKeyForStripeHost(env: Record<string, unknown>, context: z.RefinementCtx): void {
  const key = env.STRIPE_SECRET_KEY;
  if (env.STRIPE_API_HOST && !(typeof key === 'string' && key.startsWith('sk_test_'))) {
    context.addIssue({
      code: 'custom',
      path: ['STRIPE_API_HOST'],
      message: 'is only allowed with a test-mode STRIPE_SECRET_KEY (sk_test_...)',
    });
  }
}

const checkedConfigSchema = configSchema.superRefine((env, context) => {
  requireSessionSecretForOAuth(env, context);
  requireTestKeyForStripeHost(env, context);
});

type ParsedEnv = z.infer<typeof configSchema>;

/** The parsed configuration plus the paths derived from DATA_DIR. */
export type Config = ParsedEnv & {
  isProduction: boolean;
  /**
   * Without PUBLIC_URL, in development or on the embedded database (the store `npm start` runs on this
   * machine with its demo catalogue), http://localhost:PORT: the origin of links in e-mails that have
   * neither a request nor an origin kept with their row (the demo data's project reminders). Undefined
   * on PostgreSQL in production, where PUBLIC_URL is expected (http/link-origin.ts).
   */
  developmentOrigin: string | undefined;
  dataDir: string;
  databaseDir: string;
  storageDir: string;
};

/** A configuration problem found at boot, listing every bad variable at once. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Whether this process runs the job runner: JOBS=on (the default) or only. */
export function runsJobs(config: Pick<Config, 'JOBS'>): boolean {
  return config.JOBS !== 'off';
}

/** Parses the environment (process.env by default); throws ConfigError naming each invalid variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): Config {
  // Empty strings mean "unset" (a blank line in a .env file should not fail a URL check).
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = checkedConfigSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const parsed = result.data;
  const dataDir = path.resolve(cwd, parsed.DATA_DIR);
  return {
    ...parsed,
    isProduction: parsed.NODE_ENV === 'production',
    developmentOrigin:
      !parsed.PUBLIC_URL && parsed.NODE_ENV !== 'test' && (parsed.NODE_ENV === 'development' || !parsed.DATABASE_URL)
        ? `http://localhost:${parsed.PORT}`
        : undefined,
    dataDir,
    databaseDir: path.join(dataDir, 'db'),
    storageDir: path.join(dataDir, 'storage'),
  };
}
