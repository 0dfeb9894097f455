// POST cart/pay as a use case of named steps (docs/payments.md "The pay workflow"). The first run can be
// undone: price the cart, place the order (one transaction: locks, reuse or replace the open order,
// limits per customer, the order created and its copies held), open the payment at the provider and
// record its reference. When one of them fails, the steps done are undone in reverse (runSteps): the
// payment opened is cancelled at the provider, the order placed is released, its copies back in stock.
// The second run is never undone: once the payment is open, the customer may be paying it (3-D Secure,
// a webhook on its way), so a failure while paying with the chosen method or settling leaves the order
// open for a retry, the webhook or the release job, as a declined card does.
import type { CartPayParsed, CheckoutResponse } from '@spindle/contracts';
import { isCurrencyCode } from '@spindle/domain';
import { AppError } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import { runSteps, type Step, type StepLog } from '../../workflow/run-steps.ts';
import { ensurePaymentCustomer } from '../auth/index.ts';
import { type CartPricingService, type CartRepo, cartRequestOf, isPayable, pricingViewerOf } from '../cart/index.ts';
import { markPaymentCanceled, type PaymentProvider, type PaymentView } from '../payments/index.ts';
import { loadCheckoutResponse } from './checkout-response.ts';
import { addressOf, needsDelivery, paymentMethodOf, pickupPointOf, refusalError } from './checkout-request.ts';
import { settlePayment, type PaymentSettlementDeps } from './order-confirmation.ts';
import { buildOrderRows } from './order-rows.ts';
import type { PaymentRow } from './orders.repo.ts';
import { placeOrderInTx, type OrderPlacement, type PricedCheckout } from './place-order.ts';
import { OutOfStockError, releaseOrdersInTx } from './stock-reservations.ts';

export interface PayDeps extends PaymentSettlementDeps {
  carts: CartRepo;
  pricing: CartPricingService;
  provider: PaymentProvider;
  publishableKey: string | null;
  /** Where an undo that failed is reported. */
  logger: StepLog;
}

/** Who sent POST cart/pay, besides the viewer. */
export interface PayClient {
  ip: string | null;
  /** Origin of the links in the order's e-mails (http/link-origin.ts), kept with the order for later ones. */
  linkOrigin: string;
}

/** POST cart/pay as it arrives. */
export interface PayRequest extends PayClient {
  body: CartPayParsed;
  viewer: Viewer;
}

type PayingCheckout = PricedCheckout & { body: CartPayParsed };
type PlacedOrder = PayingCheckout & OrderPlacement;
/** The order with its payment at the provider (null: a free order, nothing to pay). */
type PayingOrder = PlacedOrder & { payment: { row: PaymentRow; view: PaymentView } | null };

/** POST cart/pay: the order of the stored cart, its copies held, its payment opened and, with a method, paid. */
export async function payCart(deps: PayDeps, request: PayRequest): Promise<CheckoutResponse> {
  const earlier = await answerAPaymentAlreadyMade(deps, request);
  if (earlier) return earlier;
  const opened = await runSteps(
    [priceTheCart(deps), placeTheOrder(deps), openThePayment(deps), recordThePaymentReference(deps)],
    request,
    deps.logger,
  );
  // Nothing is undone from here on (see the top of this file).
  const paid = await runSteps([payWithTheChosenMethod(deps), settleThePayment(deps)], opened, deps.logger);
  return loadCheckoutResponse(deps, paid.orderId, paid.payment?.view ?? null);
}

/**
 * A retry of a pay whose answer was lost (a crash, a timeout): when an unpaid order of the cart has a
 * payment the provider says succeeded, that order is confirmed (exactly once) and answered, instead of
 * a new order and a second charge; its hold may have expired, or the cart changed since. Null when
 * there is none (or the cart is not the viewer's: pricing refuses it with the right error).
 */
async function answerAPaymentAlreadyMade(
  deps: PayDeps,
  { body, viewer }: PayRequest,
): Promise<CheckoutResponse | null> {
  const cart = await deps.carts.findCart(body.cart_id);
  if (!cart || (cart.userId !== null && cart.userId !== (viewer.user?.id ?? null))) return null;
  for (const payment of await deps.orders.openPaymentsOfCart(cart.id, deps.provider.kind)) {
    const view = await deps.provider.getPayment({ providerRef: payment.providerRef });
    if (view.status !== 'succeeded') continue;
    await settlePayment(deps, { paymentId: payment.paymentId, orderId: payment.orderId, view });
    return loadCheckoutResponse(deps, payment.orderId, view);
  }
  return null;
}

