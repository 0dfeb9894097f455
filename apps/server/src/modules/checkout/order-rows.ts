// The rows a priced cart becomes: one shop order per parcel (its shipping, tax and partner), one order
// item per accepted line (unit price, discount and its funder, VAT), one item per box, and the lines
// whose copies must be held. Every amount is the priced cart's: nothing is recomputed here.
import type { CartProjectFacts, PricedCart } from '@spindle/domain';
import { productKey, type ProductDisplay } from '../cart/index.ts';
import type { NewShopOrder } from './orders.repo.ts';
import type { ReservationLine } from './stock-reservations.ts';

export interface OrderRows {
  shopOrders: NewShopOrder[];
  boxItems: NewShopOrder['items'];
  /** Lines to hold, with the project's limit per customer (null: none). */
  lines: (ReservationLine & { limitPerCustomer: number | null })[];
}

export function buildOrderRows(
  priced: PricedCart,
  display: Map<string, ProductDisplay>,
  catalogue: readonly CartProjectFacts[],
): OrderRows {
  const fundedBy = priced.promo.applied?.fundedBy ?? null;
  const shopOrders: NewShopOrder[] = [];
  const lines: OrderRows['lines'] = [];
  for (const group of priced.groups) {
    const accepted = group.items.flatMap((item) => (item.ok ? [item] : []));
    const isDownload = (item: AcceptedItem) =>
      catalogue.some((f) => f.projectId === item.projectId && f.itemId === null && f.digitalOnly === true);
    // A parcel of downloads only ships nothing: its shop order has no shipping, partner or weight.
    const downloadsOnly = accepted.length > 0 && accepted.every(isDownload);
    if (accepted.length === 0 || (!group.shipping && !downloadsOnly)) continue;
    const first = accepted[0];
    const shopId = first ? (display.get(productKey(first.projectId, null))?.shopId ?? null) : null;
    for (const parcel of parcelsOf(group, accepted)) {
      shopOrders.push({
        values: {
          ...shopOrderValuesOf(parcel, group.vat.rateBasisPoints),
          shopId,
          groupKey: group.key,
          currency: priced.currency,
        },
        items: parcel.items.map((item) => ({
          ...orderItemOf(item, display, priced.currency, fundedBy),
          ...(isDownload(item) ? { digital: true } : {}),
        })),
      });
    }
    for (const item of accepted) {
      const facts = catalogue.find((f) => f.projectId === item.projectId && f.itemId === null);
      const sizes = Object.values(item.chosenSizes);
      lines.push({
        projectId: item.projectId,
        itemId: item.itemId,
        size: sizes.length ? sizes.join(' / ') : null,
        quantity: item.quantity,
        limitPerCustomer: facts?.limitPerCustomer ?? null,
      });
    }
  }
  return { shopOrders, boxItems: boxItemsOf(priced), lines };
}

type PricedGroup = PricedCart['groups'][number];
type AcceptedItem = Extract<PricedGroup['items'][number], { ok: true }>;
type ParcelShipping = Pick<
  NonNullable<PricedGroup['shipping']>,
  'amountMinor' | 'mode' | 'promoDiscountMinor' | 'taxMinor'
> & {
  partner: string | null;
};

/** One shop order of a group: its lines, its delivery and weight, and the split-or-wait choice it records. */
interface OrderParcel {
  items: AcceptedItem[];
  shipping: ParcelShipping | null;
  weightGrams: number;
  shipment: 'together' | 'split_now' | 'split_later' | null;
  expectedShipOn: string | null;
}

/**
 * The shop orders of a group: one (its shipment recorded as together when it offered the choice), or
 * two when the buyer chose split: the lines ready now with the first parcel, the pre-orders with the
 * second, each with its own shipping, so fulfilment sees two dispatches.
 */
