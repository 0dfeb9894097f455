import { adminPaymentsQuerySchema, adminUsersQuerySchema } from '@spindle/contracts';
import { describe, expect, it } from 'vitest';
import { filledParams, searchOf, urlQueryOf } from './url-query.ts';

describe('an admin page’s query from its URL', () => {
  it('drops what a GET form left empty, so “any” filters nothing', () => {
    const url = new URL('https://spindle.example/admin/users?q=ada&role=&pro=yes&admin=');
    expect(filledParams(url)).toEqual({ q: 'ada', pro: 'yes' });
    expect(urlQueryOf(adminUsersQuerySchema, url)).toMatchObject({ q: 'ada', pro: 'yes', page: 1, sort: 'created_at' });
  });

  it('falls back to the defaults when a link does not parse', () => {
    const url = new URL('https://spindle.example/admin/payments?status=lost&since_days=7');
    expect(urlQueryOf(adminPaymentsQuerySchema, url)).toEqual(adminPaymentsQuerySchema.parse({}));
  });

  it('writes a file link’s query from the filled fields only', () => {
    expect(searchOf({ kind: 'invoice', from: undefined, to: '2026-03', q: '' })).toBe('?kind=invoice&to=2026-03');
    expect(searchOf({ kind: undefined })).toBe('');
  });
});
