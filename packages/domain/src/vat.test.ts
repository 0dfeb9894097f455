import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EU_COUNTRY_CODES,
  VAT_RATE_ROWS,
  addVatToNet,
  decideVatRate,
  isEuCountry,
  looksLikeEuVatNumber,
  splitGross,
  vatCalendarDay,
  vatRateOn,
  type VatRateRow,
} from './vat.ts';

describe('EU membership', () => {
  it('counts exactly 27 member states', () => {
    expect(new Set(EU_COUNTRY_CODES).size).toBe(27);
  });

  it.each([
    ['FR', true],
    ['de', true],
    ['GR', true],
    ['GB', false],
    ['CH', false],
    ['NO', false],
    ['US', false],
    ['', false],
    [null, false],
  ])('isEuCountry(%j) is %s', (code, expected) => {
    expect(isEuCountry(code)).toBe(expected);
  });
});

describe('vatRateOn', () => {
  it.each([
    // The spec's 2023 table.
    ['FR', '2023-06-15', 2000],
    ['DE', '2023-06-15', 1900],
    ['HU', '2023-06-15', 2700],
    ['LU', '2023-06-15', 1600],
    ['FI', '2023-06-15', 2400],
    ['EE', '2023-12-31', 2000],
    // Changes since, on the day they took effect and the day before.
    ['EE', '2024-01-01', 2200],
    ['EE', '2025-06-30', 2200],
    ['EE', '2025-07-01', 2400],
    ['LU', '2022-06-01', 1700],
    ['LU', '2024-01-01', 1700],
    ['FI', '2024-08-31', 2400],
    ['FI', '2024-09-01', 2550],
    ['SK', '2024-12-31', 2000],
    ['SK', '2025-01-01', 2300],
    ['RO', '2025-07-31', 1900],
    ['RO', '2025-08-01', 2100],
    ['RO', '2026-03-01', 2100],
    // Before the baseline the earliest row stands; outside the EU there is no VAT.
    ['FR', '2019-01-01', 2000],
    ['GB', '2025-01-01', 0],
    ['US', '2025-01-01', 0],
  ])('%s on %s is %i bp', (country, day, rate) => {
    expect(vatRateOn(country, day)).toBe(rate);
  });

  it('reads an instant on its Paris calendar day (the Estonian rise at Paris midnight)', () => {
    expect(vatCalendarDay(new Date('2025-06-30T22:30:00Z'))).toBe('2025-07-01');
    expect(vatRateOn('EE', new Date('2025-06-30T22:30:00Z'))).toBe(2400);
    expect(vatRateOn('EE', new Date('2025-06-30T21:30:00Z'))).toBe(2200);
  });

  it('uses the rows it is given, so an admin can schedule a future change', () => {
    const rows: VatRateRow[] = [
      ...VAT_RATE_ROWS,
      { countryCode: 'FR', rateBasisPoints: 2100, effectiveFrom: '2030-01-01' },
    ];
    expect(vatRateOn('FR', '2029-12-31', rows)).toBe(2000);
    expect(vatRateOn('FR', '2030-01-01', rows)).toBe(2100);
  });

  it('fails loudly when an EU country has no row at all', () => {
    expect(() => vatRateOn('FR', '2025-01-01', [])).toThrow(RangeError);
  });

  it.each(['2025-1-1', 'yesterday'])('refuses the day %j', (day) => {
    expect(() => vatRateOn('FR', day)).toThrow(RangeError);
  });

  it('seeds every member state with integer basis points and valid dates', () => {
    for (const code of EU_COUNTRY_CODES) {
      expect(VAT_RATE_ROWS.some((row) => row.countryCode === code)).toBe(true);
    }
    for (const row of VAT_RATE_ROWS) {
      expect(Number.isSafeInteger(row.rateBasisPoints)).toBe(true);
      expect(row.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe('looksLikeEuVatNumber', () => {
  it.each([
    ['FR 40 303 265 045', true],
    ['DE123456789', true],
    ['EL094259216', true],
    ['GR094259216', false],
    ['GB123456789', false],
    ['FR1', false],
    ['', false],
    [null, false],
  ])('%j is %s', (vatNumber, expected) => {
    expect(looksLikeEuVatNumber(vatNumber)).toBe(expected);
  });
});

describe('decideVatRate', () => {
  const base = { sellerShipsFromFrance: false, buyerIsBusiness: false, buyerVatNumber: null, date: '2025-09-01' };
  it.each([
    [
      'a seller shipping from France charges the destination rate',
      { sellerShipsFromFrance: true, destinationCountry: 'DE' },
      1900,
      'ships_from_france',
    ],
    ['...which is 0 outside the EU', { sellerShipsFromFrance: true, destinationCountry: 'US' }, 0, 'ships_from_france'],
    ['a private EU buyer pays the destination rate', { destinationCountry: 'FI' }, 2550, 'eu_private_buyer'],
    [
      'an EU business without a VAT number pays it too',
      { destinationCountry: 'RO', buyerIsBusiness: true },
      2100,
      'eu_business_without_vat_number',
    ],
    [
      'an EU business with a VAT number is reverse charged',
      { destinationCountry: 'DE', buyerIsBusiness: true, buyerVatNumber: 'DE123456789' },
      0,
      'eu_reverse_charge',
    ],
    [
      'a malformed VAT number does not reverse charge',
      { destinationCountry: 'DE', buyerIsBusiness: true, buyerVatNumber: 'n/a' },
      1900,
      'eu_business_without_vat_number',
    ],
    ['an export outside the EU is 0', { destinationCountry: 'JP' }, 0, 'outside_eu'],
    ['a business outside the EU is 0', { destinationCountry: 'CH', buyerIsBusiness: true }, 0, 'outside_eu'],
  ] as const)('%s', (_label, overrides, rate, reason) => {
    expect(decideVatRate({ ...base, ...overrides })).toEqual({ rateBasisPoints: rate, reason });
  });
});

describe('splitGross', () => {
  // Like Vendure's tax-utils tests: each row's parts add up to the gross.
  it.each([
    [1200, 2000, 1000, 200],
    [1999, 2000, 1666, 333], // 1665.83 -> 1666
    [2499, 1900, 2100, 399], // 2100.00
    [1000, 2550, 797, 203], // 796.81 -> 797
    [1, 2000, 1, 0],
    [0, 2000, 0, 0],
    [1500, 0, 1500, 0],
    [-1999, 2000, -1666, -333],
    [1500, 2700, 1181, 319], // KRW / JPY amounts split the same way, in whole units
  ])('%i at %i bp is %i net + %i tax', (gross, rate, net, tax) => {
    const split = splitGross(gross, rate);
    expect(split).toEqual({ netMinor: net, taxMinor: tax });
    expect(split.netMinor + split.taxMinor).toBe(gross);
  });

  it.each([
    [10.5, 2000],
    [100, -1],
    [100, 20.5],
  ])('refuses gross %d at rate %d', (gross, rate) => {
    expect(() => splitGross(gross, rate)).toThrow(RangeError);
  });

  it('always sums back to the gross, with a non-negative tax for a non-negative gross (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 10_000 }), (gross, rate) => {
        const { netMinor, taxMinor } = splitGross(gross, rate);
        expect(netMinor + taxMinor).toBe(gross);
        if (gross >= 0) {
          expect(taxMinor).toBeGreaterThanOrEqual(0);
          expect(netMinor).toBeGreaterThanOrEqual(0);
        }
        // The net is the exact net rounded: within half a minor unit of gross / (1 + rate).
        expect(Math.abs(netMinor - (gross * 10_000) / (10_000 + rate))).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });
});

describe('addVatToNet', () => {
  it.each([
    [100000, 2000, 20000, 120000],
    [12345, 2000, 2469, 14814], // 2469.0
    [1003, 2000, 201, 1204], // 200.6 -> 201
    [0, 2000, 0, 0],
  ])('%i net at %i bp gives %i tax, %i gross', (net, rate, tax, gross) => {
    const result = addVatToNet(net, rate);
    expect(result).toEqual({ netMinor: net, taxMinor: tax, grossMinor: gross });
    expect(result.netMinor + result.taxMinor).toBe(result.grossMinor);
  });
});
