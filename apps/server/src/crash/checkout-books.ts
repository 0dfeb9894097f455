// The books a crash must not break, read from the server's own database: the provider's payments
// (the test provider's records), our orders of one project, and its copies.
import type { CrashServer } from './crash-harness.ts';

export interface CheckoutBooks {
  confirmedOrders: number;
  /** Customers with a succeeded, unrefunded payment at the provider and not exactly one confirmed order (or more than one such payment). */
  customersPaidWithoutOneOrder: { email: string; succeededPayments: number; confirmedOrders: number }[];
  /** Succeeded, unrefunded payments at the provider whose order is not confirmed. */
  paymentsSucceededWithoutConfirmedOrder: { providerRef: string; orderId: string; orderStatus: string | null }[];
  /** Orders still in creating/incomplete whose payment the provider has ended (succeeded or failed). */
  ordersWaitingOnEndedPayments: { orderId: number; status: string; providerStatus: string }[];
  copies: { available: number; held: number; sold: number; inConfirmedOrders: number; inOpenOrders: number };
}

interface ProviderPayment {
  provider_ref: string;
  order_id: string;
  status: string;
  refunded_minor: number;
  amount_minor: number;
}

interface OrderRow {
  id: number;
  status: string;
  email: string;
  quantity: number;
}

export async function checkoutBooks(server: CrashServer, projectId: number): Promise<CheckoutBooks> {
  const orders = await server.query<OrderRow>(`
    select o.id, o.status, o.email, sum(oi.quantity)::int as quantity
    from orders o join order_items oi on oi.order_id = o.id
    where oi.project_id = ${projectId}
    group by o.id, o.status, o.email`);
  const orderIds = new Set(orders.map((order) => String(order.id)));
  const providerPayments = (
    await server.query<ProviderPayment>(`
      select key as provider_ref, data->>'orderId' as order_id, data->>'status' as status,
        coalesce((select sum((refund->>'amountMinor')::int) from jsonb_array_elements(data->'refunds') refund), 0)::int as refunded_minor,
        (data->'amount'->>'amountMinor')::int as amount_minor
      from test_provider_records where kind = 'payment'`)
  ).filter((payment) => orderIds.has(payment.order_id));
  const orderById = new Map(orders.map((order) => [String(order.id), order]));
  const kept = providerPayments.filter(
    (payment) => payment.status === 'succeeded' && payment.refunded_minor < payment.amount_minor,
  );

  const byEmail = new Map<string, { succeededPayments: number; confirmedOrders: number }>();
  for (const order of orders) {
    const entry = byEmail.get(order.email) ?? { succeededPayments: 0, confirmedOrders: 0 };
    if (order.status === 'confirmed') entry.confirmedOrders += 1;
    byEmail.set(order.email, entry);
  }
  for (const payment of kept) {
    const email = orderById.get(payment.order_id)?.email ?? '';
    const entry = byEmail.get(email) ?? { succeededPayments: 0, confirmedOrders: 0 };
    entry.succeededPayments += 1;
    byEmail.set(email, entry);
  }
  const [project] = await server.query<{ stock: number; sold: number; held: number }>(`
    select p.stock, p.sold,
      coalesce((select sum(quantity) from stock_reservations r where r.project_id = p.id and r.released_at is null), 0)::int as held
    from projects p where p.id = ${projectId}`);
  const sumOf = (statuses: string[]) =>
    orders.filter((order) => statuses.includes(order.status)).reduce((sum, order) => sum + order.quantity, 0);

  return {
    confirmedOrders: orders.filter((order) => order.status === 'confirmed').length,
    customersPaidWithoutOneOrder: [...byEmail.entries()]
      .filter(
        ([, entry]) =>
          (entry.succeededPayments > 0 || entry.confirmedOrders > 0) &&
          !(entry.succeededPayments === 1 && entry.confirmedOrders === 1),
      )
      .map(([email, entry]) => ({ email, ...entry })),
    paymentsSucceededWithoutConfirmedOrder: kept
      .filter((payment) => orderById.get(payment.order_id)?.status !== 'confirmed')
      .map((payment) => ({
        providerRef: payment.provider_ref,
        orderId: payment.order_id,
        orderStatus: orderById.get(payment.order_id)?.status ?? null,
      })),
    ordersWaitingOnEndedPayments: providerPayments
      .filter((payment) => payment.status === 'succeeded' || payment.status === 'failed')
      .flatMap((payment) => {
        const order = orderById.get(payment.order_id);
        return order && (order.status === 'creating' || order.status === 'incomplete')
          ? [{ orderId: order.id, status: order.status, providerStatus: payment.status }]
          : [];
      }),
    copies: {
      available: project?.stock ?? 0,
      held: project?.held ?? 0,
      sold: project?.sold ?? 0,
      inConfirmedOrders: sumOf(['confirmed']),
      inOpenOrders: sumOf(['creating', 'incomplete']),
    },
  };
}
