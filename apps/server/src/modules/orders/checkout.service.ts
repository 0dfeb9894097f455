// POST cart/pay and POST cart/confirm (docs/payments.md "Checkout"). Pay re-prices the stored cart on
// the server, then in ONE transaction creates the order, its shop orders, items and payment row and
// holds the copies (stock-reservations.ts); then it creates the payment at the provider with a key per
// order, so a retried request never charges twice. Confirm reads the payment's outcome and confirms
// the order exactly once (order-confirmation.ts), as the webhooks do.
import type { CartPayParsed, CheckoutResponse, PaymentMethodInput as PaymentMethodDto } from '@spindle/contracts';
import { isCurrencyCode, type PricedCart } from '@spindle/domain';
import { schema, type AddressSnapshot, type Db } from '@spindle/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { CartPricingService } from '../cart/cart-pricing.service.ts';
import { copiesBought } from '../cart/cart-facts.repo.ts';
import { isPayable } from '../cart/cart-response.ts';
import type { CartRepo } from '../cart/cart.repo.ts';
import { cartRequestOf, pricingViewerOf, REQUIRED_ADDRESS_FIELDS } from '../cart/cart.service.ts';
import type { PaymentMethodInput, PaymentProvider, PaymentView } from '../payments/providers/payment-provider.ts';
import { buildOrderRows, rowsContents } from './order-rows.ts';
import { confirmOrderInTx, type ConfirmOutcome } from './order-confirmation.ts';
import {
  contentsSignature,
  insertOrder,
  insertPickupAddress,
  lockKey,
  pickupPointOfOrder,
  samePickupPoint,
  type OrdersRepo,
  type PickupPointSnapshot,
} from './orders.repo.ts';
import { OutOfStockError, releaseOrdersInTx, reserveStock, RESERVATION_TTL_MS } from './stock-reservations.ts';
import { toCheckoutResponse } from './checkout-response.ts';

const { payments } = schema;

export interface CheckoutDeps {
  db: Db;
  orders: OrdersRepo;
  carts: CartRepo;
  pricing: CartPricingService;
  provider: PaymentProvider;
  publishableKey: string | null;
  clock: () => Date;
  /** The e-mail (or the refund of a payment that came after its copies were sold). */
  afterConfirm: (outcome: ConfirmOutcome) => Promise<void>;
}

function methodOf(dto: PaymentMethodDto): PaymentMethodInput {
  switch (dto.kind) {
    case 'test_card':
      return { kind: 'test_card', number: dto.number, expMonth: dto.exp_month, expYear: dto.exp_year, cvc: dto.cvc };
    case 'stripe':
      return { kind: 'stripe', paymentMethodId: dto.payment_method_id };
    case 'saved_card':
      return { kind: 'saved_card', cardRef: dto.card_ref };
  }
}

/** The delivery address of a checkout: every field the spec's customer address requires. */
function addressOf(
  customer: ReturnType<typeof cartRequestOf>['customer'],
  countryCode: string,
  email: string,
): AddressSnapshot {
  const missing: Record<string, string> = {};
  if (!email) missing.email = 'input_required';
  for (const field of REQUIRED_ADDRESS_FIELDS) {
    if (!customer?.[field]) missing[field] = 'input_required';
  }
  if (Object.keys(missing).length > 0) throw new AppError('input_required', { fields: missing });
  return {
    firstname: customer?.firstname ?? '',
    lastname: customer?.lastname ?? '',
    name: customer?.name ?? null,
    company: customer?.company ?? null,
    address: customer?.address ?? '',
    address2: customer?.address2 ?? null,
    zipCode: customer?.zip_code ?? '',
    city: customer?.city ?? '',
    state: customer?.state ?? null,
    countryId: countryCode,
    phone: customer?.phone ?? null,
    vatNumber: customer?.vat_number ?? null,
  };
}

/** Whether two address snapshots say the same (jsonb does not keep key order). */
function sameAddress(a: AddressSnapshot | null, b: AddressSnapshot): boolean {
  if (!a) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof AddressSnapshot)[]);
  return [...keys].every((key) => (a[key] ?? null) === (b[key] ?? null));
}

/** The chosen pickup point of a cart, when one of its parcels ships to a pickup point. */
function pickupPointOf(
  request: ReturnType<typeof cartRequestOf>,
  rows: ReturnType<typeof buildOrderRows>,
  countryCode: string,
): PickupPointSnapshot | null {
  const point = request.pickupPoint;
  if (!point || !rows.shopOrders.some((group) => group.values.shippingType === 'pickup')) return null;
  return {
    name: point.name,
    address: point.address,
    zipCode: point.zip_code,
    city: point.city,
    countryId: countryCode,
  };
}

