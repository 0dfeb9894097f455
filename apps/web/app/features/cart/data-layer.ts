// Tag-manager data layer events of the cart (spec section 7, "Tracking and third parties"):
// add_to_cart, add_to_cart_box, purchase and purchase_box, in the GA4 e-commerce shape. Amounts are
// the server's, turned into major units only here, at the edge where the tag manager wants them.
import type { CartCalculateResponse, OrderSummary } from '@spindle/contracts';
import { CURRENCY_EXPONENT, type CurrencyCode } from '@spindle/domain';

/** One product of an e-commerce event. */
export interface DataLayerItem {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_category?: string;
  item_variant?: string;
  price: number;
  quantity: number;
}

/** An event pushed to window.dataLayer. */
export type DataLayerEvent =
  | { event: 'add_to_cart' | 'add_to_cart_box'; ecommerce: { currency: string; value: number; items: DataLayerItem[] } }
  | {
      event: 'purchase' | 'purchase_box';
      ecommerce: {
        transaction_id: string;
        currency: string;
        value: number;
        tax: number;
        shipping: number;
        coupon?: string;
        items: DataLayerItem[];
      };
    };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Minor units as the decimal number tag managers expect (1999 EUR cents -> 19.99; JPY stays whole). */
export function majorUnits(amountMinor: number, currency: string): number {
  const exponent = CURRENCY_EXPONENT[currency as CurrencyCode] ?? 2;
  return amountMinor / 10 ** exponent;
}

/** Pushes one event (the data layer is created when the tag manager has not loaded yet). */
export function pushDataLayer(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  // GA4 asks to clear the previous ecommerce object first, so fields never leak between events.
  window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push(event);
}

/** add_to_cart for a line just added, priced from the calculation that followed. */
export function addToCartEvent(
  priced: CartCalculateResponse,
  added: { project_id: number; item_id?: number | null; quantity: number },
): DataLayerEvent | null {
  const line = priced.shops
    .flatMap((shop) => shop.items)
    .find((item) => item.projectId === added.project_id && item.itemId === (added.item_id ?? null));
  if (!line) return null;
  const unitMinor = line.unitPriceMinor ?? 0;
  const item: DataLayerItem = {
    item_id: String(line.projectId),
    item_name: line.product?.name ?? String(line.projectId),
    price: majorUnits(unitMinor, priced.currency),
    quantity: added.quantity,
  };
  if (line.product?.artistName) item.item_brand = line.product.artistName;
  if (line.product?.category) item.item_category = line.product.category;
  if (line.product?.sizeLabel) item.item_variant = line.product.sizeLabel;
  return {
    event: 'add_to_cart',
    ecommerce: {
      currency: priced.currency,
      value: majorUnits(unitMinor * added.quantity, priced.currency),
      items: [item],
    },
  };
}

/** add_to_cart_box for a box just added. */
export function addToCartBoxEvent(
  priced: CartCalculateResponse,
  type: string,
  periodicity: string,
): DataLayerEvent | null {
  const box = priced.boxes.find((entry) => entry.type === type && entry.periodicity === periodicity);
  if (!box) return null;
  return {
    event: 'add_to_cart_box',
    ecommerce: {
      currency: priced.currency,
      value: majorUnits(box.totalMinor, priced.currency),
      items: [
        {
          item_id: `box_${type}_${periodicity}`,
          item_name: `box_${type}`,
          item_variant: periodicity,
          price: majorUnits(box.totalMinor, priced.currency),
          quantity: 1,
        },
      ],
    },
  };
}

/**
 * purchase (records and merch) and purchase_box (a box order) for a paid order; an order with both
 * sends both, each with its own items.
 */
export function purchaseEvents(order: OrderSummary, promoCode: string | null): DataLayerEvent[] {
  const money = (minor: number) => majorUnits(minor, order.currency);
  const toItem = (item: OrderSummary['items'][number]): DataLayerItem => ({
    item_id: item.projectId === null ? item.name : String(item.projectId),
    item_name: item.name,
    price: money(item.unitPriceMinor),
    quantity: item.quantity,
  });
  const records = order.items.filter((item) => item.projectId !== null);
  const boxes = order.items.filter((item) => item.projectId === null);
  const base = {
    transaction_id: String(order.id),
    currency: order.currency,
    value: money(order.totalMinor),
    tax: money(order.taxMinor),
    shipping: money(order.shippingMinor),
    ...(promoCode ? { coupon: promoCode } : {}),
  };
  const events: DataLayerEvent[] = [];
  if (records.length > 0 || boxes.length === 0)
    events.push({ event: 'purchase', ecommerce: { ...base, items: records.map(toItem) } });
  if (boxes.length > 0) events.push({ event: 'purchase_box', ecommerce: { ...base, items: boxes.map(toItem) } });
  return events;
}
