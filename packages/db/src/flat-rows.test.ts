// The compiled row mapper keeps any selection key as an own property, whatever its spelling.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mapRowsFlat } from './flat-rows.ts';

describe('mapRowsFlat, unusual keys', () => {
  it('builds rows whose keys hold quotes, backslashes, newlines or __proto__, each an own property', () => {
    const names = ['plain', 'with "quotes"', 'back\\slash', 'line\nbreak', '__proto__', 'constructor'];
    const prepared: {
      fields: { path: string[]; field: unknown }[];
      customResultMapper?: (rows: unknown[][]) => unknown;
    } = {
      fields: names.map((name, index) => ({ path: [name], field: index === 0 ? sql`x`.mapWith(Number) : sql`y` })),
    };
    expect(mapRowsFlat(prepared)).toBe(true);
    const [row] = prepared.customResultMapper?.([['7', 'a', 'b', 'c', 'd', null]]) as Record<string, unknown>[];
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.entries(row ?? {})).toEqual([
      ['plain', 7],
      ['with "quotes"', 'a'],
      ['back\\slash', 'b'],
      ['line\nbreak', 'c'],
      ['__proto__', 'd'],
      ['constructor', null],
    ]);
  });
});
