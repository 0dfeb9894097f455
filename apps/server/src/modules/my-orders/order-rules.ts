// What a customer may still do with their own order, by its per-shop statuses (BUSINESS-RULES
// "Orders"; transitions in @spindle/domain steps.ts), and the tracking timeline the account shows.
import { canTransitionShopOrder, type OrderStatus, type ShopOrderStatus } from '@spindle/domain';

/**
 * Statuses a customer may cancel from: paid, not yet launched at the plant nor handed to the
 * logistician. (Staff may still cancel a launched order: the domain allows launched -> canceled.)
 */
export const CUSTOMER_CANCELLABLE_STATUSES: readonly ShopOrderStatus[] = ['creating', 'check_address', 'confirmed'];

/** Statuses in which the delivery address may change: the parcel is not being prepared yet. */
export const ADDRESS_EDITABLE_STATUSES: readonly ShopOrderStatus[] = [
  'creating',
  'check_address',
  'confirmed',
  'launched',
  'in_production',
  'test_pressing_ok',
];

/**
 * Shop-order statuses staff may cancel from: anything not handed to the carrier yet. Those the pressing
 * has started (in_production and after) cannot be cancelled; their shop order is refunded instead.
 */
export const STAFF_CANCELLABLE_STATUSES: readonly ShopOrderStatus[] = [
  'creating',
  'check_address',
  'confirmed',
  'launched',
  'in_production',
  'test_pressing_ok',
  'in_preparation',
];

/** Statuses in which staff may still change the delivery address: until the parcel is sent. */
export const STAFF_ADDRESS_EDITABLE_STATUSES: readonly ShopOrderStatus[] = [
  ...ADDRESS_EDITABLE_STATUSES,
  'in_preparation',
];

/** Orders a customer sees in the account: paid ones and refunded ones (abandoned checkouts are not orders yet). */
export const VISIBLE_ORDER_STATUSES: readonly OrderStatus[] = ['confirmed', 'refunded'];

/** Whether the customer may cancel the whole order: paid, and every shop order still cancellable. */
export function isOrderCancellable(status: OrderStatus, shopStatuses: readonly ShopOrderStatus[]): boolean {
  return (
    status === 'confirmed' &&
    shopStatuses.length > 0 &&
    shopStatuses.every(
      (shopStatus) =>
        CUSTOMER_CANCELLABLE_STATUSES.includes(shopStatus) && canTransitionShopOrder(shopStatus, 'canceled'),
    )
  );
}

/**
 * Whether staff may cancel the whole order: paid, not refunded, and no shop order sent yet (those
 * already cancelled or refunded stay so).
 */
export function isOrderCancellableByStaff(status: OrderStatus, shopStatuses: readonly ShopOrderStatus[]): boolean {
  return (
    status === 'confirmed' &&
    shopStatuses.some((shopStatus) => STAFF_CANCELLABLE_STATUSES.includes(shopStatus)) &&
    shopStatuses.every(
      (shopStatus) =>
        STAFF_CANCELLABLE_STATUSES.includes(shopStatus) || shopStatus === 'canceled' || shopStatus === 'refunded',
    )
  );
}

/** Whether the delivery address of a shop order may still change: by its buyer, or by staff (until sent). */
export function isAddressEditable(
  orderStatus: OrderStatus,
  shopStatus: ShopOrderStatus,
  by: 'buyer' | 'staff' = 'buyer',
): boolean {
  const statuses = by === 'staff' ? STAFF_ADDRESS_EDITABLE_STATUSES : ADDRESS_EDITABLE_STATUSES;
  return orderStatus === 'confirmed' && statuses.includes(shopStatus);
}

/**
 * The path of a record pressed for the order (funding, limited editions, pre-orders): its shop order
 * follows the production up to the address check (packages/domain pressing-orders.ts), then the parcel.
 */
const PRESSED_PATH: readonly ShopOrderStatus[] = [
  'confirmed',
  'launched',
  'in_production',
  'test_pressing_ok',
  'check_address',
  'in_preparation',
  'sent',
  'delivered',
];
/** The path of an item already in stock. */
const STOCK_PATH: readonly ShopOrderStatus[] = ['confirmed', 'in_preparation', 'sent', 'delivered'];

export interface TimelineStep {
  status: ShopOrderStatus;
  state: 'done' | 'current' | 'upcoming';
}

function stepsUpTo(path: readonly ShopOrderStatus[], currentIndex: number): TimelineStep[] {
  return path.map((status, index) => ({
    status,
    state: index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming',
  }));
}

/**
 * The tracking timeline of a shop order. `pressed` says whether it waits for a pressing (then it
 * passes launched, in_production, test_pressing_ok and the address check once the records reached the
 * warehouse). A stock item held for its address shows check_address after confirmed; canceled,
 * refunded and returned end the line where it stopped.
 */
export function trackingTimeline(status: ShopOrderStatus, pressed: boolean): TimelineStep[] {
  const path =
    pressed || ['launched', 'in_production', 'test_pressing_ok'].includes(status) ? PRESSED_PATH : STOCK_PATH;
  if (status === 'creating') return stepsUpTo(path, -1).map((step) => ({ ...step, state: 'upcoming' }));
  if (status === 'check_address' && path === STOCK_PATH) {
    return [
      { status: 'confirmed', state: 'done' },
      { status: 'check_address', state: 'current' },
      ...stepsUpTo(path.slice(1), -1),
    ];
  }
  if (status === 'canceled' || status === 'refunded') {
    return [
      { status: 'confirmed', state: 'done' },
      { status, state: 'current' },
    ];
  }
  if (status === 'returned') {
    const sentIndex = path.indexOf('sent');
    return [...stepsUpTo(path.slice(0, sentIndex + 1), sentIndex + 1), { status: 'returned', state: 'current' }];
  }
  return stepsUpTo(path, path.indexOf(status));
}