/** Loads the cart, checks who pays, prices it again on the server, builds the order's rows. Reads only: no undo. */
function priceTheCart(deps: PayDeps): Step<PayRequest, PayingCheckout> {
  return { name: 'price the cart', run: (request) => priceCheckout(deps, request) };
}

async function priceCheckout(deps: PayDeps, { body, viewer, ip, linkOrigin }: PayRequest): Promise<PayingCheckout> {
  const cart = await deps.carts.findCart(body.cart_id);
  if (!cart) throw new AppError('not_found');
  const userId = viewer.user?.id ?? null;
  if (cart.userId !== null && cart.userId !== userId) throw new AppError('forbidden');
  if (await deps.orders.cartIsPaid(cart.id)) throw new AppError('cart_already_paid');
  const request = cartRequestOf(cart);
  const { priced, countryCode, currency, rates, display, catalogue } = await deps.pricing.price(
    request,
    pricingViewerOf(viewer),
    { cartId: cart.id },
  );
  if (!isPayable(priced)) throw refusalError(priced);
  if (usedUpPromo(priced)) throw new AppError('promo_code_not_applicable');
  if (priced.boxes.length > 0 && userId === null) throw new AppError('unauthorized');
  const email = (viewer.user?.email ?? request.customer?.email ?? '').trim().toLowerCase();
  const address = addressOf(request.customer, countryCode, email, needsDelivery(priced));
  const now = deps.clock();
  const rows = buildOrderRows(priced, display, catalogue);
  return {
    body,
    cartId: cart.id,
    userId,
    email,
    address,
    priced,
    currency,
    countryCode,
    rates,
    rows,
    pickupPoint: pickupPointOf(request, rows, countryCode),
    origin: body.origin ?? null,
    linkOrigin,
    ip,
    now,
    free: priced.totals.totalMinor === 0,
  };
}

/**
 * The typed code ran out for this customer since the cart was priced (its last use paid by someone
 * else, or the customer's own first order paid): the customer saw the discount, so the payment is
 * refused rather than charged at full price; removing the code pays the cart. The same count runs again
 * under the code's lock when the order is placed (promo-use.ts), for buyers who race.
 */
function usedUpPromo(priced: { promo: { refused: { reason: string } | null } }): boolean {
  const reason = priced.promo.refused?.reason;
  return reason === 'already_used' || reason === 'already_used_by_user' || reason === 'first_order_only';
}

/**
 * Places the order in one transaction (place-order.ts), then cancels the payments of the orders it
 * replaced. Undo: release the order (failed, copies back in stock, payment row canceled).
 */
function placeTheOrder(deps: PayDeps): Step<PayingCheckout, PlacedOrder> {
  return {
    name: 'place the order',
    run: (checkout) => placeOrder(deps, checkout),
    compensate: async (placed) => {
      await deps.db.transaction((tx) => releaseOrdersInTx(tx, [placed.orderId], deps.clock()));
    },
  };
}

async function placeOrder(deps: PayDeps, checkout: PayingCheckout): Promise<PlacedOrder> {
  let placement: OrderPlacement;
  try {
    placement = await deps.db.transaction((tx) => placeOrderInTx(tx, deps.orders, deps.provider.kind, checkout));
  } catch (error) {
    if (error instanceof OutOfStockError) throw new AppError('insufficient_stock');
    throw error;
  }
  for (const oldOrderId of placement.replacedOrderIds) await cancelPaymentOfOrder(deps, oldOrderId);
  return { ...checkout, ...placement };
}

/**
 * The payment of a replaced order, cancelled at the provider and then in our rows. When the provider
 * cannot cancel it (down, or the payment succeeded meanwhile), its row stays open: reconciliation asks
 * again, and a late success confirms that order or is refunded.
 */
