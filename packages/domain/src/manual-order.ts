// Orders staff make for a customer (issue 14, "Manual orders"): a replacement sent for free, or a trade
// sale billed at an agreed price. Amounts are VAT-inclusive minor units, as every order's; the VAT of
// each line and of shipping is worked back from its gross at the destination's rate (vat.ts).
import { splitGross } from './vat.ts';

/** Why staff made the order. */
export const MANUAL_ORDER_REASONS = ['replacement', 'trade_sale', 'gift', 'other'] as const;
/** A manual order's reason. */
export type ManualOrderReason = (typeof MANUAL_ORDER_REASONS)[number];

/** Whether the customer pays (money received outside the site) or receives it for free. */
export const MANUAL_ORDER_PAYMENTS = ['paid', 'free'] as const;
/** How a manual order is paid. */
export type ManualOrderPayment = (typeof MANUAL_ORDER_PAYMENTS)[number];

/** A line as staff entered it, with the catalogue's price of the same thing. */
export interface ManualOrderLineInput {
  quantity: number;
  /** The unit price staff asked for; null: the catalogue's price. */
  unitPriceMinor: number | null;
  catalogueUnitPriceMinor: number;
}

/** A priced line: unit price, quantity x unit price, and the VAT in it. */
export interface ManualOrderLine {
  quantity: number;
  unitPriceMinor: number;
  totalMinor: number;
  taxMinor: number;
}

/** The priced manual order. */
export interface ManualOrderAmounts {
  lines: ManualOrderLine[];
  subtotalMinor: number;
  shippingMinor: number;
  /** VAT of the lines and of shipping. */
  taxMinor: number;
  totalMinor: number;
}

/** The unit price a line is billed at: nothing when free, else the price asked, else the catalogue's. */
function unitPriceOf(line: ManualOrderLineInput, payment: ManualOrderPayment): number {
  if (payment === 'free') return 0;
  return line.unitPriceMinor ?? line.catalogueUnitPriceMinor;
}

/** Prices a manual order: a free one costs nothing (shipping included); a paid one its lines and shipping. */
export function priceManualOrder(input: {
  lines: readonly ManualOrderLineInput[];
  shippingMinor: number;
  vatRateBasisPoints: number;
  payment: ManualOrderPayment;
}): ManualOrderAmounts {
  const lines = input.lines.map((line): ManualOrderLine => {
    const unitPriceMinor = unitPriceOf(line, input.payment);
    const totalMinor = unitPriceMinor * line.quantity;
    return {
      quantity: line.quantity,
      unitPriceMinor,
      totalMinor,
      taxMinor: splitGross(totalMinor, input.vatRateBasisPoints).taxMinor,
    };
  });
  const shippingMinor = input.payment === 'free' ? 0 : input.shippingMinor;
  const subtotalMinor = lines.reduce((sum, line) => sum + line.totalMinor, 0);
  const taxMinor =
    lines.reduce((sum, line) => sum + line.taxMinor, 0) + splitGross(shippingMinor, input.vatRateBasisPoints).taxMinor;
  return { lines, subtotalMinor, shippingMinor, taxMinor, totalMinor: subtotalMinor + shippingMinor };
}

/**
 * Whether making the order needs the `money` permission besides `orders`: a paid order with a price
 * other than the catalogue's (a trade sale at an agreed price). Free orders and catalogue prices do not.
 */
export function manualOrderNeedsMoneyPermission(
  lines: readonly ManualOrderLineInput[],
  payment: ManualOrderPayment,
): boolean {
  if (payment === 'free') return false;
  return lines.some((line) => line.unitPriceMinor !== null && line.unitPriceMinor !== line.catalogueUnitPriceMinor);
}

/** Whether a value is one of the manual-order reasons. */
export function isManualOrderReason(value: unknown): value is ManualOrderReason {
  return typeof value === 'string' && (MANUAL_ORDER_REASONS as readonly string[]).includes(value);
}

/** Whether a value is one of the manual-order payments. */
export function isManualOrderPayment(value: unknown): value is ManualOrderPayment {
  return typeof value === 'string' && (MANUAL_ORDER_PAYMENTS as readonly string[]).includes(value);
}
