// Who may do what on the staff side (spec section 6, issue 14): the one permission table the server
// checks on every admin endpoint and docs/admin.md describes. Staff are users with role boss or team,
// or the admin flag (is_admin); a grant is one of those three.

/** What a staff endpoint needs; `second_factor` is enrolling and verifying the second factor itself. */
export const STAFF_PERMISSIONS = [
  'second_factor',
  'home',
  'reviews',
  'users',
  'audit',
  'orders',
  'fulfilment',
  'refunds',
  'money',
  'roles',
  'bids',
  'production',
  'catalogue',
  'promotions',
  'statistics',
  'moderation',
] as const;

/** A staff permission. */
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/** What grants a permission: the role boss, the role team, or the admin flag. */
export type StaffGrant = 'boss' | 'team' | 'admin_flag';

/**
 * The permission table: team runs reviews (of projects), orders, fulfilment, production, the
 * catalogue's curation, promotions, moderation (of the customers' reviews) and reads the statistics;
 * boss also refunds, money (reference data, statements) and roles; the admin flag answers the quote and call-me requests (/bids). Every staff member may see the staff
 * home, the users and the audit log, and enrol their second factor.
 */
export const STAFF_PERMISSION_TABLE: Readonly<Record<StaffPermission, readonly StaffGrant[]>> = {
  second_factor: ['boss', 'team', 'admin_flag'],
  home: ['boss', 'team', 'admin_flag'],
  reviews: ['boss', 'team'],
  users: ['boss', 'team'],
  audit: ['boss', 'team'],
  orders: ['boss', 'team'],
  fulfilment: ['boss', 'team'],
  refunds: ['boss'],
  money: ['boss'],
  roles: ['boss'],
  bids: ['admin_flag'],
  production: ['boss', 'team'],
  catalogue: ['boss', 'team'],
  promotions: ['boss', 'team'],
  statistics: ['boss', 'team'],
  moderation: ['boss', 'team'],
};

/** The part of a user the table reads. */
export interface StaffIdentity {
  role: string;
  isAdmin: boolean;
}

/** The grants a user holds: their role when it is boss or team, and the admin flag. */
export function staffGrantsOf(user: StaffIdentity): StaffGrant[] {
  const grants: StaffGrant[] = [];
  if (user.role === 'boss' || user.role === 'team') grants.push(user.role);
  if (user.isAdmin) grants.push('admin_flag');
  return grants;
}

/** Whether a user is staff: role boss or team, or the admin flag. */
export function isStaffMember(user: StaffIdentity): boolean {
  return staffGrantsOf(user).length > 0;
}

/** Whether a user holds a permission (through their role or the admin flag). */
export function hasStaffPermission(user: StaffIdentity, permission: StaffPermission): boolean {
  const granted = STAFF_PERMISSION_TABLE[permission];
  return staffGrantsOf(user).some((grant) => granted.includes(grant));
}

/** Every permission a user holds, in the table's order (the admin pages show only these sections). */
export function staffPermissionsOf(user: StaffIdentity): StaffPermission[] {
  return STAFF_PERMISSIONS.filter((permission) => hasStaffPermission(user, permission));
}

/**
 * Whether an endpoint needing the permission asks for a verified second factor: all but enrolling and
 * verifying the factor itself, which a staff member does before it is verified.
 */
export function needsSecondFactor(permission: StaffPermission): boolean {
  return permission !== 'second_factor';
}

/**
 * The step an approved project goes to (BUSINESS-RULES "Project lifecycle"): on sale now
 * (in_progress), or coming soon (promo) when its start date is still ahead; the lifecycle job opens a
 * coming-soon project at its start date.
 */
export function approvedStepOf(startAt: Date | null, now: Date): 'in_progress' | 'promo' {
  return startAt && startAt.getTime() > now.getTime() ? 'promo' : 'in_progress';
}
