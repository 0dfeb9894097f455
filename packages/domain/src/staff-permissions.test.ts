import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  STAFF_PERMISSIONS,
  approvedStepOf,
  hasStaffPermission,
  isStaffMember,
  needsSecondFactor,
  staffPermissionsOf,
} from './staff-permissions.ts';

const customer = { role: 'user', isAdmin: false };
const team = { role: 'team', isAdmin: false };
const boss = { role: 'boss', isAdmin: false };
const adminFlag = { role: 'user', isAdmin: true };

describe('the staff permission table', () => {
  it.each([
    ['reviews', team, true],
    ['orders', team, true],
    ['fulfilment', team, true],
    ['refunds', team, false],
    ['money', team, false],
    ['roles', team, false],
    ['bids', team, false],
    ['refunds', boss, true],
    ['money', boss, true],
    ['roles', boss, true],
    ['reviews', boss, true],
    ['bids', boss, false],
    ['bids', adminFlag, true],
    ['reviews', adminFlag, false],
    ['home', adminFlag, true],
    ['production', team, true],
    ['production', boss, true],
    ['production', adminFlag, false],
    ['catalogue', team, true],
    ['promotions', team, true],
    ['statistics', team, true],
    ['catalogue', adminFlag, false],
    ['statistics', adminFlag, false],
    ['moderation', team, true],
    ['moderation', boss, true],
    ['moderation', adminFlag, false],
  ] as const)('%s for %o is %s', (permission, user, expected) => {
    expect(hasStaffPermission(user, permission)).toBe(expected);
  });

  it('grants nothing to a customer, a pro user or an artist', () => {
    for (const user of [customer, { role: 'user', isAdmin: false }]) {
      expect(staffPermissionsOf(user)).toEqual([]);
      expect(isStaffMember(user)).toBe(false);
    }
  });

  it('gives a boss with the admin flag both sets', () => {
    const all = staffPermissionsOf({ role: 'boss', isAdmin: true });
    expect(all).toEqual([...STAFF_PERMISSIONS]);
  });

  it('never grants anything to someone who is not staff, whatever the role text', () => {
    fc.assert(
      fc.property(
        fc.string().filter((role) => role !== 'boss' && role !== 'team'),
        fc.constantFrom(...STAFF_PERMISSIONS),
        (role, permission) => !hasStaffPermission({ role, isAdmin: false }, permission),
      ),
    );
  });

  it('asks the second factor of every permission but enrolling it', () => {
    expect(STAFF_PERMISSIONS.filter((permission) => !needsSecondFactor(permission))).toEqual(['second_factor']);
  });
});

describe('approvedStepOf', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  it.each([
    [null, 'in_progress'],
    [new Date('2026-11-01T00:00:00Z'), 'in_progress'],
    [now, 'in_progress'],
    [new Date('2026-12-01T00:00:00Z'), 'promo'],
  ] as const)('a project starting %s opens as %s', (startAt, step) => {
    expect(approvedStepOf(startAt, now)).toBe(step);
  });
});
