import { describe, expect, it } from 'vitest';
import { emailIdentityOf } from './email-identity.ts';

describe('emailIdentityOf', () => {
  it.each([
    ['ann@example.test', 'ann@example.test'],
    ['  Ann@Example.TEST ', 'ann@example.test'],
    ['ann@example.test.', 'ann@example.test'],
    ['ann@example.test..', 'ann@example.test'],
    ['ann+x@gmail.com', 'ann@gmail.com'],
    ['a.n.n+shop@GoogleMail.com', 'ann@gmail.com'],
    ['ann+news@outlook.com.', 'ann@outlook.com'],
    ['ann+tag@icloud.com', 'ann@icloud.com'],
    // A provider not known to ignore '+' keeps it: for them it may be another inbox.
    ['ann+x@example.test', 'ann+x@example.test'],
    ['a.nn@outlook.com', 'a.nn@outlook.com'],
    ['not-an-address', 'not-an-address'],
  ])('%j is %j', (email, identity) => {
    expect(emailIdentityOf(email)).toBe(identity);
  });

  it('gives one identity to the variants an attacker would try', () => {
    const variants = [
      'Buyer@gmail.com',
      'buyer+1@gmail.com',
      'b.u.y.e.r@gmail.com',
      'buyer@gmail.com.',
      'buyer+x@googlemail.com',
    ];
    expect(new Set(variants.map(emailIdentityOf)).size).toBe(1);
  });

  it('gives one identity to the spellings of one Gmail inbox the limits per customer must count once', () => {
    const spellings = ['name+x@gmail.com', 'Name@Gmail.com.', 'n.a.m.e@gmail.com', 'NAME@googlemail.com'];
    expect(spellings.map(emailIdentityOf)).toEqual(spellings.map(() => 'name@gmail.com'));
  });
});
