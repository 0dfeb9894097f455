// The demo accounts' addresses and the staff accounts' known second factor, without the seed's heavy
// imports (argon2), so the server can read them at start.

/** The e-mail of the demo account of a role. */
export function demoEmail(role: string): string {
  return `demo-${role}@spindle.test`;
}

/**
 * The TOTP secret (base32) of the demo staff accounts (team, boss, admin), enrolled by the server at
 * start like their known password: demo only (docs/admin.md). Any authenticator app takes it.
 */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPSPINDLEDEMO2FA23';

/** The demo roles whose accounts are staff and sign in to /admin with the second factor. */
export const DEMO_STAFF_ROLES = ['team', 'boss', 'admin'] as const;
