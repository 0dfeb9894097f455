// What the cart reads of the vinyl box and of logistics (ports, like `CartOrderFacts`): the box tables
// are boxes' and the shipping tables and partners' stock logistics', and both sit above cart (boxes
// builds a cart pricing, logistics uses checkout; decision 0013). Boxes implements `CartBoxFacts`
// (`createCartBoxFacts`), logistics `CartShippingFacts` (`createCartShippingFacts`); the composition
// hands them to the cart's repositories. Each is the query cart ran on the tables, so pricing keeps its
// parallel reads and its number of queries.
import type { BoxPriceRow, LogisticsPartnerFees, ShippingRateRow } from '@spindle/domain';
import type { CartOrderFacts } from './cart-order-facts.ts';

/** The shipping tables towards a country on a day: rate rows in force and each active partner's fees. */
export interface ShippingTables {
  rates: ShippingRateRow[];
  partnerFees: LogisticsPartnerFees[];
}

/** A partner holding copies of a project (of one of its items when `itemId` is set). */
export interface PartnerStockRow {
  projectId: number;
  itemId: number | null;
  partner: string;
}

export interface CartShippingFacts {
  /**
   * Rate rows towards a country: its own, its zone's and the world's, every partner, each bracket's row
   * in force on the Paris `day`; and the fees of the active partners (two queries, run together).
   */
  shippingTables(countryCode: string, day: string): Promise<ShippingTables>;
  /** The partners holding at least one copy of these projects (or their items), in one query. */
  partnersWithStockOf(projectIds: readonly number[]): Promise<PartnerStockRow[]>;
}

/** A gift box code as the cart checks it (any case). */
export interface BoxCodeOfCart {
  id: number;
  code: string;
  months: number;
  recordsPerMonth: number;
  redeemedAt: Date | null;
  expiresAt: Date | null;
}

export interface CartBoxFacts {
  /** Every price row of the active box plans (plan type one/two x periodicity x currency), one query. */
  boxPrices(): Promise<BoxPriceRow[]>;
  /** A gift box code, whatever its case, or null. */
  findBoxCode(code: string): Promise<BoxCodeOfCart | null>;
  /** Redeems a code once for a user (one transaction); the subscription it started, null when taken. */
  redeemBoxCode(codeId: number, userId: number, now: Date): Promise<number | null>;
}

/** The cart's ports, given where its repositories are built (checkout's module, the box shop). */
export interface CartPorts {
  orders: CartOrderFacts;
  shipping: CartShippingFacts;
  boxes: CartBoxFacts;
}
