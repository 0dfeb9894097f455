import { USER_ROLES, isStaffMember } from '@spindle/domain';
import { describe, expect, it } from 'vitest';
import { isStaff } from './account-session.ts';

describe('the header’s staff check', () => {
  it.each(USER_ROLES.flatMap((role) => [true, false].map((isAdmin) => [role, isAdmin] as const)))(
    'answers as the permission table for role %s with the admin flag %s',
    (role, isAdmin) => {
      expect(isStaff({ role, is_admin: isAdmin })).toBe(isStaffMember({ role, isAdmin }));
    },
  );
});
