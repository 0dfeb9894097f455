import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRESSING_OPTIONS,
  PRESSING_PLANTS,
  PRESSING_VINYL_COLOURS,
  quoteCostRows,
  QUOTE_TIERS,
  priceQuote,
  quoteLineCostMinor,
  quoteSale,
  quoteSpares,
  quoteTierFor,
  type PressingOptions,
  type PressingQuote,
  type QuoteCostRow,
} from './quote.ts';

// 300 black 140 g 12" in a white paper sleeve: the smallest sensible pressing.
const plain: PressingOptions = {
  ...DEFAULT_PRESSING_OPTIONS,
  quantity: 300,
  sleeve: 'white_paper',
  innerSleeve: 'none',
  shrinkWrap: false,
  testPressing: false,
  mechanicalRights: false,
};

function quoted(options: PressingOptions, context: Parameters<typeof priceQuote>[1] = {}): PressingQuote {
  const result = priceQuote(options, { withDeltas: false, ...context });
  if (!result.ok) throw new Error(`expected a quote, got ${JSON.stringify(result)}`);
  return result;
}
const lineCost = (quote: PressingQuote, line: string) => quote.lines.find((l) => l.line === line)?.costMinor;

describe('tiers and spares', () => {
  it.each([
    [1, 100],
    [99, 100],
    [100, 100],
    [199, 100],
    [200, 200],
    [499, 300],
    [500, 500],
    [999, 500],
    [1000, 1000],
    [4999, 3000],
    [5000, 5000],
    [20_000, 5000],
  ])('%i copies are priced at the %i tier', (quantity, tier) => {
    expect(quoteTierFor(quantity)).toBe(tier);
  });

  it.each([
    [100, 5],
    [499, 5],
    [500, 10],
    [5000, 10],
  ])('%i copies press %i spares', (quantity, spares) => {
    expect(quoteSpares(quantity)).toBe(spares);
  });

  it.each([
    [205, 305, 2500, 78_157], // 78 156.25 rounds up
    [100, 1, 3000, 130],
    [1, 1, 2500, 2], // 1.25 -> 2
    [26_000, 2, 2500, 65_000],
    [0, 500, 2500, 0],
  ])('ceil(%i x %i units x (1 + %i bp)) = %i', (price, units, markup, cost) => {
    expect(quoteLineCostMinor(price, units, markup)).toBe(cost);
  });
});

