// EU standard VAT rates as dated data (BUSINESS-RULES "Cart pricing": rates are data with effective
// dates, not constants). The db seed loads VAT_RATE_ROWS; admins add future changes as new rows.
//
// Baseline: the spec's table (section 9), the state of 2023, dated 2023-01-01. Older history is not
// kept, except Luxembourg, whose 16 % was a one-year cut (17 % before and after).
// Changes since then, checked against the national announcements as reported by the tax press:
//   EE 22 % from 2024-01-01, 24 % from 2025-07-01 (made permanent by the government in 2025; ERR News)
//   LU 17 % again from 2024-01-01 (end of the 2023 temporary cut; AED circular 812-1 of 2023-12-27)
//   FI 25.5 % from 2024-09-01
//   SK 23 % from 2025-01-01 (consolidation package of 2024)
//   RO 21 % from 2025-08-01 (Law 141/2025)
// The 2026 changes announced so far (BE, CZ, DE, IE, NL, SK, FI) touch reduced rates only; the
// standard rates in force on 2026-01-01 are the latest rows below. Assumption: no other standard rate
// changed up to 2026; a change we missed is fixed by adding a row, not by editing code.

import { compareCodeUnits } from './compare.ts';

/** One dated standard VAT rate: in force from `effectiveFrom` (Europe/Paris calendar day) until the next row. */
export interface VatRateRow {
  /** ISO 3166-1 alpha-2 country code (Greece is GR here, not the VAT prefix EL). */
  countryCode: string;
  /** 2000 = 20 %, 2550 = 25.5 %. */
  rateBasisPoints: number;
  /** YYYY-MM-DD, the first day the rate applies. */
  effectiveFrom: string;
}

const SPEC_BASELINE_DATE = '2023-01-01';

// Spec section 9, in basis points.
const SPEC_RATES_2023: Readonly<Record<string, number>> = {
  DE: 1900,
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CY: 1900,
  HR: 2500,
  DK: 2500,
  ES: 2100,
  EE: 2000,
  FI: 2400,
  FR: 2000,
  GR: 2400,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LV: 2100,
  LT: 2100,
  LU: 1600,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  CZ: 2100,
  RO: 1900,
  SK: 2000,
  SI: 2200,
  SE: 2500,
};

const CHANGES_SINCE_SPEC: readonly VatRateRow[] = [
  { countryCode: 'LU', rateBasisPoints: 1700, effectiveFrom: '2015-01-01' },
  { countryCode: 'EE', rateBasisPoints: 2200, effectiveFrom: '2024-01-01' },
  { countryCode: 'LU', rateBasisPoints: 1700, effectiveFrom: '2024-01-01' },
  { countryCode: 'FI', rateBasisPoints: 2550, effectiveFrom: '2024-09-01' },
  { countryCode: 'SK', rateBasisPoints: 2300, effectiveFrom: '2025-01-01' },
  { countryCode: 'EE', rateBasisPoints: 2400, effectiveFrom: '2025-07-01' },
  { countryCode: 'RO', rateBasisPoints: 2100, effectiveFrom: '2025-08-01' },
];

/** Seed rows of EU standard VAT rates with their effective dates, sorted by country then date. */
export const VAT_RATE_ROWS: readonly VatRateRow[] = [
  ...Object.entries(SPEC_RATES_2023).map(([countryCode, rateBasisPoints]) => ({
    countryCode,
    rateBasisPoints,
    effectiveFrom: SPEC_BASELINE_DATE,
  })),
  ...CHANGES_SINCE_SPEC,
].sort((a, b) => compareCodeUnits(a.countryCode, b.countryCode) || compareCodeUnits(a.effectiveFrom, b.effectiveFrom));
