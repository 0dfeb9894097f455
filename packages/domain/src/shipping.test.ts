import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LOGISTICS_PARTNERS,
  LOGISTICS_PARTNER_FEES,
  LOGISTICS_ZONES,
  SHIPPING_BRACKETS_GRAMS,
  SHIPPING_RATE_ROWS,
  applyShippingDiscounts,
  bracketFor,
  cheapestPartner,
  destinationZoneOf,
  logisticsZoneOf,
  orderWeightGrams,
  priceShipping,
  ratesTowards,
  type LogisticsPartner,
  type ShippingCostParts,
  type ShippingRateRow,
} from './shipping.ts';

const sumParts = (p: ShippingCostParts) =>
  p.bracketMinor +
  p.fuelMinor +
  p.securityMinor +
  p.packingMinor +
  p.pickingMinor +
  p.marginMinor +
  p.trackedMinor +
  p.pickupFloorMinor;

describe('weight brackets', () => {
  it('has 250 g, 500 g, 750 g and then every kg up to 50 kg', () => {
    expect(SHIPPING_BRACKETS_GRAMS.slice(0, 5)).toEqual([250, 500, 750, 1000, 2000]);
    expect(SHIPPING_BRACKETS_GRAMS).toHaveLength(53);
    expect(SHIPPING_BRACKETS_GRAMS.at(-1)).toBe(50_000);
  });

  it.each([
    [0, 250],
    [1, 250],
    [250, 250],
    [251, 500],
    [750, 750],
    [751, 1000],
    [1001, 2000],
    [49_999, 50_000],
    [50_000, 50_000],
  ])('%i g falls in the %i g bracket', (weight, bracket) => {
    expect(bracketFor(weight)).toEqual({ ok: true, bracketGrams: bracket });
  });

  it('answers no_shipping above 50 kg instead of crashing', () => {
    expect(bracketFor(50_001)).toEqual({ ok: false, code: 'no_shipping', reason: 'over_max_weight' });
  });

  it.each([-1, 1.5])('refuses %d g', (weight) => {
    expect(() => bracketFor(weight)).toThrow(RangeError);
  });
});

describe('orderWeightGrams', () => {
  it.each([
    [100, true, 200, 450], // a 7" weighs as 250 g, plus the package
    [600, true, 200, 800],
    [100, false, 50, 150], // merch alone has no minimum
  ])('items %i g (vinyl: %s) + package %i g = %i g', (items, containsVinyl, pkg, total) => {
    expect(orderWeightGrams({ itemsWeightGrams: items, containsVinyl, packageWeightGrams: pkg })).toBe(total);
  });
});