/** Why a priced cart cannot be paid, as the spec-style error the page shows. */
function refusalError(priced: PricedCart): AppError {
  const refused = priced.groups.flatMap((group) => group.items).find((item) => !item.ok);
  const code = refused && !refused.ok ? refused.code : 'cart_empty';
  return new AppError(code === 'cart_empty' ? 'cart_empty' : code);
}

export function createCheckoutService(deps: CheckoutDeps) {
  const { db, orders, provider, clock } = deps;

  async function respond(orderId: number, view: PaymentView | null): Promise<CheckoutResponse> {
    const [order, items, expiry] = await Promise.all([
      orders.findOrder(orderId),
      orders.itemsOf(orderId),
      orders.reservationExpiry(orderId),
    ]);
    if (!order) throw new AppError('not_found');
    return toCheckoutResponse({
      order,
      items,
      view,
      provider: provider.kind,
      publishableKey: deps.publishableKey,
      expiry,
    });
  }

  /** Records the provider's answer; confirms when it says succeeded. */
  async function settle(paymentId: number, orderId: number, view: PaymentView): Promise<void> {
    if (view.status === 'succeeded') {
      const outcome = await db.transaction((tx) => confirmOrderInTx(tx, orderId, clock()));
      await deps.afterConfirm(outcome);
      return;
    }
    if (view.status === 'requires_action') await orders.recordPaymentAttempt(paymentId, 'requires_action', null);
    else if (view.status === 'requires_payment_method' || view.status === 'processing') {
      await orders.recordPaymentAttempt(paymentId, 'pending', view.declineCode);
    }
  }

  return {
    /** POST cart/pay. */
    async pay(body: CartPayParsed, viewer: Viewer, ip: string | null): Promise<CheckoutResponse> {
      const cart = await deps.carts.findCart(body.cart_id);
      if (!cart) throw new AppError('not_found');
      const userId = viewer.user?.id ?? null;
      if (cart.userId !== null && cart.userId !== userId) throw new AppError('forbidden');
      if (await orders.cartIsPaid(cart.id)) throw new AppError('cart_already_paid');
      const request = cartRequestOf(cart);
      const { priced, countryCode, currency, rates, display, catalogue } = await deps.pricing.price(
        request,
        pricingViewerOf(viewer),
        { cartId: cart.id },
      );
      if (!isPayable(priced)) throw refusalError(priced);
      if (priced.boxes.length > 0 && userId === null) throw new AppError('unauthorized');
      const email = (viewer.user?.email ?? request.customer?.email ?? '').trim().toLowerCase();
      const address = addressOf(request.customer, countryCode, email);
      const now = clock();
      const rows = buildOrderRows(priced, display, catalogue);
      const pickupPoint = pickupPointOf(request, rows, countryCode);
      // Nothing to charge (a promo code covering everything): the order is confirmed without a payment.
      const free = priced.totals.totalMinor === 0;
      let replaced: number[] = [];
      let created: { orderId: number; confirmedFree: ConfirmOutcome | null };
      try {
        created = await db.transaction(async (tx) => {
          // One checkout per cart and per customer at a time: double clicks and parallel tabs queue here.
          await lockKey(tx, `cart:${cart.id}`);
          await lockKey(tx, `customer:${userId ?? email}`);
          if (await orders.cartIsPaid(cart.id, tx)) throw new AppError('cart_already_paid');
          // A retry (declined card, double click) pays the open order when nothing about it changed.
          const open = await orders.openOrderOfCart(tx, cart.id, now);
          const unchanged =
            open !== null &&
            open.totalMinor === priced.totals.totalMinor &&
            open.currency === currency &&
            open.promoCode === (priced.promo.applied?.promoCode ?? null) &&
            open.email === email &&
            sameAddress(open.billingAddress, address) &&
            samePickupPoint(await pickupPointOfOrder(tx, open.id), pickupPoint) &&
            (await orders.contentsOf(tx, open.id)) === contentsSignature(rowsContents(rows));
          if (open && unchanged) return { orderId: open.id, confirmedFree: null };
          replaced = await releaseOrdersInTx(tx, await orders.creatingOrdersOfCart(tx, cart.id), now);
          // Limits per customer, counted again under the lock (copies held by other open orders included).
          const limited = rows.lines.filter((line) => line.limitPerCustomer !== null);
          if (limited.length) {
            const bought = await copiesBought(
              tx,
              limited.map((line) => line.projectId),
              { userId, email },
            );
            for (const line of limited) {
              const already = bought.get(line.projectId) ?? 0;
              const wanted = rows.lines
                .filter((l) => l.projectId === line.projectId)
                .reduce((s, l) => s + l.quantity, 0);
              if (already + wanted > (line.limitPerCustomer ?? Infinity))
                throw new AppError('limit_per_customer_exceeded');
            }
          }
          const pickupAddressId = pickupPoint ? await insertPickupAddress(tx, { ...pickupPoint, userId }) : null;
          const id = await insertOrder(
            tx,
            {
              userId,
              cartId: cart.id,
              status: 'creating',
              currency,
              exchangeRatePpm: rates[currency] ?? 1_000_000,
              subtotalMinor: priced.totals.subtotalMinor,
              shippingMinor: priced.totals.shippingMinor,
              discountMinor: priced.totals.discountMinor,
              serviceChargeMinor: priced.totals.serviceChargeMinor,
              taxMinor: priced.totals.taxMinor,
              totalMinor: priced.totals.totalMinor,
              countryId: countryCode,
              promoCode: priced.promo.applied?.promoCode ?? null,
              email,
              billingAddress: address,
              isGift: priced.isGift,
              origin: body.origin ?? null,
              ip,
            },
            rows.shopOrders.map((group) => ({
              ...group,
              values: {
                ...group.values,
                shippingAddress: address,
                pickupAddressId: group.values.shippingType === 'pickup' ? pickupAddressId : null,
              },
            })),
            rows.boxItems,
          );
          await reserveStock(tx, {
            orderId: id,
            cartId: cart.id,
            lines: rows.lines,
            expiresAt: new Date(now.getTime() + RESERVATION_TTL_MS),
          });
          if (free) {
            // Held and consumed in the same transaction: the copies are the buyer's at once.
            return { orderId: id, confirmedFree: await confirmOrderInTx(tx, id, now) };
          }
          await tx.insert(payments).values({
            orderId: id,
            provider: provider.kind,
            idempotencyKey: `order:${id}:payment`,
            status: 'pending',
            amountMinor: priced.totals.totalMinor,
            currency,
          });
          return { orderId: id, confirmedFree: null };
        });
      } catch (error) {
        if (error instanceof OutOfStockError) throw new AppError('insufficient_stock');
        throw error;
      }
      for (const oldOrderId of replaced) await cancelAtProvider(oldOrderId);
      const { orderId, confirmedFree } = created;
      if (confirmedFree) {
        await deps.afterConfirm(confirmedFree);
        return respond(orderId, null);
      }
      const payment = await orders.paymentOf(orderId);
      if (!payment || !isCurrencyCode(payment.currency)) throw new AppError('payment_not_found');
      let view: PaymentView;
      try {
        view = payment.providerRef
          ? await provider.getPayment({ providerRef: payment.providerRef })
          : await provider.createPayment({
              orderId: String(orderId),
              amount: { amountMinor: payment.amountMinor, currency: payment.currency },
              idempotencyKey: payment.idempotencyKey,
              customerEmail: email,
              metadata: { cartId: cart.id },
            });
      } catch (error) {
        // The provider is down: give the copies back now rather than at expiry.
        await db.transaction((tx) => releaseOrdersInTx(tx, [orderId], clock()));
        throw error;
      }
      if (!payment.providerRef) await orders.setPaymentRef(payment.id, view.providerRef);
      if (body.payment_method && view.status === 'requires_payment_method') {
        view = await provider.confirmPayment({
          providerRef: view.providerRef,
          paymentMethod: methodOf(body.payment_method),
          ...(body.return_url ? { returnUrl: body.return_url } : {}),
        });
      }
      await settle(payment.id, orderId, view);
      return respond(orderId, view);
    },

    /** POST cart/confirm: the 3-D Secure answer (test provider) or a read of the payment (Stripe.js confirmed it). */
    async confirm(
      input: { order_id: number; cart_id: string; authentication?: 'approve' | 'deny' | null | undefined },
      viewer: Viewer,
    ): Promise<CheckoutResponse> {
      const order = await orders.findOrder(input.order_id);
      if (!order || order.cartId !== input.cart_id) throw new AppError('not_found');
      if (order.userId !== null && order.userId !== (viewer.user?.id ?? null)) throw new AppError('forbidden');
      // A finished order reads as it is (a free order never had a payment).
      if (order.status === 'confirmed' || order.status === 'refunded') return respond(order.id, null);
      const payment = await orders.paymentOf(order.id);
      if (!payment?.providerRef) throw new AppError('payment_not_found');
      let view = await provider.getPayment({ providerRef: payment.providerRef });
      if (input.authentication && view.status === 'requires_action') {
        view = await provider.completeAuthentication({
          providerRef: payment.providerRef,
          approve: input.authentication === 'approve',
        });
      }
      await settle(payment.id, order.id, view);
      return respond(order.id, view);
    },
  };

  async function cancelAtProvider(orderId: number): Promise<void> {
    const payment = await orders.paymentOf(orderId);
    if (payment?.providerRef) await provider.cancelPayment({ providerRef: payment.providerRef }).catch(() => undefined);
    if (payment) await db.update(payments).set({ status: 'canceled' }).where(eq(payments.id, payment.id));
  }
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
