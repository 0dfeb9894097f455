// Demo orders: a few for the demo customer and the pro account, and a few dozen from fans, each with
// its shop order, items, payment, shipment when sent, loyalty points and the address it went to.
// Amounts follow the rules: VAT worked back from the gross, shipping from the rate table, a 6% service
// charge capped at 20 EUR.
import {
  SHIPPING_RATE_ROWS,
  cheapestPartner,
  orderWeightGrams,
  percentOfMinor,
  splitGross,
  vatRateOn,
  type ShopOrderStatus,
  type SeededRandom,
} from '@spindle/domain';
import type {
  customerAddresses,
  orderItems,
  orders,
  payments,
  points,
  shipments,
  shopOrders,
} from '../schema/index.ts';
import type { SeedContent } from './content-source.ts';
import type { PlannedProject } from './plan-projects.ts';
import type { SellersPlan } from './plan-sellers.ts';

type WithId<T> = T & { id: number };

/** The order rows and what hangs off them. */
export interface OrdersPlan {
  addresses: WithId<typeof customerAddresses.$inferInsert>[];
  orders: WithId<typeof orders.$inferInsert>[];
  shopOrders: WithId<typeof shopOrders.$inferInsert>[];
  items: WithId<typeof orderItems.$inferInsert>[];
  payments: (typeof payments.$inferInsert)[];
  shipments: (typeof shipments.$inferInsert)[];
  points: (typeof points.$inferInsert)[];
  /** Shop orders delivered, which their buyers may review. */
  delivered: { userId: number; shopOrderId: number; projectId: number; projectName: string; at: Date }[];
}

const SERVICE_CHARGE_BP = 600;
const SERVICE_CHARGE_CAP_MINOR = 2000;
const DAY_MS = 86_400_000;

/** Where an order of a project stands, from the project's step and type. */
function shopOrderStatusFor(project: PlannedProject, random: SeededRandom): ShopOrderStatus {
  const step = project.row.step;
  if (step === 'in_progress' || step === 'confirmed' || step === 'promo' || step === 'private') {
    return project.row.type === 'stock' ? random.pick(['sent', 'delivered', 'in_preparation'] as const) : 'confirmed';
  }
  if (step === 'successful' || step === 'to_do' || step === 'to_check')
    return random.pick(['launched', 'in_production', 'test_pressing_ok'] as const);
  return random.pick(['sent', 'delivered', 'delivered'] as const);
}