async function cancelPaymentOfOrder(deps: PayDeps, orderId: number): Promise<void> {
  const payment = await deps.orders.paymentOf(orderId);
  if (!payment?.providerRef) return;
  const cancelled = await deps.provider.cancelPayment({ providerRef: payment.providerRef }).then(
    (view) => view.status === 'failed',
    () => false,
  );
  if (cancelled) await markPaymentCanceled(deps.db, payment.id);
}

/**
 * Creates the order's payment at the provider with the key `order:<id>:payment` (a retried request never
 * charges twice), or reads the one the reused order already has. Undo: cancel it at the provider.
 */
function openThePayment(deps: PayDeps): Step<PlacedOrder, PayingOrder> {
  return {
    name: 'open the payment',
    run: (placed) => openPayment(deps, placed),
    compensate: async ({ payment }) => {
      if (payment) await deps.provider.cancelPayment({ providerRef: payment.view.providerRef });
    },
  };
}

async function openPayment(deps: PayDeps, placed: PlacedOrder): Promise<PayingOrder> {
  if (placed.confirmedFree) return { ...placed, payment: null };
  const row = await deps.orders.paymentOf(placed.orderId);
  if (!row || !isCurrencyCode(row.currency)) throw new AppError('payment_not_found');
  const view = row.providerRef
    ? await deps.provider.getPayment({ providerRef: row.providerRef })
    : await deps.provider.createPayment({
        orderId: String(placed.orderId),
        amount: { amountMinor: row.amountMinor, currency: row.currency },
        idempotencyKey: row.idempotencyKey,
        customerEmail: placed.email,
        metadata: { cartId: placed.cartId },
        ...(await cardKeptForMonthlyBox(deps, placed)),
      });
  return { ...placed, payment: { row, view } };
}

/**
 * A monthly box is paid now and charged every month without its subscriber: its first payment is made
 * on the buyer's customer at the provider with `setupFutureUsage: 'off_session'` (Stripe's advice for
 * "pay now, charge later": the card is authenticated once, then kept on the customer).
 */
async function cardKeptForMonthlyBox(
  deps: PayDeps,
  placed: PlacedOrder,
): Promise<{ customerRef?: string; setupFutureUsage?: 'off_session' }> {
  const monthly = placed.rows.boxItems.some((item) => item.periodicity === 'monthly');
  if (!monthly || placed.userId === null) return {};
  const customer = await ensurePaymentCustomer(deps.db, (input) => deps.provider.createCustomer(input), placed.userId);
  return customer ? { customerRef: customer.ref, setupFutureUsage: 'off_session' } : {};
}

/** Keeps the provider's reference on the payment row: webhooks and the release job find the payment by it. */
function recordThePaymentReference(deps: PayDeps): Step<PayingOrder, PayingOrder> {
  return {
    name: 'record the payment reference',
    run: async (order) => {
      const { payment } = order;
      if (payment && !payment.row.providerRef)
        await deps.orders.setPaymentRef(payment.row.id, payment.view.providerRef);
      return order;
    },
  };
}

/** With a payment method in the request (a test card, a saved card, a Stripe PaymentMethod), pays with it. */
function payWithTheChosenMethod(deps: PayDeps): Step<PayingOrder, PayingOrder> {
  return { name: 'pay with the chosen method', run: (order) => payWithMethod(deps.provider, order) };
}

async function payWithMethod(provider: PaymentProvider, order: PayingOrder): Promise<PayingOrder> {
  const { body, payment } = order;
  if (!payment || !body.payment_method || payment.view.status !== 'requires_payment_method') return order;
  const view = await provider.confirmPayment({
    providerRef: payment.view.providerRef,
    paymentMethod: paymentMethodOf(body.payment_method),
    ...(body.return_url ? { returnUrl: body.return_url } : {}),
  });
  return { ...order, payment: { ...payment, view } };
}

/** Records the provider's answer and confirms the order when it succeeded; a free order's confirmation sends its e-mail. */
function settleThePayment(deps: PayDeps): Step<PayingOrder, PayingOrder> {
  return {
    name: 'settle the payment',
    run: async (order) => {
      if (order.confirmedFree) await deps.afterConfirm(order.confirmedFree);
      else if (order.payment) {
        await settlePayment(deps, {
          paymentId: order.payment.row.id,
          orderId: order.orderId,
          view: order.payment.view,
        });
      }
      return order;
    },
  };
}
