// Demo accounts, one per role, with a known password so anyone can sign in to the demo.
import { hash } from '@node-rs/argon2';
import { demoEmail } from './demo-staff.ts';

export { DEMO_STAFF_ROLES, DEMO_TOTP_SECRET, demoEmail } from './demo-staff.ts';

/** Password of every demo account (the sign-in page of the demo shows it). */
export const DEMO_PASSWORD = 'spindle-demo';

/** argon2id parameters of the project (STACK.md: m=19456, t=2, p=1; about 46 ms a hash). */
export const PASSWORD_HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** A demo account as seedDatabase returns it. */
export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

interface DemoAccountSeed {
  role: 'customer' | 'artist' | 'label' | 'pro' | 'team' | 'boss' | 'admin';
  name: string;
  userRole: 'user' | 'boss' | 'team';
  type: 'customer' | 'artist' | 'label';
  isAdmin: boolean;
  pro: boolean;
  lang: string;
  currency: string;
  countryId: string;
}

/** The demo accounts: customer, artist, label, pro, team, boss, admin. */
export const DEMO_ACCOUNTS: readonly DemoAccountSeed[] = [
  {
    role: 'customer',
    name: 'Camille Martin',
    userRole: 'user',
    type: 'customer',
    isAdmin: false,
    pro: false,
    lang: 'en',
    currency: 'EUR',
    countryId: 'FR',
  },
  {
    role: 'artist',
    name: 'Nora Vale',
    userRole: 'user',
    type: 'artist',
    isAdmin: false,
    pro: false,
    lang: 'en',
    currency: 'EUR',
    countryId: 'FR',
  },
  {
    role: 'label',
    name: 'Hidden Groove Records',
    userRole: 'user',
    type: 'label',
    isAdmin: false,
    pro: false,
    lang: 'fr',
    currency: 'EUR',
    countryId: 'FR',
  },
  {
    role: 'pro',
    name: 'Sam Ortega',
    userRole: 'user',
    type: 'customer',
    isAdmin: false,
    pro: true,
    lang: 'en',
    currency: 'USD',
    countryId: 'US',
  },
  {
    role: 'team',
    name: 'Lea Dubois',
    userRole: 'team',
    type: 'customer',
    isAdmin: false,
    pro: false,
    lang: 'fr',
    currency: 'EUR',
    countryId: 'FR',
  },
  {
    role: 'boss',
    name: 'Hugo Bernard',
    userRole: 'boss',
    type: 'customer',
    isAdmin: true,
    pro: false,
    lang: 'fr',
    currency: 'EUR',
    countryId: 'FR',
  },
  {
    role: 'admin',
    name: 'Alex Admin',
    userRole: 'team',
    type: 'customer',
    isAdmin: true,
    pro: false,
    lang: 'en',
    currency: 'EUR',
    countryId: 'FR',
  },
];

/** Hashes a password with the project's argon2id parameters. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** The user rows of the demo accounts (each hash has its own salt; they run in parallel on the thread pool). */
export async function demoAccountRows(createdAt: Date) {
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  return DEMO_ACCOUNTS.map((account, index) => ({
    role: account.userRole,
    isAdmin: account.isAdmin,
    pro: account.pro,
    type: account.type,
    name: account.name,
    email: demoEmail(account.role),
    passwordHash: hashes[index] ?? null,
    emailConfirmedAt: createdAt,
    lang: account.lang,
    currency: account.currency,
    countryId: account.countryId,
    newsletter: account.role === 'customer',
    sponsorCode: `DEMO${account.role.toUpperCase()}`,
    origin: 'DI',
    createdAt,
  }));
}
