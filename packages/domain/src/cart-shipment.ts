// Split or wait (issue 18; docs/domain-rules.md "cart-shipment.ts"): a shop group of the cart that
// mixes records ready to ship with pre-orders (a pre-order of a coming release, or a campaign whose
// records are pressed once it succeeds) ships either TOGETHER, one parcel once the last pre-order is
// ready, or SPLIT: what is ready now in a first parcel and the pre-orders in a second one, each parcel
// priced with the same shipping rules by weight. This file says which lines are ready, when the
// pre-orders are expected to be, and which lines each parcel holds.
import { plannedEnds } from './ship-estimate.ts';
import { READY_TO_SHIP_STEP } from './production-plan.ts';

/** How a shop group that mixes ready lines and pre-orders ships (default: together). */
export const CART_SHIPMENTS = ['together', 'split'] as const;
/** A shipment choice of a shop group. */
export type CartShipment = (typeof CART_SHIPMENTS)[number];
/** The choice when the cart says nothing. */
export const DEFAULT_CART_SHIPMENT: CartShipment = 'together';

/** Whether a value is a shipment choice. */
export function isCartShipment(value: unknown): value is CartShipment {
  return typeof value === 'string' && (CART_SHIPMENTS as readonly string[]).includes(value);
}

/** The sale models whose records are pressed after the campaign (projects.type): not on a shelf yet. */
export const PRESSED_AFTER_CAMPAIGN_TYPES = ['funding', 'direct_pressing'] as const;

/** What readiness reads of a project (or item). */
export interface ReadinessFacts {
  /** A pre-order of a coming release (projects.is_preorder). */
  readonly isPreorder?: boolean;
  /** The sale model (projects.type): a funding or direct-pressing campaign is pressed after it. */
  readonly saleType?: string | null;
  /** The project step: a campaign whose records are pressed already (valid, invoiced, paid) ships now. */
  readonly step?: string | null;
  /** The release day announced ('YYYY-MM-DD'), null when none. */
  readonly releaseDate?: string | null;
  /** When the campaign closes (projects.end_at), null when it has no end. */
  readonly campaignEndsAt?: Date | null;
  /** A download: never in a parcel, so never holds one back. */
  readonly digitalOnly?: boolean;
}

/** A line is ready now, or waits for its records, expected on a day (null: not known yet). */
export type Readiness = { ready: true } | { ready: false; expectedOn: Date | null };

/** Steps after which a campaign's records are pressed and at the warehouse (production and accounting done). */
const PRESSED_STEPS: readonly string[] = ['valid', 'invoiced', 'paid'];

const dayOf = (iso: string): Date | null => {
  const day = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? null : day;
};

/** Whether a project's records still have to be pressed or released before they can ship. */
export function shipsLater(facts: ReadinessFacts): boolean {
  if (facts.digitalOnly) return false;
  if (facts.isPreorder) return true;
  const campaign = (PRESSED_AFTER_CAMPAIGN_TYPES as readonly (string | null | undefined)[]).includes(facts.saleType);
  return campaign && !PRESSED_STEPS.includes(facts.step ?? '');
}

/**
 * When a pre-order is expected to be ready: the later of its announced release day and, for a
 * campaign, the planned end of its pressing when it starts on the campaign's last day (the production
 * plan's ready-to-ship step). Null when neither is known.
 */
export function expectedReadyOn(facts: ReadinessFacts): Date | null {
  const release = facts.releaseDate ? dayOf(facts.releaseDate) : null;
  const pressed = facts.campaignEndsAt ? (plannedEnds(facts.campaignEndsAt).get(READY_TO_SHIP_STEP) ?? null) : null;
  if (release && pressed) return release.getTime() >= pressed.getTime() ? release : pressed;
  return release ?? pressed;
}

/** Whether a line can ship now, or waits (and until when). */
export function readinessOf(facts: ReadinessFacts): Readiness {
  return shipsLater(facts) ? { ready: false, expectedOn: expectedReadyOn(facts) } : { ready: true };
}

/** A shop group's lines sorted into the parcel that ships now and the one that ships later. */
export interface ShipmentSplit<T> {
  /** Lines ready now (downloads included: they are in no parcel and hold nothing back). */
  now: T[];
  /** Pre-orders. */
  later: T[];
  /** Both a physical line ready now and a pre-order: the group offers the choice. */
  mixed: boolean;
  /**
   * When the last pre-order is expected to be ready: the day the second parcel (split) or the only
   * parcel (together) leaves. Null when one of them has no known date, or there is no pre-order.
   */
  laterExpectedOn: Date | null;
}

/** Sorts a group's lines by readiness; `facts` gives each line's facts. */
export function splitShipment<T>(lines: readonly T[], facts: (line: T) => ReadinessFacts): ShipmentSplit<T> {
  const now: T[] = [];
  const later: T[] = [];
  const dates: (Date | null)[] = [];
  for (const line of lines) {
    const readiness = readinessOf(facts(line));
    if (readiness.ready) now.push(line);
    else {
      later.push(line);
      dates.push(readiness.expectedOn);
    }
  }
  const physicalNow = now.some((line) => !facts(line).digitalOnly);
  const known = dates.filter((date): date is Date => date !== null);
  const laterExpectedOn =
    later.length > 0 && known.length === dates.length
      ? known.reduce((last, date) => (date.getTime() > last.getTime() ? date : last))
      : null;
  return { now, later, mixed: physicalNow && later.length > 0, laterExpectedOn };
}

/** The ISO day ('YYYY-MM-DD') of an expected date, null kept. */
export function expectedDay(date: Date | null): string | null {
  return date ? date.toISOString().slice(0, 10) : null;
}