describe('priceQuote with the seed table', () => {
  it('prices the plain pressing line by line at the cheaper plant', () => {
    const quote = quoted(plain);
    expect(quote.plant).toBe('paris_press');
    expect(quote).toMatchObject({ tierQuantity: 300, spares: 5, markupBp: 2500 });
    expect(quote.lines.map((l) => [l.line, l.units, l.costMinor])).toEqual([
      ['cutting', 1, 32_500], // 260 EUR x 1.25
      ['type_vinyl', 305, 78_157], // 2.05 x 305 x 1.25
      ['label', 305, 6_863], // 0.18 x 305 x 1.25 = 68.625
      ['sleeve', 305, 6_482], // 0.17 ...
      ['insert_vinyl', 305, 4_957], // 0.13 ...
      ['energy_cost', 300, 1_950], // 0.065 x 300
    ]);
    expect(quote.totalExclVatMinor).toBe(130_909);
    expect(quote.vatMinor).toBe(26_182); // 26 181.8
    expect(quote.totalInclVatMinor).toBe(157_091);
    expect(quote.costPerDiscMinor).toBe(524); // 523.64 rounded up
  });

  it('keeps parts summing to the totals (Vendure style)', () => {
    const quote = quoted({ ...DEFAULT_PRESSING_OPTIONS, design: true, mastering: true, inserts: 2, sticker: true });
    expect(quote.lines.reduce((sum, l) => sum + l.costMinor, 0)).toBe(quote.totalExclVatMinor);
    expect(quote.totalExclVatMinor + quote.vatMinor).toBe(quote.totalInclVatMinor);
  });

  it.each([
    ['a large run goes to the plant cheaper per unit', { quantity: 1000 }, 'brno_press'],
    ['DMM cutting is only offered in Brno', { cutting: 'dmm' }, 'brno_press'],
    ['a 10 inch is only pressed in Brno', { format: '10' }, 'brno_press'],
    [
      'marble is only pressed in Paris, even at 1000 copies',
      { quantity: 1000, colour: 'red', effect: 'marble' },
      'paris_press',
    ],
  ] as const)('%s', (_label, overrides, plant) => {
    expect(quoted({ ...plain, ...overrides }).plant).toBe(plant);
  });

  it('answers quote_option_unavailable when no plant offers every option', () => {
    const result = priceQuote({ ...plain, cutting: 'dmm', colour: 'red', effect: 'marble' });
    expect(result).toEqual({
      ok: false,
      code: 'quote_option_unavailable',
      plantTotals: [
        { plant: 'paris_press', totalExclVatMinor: null, missing: ['cutting:dmm'] },
        { plant: 'brno_press', totalExclVatMinor: null, missing: ['type_vinyl:marble'] },
      ],
    });
  });

  it('takes a 30 % markup for direct pressing', () => {
    expect(lineCost(quoted({ ...plain, directPressing: true }), 'cutting')).toBe(33_800);
  });

  it('prices the test pressing as its fixed line plus two copies of the chosen vinyl', () => {
    // (95 EUR + 2 x 2.05) x 1.25 = 123.875
    expect(lineCost(quoted({ ...plain, testPressing: true }), 'test_pressing')).toBe(12_388);
  });

  it('counts discs: fixed lines once per disc, per-unit lines per pressed disc', () => {
    const double = quoted({ ...plain, discs: 2, inserts: 2 });
    const units = Object.fromEntries(double.lines.map((l) => [l.line, l.units]));
    expect(units).toMatchObject({ cutting: 2, type_vinyl: 610, insert: 1220, energy_cost: 600 });
  });

  it('adds colour and effect to the vinyl price', () => {
    // colour 140 g 2.60 + splatter 0.70 = 3.30 x 305 x 1.25 = 1258.125
    expect(lineCost(quoted({ ...plain, colour: 'mint', effect: 'splatter' }), 'type_vinyl')).toBe(125_813);
  });

  it('prices a print finish on a printed sleeve only', () => {
    expect(lineCost(quoted({ ...plain, printFinish: 'matte' }), 'print_finish')).toBeUndefined();
    expect(lineCost(quoted({ ...plain, sleeve: 'printed_jacket', printFinish: 'matte' }), 'print_finish')).toBe(4_575);
  });

  it('adds the flat lines without markup', () => {
    const quote = quoted({
      ...plain,
      quantity: 500,
      discs: 2,
      design: true,
      mastering: true,
      trackCount: 12,
      mechanicalRights: true,
    });
    expect(quote.lines.filter((l) => l.kind === 'flat').map((l) => [l.line, l.costMinor])).toEqual([
      ['design', 10_000],
      ['mastering', 72_000],
      ['mechanical_right', 10_000],
      ['energy_cost', 6_500],
    ]);
  });

  it('reports every plant total', () => {
    const quote = quoted(plain);
    expect(quote.plantTotals.map((p) => p.plant)).toEqual(PRESSING_PLANTS.map((p) => p.key));
    expect(quote.plantTotals[1]?.totalExclVatMinor).toBe(130_909 + 3_750); // Brno's cutting is 30 EUR dearer
  });

  it.each<[Partial<PressingOptions>]>([
    [{ quantity: 0 }],
    [{ discs: 0 }],
    [{ inserts: -1 }],
    [{ quantity: 1.5 }],
    [{ colour: 'plaid' }],
  ])('refuses the broken options %j', (overrides) => {
    expect(() => priceQuote({ ...plain, ...overrides })).toThrow(RangeError);
  });

  it('uses the cost rows it is given', () => {
    const rows: QuoteCostRow[] = quoteCostRows().map((row) =>
      row.plant === 'brno_press' && row.line === 'cutting'
        ? { ...row, tierPricesMinor: [0, 0, 0, 0, 0, 0, 0, 0] }
        : row,
    );
    expect(quoted(plain, { rows }).plant).toBe('brno_press');
  });
});