describe('priceShipping', () => {
  const rates: ShippingRateRow[] = [
    { partner: 'spindle', destination: 'FR', bracketGrams: 500, standardMinor: 570, pickupMinor: 456 },
    { partner: 'spindle', destination: 'FR', bracketGrams: 750, standardMinor: 650, pickupMinor: 300 },
  ];
  const fees = {
    fuelSurchargeBp: 1200,
    securityFeeMinor: 25,
    packingMinor: 90,
    pickingPerInsertMinor: 15,
    marginBp: 500,
  };

  it.each([
    // 570 + fuel 68 (68.4) + 25 + 90 + picking 30 = 783; margin 39 (39.15) -> 822
    [
      'standard',
      400,
      {
        bracketMinor: 570,
        fuelMinor: 68,
        securityMinor: 25,
        packingMinor: 90,
        pickingMinor: 30,
        marginMinor: 39,
        trackedMinor: 0,
        pickupFloorMinor: 0,
      },
      822,
    ],
    // tracked: 822 + 123 (123.3)
    [
      'tracked',
      400,
      {
        bracketMinor: 570,
        fuelMinor: 68,
        securityMinor: 25,
        packingMinor: 90,
        pickingMinor: 30,
        marginMinor: 39,
        trackedMinor: 123,
        pickupFloorMinor: 0,
      },
      945,
    ],
    // pickup: 456 + 55 (54.72) + 25 + 90 + 30 = 656; margin 33 (32.8) -> 689, above the floor
    [
      'pickup',
      400,
      {
        bracketMinor: 456,
        fuelMinor: 55,
        securityMinor: 25,
        packingMinor: 90,
        pickingMinor: 30,
        marginMinor: 33,
        trackedMinor: 0,
        pickupFloorMinor: 0,
      },
      689,
    ],
  ] as const)('%s at %i g costs the sum of its parts', (mode, weightGrams, parts, cost) => {
    const price = priceShipping({ ...fees, rates, weightGrams, mode, inserts: 2 });
    expect(price).toEqual({ ok: true, bracketGrams: 500, mode, costMinor: cost, parts });
    if (price.ok) expect(sumParts(price.parts)).toBe(price.costMinor);
  });

  it('raises a pickup price to the 4.80 EUR floor', () => {
    const noFees = { fuelSurchargeBp: 0, securityFeeMinor: 0, packingMinor: 0, pickingPerInsertMinor: 0, marginBp: 0 };
    const price = priceShipping({ ...noFees, rates, weightGrams: 700, mode: 'pickup', inserts: 0 });
    expect(price).toMatchObject({ ok: true, costMinor: 480, parts: { bracketMinor: 300, pickupFloorMinor: 180 } });
  });

  it.each([
    ['a bracket without a rate', 900, 'standard', 'no_rate_for_bracket'],
    ['a parcel over 50 kg', 60_000, 'standard', 'over_max_weight'],
  ] as const)('answers no_shipping for %s', (_label, weightGrams, mode, reason) => {
    expect(priceShipping({ ...fees, rates, weightGrams, mode, inserts: 0 })).toEqual({
      ok: false,
      code: 'no_shipping',
      reason,
    });
  });

  it('answers no_shipping when the lane has no pickup points', () => {
    const noPickup = rates.map((r) => ({ ...r, pickupMinor: null }));
    expect(priceShipping({ ...fees, rates: noPickup, weightGrams: 400, mode: 'pickup', inserts: 0 })).toMatchObject({
      ok: false,
      reason: 'pickup_not_offered',
    });
  });

  it('keeps parts summing to the cost and tracked above standard for any fees (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000 }),
        fc.record({
          fuelSurchargeBp: fc.integer({ min: 0, max: 5000 }),
          securityFeeMinor: fc.integer({ min: 0, max: 500 }),
          packingMinor: fc.integer({ min: 0, max: 500 }),
          pickingPerInsertMinor: fc.integer({ min: 0, max: 100 }),
          marginBp: fc.integer({ min: 0, max: 5000 }),
        }),
        fc.integer({ min: 0, max: 20 }),
        (weightGrams, anyFees, inserts) => {
          const lane = ratesTowards(SHIPPING_RATE_ROWS, 'spindle', 'FR');
          if (!lane) throw new Error('spindle serves France');
          const price = (mode: 'standard' | 'tracked' | 'pickup') =>
            priceShipping({ ...anyFees, rates: lane.rates, weightGrams, mode, inserts });
          for (const mode of ['standard', 'tracked', 'pickup'] as const) {
            const result = price(mode);
            if (!result.ok) throw new Error('every bracket is priced');
            expect(sumParts(result.parts)).toBe(result.costMinor);
            if (mode === 'pickup') expect(result.costMinor).toBeGreaterThanOrEqual(480);
          }
          const standard = price('standard');
          const tracked = price('tracked');
          if (standard.ok && tracked.ok) expect(tracked.costMinor).toBeGreaterThanOrEqual(standard.costMinor);
        },
      ),
    );
  });
});

describe('cheapestPartner', () => {
  const row = (partner: LogisticsPartner, destination: string, standardMinor: number): ShippingRateRow => ({
    partner,
    destination,
    bracketGrams: 500,
    standardMinor,
    pickupMinor: null,
  });
  const rates = [
    row('daudin', 'FR', 600),
    row('bigblue', 'FR', 500),
    row('bigblue', 'eu', 900),
    row('bigblue', 'world', 1500),
    row('whiplash', 'US', 450),
    row('whiplash', 'world', 2000),
  ];
  const flatFees = LOGISTICS_PARTNERS.map((partner) => ({
    partner,
    fuelSurchargeBp: 0,
    securityFeeMinor: 0,
    packingMinor: 100,
    pickingPerInsertMinor: 0,
    marginBp: 0,
  }));
  const ask = (
    partnersWithStock: LogisticsPartner[],
    countryCode: string,
    mode: 'standard' | 'pickup' = 'standard',
    weightGrams = 400,
  ) => cheapestPartner({ rates, partnersWithStock, countryCode, weightGrams, mode, inserts: 0, fees: flatFees });

  it.each([
    ['picks the cheaper of two French partners', ['daudin', 'bigblue'], 'FR', 'bigblue', 'FR', 600],
    ['ignores a cheaper partner without the stock', ['daudin'], 'FR', 'daudin', 'FR', 700],
    ['falls back from the country to its zone', ['daudin', 'bigblue'], 'DE', 'bigblue', 'eu', 1000],
    ['falls back to world for an unlisted country', ['whiplash', 'daudin'], 'BR', 'whiplash', 'world', 2100],
    ['prefers the local warehouse when it is cheaper', ['bigblue', 'whiplash'], 'us', 'whiplash', 'US', 550],
  ] as const)('%s', (_label, stock, country, partner, destination, cost) => {
    expect(ask([...stock], country)).toMatchObject({ ok: true, partner, destination, costMinor: cost });
  });

  it.each([
    ['nobody holds the stock', [], 'FR', 'standard', 400, 'no_partner_with_stock'],
    ['no partner with the stock serves the country', ['daudin'], 'JP', 'standard', 400, 'country_not_served'],
    ['the parcel is over 50 kg', ['daudin'], 'FR', 'standard', 51_000, 'over_max_weight'],
    ['the lanes have no pickup points', ['daudin', 'bigblue'], 'FR', 'pickup', 400, 'pickup_not_offered'],
  ] as const)('answers no_shipping when %s', (_label, stock, country, mode, weight, reason) => {
    expect(ask([...stock], country, mode, weight)).toEqual({ ok: false, code: 'no_shipping', reason });
  });

  it('finds a partner for any country with the seed table when the site partner holds stock', () => {
    for (const country of ['FR', 'DE', 'GB', 'US', 'JP', 'BR', 'ZA']) {
      const result = cheapestPartner({
        rates: SHIPPING_RATE_ROWS,
        partnersWithStock: ['site'],
        countryCode: country,
        weightGrams: 480,
        mode: 'tracked',
        inserts: 1,
      });
      expect(result.ok).toBe(true);
    }
  });
});

