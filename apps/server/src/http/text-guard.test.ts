import { describe, expect, it } from 'vitest';
import { pathOfNulText } from './text-guard.ts';

describe('pathOfNulText', () => {
  it.each([
    [{ search: 'a\u0000b' }, 'search'],
    [{ customer: { name: 'Ann', city: 'Paris\u0000' } }, 'customer.city'],
    [{ items: [{ comment: 'ok' }, { comment: '\u0000' }] }, 'items.1.comment'],
    [{ 'key\u0000': 'value' }, 'key\u0000'],
    ['\u0000', '_'],
  ])('finds the NUL in %j at %j', (value, path) => {
    expect(pathOfNulText(value)).toBe(path);
  });

  it.each([[{ search: 'plain' }], [{ n: 1, ok: true, none: null }], [undefined], [Buffer.from([0])]])(
    'finds none in %j',
    (value) => {
      expect(pathOfNulText(value)).toBeNull();
    },
  );
});
