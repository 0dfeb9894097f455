// Who may change an account's role and flags, and the guard against locking the staff side out (issue
// 14, docs/admin.md "Users, bids, invoices and payments"): only a boss sets roles and flags (the
// permission `roles`), and no change may leave the marketplace without a boss, or take a boss's own
// boss role away by a slip of the mouse (another boss must do it).

/** The roles an account may hold (spec section 6): boss and team are staff, everyone else a user. */
export const USER_ROLES = ['user', 'team', 'boss'] as const;

/** An account's role. */
export type UserRole = (typeof USER_ROLES)[number];

/** What staff set on an account: its role, the pro flag and the admin flag. */
export interface AccountAccess {
  role: UserRole;
  pro: boolean;
  isAdmin: boolean;
}

/** Why a change of access is refused. */
export type AccountAccessProblem = 'own_boss_role' | 'last_boss_role';

/** The facts the guard reads: who changes whom, from what to what, and how many bosses there are now. */
export interface AccountAccessChange {
  actorId: number;
  targetId: number;
  before: AccountAccess;
  after: AccountAccess;
  /** Accounts holding the role boss before the change (the target included when it is one). */
  bossCount: number;
}

/** Whether a role text is one of USER_ROLES. */
export function isUserRole(value: unknown): value is UserRole {
  return typeof value === 'string' && (USER_ROLES as readonly string[]).includes(value);
}

/**
 * Why a change of access is refused, or null when it may go ahead: a boss cannot take away their own
 * boss role, and nobody can take away the last boss's (only a boss can give the role back).
 */
export function accountAccessProblemOf(change: AccountAccessChange): AccountAccessProblem | null {
  const losesBoss = change.before.role === 'boss' && change.after.role !== 'boss';
  if (!losesBoss) return null;
  if (change.actorId === change.targetId) return 'own_boss_role';
  if (change.bossCount <= 1) return 'last_boss_role';
  return null;
}

/** The access after a partial change: what is not given stays as it was. */
export function changedAccessOf(before: AccountAccess, change: Partial<AccountAccess>): AccountAccess {
  return {
    role: change.role ?? before.role,
    pro: change.pro ?? before.pro,
    isAdmin: change.isAdmin ?? before.isAdmin,
  };
}