describe('applyShippingDiscounts', () => {
  it.each([
    [800, [], 800, 0, false],
    [800, [{ discountPerUnitMinor: 200, quantity: 2 }], 400, 400, false],
    [800, [{ discountPerUnitMinor: 350, quantity: 2 }], 0, 800, true], // 1.00 EUR left: free
    [800, [{ discountPerUnitMinor: 349, quantity: 2 }], 102, 698, false],
    [800, [{ discountPerUnitMinor: 500, quantity: 3 }], 0, 800, true], // never below zero
    [90, [], 0, 90, true], // 0.90 EUR shipping is free
    [0, [], 0, 0, true],
  ])('%i cents with %j: charge %i, discount %i, free %s', (cost, discounts, charged, discount, free) => {
    const result = applyShippingDiscounts(cost, discounts);
    expect(result).toEqual({ shippingMinor: charged, discountMinor: discount, free });
    expect(result.shippingMinor + result.discountMinor).toBe(cost);
  });
});

describe('seed data', () => {
  it('groups the partners in the zones of the spec', () => {
    expect(LOGISTICS_ZONES.FR).toEqual(['daudin', 'bigblue', 'pias', 'spindle', 'sna', 'fnac']);
    expect(logisticsZoneOf('rom_de')).toBe('DE');
    expect(logisticsZoneOf('preorder')).toBe('distrib');
    expect(LOGISTICS_PARTNERS).toHaveLength(20);
  });

  it.each([
    ['DE', 'eu'],
    ['ch', 'europe'],
    ['MX', 'north_america'],
    ['NZ', 'asia_pacific'],
    ['BR', 'world'],
  ])('puts %s in the %s destination zone', (country, zone) => {
    expect(destinationZoneOf(country)).toBe(zone);
  });

  it('gives every partner fees and a full bracket table on each of its lanes', () => {
    for (const partner of LOGISTICS_PARTNERS) {
      expect(LOGISTICS_PARTNER_FEES.filter((f) => f.partner === partner)).toHaveLength(1);
      const rows = SHIPPING_RATE_ROWS.filter((r) => r.partner === partner);
      const destinations = new Set(rows.map((r) => r.destination));
      expect(destinations.size).toBeGreaterThan(0);
      for (const destination of destinations) {
        const lane = rows.filter((r) => r.destination === destination).sort((a, b) => a.bracketGrams - b.bracketGrams);
        expect(lane.map((r) => r.bracketGrams)).toEqual(SHIPPING_BRACKETS_GRAMS);
        lane.forEach((r, i) => {
          expect(Number.isSafeInteger(r.standardMinor) && r.standardMinor > 0).toBe(true);
          if (r.pickupMinor !== null) expect(r.pickupMinor).toBeLessThanOrEqual(r.standardMinor);
          expect(r.standardMinor).toBeGreaterThanOrEqual(lane[i - 1]?.standardMinor ?? 0);
        });
      }
    }
  });

  it('lets each country-zone partner ship within its own country', () => {
    for (const [zone, partners] of Object.entries(LOGISTICS_ZONES)) {
      if (zone === 'site' || zone === 'distrib') continue;
      for (const partner of partners) {
        expect(ratesTowards(SHIPPING_RATE_ROWS, partner, zone)?.destination).toBe(zone);
      }
    }
  });
});
