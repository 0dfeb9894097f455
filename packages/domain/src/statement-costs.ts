// Cost lines of an artist statement (BUSINESS-RULES "Artist statements"), in EUR cents excluding VAT
// (income is stated net of VAT, so costs are too). Storage is computed here; every other cost is
// entered by staff (production, mechanical rights, mastering, marketing, logistics, distribution).
import { toSafeMinor } from './money.ts';
import { statementDay, type StatementPeriod } from './statement-period.ts';

/** The cost categories of a statement (BUSINESS-RULES), in the order statements list them. */
export const STATEMENT_COST_CATEGORIES = [
  'production',
  'mechanical_rights',
  'mastering',
  'marketing',
  'logistics',
  'distribution',
  'storage',
] as const;

/** The categories staff enter (every one but storage, which is computed). */
export const STATEMENT_ENTERED_COST_CATEGORIES = [
  'production',
  'mechanical_rights',
  'mastering',
  'marketing',
  'logistics',
  'distribution',
] as const satisfies readonly Exclude<(typeof STATEMENT_COST_CATEGORIES)[number], 'storage'>[];

/** One cost category. */
export type StatementCostCategory = (typeof STATEMENT_COST_CATEGORIES)[number];

/** A cost entered by staff: every category except storage, which is computed from the stock. */
export interface StatementCostInput {
  category: Exclude<StatementCostCategory, 'storage'>;
  reference: string;
  label: string;
  incurredOn: Date | string;
  /** EUR cents excluding VAT; negative for a credit note. */
  amountMinor: number;
}

/** Storage class of a stocked item: vinyl, or any other format (CD, tape, merch...). */
export type StorageClass = 'vinyl' | 'other';

/** Storage price per unit per month in EUR cents: 0.10 EUR a vinyl, 0.05 EUR any other format (BUSINESS-RULES). */
export const STORAGE_PRICE_PER_UNIT_MONTH_MINOR: Readonly<Record<StorageClass, number>> = { vinyl: 10, other: 5 };

/** Storage is charged only for a month whose closing stock is at least this many units (BUSINESS-RULES). */
export const STORAGE_MIN_UNITS = 10;

/** The project's units in storage at the end of the period's last day (Europe/Paris), by class. */
export interface StatementStockInput {
  vinylUnits: number;
  otherUnits: number;
}

/** One cost line, EUR cents excluding VAT: amountMinor = quantity x unitAmountMinor for storage. */
export interface StatementCostLine {
  category: StatementCostCategory;
  date: string;
  reference: string;
  label: string;
  quantity: number;
  unitAmountMinor: number;
  amountMinor: number;
  /** The storage class of a storage line (renderers name it in their language), null otherwise. */
  storageClass: StorageClass | null;
}

/** A cost entered by staff as a statement line (quantity 1). */
export function enteredCostLine(cost: StatementCostInput): StatementCostLine {
  if (!Number.isSafeInteger(cost.amountMinor)) {
    throw new RangeError(`amountMinor must be a safe integer, got ${cost.amountMinor}`);
  }
  // Storage is computed from the stock, never entered (a plain JS caller could still pass it).
  const category: string = cost.category;
  if (category === 'storage' || !(STATEMENT_COST_CATEGORIES as readonly string[]).includes(category)) {
    throw new RangeError(`unknown entered cost category ${String(cost.category)}`);
  }
  return {
    category: cost.category,
    date: statementDay(cost.incurredOn),
    reference: cost.reference,
    label: cost.label,
    quantity: 1,
    unitAmountMinor: cost.amountMinor,
    amountMinor: cost.amountMinor,
    storageClass: null,
  };
}

/**
 * Storage of one month (one statement period is one storage month): the units held at the end of the
 * period's last day x the monthly price of their class, only when those units total at least 10.
 * Stock that arrived during the month counts the whole month; stock gone before its end is not charged.
 * One line per class with units, dated the period's last day; no rounding (the prices are whole cents).
 */
export function storageCostLines(stock: StatementStockInput, period: StatementPeriod): StatementCostLine[] {
  for (const [name, units] of [
    ['vinylUnits', stock.vinylUnits],
    ['otherUnits', stock.otherUnits],
  ] as const) {
    if (!Number.isSafeInteger(units) || units < 0)
      throw new RangeError(`${name} must be an integer >= 0, got ${units}`);
  }
  if (stock.vinylUnits + stock.otherUnits < STORAGE_MIN_UNITS) return [];
  const lines: StatementCostLine[] = [];
  const classes: [StorageClass, number][] = [
    ['vinyl', stock.vinylUnits],
    ['other', stock.otherUnits],
  ];
  for (const [storageClass, units] of classes) {
    if (units === 0) continue;
    const unitAmountMinor = STORAGE_PRICE_PER_UNIT_MONTH_MINOR[storageClass];
    lines.push({
      category: 'storage',
      date: period.lastDay,
      reference: `storage-${period.key}-${storageClass}`,
      label: storageClass,
      quantity: units,
      unitAmountMinor,
      amountMinor: toSafeMinor(BigInt(units) * BigInt(unitAmountMinor)),
      storageClass,
    });
  }
  return lines;
}