function parcelsOf(group: PricedGroup, accepted: AcceptedItem[]): OrderParcel[] {
  const shipment = group.shipment;
  const expectedShipOn = shipment?.laterExpectedOn ?? null;
  if (!shipment || shipment.chosen === 'together' || !shipment.later) {
    return [
      {
        items: accepted,
        shipping: group.shipping,
        weightGrams: group.weightGrams,
        shipment: shipment ? 'together' : null,
        expectedShipOn,
      },
    ];
  }
  return [
    {
      items: accepted.filter((item) => !item.shipsLater),
      shipping: group.shipping,
      weightGrams: group.weightGrams,
      shipment: 'split_now',
      expectedShipOn: null,
    },
    {
      items: accepted.filter((item) => item.shipsLater),
      shipping: shipment.later,
      weightGrams: shipment.later.weightGrams,
      shipment: 'split_later',
      expectedShipOn,
    },
  ];
}

/** A shop order's amounts: its lines' and its parcel's shipping (a downloads-only parcel ships nothing). */
function shopOrderValuesOf(
  parcel: OrderParcel,
  taxRateBasisPoints: number,
): Omit<NewShopOrder['values'], 'groupKey' | 'currency'> {
  const shipping = parcel.shipping ?? {
    amountMinor: 0,
    mode: 'standard' as const,
    promoDiscountMinor: 0,
    taxMinor: 0,
    partner: null,
  };
  const sum = (of: (item: AcceptedItem) => number) => parcel.items.reduce((total, item) => total + of(item), 0);
  return {
    subtotalMinor: sum((item) => item.lineTotalMinor),
    shippingMinor: shipping.amountMinor,
    shippingType: shipping.mode,
    discountMinor: sum((item) => item.discountMinor) + shipping.promoDiscountMinor,
    taxMinor: sum((item) => item.taxMinor) + shipping.taxMinor,
    taxRateBasisPoints,
    totalMinor: sum((item) => item.amountMinor) + shipping.amountMinor,
    weightGrams: parcel.weightGrams,
    logistician: shipping.partner,
    shipment: parcel.shipment,
    expectedShipOn: parcel.expectedShipOn,
  };
}

/** The order item of an accepted line: its name as shown, unit price, discount and its funder, VAT. */
function orderItemOf(
  item: AcceptedItem,
  display: Map<string, ProductDisplay>,
  currency: PricedCart['currency'],
  fundedBy: NewShopOrder['items'][number]['discountFundedBy'],
): NewShopOrder['items'][number] {
  const shown = display.get(productKey(item.projectId, item.itemId)) ?? display.get(productKey(item.projectId, null));
  const sizes = Object.values(item.chosenSizes);
  return {
    projectId: item.projectId,
    itemId: item.itemId,
    name: shown
      ? `${shown.artistName} - ${shown.name}${shown.itemName ? ` (${shown.itemName})` : ''}`
      : `#${item.projectId}`,
    category: shown?.category ?? null,
    type: 'project',
    quantity: item.quantity,
    currency,
    unitPriceMinor: item.unitPriceMinor,
    totalMinor: item.lineTotalMinor,
    discountMinor: item.discountMinor,
    discountFundedBy: item.discountMinor > 0 ? fundedBy : null,
    taxMinor: item.taxMinor,
    chosenSizes: item.chosenSizes,
    size: sizes.length ? sizes.join(' / ') : null,
  };
}

/** One order item per accepted box. */
function boxItemsOf(priced: PricedCart): NewShopOrder['items'] {
  return priced.boxes.flatMap((box) =>
    box.ok
      ? [
          {
            name: `Vinyl box (${box.type === 'one' ? 1 : 2}/month, ${box.months} month${box.months > 1 ? 's' : ''})`,
            // Box entry (spec section 3): type one/two, periodicity; the subscription starts on payment.
            type: box.type,
            category: 'box',
            periodicity: box.periodicity,
            quantity: 1,
            currency: priced.currency,
            unitPriceMinor: box.totalMinor,
            totalMinor: box.totalMinor,
            taxMinor: box.taxMinor,
            shippingMinor: box.shippingMinor,
          },
        ]
      : [],
  );
}

/** The lines of the rows as contentsSignature reads them (to compare with an open order's). */
export function rowsContents(rows: OrderRows) {
  return [...rows.shopOrders.flatMap((group) => group.items), ...rows.boxItems].map((item) => ({
    projectId: item.projectId,
    itemId: item.itemId,
    size: item.size,
    quantity: item.quantity,
    category: item.category,
    type: item.type,
    periodicity: item.periodicity,
    totalMinor: item.totalMinor,
  }));
}
