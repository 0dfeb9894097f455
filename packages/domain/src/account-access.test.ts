import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  USER_ROLES,
  accountAccessProblemOf,
  changedAccessOf,
  isUserRole,
  type AccountAccess,
} from './account-access.ts';

const boss: AccountAccess = { role: 'boss', pro: false, isAdmin: false };
const team: AccountAccess = { role: 'team', pro: false, isAdmin: false };
const user: AccountAccess = { role: 'user', pro: false, isAdmin: false };

describe('a change of role and flags', () => {
  it.each([
    ['a boss demotes another boss while a third remains', 1, 2, boss, team, 3, null],
    ['a boss demotes the other of two bosses', 1, 2, boss, user, 2, null],
    ['a boss demotes the last other boss (they are not one themselves)', 1, 2, boss, team, 1, 'last_boss_role'],
    ['a boss takes away their own boss role', 1, 1, boss, team, 5, 'own_boss_role'],
    ['a boss makes a user a boss', 1, 2, user, boss, 1, null],
    ['a boss makes a team member pro', 1, 2, team, { ...team, pro: true }, 1, null],
    ['a boss gives themself the admin flag', 1, 1, boss, { ...boss, isAdmin: true }, 1, null],
    ['a boss removes the last boss’s pro flag only', 1, 2, { ...boss, pro: true }, boss, 1, null],
  ] as const)('%s: %s', (_case, actorId, targetId, before, after, bossCount, expected) => {
    expect(accountAccessProblemOf({ actorId, targetId, before, after, bossCount })).toBe(expected);
  });

  it('never leaves the marketplace without a boss, whatever the change and the actor', () => {
    const access = fc.record({
      role: fc.constantFrom(...USER_ROLES),
      pro: fc.boolean(),
      isAdmin: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.nat(3), fc.nat(3), access, access, fc.integer({ min: 1, max: 4 }), (actor, target, b, a, n) => {
        const bossCount = b.role === 'boss' ? n : n - 1;
        const problem = accountAccessProblemOf({ actorId: actor, targetId: target, before: b, after: a, bossCount });
        const bossesAfter = bossCount - (b.role === 'boss' ? 1 : 0) + (a.role === 'boss' ? 1 : 0);
        return problem !== null || bossCount === 0 || bossesAfter >= 1;
      }),
    );
  });

  it('keeps what a partial change does not give', () => {
    expect(changedAccessOf(team, { pro: true })).toEqual({ role: 'team', pro: true, isAdmin: false });
    expect(changedAccessOf(team, { role: 'boss', isAdmin: true })).toEqual({ role: 'boss', pro: false, isAdmin: true });
    expect(changedAccessOf(team, {})).toEqual(team);
  });

  it('knows the roles an account may hold', () => {
    expect(USER_ROLES).toEqual(['user', 'team', 'boss']);
    expect(isUserRole('boss')).toBe(true);
    expect(isUserRole('artist')).toBe(false);
  });
});
