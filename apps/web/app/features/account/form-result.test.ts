import { describe, expect, it } from 'vitest';
import { accountErrorCode, errorMessage, retryMinutesOf } from './form-result.ts';

describe('accountErrorCode', () => {
  it('keeps the codes the pages translate and turns the others into the generic message', () => {
    expect(accountErrorCode('invalid_credentials')).toBe('invalid_credentials');
    expect(accountErrorCode('oauth_account_taken')).toBe('oauth_account_taken');
    expect(accountErrorCode('csrf_invalid')).toBe('generic');
    expect(accountErrorCode(undefined)).toBe('generic');
  });
});

describe('the wait after too many attempts', () => {
  it('rounds Retry-After seconds up to whole minutes, at least one', () => {
    expect(retryMinutesOf(900)).toBe(15);
    expect(retryMinutesOf(61)).toBe(2);
    expect(retryMinutesOf(5)).toBe(1);
    expect(retryMinutesOf(null)).toBe(15);
  });

  it('is the count of the too_many_attempts message', () => {
    expect(errorMessage('too_many_attempts', 3)).toEqual(['account.errors.too_many_attempts', { count: 3 }]);
    expect(errorMessage('email_taken')).toEqual(['account.errors.email_taken', {}]);
  });
});
