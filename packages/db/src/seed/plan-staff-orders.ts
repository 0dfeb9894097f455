// What the staff's order pages need in the demo (docs/admin.md "Orders, refunds and manual orders"): the
// built-in test provider's side of every seeded payment, so staff can refund a demo order through it as
// they would a real one; and one manual order, a free replacement demo-team sent the demo customer, ready
// to ship. Deterministic: built from the orders already planned, without drawing.
import type { manualOrders, orders, testProviderRecords } from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import type { OrdersPlan } from './plan-orders.ts';
import type { SellersPlan } from './plan-sellers.ts';

type OrderRow = OrdersPlan['orders'][number];

const DAY_MS = 86_400_000;

/**
 * The test provider's record of each seeded payment (the shape its store keeps: TestPaymentRecord in
 * apps/server's payments module): paid in full, nothing refunded yet.
 */
export function planTestProviderPayments(plan: OrdersPlan): (typeof testProviderRecords.$inferInsert)[] {
  return plan.payments.flatMap((payment) => {
    if (payment.provider !== 'test' || !payment.providerRef || payment.status !== 'succeeded') return [];
    const createdAt = (payment.createdAt ?? new Date(0)).toISOString();
    return [
      {
        kind: 'payment' as const,
        key: payment.providerRef,
        data: {
          providerRef: payment.providerRef,
          orderId: String(payment.orderId),
          amount: { amountMinor: payment.amountMinor, currency: payment.currency },
          status: 'succeeded',
          clientSecret: `${payment.providerRef}_secret_demo`,
          customerRef: null,
          customerEmail: null,
          metadata: {},
          declineCode: null,
          pendingCardNumber: null,
          refunds: [],
          createdAt,
        },
        createdAt: payment.createdAt,
        updatedAt: payment.createdAt,
      },
    ];
  });
}

const nextId = (rows: readonly { id: number }[]) => Math.max(0, ...rows.map((row) => row.id)) + 1;

/**
 * Adds a free replacement of the demo customer's first record, made by demo-team yesterday: a confirmed
 * order (origin manual) costing nothing, its shop order ready to ship, and who made it and why.
 */
export function addManualReplacement(
  plan: OrdersPlan,
  sellers: SellersPlan,
  now: Date,
): (typeof manualOrders.$inferInsert)[] {
  const customerId = sellers.demoUserIds.customer;
  const teamId = sellers.demoUserIds.team;
  const original = plan.orders.find((order) => order.userId === customerId);
  const shop = plan.shopOrders.find((row) => row.orderId === original?.id);
  const item = plan.items.find((row) => row.orderId === original?.id);
  if (!original || !shop || !item || teamId === undefined) return [];
  const at = new Date(now.getTime() - DAY_MS);
  const order: OrderRow & typeof orders.$inferInsert = {
    id: nextId(plan.orders),
    userId: customerId,
    status: 'confirmed',
    currency: 'EUR',
    countryId: original.countryId ?? null,
    billingAddress: original.billingAddress ?? null,
    origin: 'manual',
    paidAt: at,
    createdAt: at,
    updatedAt: at,
  };
  const shopOrderId = nextId(plan.shopOrders);
  plan.orders.push(order);
  plan.shopOrders.push({
    id: shopOrderId,
    orderId: order.id,
    shopId: shop.shopId ?? null,
    groupKey: shop.groupKey,
    status: 'confirmed',
    currency: 'EUR',
    taxRateBasisPoints: shop.taxRateBasisPoints ?? 0,
    weightGrams: shop.weightGrams ?? 0,
    logistician: shop.logistician ?? null,
    customerAddressId: shop.customerAddressId ?? null,
    shippingAddress: shop.shippingAddress ?? null,
    createdAt: at,
    updatedAt: at,
  });
  plan.items.push({
    ...item,
    id: nextId(plan.items),
    orderId: order.id,
    shopOrderId,
    quantity: 1,
    unitPriceMinor: 0,
    totalMinor: 0,
    discountMinor: 0,
    taxMinor: 0,
    createdAt: at,
  });
  const teamName = DEMO_ACCOUNTS.find((account) => account.role === 'team')?.name ?? 'Staff';
  return [
    {
      orderId: order.id,
      staffUserId: teamId,
      staffName: teamName,
      reason: 'replacement',
      payment: 'free',
      note: 'The first copy arrived warped.',
      createdAt: at,
    },
  ];
}