/** Plans the orders. */
export function planOrders(
  content: SeedContent,
  planned: readonly PlannedProject[],
  sellers: SellersPlan,
  random: SeededRandom,
  now: Date,
): OrdersPlan {
  const plan: OrdersPlan = {
    addresses: [],
    orders: [],
    shopOrders: [],
    items: [],
    payments: [],
    shipments: [],
    points: [],
    delivered: [],
  };
  const buyable = planned.filter(
    (project) =>
      ['in_progress', 'confirmed', 'successful', 'to_do', 'to_check', 'valid', 'paid'].includes(
        project.row.step ?? '',
      ) &&
      project.row.category !== 'project' &&
      (project.row.sold ?? 0) > 0,
  );
  const buyers: { userId: number; countryId: string; orders: number }[] = [
    { userId: sellers.demoUserIds.customer ?? 1, countryId: 'FR', orders: 4 },
    { userId: sellers.demoUserIds.pro ?? 4, countryId: 'US', orders: 2 },
    ...sellers.fanUserIds.slice(0, 36).map((userId) => ({
      userId,
      countryId: random.pick(['FR', 'FR', 'DE', 'BE', 'GB', 'US', 'ES', 'IT', 'NL']),
      orders: 1,
    })),
  ];
  let nextOrderId = 100_001;
  let nextShopOrderId = 200_001;
  let nextItemId = 300_001;
  let nextAddressId = 1;

  buyers.forEach((buyer, buyerIndex) => {
    const pick = random.fork(`orders:${buyer.userId}`);
    const person = content.person({
      index: 1000 + buyerIndex,
      countryCode: buyer.countryId,
      random: pick.fork('person'),
    });
    const addressId = nextAddressId++;
    const address = {
      firstname: person.firstname,
      lastname: person.lastname,
      address: person.address,
      zipCode: person.zipCode,
      city: person.city,
      countryId: buyer.countryId,
      phone: `+33 6 ${String(pick.int(10_000_000, 99_999_999)).replace(/(\d\d)(?=\d)/g, '$1 ')}`,
    };
    plan.addresses.push({ id: addressId, userId: buyer.userId, ...address });

    for (let n = 0; n < buyer.orders; n += 1) {
      const lines = pick.shuffle(buyable).slice(0, pick.int(1, 2));
      const first = lines[0];
      if (!first) continue;
      const paidAt = new Date(
        Math.max(first.row.createdAt.getTime() + DAY_MS, now.getTime() - pick.int(2, 120) * DAY_MS),
      );
      const weight = orderWeightGrams({
        itemsWeightGrams: lines.reduce((sum, line) => sum + (line.row.weightGrams ?? 0), 0),
        containsVinyl: lines.some((line) => line.row.category === 'vinyl'),
        packageWeightGrams: 120,
      });
      const shipping = cheapestPartner({
        rates: SHIPPING_RATE_ROWS,
        partnersWithStock: ['daudin'],
        countryCode: buyer.countryId,
        weightGrams: weight,
        mode: 'standard',
        inserts: 0,
      });
      if (!shipping.ok) continue;
      const subtotal = lines.reduce((sum, line) => sum + line.row.priceEurMinor, 0);
      const serviceCharge = Math.min(
        SERVICE_CHARGE_CAP_MINOR,
        percentOfMinor(subtotal + shipping.costMinor, SERVICE_CHARGE_BP, 'half_up'),
      );
      const rate = vatRateOn(buyer.countryId, paidAt);
      const total = subtotal + shipping.costMinor + serviceCharge;
      const tax = splitGross(subtotal + shipping.costMinor, rate).taxMinor;
      const orderId = nextOrderId++;
      const shopOrderId = nextShopOrderId++;
      const status = shopOrderStatusFor(first, pick);
      const sent = status === 'sent' || status === 'delivered';
      const sentAt = sent ? new Date(paidAt.getTime() + pick.int(2, 6) * DAY_MS) : null;
      plan.orders.push({
        id: orderId,
        userId: buyer.userId,
        status: 'confirmed',
        currency: 'EUR',
        subtotalMinor: subtotal,
        shippingMinor: shipping.costMinor,
        serviceChargeMinor: serviceCharge,
        taxMinor: tax,
        totalMinor: total,
        countryId: buyer.countryId,
        billingAddress: address,
        origin: pick.pick(['DI', 'GGO', 'IGO', 'FBO']),
        paidAt,
        createdAt: paidAt,
        updatedAt: paidAt,
      });
      plan.shopOrders.push({
        id: shopOrderId,
        orderId,
        shopId: first.row.shopId ?? null,
        groupKey: `s_${first.row.shopId ?? first.row.id}`,
        status,
        currency: 'EUR',
        subtotalMinor: subtotal,
        shippingMinor: shipping.costMinor,
        taxMinor: tax,
        taxRateBasisPoints: rate,
        totalMinor: subtotal + shipping.costMinor,
        weightGrams: weight,
        logistician: shipping.partner,
        customerAddressId: addressId,
        shippingAddress: address,
        sentAt,
        deliveredAt: status === 'delivered' && sentAt ? new Date(sentAt.getTime() + 3 * DAY_MS) : null,
        createdAt: paidAt,
        updatedAt: sentAt ?? paidAt,
      });
      for (const line of lines) {
        plan.items.push({
          id: nextItemId++,
          orderId,
          shopOrderId,
          projectId: line.row.id,
          name: `${line.row.artistName} - ${line.row.name}`,
          category: line.row.category,
          type: line.row.type ?? null,
          quantity: 1,
          currency: 'EUR',
          unitPriceMinor: line.row.priceEurMinor,
          totalMinor: line.row.priceEurMinor,
          taxMinor: splitGross(line.row.priceEurMinor, rate).taxMinor,
          size: (line.row.sizes ?? []).length ? pick.pick(line.row.sizes ?? ['M']) : null,
          digital: line.row.digitalEnabled ?? false,
          createdAt: paidAt,
        });
        if (status === 'delivered') {
          plan.delivered.push({
            userId: buyer.userId,
            shopOrderId,
            projectId: line.row.id,
            projectName: line.row.name,
            at: paidAt,
          });
        }
      }
      plan.payments.push({
        orderId,
        provider: 'test',
        providerRef: `test_pi_${orderId}`,
        idempotencyKey: `order-${orderId}-pay`,
        status: 'succeeded',
        amountMinor: total,
        currency: 'EUR',
        createdAt: paidAt,
        updatedAt: paidAt,
      });
      if (sentAt) {
        const trackingNumber = `6A${pick.int(10_000_000, 99_999_999)}${pick.int(100, 999)}`;
        plan.shipments.push({
          shopOrderId,
          trackingNumber,
          trackingTransporter: 'col',
          trackingLink: `https://www.laposte.fr/outils/suivre-vos-envois?code=${trackingNumber}`,
          transporter: 'Colissimo',
          logisticianId: `DAU-${shopOrderId}`,
          logistician: shipping.partner,
          status: status === 'delivered' ? 'delivered' : 'sent',
          sentAt,
          deliveredAt: status === 'delivered' ? new Date(sentAt.getTime() + 3 * DAY_MS) : null,
          createdAt: sentAt,
          updatedAt: sentAt,
        });
      }
      // Loyalty: 10 points per unit bought (BUSINESS-RULES "Orders").
      plan.points.push({
        userId: buyer.userId,
        points: 10 * lines.length,
        reason: 'purchase',
        orderId,
        createdAt: paidAt,
      });
    }
  });
  return plan;
}
