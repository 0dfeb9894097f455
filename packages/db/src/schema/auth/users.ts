// The auth module's tables: people and their credentials (users, sessions, social logins, e-mail
// tokens) and their addresses, which users.customer_id points at (one file: the two reference each other).
import { type OAuthProviderName, USER_TYPES, type UserRole, type UserType } from '@spindle/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { checkIn, createdAt, identityId, timestampTz, updatedAt } from '../columns.ts';
import { countries } from '../currency/countries.ts';

export type { UserRole, UserType };

/** Which e-mails a user wants (POST user/notifications). */
export interface NotificationSettings {
  newsletter?: boolean;
  projectUpdates?: boolean;
  followedProjects?: boolean;
  messages?: boolean;
  orderUpdates?: boolean;
  boxReminders?: boolean;
}

export const users = pgTable(
  'users',
  {
    id: identityId(),
    role: text('role').$type<UserRole>().notNull().default('user'),
    /** The admin flag of the spec (also called isMun). */
    isAdmin: boolean('is_admin').notNull().default(false),
    pro: boolean('pro').notNull().default(false),
    type: text('type').$type<UserType>().notNull().default('customer'),
    name: text('name').notNull(),
    /** Always stored lower-cased (check constraint), unique. */
    email: text('email').notNull(),
    /** argon2id hash; null for accounts created through a social login only. */
    passwordHash: text('password_hash'),
    emailConfirmedAt: timestampTz('email_confirmed_at'),
    lang: text('lang').notNull().default('en'),
    currency: text('currency').notNull().default('EUR'),
    countryId: text('country_id').references(() => countries.code),
    /** Default delivery address (spec: user.customer_id). */
    customerId: integer('customer_id').references((): AnyPgColumn => customerAddresses.id, { onDelete: 'set null' }),
    origin: text('origin'),
    referer: text('referer'),
    /** This user's own code to sponsor friends (box referrals). */
    sponsorCode: text('sponsor_code').unique(),
    sponsoredByUserId: integer('sponsored_by_user_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    newsletter: boolean('newsletter').notNull().default(false),
    notifications: jsonb('notifications').$type<NotificationSettings>().notNull().default({}),
    /** Path under storage of the avatar, null for none. */
    picture: text('picture'),
    about: text('about'),
    /** Customer id at the payment provider (Stripe), once created. */
    paymentCustomerRef: text('payment_customer_ref'),
    lastLoginAt: timestampTz('last_login_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_role_valid', sql`${t.role} in ('user', 'boss', 'team')`),
    checkIn('users_type_valid', t.type, USER_TYPES),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

/** A signed-in session; only the SHA-256 of the random token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: identityId(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestampTz('expires_at').notNull(),
    revokedAt: timestampTz('revoked_at'),
    lastSeenAt: timestampTz('last_seen_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** A social login (facebook, soundcloud, google) linked to a user. */
export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    id: identityId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<OAuthProviderName>().notNull(),
    providerUserId: text('provider_user_id').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('oauth_accounts_provider_user').on(t.provider, t.providerUserId),
    index('oauth_accounts_user_idx').on(t.userId),
  ],
);

/** One-use e-mail token: confirm an address, reset a password or sign in (hash stored, never the token). */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: identityId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'confirm' | 'reset' | 'login'>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_tokens_user_idx').on(t.userId),
    check('email_tokens_kind_valid', sql`${t.kind} in ('confirm', 'reset', 'login')`),
  ],
);

/** A delivery or billing address (spec: customer). */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: identityId(),
    userId: integer('user_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    name: text('name'),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    company: text('company'),
    address: text('address').notNull(),
    address2: text('address2'),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    state: text('state'),
    countryId: text('country_id')
      .notNull()
      .references(() => countries.code),
    phone: text('phone'),
    /** A business buyer; with an intra-EU VAT number the order is reverse-charged. */
    isBusiness: boolean('is_business').notNull().default(false),
    vatNumber: text('vat_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('customer_addresses_user_idx').on(t.userId)],
);
