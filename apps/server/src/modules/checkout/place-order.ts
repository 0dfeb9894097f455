// The order of a priced cart, placed in ONE transaction (docs/decisions/0009-stock-reservations.md):
// one checkout per cart and per customer at a time (advisory locks); the cart's open order reused when
// nothing about it changed, else released; the limits per customer, and the promo code's uses under the
// code's own lock, counted again; then
// the order, its shop orders, items and payment row created and the copies held. A throw anywhere
// rolls all of it back; once committed, the pay workflow undoes it by releasing the order.
import { emailIdentityOf, type CurrencyCode, type ExchangeRatesPpm, type PricedCart } from '@spindle/domain';
import { lockKey, type AddressSnapshot, type schema, type Tx } from '@spindle/db';
import { AppError } from '../../http/errors.ts';
import { openOrderPayment } from '../payments/index.ts';
import { copiesBought } from './cart-order-facts.ts';
import { checkPromoUseInTx } from './promo-use.ts';
import { sameAddress } from './checkout-request.ts';
import { confirmOrderInTx, type ConfirmOutcome } from './order-confirmation.ts';
import { rowsContents, type OrderRows } from './order-rows.ts';
import {
  contentsSignature,
  insertOrder,
  insertPickupAddress,
  pickupPointOfOrder,
  samePickupPoint,
  type NewShopOrder,
  type OrdersRepo,
  type PickupPointSnapshot,
} from './orders.repo.ts';
import { releaseOrdersInTx, reserveStock, RESERVATION_TTL_MS } from './stock-reservations.ts';

/** A cart priced for payment: everything its order is made of. */
export interface PricedCheckout {
  cartId: string;
  userId: number | null;
  email: string;
  address: AddressSnapshot;
  priced: PricedCart;
  currency: CurrencyCode;
  countryCode: string;
  rates: ExchangeRatesPpm;
  rows: OrderRows;
  pickupPoint: PickupPointSnapshot | null;
  origin: string | null;
  /** Origin links in the order's e-mails point to (PUBLIC_URL, else the one this checkout reached us at). */
  linkOrigin: string;
  ip: string | null;
  now: Date;
  /** Nothing to charge (a promo code covering everything): the order is confirmed without a payment. */
  free: boolean;
}

/** The order a checkout pays: reused or created, the orders it replaced, and a free order's confirmation. */
export interface OrderPlacement {
  orderId: number;
  replacedOrderIds: number[];
  confirmedFree: ConfirmOutcome | null;
}

/** Places the order of a checkout inside `tx`; throws OutOfStockError (roll back) when copies are short. */
export async function placeOrderInTx(
  tx: Tx,
  repo: OrdersRepo,
  provider: 'test' | 'stripe',
  checkout: PricedCheckout,
): Promise<OrderPlacement> {
  // One checkout per cart and per customer at a time: double clicks and parallel tabs queue here. A
  // customer is a user and an e-mail identity (copiesBought counts both), so both are locked, always
  // in this order (user, then e-mail) so that two checkouts cannot wait on each other.
  await lockKey(tx, `cart:${checkout.cartId}`);
  if (checkout.userId !== null) await lockKey(tx, `customer:user:${checkout.userId}`);
  if (checkout.email) await lockKey(tx, `customer:email:${emailIdentityOf(checkout.email)}`);
  if (await repo.cartIsPaid(checkout.cartId, tx)) throw new AppError('cart_already_paid');
  const open = await reuseOrReplaceOpenOrder(tx, repo, checkout);
  if (open.reusedOrderId !== null) return { orderId: open.reusedOrderId, replacedOrderIds: [], confirmedFree: null };
  await checkCustomerLimits(tx, checkout);
  await checkPromoUseInTx(tx, checkout);
  const created = await createOrderAndReserveStock(tx, provider, checkout);
  return { ...created, replacedOrderIds: open.replacedOrderIds };
}

/**
 * A retry (declined card, double click) pays the cart's open order when nothing about it changed;
 * otherwise every unpaid order of the cart is released (its copies back) for a new one.
 */