describe('option deltas', () => {
  const quote = (() => {
    const result = priceQuote({ ...DEFAULT_PRESSING_OPTIONS });
    if (!result.ok) throw new Error('the default options are priced');
    return result;
  })();

  it('gives 0 for the current choice and the real difference for the others', () => {
    expect(quote.optionDeltas.sleeve?.printed_jacket).toBe(0);
    for (const sleeve of ['white_paper', 'gatefold'] as const) {
      const other = quoted({ ...DEFAULT_PRESSING_OPTIONS, sleeve });
      expect(quote.optionDeltas.sleeve?.[sleeve]).toBe(other.totalInclVatMinor - quote.totalInclVatMinor);
    }
    expect(quote.optionDeltas.sleeve?.gatefold).toBeGreaterThan(0);
    expect(quote.optionDeltas.sleeve?.white_paper).toBeLessThan(0);
  });

  it('prices colour against black and switches plant when an option needs it', () => {
    expect(quote.optionDeltas.colour?.black).toBe(0);
    expect(quote.optionDeltas.colour?.colour).toBeGreaterThan(0);
    expect(quote.optionDeltas.format?.['10']).toEqual(expect.any(Number)); // Brno presses it
  });

  it('marks an alternative no plant can press as null', () => {
    const dmm = priceQuote({ ...DEFAULT_PRESSING_OPTIONS, cutting: 'dmm' });
    expect(dmm.ok && dmm.optionDeltas.effect?.marble).toBeNull();
  });
});

describe('quoteSale', () => {
  it('works out revenue, fee, profit and break-even', () => {
    // 300 sold at 25 EUR: fee 25 %; each copy earns 18.75 EUR; 1570.91 EUR needs 84 copies.
    expect(quoteSale(157_091, 2500, 300)).toEqual({
      sellingPriceMinor: 2500,
      quantitySold: 300,
      revenueMinor: 750_000,
      platformFeeMinor: 187_500,
      profitMinor: 405_409,
      breakEvenCopies: 84,
    });
  });

  it.each([
    [157_091, 0, null],
    [0, 2500, 0],
    [1875, 2500, 1],
    [1876, 2500, 2],
  ])('total %i at %i a copy breaks even at %j copies', (total, price, copies) => {
    expect(quoteSale(total, price, 0).breakEvenCopies).toBe(copies);
  });

  it('reports a loss as a negative profit', () => {
    expect(quoteSale(157_091, 2500, 10).profitMinor).toBe(25_000 - 157_091 - 6_250);
  });

  it('is included in a quote when a selling price is given', () => {
    expect(quoted(plain, { sellingPriceMinor: 2500, quantitySold: 300 }).sale).toEqual(quoteSale(157_091, 2500, 300));
  });

  it('breaks even at the smallest count that covers the total (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 100_000 }), (total, price) => {
        const copies = quoteSale(total, price, 0).breakEvenCopies;
        if (copies === null) throw new Error('a positive price earns something');
        const earned = (n: number) => {
          const sale = quoteSale(0, price, n);
          return sale.revenueMinor - sale.platformFeeMinor;
        };
        expect(earned(copies)).toBeGreaterThanOrEqual(total);
        if (copies > 0) expect(earned(copies - 1)).toBeLessThan(total);
      }),
    );
  });
});

describe('seed cost table', () => {
  it('builds the seed table once, on first use, and hands out the same rows after', () => {
    expect(quoteCostRows()).toBe(quoteCostRows());
  });

  it('holds realistic integer prices that never rise with the quantity', () => {
    for (const row of quoteCostRows()) {
      expect(row.tierPricesMinor).toHaveLength(QUOTE_TIERS.length);
      row.tierPricesMinor.forEach((cents, tier) => {
        expect(Number.isSafeInteger(cents) && cents > 0).toBe(true);
        expect(cents).toBeLessThanOrEqual(row.tierPricesMinor[tier - 1] ?? cents);
      });
    }
  });

  it('prices every colour at every tier', () => {
    for (const { name } of PRESSING_VINYL_COLOURS) {
      for (const quantity of QUOTE_TIERS)
        expect(priceQuote({ ...plain, colour: name, quantity }, { withDeltas: false }).ok).toBe(true);
    }
    expect(PRESSING_VINYL_COLOURS.length).toBeGreaterThanOrEqual(25);
  });
});
