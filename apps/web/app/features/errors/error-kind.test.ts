import { describe, expect, it } from 'vitest';
import { errorKindOf } from './error-kind.ts';
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';

describe('errorKindOf', () => {
  it.each([
    [404, 'not-found'],
    [400, 'not-found'],
    [403, 'not-found'],
    [500, 'maintenance'],
    [502, 'maintenance'],
    [503, 'maintenance'],
  ])('an error response of status %i shows %s', (status, kind) => {
    expect(errorKindOf(new ErrorResponse(status, '', null))).toBe(kind);
  });

  it('treats an unexpected exception as a server fault', () => {
    expect(errorKindOf(new Error('boom'))).toBe('maintenance');
  });
});