async function reuseOrReplaceOpenOrder(
  tx: Tx,
  repo: OrdersRepo,
  checkout: PricedCheckout,
): Promise<{ reusedOrderId: number | null; replacedOrderIds: number[] }> {
  const { priced, rows } = checkout;
  const open = await repo.openOrderOfCart(tx, checkout.cartId, checkout.now);
  const unchanged =
    open !== null &&
    open.totalMinor === priced.totals.totalMinor &&
    open.currency === checkout.currency &&
    open.promoCode === (priced.promo.applied?.promoCode ?? null) &&
    open.email === checkout.email &&
    sameAddress(open.billingAddress, checkout.address) &&
    samePickupPoint(await pickupPointOfOrder(tx, open.id), checkout.pickupPoint) &&
    (await repo.contentsOf(tx, open.id)) === contentsSignature(rowsContents(rows));
  if (open && unchanged) return { reusedOrderId: open.id, replacedOrderIds: [] };
  const replacedOrderIds = await releaseOrdersInTx(
    tx,
    await repo.creatingOrdersOfCart(tx, checkout.cartId),
    checkout.now,
  );
  return { reusedOrderId: null, replacedOrderIds };
}

/** Limits per customer, counted again under the lock (copies held by other open orders included). */
async function checkCustomerLimits(tx: Tx, checkout: PricedCheckout): Promise<void> {
  const { rows, userId, email } = checkout;
  const limited = rows.lines.filter((line) => line.limitPerCustomer !== null);
  if (!limited.length) return;
  const bought = await copiesBought(
    tx,
    limited.map((line) => line.projectId),
    { userId, email },
  );
  for (const line of limited) {
    const already = bought.get(line.projectId) ?? 0;
    const wanted = rows.lines.filter((l) => l.projectId === line.projectId).reduce((s, l) => s + l.quantity, 0);
    if (already + wanted > (line.limitPerCustomer ?? Infinity)) throw new AppError('limit_per_customer_exceeded');
  }
}

/** Creates the order, its shop orders and items, holds the copies, and adds the payment row (or confirms a free order). */
async function createOrderAndReserveStock(
  tx: Tx,
  provider: 'test' | 'stripe',
  checkout: PricedCheckout,
): Promise<Omit<OrderPlacement, 'replacedOrderIds'>> {
  const { rows, pickupPoint, now, priced } = checkout;
  const pickupAddressId = pickupPoint
    ? await insertPickupAddress(tx, { ...pickupPoint, userId: checkout.userId })
    : null;
  const id = await insertOrder(tx, orderValuesOf(checkout), shopOrdersOf(checkout, pickupAddressId), rows.boxItems);
  await reserveStock(tx, {
    orderId: id,
    cartId: checkout.cartId,
    lines: rows.lines,
    expiresAt: new Date(now.getTime() + RESERVATION_TTL_MS),
  });
  if (checkout.free) {
    // Held and consumed in the same transaction: the copies are the buyer's at once.
    return { orderId: id, confirmedFree: await confirmOrderInTx(tx, id, now) };
  }
  await openOrderPayment(tx, {
    orderId: id,
    provider,
    amountMinor: priced.totals.totalMinor,
    currency: checkout.currency,
  });
  return { orderId: id, confirmedFree: null };
}

/** The order row of a checkout, its amounts the priced cart's. */
function orderValuesOf(checkout: PricedCheckout): typeof schema.orders.$inferInsert {
  const { priced, currency } = checkout;
  return {
    userId: checkout.userId,
    cartId: checkout.cartId,
    status: 'creating',
    currency,
    exchangeRatePpm: checkout.rates[currency] ?? 1_000_000,
    subtotalMinor: priced.totals.subtotalMinor,
    shippingMinor: priced.totals.shippingMinor,
    discountMinor: priced.totals.discountMinor,
    serviceChargeMinor: priced.totals.serviceChargeMinor,
    taxMinor: priced.totals.taxMinor,
    totalMinor: priced.totals.totalMinor,
    countryId: checkout.countryCode,
    promoCode: priced.promo.applied?.promoCode ?? null,
    email: checkout.email,
    emailKey: checkout.email ? emailIdentityOf(checkout.email) : null,
    billingAddress: checkout.address,
    isGift: priced.isGift,
    origin: checkout.origin,
    linkOrigin: checkout.linkOrigin,
    ip: checkout.ip,
  };
}

/** The shop orders of a checkout, shipped to its address (and the chosen pickup point for pickup parcels). */
function shopOrdersOf(checkout: PricedCheckout, pickupAddressId: number | null): NewShopOrder[] {
  return checkout.rows.shopOrders.map((group) => ({
    ...group,
    values: {
      ...group.values,
      shippingAddress: checkout.address,
      pickupAddressId: group.values.shippingType === 'pickup' ? pickupAddressId : null,
    },
  }));
}
