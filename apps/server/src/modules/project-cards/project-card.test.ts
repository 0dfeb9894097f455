import { vinylColourSchema } from '@spindle/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstColour } from './project-card.ts';

/** What the cards showed before the hand check: the schema's reading of the first colour. */
function firstColourBySchema(colours: readonly unknown[] | null) {
  const parsed = vinylColourSchema.safeParse(colours?.[0]);
  return parsed.success ? parsed.data : null;
}

describe("a card's first colour", () => {
  it.each([
    [[{ name: 'Red', hex: '#f00' }], { name: 'Red', hex: '#f00', effect: 'none' }],
    [
      [{ name: 'Sea', hex: '#00f', effect: 'marble', secondaryHex: '#fff', extra: 1 }],
      { name: 'Sea', hex: '#00f', effect: 'marble', secondaryHex: '#fff' },
    ],
    [[{ name: 'Red', hex: '#f00', effect: 'glitter' }], null],
    [[{ name: 'Red', hex: 3 }], null],
    [[{ name: 'Red', hex: '#f00', secondaryHex: null }], null],
    [[['Red', '#f00']], null],
    [[], null],
    [null, null],
  ])('reads %j as %j', (colours, expected) => {
    expect(firstColour(colours)).toEqual(expected);
  });

  it('reads any stored value as vinylColourSchema does', () => {
    const text = fc.oneof(fc.string(), fc.constantFrom('none', 'splatter', 'marble', 'glitter'));
    const field = fc.oneof(text, fc.constant(undefined), fc.constant(null), fc.integer(), fc.boolean());
    const colour = fc.oneof(
      fc.record({ name: field, hex: field, effect: field, secondaryHex: field, other: field }, { requiredKeys: [] }),
      fc.record({ name: fc.string(), hex: fc.string() }),
      fc.anything(),
    );
    fc.assert(
      fc.property(fc.option(fc.array(colour, { maxLength: 2 })), (colours) => {
        expect(JSON.stringify(firstColour(colours))).toBe(JSON.stringify(firstColourBySchema(colours)));
        expect(firstColour(colours)).toEqual(firstColourBySchema(colours));
      }),
      { numRuns: 3_000 },
    );
  });
});
