// Demo orders: a few for the demo customer and the pro account, and a few dozen from fans, each with
// its shop order, items, payment, shipment when sent, loyalty points and the address it went to.
// Amounts follow the rules: VAT worked back from the gross, shipping from the rate table, a 6% service
// charge capped at 20 EUR.
import {
  SHIPPING_RATE_ROWS,
  businessWeekOf,
  cheapestPartner,
  instantsOfBusinessDays,
  orderWeightGrams,
  parseBusinessDay,
  percentOfMinor,
  reviewRequestDueAt,
  splitGross,
  vatRateOn,
  type ShopOrderStatus,
  type SeededRandom,
} from '@spindle/domain';
import type {
  customerAddresses,
  manualOrders,
  orderItems,
  orders,
  payments,
  points,
  shipments,
  shopOrders,
  testProviderRecords,
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
  /** Lines of shop orders sent or delivered, which their buyers may review (the reviews module's rule). */
  reviewable: {
    userId: number;
    orderId: number;
    shopOrderId: number;
    projectId: number;
    projectName: string;
    /** The buyer's name as the order has it (the review's signature). */
    buyerName: string;
    /** When the parcel left. */
    at: Date;
  }[];
  /** Who made the orders staff made by hand, and why (plan-staff-orders.ts). */
  manualOrders: (typeof manualOrders.$inferInsert)[];
  /** The test provider's side of the payments, so staff can refund them (plan-staff-orders.ts). */
  providerRecords: (typeof testProviderRecords.$inferInsert)[];
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

/** Steps at which a project takes orders. */
const BUYABLE_STEPS = ['in_progress', 'confirmed', 'successful', 'to_do', 'to_check', 'valid', 'paid'];

/** A buyer and how many orders they place. */
interface Buyer {
  userId: number;
  countryId: string;
  orders: number;
}

/** The address an order is billed and shipped to (stored on the order as it was then). */
type PostalAddress = Omit<typeof customerAddresses.$inferInsert, 'id' | 'userId'>;

/** Ids to hand out next: they start at round numbers so a demo order is easy to spot. */
interface NextIds {
  order: number;
  shopOrder: number;
  item: number;
  address: number;
}

/** The amounts of an order, computed as the checkout does. */
interface OrderAmounts {
  weightGrams: number;
  shippingMinor: number;
  logistician: string;
  subtotalMinor: number;
  serviceChargeMinor: number;
  vatRateBp: number;
  taxMinor: number;
  totalMinor: number;
}

/** An order that goes into the plan: who, when, what it costs and where it stands. */
interface PlacedOrder extends OrderAmounts {
  orderId: number;
  shopOrderId: number;
  buyer: Buyer;
  addressId: number;
  address: PostalAddress;
  paidAt: Date;
  status: ShopOrderStatus;
  sentAt: Date | null;
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
    reviewable: [],
    manualOrders: [],
    providerRecords: [],
  };
  const buyable = planned.filter(
    (project) =>
      BUYABLE_STEPS.includes(project.row.step ?? '') &&
      project.row.category !== 'project' &&
      (project.row.sold ?? 0) > 0,
  );
  const buyers = pickBuyers(sellers, random);
  const ids: NextIds = { order: 100_001, shopOrder: 200_001, item: 300_001, address: 1 };

  const homes: BuyerHome[] = buyers.map((buyer, buyerIndex) => {
    // Each buyer draws from a stream of their own, so one buyer's draws never shift another's.
    const pick = random.fork(`orders:${buyer.userId}`);
    const addressId = ids.address++;
    const address = drawBuyerAddress(content, buyer, 1000 + buyerIndex, pick);
    plan.addresses.push({ id: addressId, userId: buyer.userId, ...address });
    for (let n = 0; n < buyer.orders; n += 1) {
      const lines = pick.shuffle(buyable).slice(0, pick.int(1, 2));
      addOrder(plan, ids, { buyer, addressId, address, lines, pick, now });
    }
    return { buyer, addressId, address };
  });
  addOrdersToShipThisWeek(plan, ids, { buyable, buyers, random: random.fork('dispatch'), now });
  addProductionDemoOrders(plan, ids, { planned, homes, random: random.fork('production-demo'), now });
  addSalesBehindDemoCounts(plan, ids, { planned, homes, random: random.fork('demo-sales'), now });
  return plan;
}

/** Places one order of the project per fan who has none of it, splitting the copies; returns those placed. */
function addOneOrderPerNewFan(
  plan: OrdersPlan,
  ids: NextIds,
  scene: {
    project: PlannedProject;
    fans: readonly BuyerHome[];
    pick: SeededRandom;
    missing: number;
    now: Date;
  },
): number {
  const buyerOf = new Map(plan.orders.map((order) => [order.id, order.userId]));
  const owners = new Set(
    plan.items.filter((item) => item.projectId === scene.project.row.id).map((item) => buyerOf.get(item.orderId ?? 0)),
  );
  const free = scene.fans.filter((home) => !owners.has(home.buyer.userId));
  let placed = 0;
  free.forEach((home, index) => {
    const copies = Math.ceil((scene.missing - placed) / (free.length - index));
    if (copies <= 0) return;
    const paidAt = new Date(
      Math.max(scene.project.row.createdAt.getTime() + DAY_MS, scene.now.getTime() - scene.pick.int(1, 120) * DAY_MS),
    );
    const lines = Array.from({ length: copies }, () => scene.project);
    // Funded and waiting for its production to start, as the demo customer's pre-order; further on,
    // where the project's step puts it.
    const status = scene.project.row.step === 'successful' ? { status: 'confirmed' as const } : {};
    const draft = { ...home, lines, pick: scene.pick, now: scene.now, paidAt, ...status };
    if (addOrder(plan, ids, { ...draft, reviewable: false })) placed += copies;
  });
  return placed;
}

/** The demo artist's and the demo label's projects: the dashboards a demo account opens. */
export function isDemoSellerProject(project: PlannedProject): boolean {
  return project.row.artistId === 1 || project.row.labelId === 1;
}

/** Copies of each project the planned orders hold. */
function unitsOrdered(plan: OrdersPlan): Map<number, number> {
  const units = new Map<number, number>();
  for (const { projectId, quantity } of plan.items) {
    if (projectId != null) units.set(projectId, (units.get(projectId) ?? 0) + (quantity ?? 1));
  }
  return units;
}

/**
 * The orders behind the copies the demo sellers' projects have sold (issue 18: a dashboard showed 116
 * copies sold beside 1 order). Every copy the project's `sold` counts is a unit of a paid order: fans
 * buy one to three copies at a time, records in stock arrived (paid at least ten days ago), other
 * projects wait for their pressing as their step says; a project funded or in production gets one
 * order per fan instead (its production e-mails each order's buyer at every step). Where the orders above already hold more
 * copies than `sold`, `sold` is raised to them (the checkout counts each one). Placed last, from a
 * stream of their own, so no earlier order moves; left out of the review requests' sample so the
 * demo's reviews stay those of the orders above.
 */
function addSalesBehindDemoCounts(
  plan: OrdersPlan,
  ids: NextIds,
  scene: { planned: readonly PlannedProject[]; homes: readonly BuyerHome[]; random: SeededRandom; now: Date },
): void {
  const fans = scene.homes.slice(2);
  const ordered = unitsOrdered(plan);
  let turn = 0;
  for (const project of scene.planned.filter(isDemoSellerProject)) {
    const already = ordered.get(project.row.id) ?? 0;
    if (already > (project.row.sold ?? 0)) project.row.sold = already;
    let missing = (project.row.sold ?? 0) - already;
    const pick = scene.random.fork(`project:${project.row.id}`);
    if (['successful', 'to_do', 'to_check'].includes(project.row.step ?? '')) {
      // Its production tells each order's buyer of every step: one larger order per fan, from fans
      // who have none of it yet, keeps that to a few dozen e-mails, each to a different person.
      missing -= addOneOrderPerNewFan(plan, ids, { ...scene, project, fans, pick, missing });
    }
    const inStock = project.row.type === 'stock';
    // Records in stock arrived; a funded project's pre-orders wait for its production to start, as the
    // demo customer's do (addProductionDemoOrders); the rest stand where the project's step puts them.
    const status: ShopOrderStatus | undefined = inStock
      ? 'delivered'
      : project.row.step === 'successful'
        ? 'confirmed'
        : undefined;
    while (missing > 0 && fans.length > 0) {
      const home = fans[turn++ % fans.length];
      if (!home) break;
      const copies = Math.min(missing, pick.pick([1, 1, 2, 2, 3]));
      const daysAgo = pick.int(inStock ? 10 : 1, 120);
      const paidAt = new Date(
        Math.max(project.row.createdAt.getTime() + DAY_MS, scene.now.getTime() - daysAgo * DAY_MS),
      );
      const lines = Array.from({ length: copies }, () => project);
      const placed = addOrder(plan, ids, {
        ...home,
        lines,
        pick,
        now: scene.now,
        paidAt,
        ...(status ? { status } : {}),
        reviewable: false,
      });
      // A buyer no partner ships to: the next fan takes the copies.
      if (placed) missing -= copies;
      else if (turn > fans.length * 4) break;
    }
  }
}

/** Who ships this week's orders waiting to ship, in turn, and the country of the buyer each goes to. */
const THIS_WEEK_TO_SHIP = [
  { logistician: 'bigblue', countryId: 'FR', status: 'confirmed' },
  { logistician: 'daudin', countryId: 'FR', status: 'confirmed' },
  { logistician: 'bigblue', countryId: 'BE', status: 'confirmed' },
  { logistician: 'daudin', countryId: 'DE', status: 'in_preparation' },
  { logistician: 'whiplash', countryId: 'US', status: 'confirmed' },
  { logistician: 'bigblue', countryId: 'FR', status: 'in_preparation' },
  { logistician: 'daudin', countryId: 'FR', status: 'confirmed' },
  { logistician: 'rom', countryId: 'GB', status: 'confirmed' },
] as const satisfies readonly { logistician: string; countryId: string; status: ShopOrderStatus }[];

/**
 * Paid orders of records in stock waiting to ship this business week (Monday to now, Paris), at four
 * logisticians, so /admin/dispatch has work in the demo: the first is the demo customer's (at
 * Bigblue), the others fans', each to the address they already have (a fan of the slot's country when
 * there is one). Paid at even steps between Monday's midnight and the demo's "today".
 */
function addOrdersToShipThisWeek(
  plan: OrdersPlan,
  ids: NextIds,
  input: { buyable: readonly PlannedProject[]; buyers: readonly Buyer[]; random: SeededRandom; now: Date },
): void {
  const { buyers, random, now } = input;
  const inStock = input.buyable.filter((project) => project.row.type === 'stock' && project.row.step === 'in_progress');
  const weekStart = instantsOfBusinessDays({ from: parseBusinessDay(businessWeekOf(now).from) }).fromInclusive ?? now;
  const spanMs = now.getTime() - weekStart.getTime();
  const fans = buyers.slice(2);
  const taken = new Set<number>();
  THIS_WEEK_TO_SHIP.forEach((slot, index) => {
    const buyer =
      index === 0
        ? buyers[0]
        : (fans.find((fan) => !taken.has(fan.userId) && fan.countryId === slot.countryId) ??
          fans.find((fan) => !taken.has(fan.userId)));
    const saved = plan.addresses.find((address) => address.userId === buyer?.userId);
    if (!buyer || !saved) return;
    taken.add(buyer.userId);
    const { id: addressId, userId: _userId, ...address } = saved;
    const pick = random.fork(`slot:${index}`);
    const lines = pick.shuffle(inStock).slice(0, pick.int(1, 2));
    const paidAt = new Date(weekStart.getTime() + Math.floor((spanMs * (index + 1)) / (THIS_WEEK_TO_SHIP.length + 1)));
    const fixed = { paidAt, status: slot.status, logistician: slot.logistician };
    addOrder(plan, ids, { buyer, addressId, address, lines, pick, now, fixed });
  });
}

/** A buyer with the address their orders go to. */
interface BuyerHome {
  buyer: Buyer;
  addressId: number;
  address: PostalAddress;
}

/**
 * The demo artist's successful projects (ready to start production) have paid pre-orders waiting: the
 * demo customer's and two fans' (one in France, one in Germany), so the buyers' order pages show
 * the production's stage and the address check e-mails go to several languages' readers. Placed
 * after every other order, from a stream of their own, so no other order changes.
 */
function addProductionDemoOrders(
  plan: OrdersPlan,
  ids: NextIds,
  scene: { planned: readonly PlannedProject[]; homes: readonly BuyerHome[]; random: SeededRandom; now: Date },
): void {
  const projects = scene.planned.filter((project) => project.row.step === 'successful' && project.row.artistId === 1);
  const buyers = [
    scene.homes[0],
    ...scene.homes
      .slice(2)
      .filter((home) => ['FR', 'DE'].includes(home.buyer.countryId))
      .slice(0, 2),
  ];
  for (const project of projects) {
    for (const home of buyers) {
      if (!home) continue;
      const pick = scene.random.fork(`${project.row.id}:${home.buyer.userId}`);
      addOrder(plan, ids, { ...home, lines: [project], pick, now: scene.now, status: 'confirmed' });
    }
  }
}

/** The demo customer (4 orders), the pro account (2) and 36 fans from around Europe and the US (1 each). */
function pickBuyers(sellers: SellersPlan, random: SeededRandom): Buyer[] {
  return [
    { userId: sellers.demoUserIds.customer ?? 1, countryId: 'FR', orders: 4 },
    { userId: sellers.demoUserIds.pro ?? 4, countryId: 'US', orders: 2 },
    ...sellers.fanUserIds.slice(0, 36).map((userId) => ({
      userId,
      countryId: random.pick(['FR', 'FR', 'DE', 'BE', 'GB', 'US', 'ES', 'IT', 'NL']),
      orders: 1,
    })),
  ];
}

/** A made-up person living in the buyer's country, with a phone number. */
function drawBuyerAddress(content: SeedContent, buyer: Buyer, personIndex: number, pick: SeededRandom): PostalAddress {
  const person = content.person({ index: personIndex, countryCode: buyer.countryId, random: pick.fork('person') });
  return {
    firstname: person.firstname,
    lastname: person.lastname,
    address: person.address,
    zipCode: person.zipCode,
    city: person.city,
    countryId: buyer.countryId,
    phone: `+33 6 ${String(pick.int(10_000_000, 99_999_999)).replace(/(\d\d)(?=\d)/g, '$1 ')}`,
  };
}

/** What addOrder needs to place one order of a buyer. */
interface OrderDraft {
  buyer: Buyer;
  addressId: number;
  address: PostalAddress;
  lines: readonly PlannedProject[];
  pick: SeededRandom;
  now: Date;
  /** This week's orders waiting to ship: when they were paid, where they stand, who ships them. */
  fixed?: { paidAt: Date; status: ShopOrderStatus; logistician: string };
  /** Where the order stands; by default drawn from the first line's project step. */
  status?: ShopOrderStatus;
  /** When it was paid; by default drawn in the last four months. */
  paidAt?: Date;
  /** False: its lines are not offered to the demo's review sample. */
  reviewable?: false;
}

/**
 * Places one order of projects (one shop order, as the first line's shop sends it) with its items,
 * payment, shipment when sent and loyalty points. Skipped when no partner ships it.
 */
function addOrder(plan: OrdersPlan, ids: NextIds, draft: OrderDraft): boolean {
  const { buyer, lines, pick, now } = draft;
  const first = lines[0];
  if (!first) return false;
  // Paid at least a day after the project went up, within the last four months.
  const paidAt =
    draft.fixed?.paidAt ??
    draft.paidAt ??
    new Date(Math.max(first.row.createdAt.getTime() + DAY_MS, now.getTime() - pick.int(2, 120) * DAY_MS));
  const priced = priceOrder(lines, buyer.countryId, paidAt);
  if (!priced) return false;
  const amounts = draft.fixed ? { ...priced, logistician: draft.fixed.logistician } : priced;
  const orderId = ids.order++;
  const shopOrderId = ids.shopOrder++;
  const status = draft.fixed?.status ?? draft.status ?? shopOrderStatusFor(first, pick);
  const sent = status === 'sent' || status === 'delivered';
  const sentAt = sent ? new Date(paidAt.getTime() + pick.int(2, 6) * DAY_MS) : null;
  const { addressId, address } = draft;
  const order: PlacedOrder = { ...amounts, orderId, shopOrderId, buyer, addressId, address, paidAt, status, sentAt };

  // The rows are made in this order because each may draw from `pick`: the demo depends on it.
  plan.orders.push(buildOrderRow(order, pick));
  plan.shopOrders.push(buildShopOrderRow(order, first, now));
  // Copies of one project make one line with their quantity.
  const distinct = [...new Set(lines)];
  for (const line of distinct) {
    const quantity = lines.filter((other) => other === line).length;
    plan.items.push(buildItemRow(order, line, ids.item++, pick, quantity));
    if (sentAt && draft.reviewable !== false) {
      plan.reviewable.push({
        userId: buyer.userId,
        orderId,
        shopOrderId,
        projectId: line.row.id,
        projectName: line.row.name,
        buyerName: `${address.firstname} ${address.lastname}`,
        at: sentAt,
      });
    }
  }
  plan.payments.push(buildPaymentRow(order));
  if (sentAt) plan.shipments.push(buildShipmentRow(order, sentAt, pick));
  // Loyalty: 10 points per unit bought (BUSINESS-RULES "Orders").
  plan.points.push({ userId: buyer.userId, points: 10 * lines.length, reason: 'purchase', orderId, createdAt: paidAt });
  return true;
}

/** Weight, shipping, service charge and VAT of the lines, or null when no partner ships them there. */
function priceOrder(lines: readonly PlannedProject[], countryId: string, paidAt: Date): OrderAmounts | null {
  const weightGrams = orderWeightGrams({
    itemsWeightGrams: lines.reduce((sum, line) => sum + (line.row.weightGrams ?? 0), 0),
    containsVinyl: lines.some((line) => line.row.category === 'vinyl'),
    packageWeightGrams: 120,
  });
  const shipping = cheapestPartner({
    rates: SHIPPING_RATE_ROWS,
    partnersWithStock: ['daudin'],
    countryCode: countryId,
    weightGrams,
    mode: 'standard',
    inserts: 0,
  });
  if (!shipping.ok) return null;
  const subtotalMinor = lines.reduce((sum, line) => sum + line.row.priceEurMinor, 0);
  const serviceChargeMinor = Math.min(
    SERVICE_CHARGE_CAP_MINOR,
    percentOfMinor(subtotalMinor + shipping.costMinor, SERVICE_CHARGE_BP, 'half_up'),
  );
  const vatRateBp = vatRateOn(countryId, paidAt);
  return {
    weightGrams,
    shippingMinor: shipping.costMinor,
    logistician: shipping.partner,
    subtotalMinor,
    serviceChargeMinor,
    vatRateBp,
    taxMinor: splitGross(subtotalMinor + shipping.costMinor, vatRateBp).taxMinor,
    totalMinor: subtotalMinor + shipping.costMinor + serviceChargeMinor,
  };
}

/** Delivered three days after it was sent, when it was. */
function computeDeliveredAt(order: PlacedOrder): Date | null {
  return order.status === 'delivered' && order.sentAt ? new Date(order.sentAt.getTime() + 3 * DAY_MS) : null;
}

/** The order the buyer paid, with the origin of the visit. */
function buildOrderRow(order: PlacedOrder, pick: SeededRandom): OrdersPlan['orders'][number] {
  return {
    id: order.orderId,
    userId: order.buyer.userId,
    status: 'confirmed',
    currency: 'EUR',
    subtotalMinor: order.subtotalMinor,
    shippingMinor: order.shippingMinor,
    serviceChargeMinor: order.serviceChargeMinor,
    taxMinor: order.taxMinor,
    totalMinor: order.totalMinor,
    countryId: order.buyer.countryId,
    billingAddress: order.address,
    origin: pick.pick(['DI', 'GGO', 'IGO', 'FBO']),
    paidAt: order.paidAt,
    createdAt: order.paidAt,
    updatedAt: order.paidAt,
  };
}

/**
 * The part of the order one shop sends (without the service charge, which stays with the order). A
 * parcel whose review request fell due before the demo's "today" was asked then: the review-request
 * job sends nothing for the demo's past at the first start.
 */
function buildShopOrderRow(order: PlacedOrder, first: PlannedProject, now: Date): OrdersPlan['shopOrders'][number] {
  const deliveredAt = computeDeliveredAt(order);
  const reviewDueAt = reviewRequestDueAt({ sentAt: order.sentAt, deliveredAt });
  return {
    id: order.shopOrderId,
    orderId: order.orderId,
    shopId: first.row.shopId ?? null,
    groupKey: `s_${first.row.shopId ?? first.row.id}`,
    status: order.status,
    currency: 'EUR',
    subtotalMinor: order.subtotalMinor,
    shippingMinor: order.shippingMinor,
    taxMinor: order.taxMinor,
    taxRateBasisPoints: order.vatRateBp,
    totalMinor: order.subtotalMinor + order.shippingMinor,
    weightGrams: order.weightGrams,
    logistician: order.logistician,
    customerAddressId: order.addressId,
    shippingAddress: order.address,
    sentAt: order.sentAt,
    deliveredAt,
    reviewRequestedAt: reviewDueAt && reviewDueAt <= now ? reviewDueAt : null,
    createdAt: order.paidAt,
    updatedAt: order.sentAt ?? order.paidAt,
  };
}

/** One unit of a project, with a size drawn for sized merch. */
function buildItemRow(
  order: PlacedOrder,
  line: PlannedProject,
  id: number,
  pick: SeededRandom,
  quantity = 1,
): OrdersPlan['items'][number] {
  return {
    id,
    orderId: order.orderId,
    shopOrderId: order.shopOrderId,
    projectId: line.row.id,
    name: `${line.row.artistName} - ${line.row.name}`,
    category: line.row.category,
    type: line.row.type ?? null,
    quantity,
    currency: 'EUR',
    unitPriceMinor: line.row.priceEurMinor,
    totalMinor: line.row.priceEurMinor * quantity,
    taxMinor: splitGross(line.row.priceEurMinor * quantity, order.vatRateBp).taxMinor,
    size: (line.row.sizes ?? []).length ? pick.pick(line.row.sizes ?? ['M']) : null,
    digital: line.row.digitalEnabled ?? false,
    createdAt: order.paidAt,
  };
}

/** The test provider's successful payment of the whole order. */
function buildPaymentRow(order: PlacedOrder): OrdersPlan['payments'][number] {
  return {
    orderId: order.orderId,
    provider: 'test',
    providerRef: `test_pi_${order.orderId}`,
    idempotencyKey: `order-${order.orderId}-pay`,
    status: 'succeeded',
    amountMinor: order.totalMinor,
    currency: 'EUR',
    createdAt: order.paidAt,
    updatedAt: order.paidAt,
  };
}

/** The Colissimo parcel of a sent shop order, with a tracking number of its shape. */
function buildShipmentRow(order: PlacedOrder, sentAt: Date, pick: SeededRandom): OrdersPlan['shipments'][number] {
  const trackingNumber = `6A${pick.int(10_000_000, 99_999_999)}${pick.int(100, 999)}`;
  return {
    shopOrderId: order.shopOrderId,
    trackingNumber,
    trackingTransporter: 'col',
    trackingLink: `https://www.laposte.fr/outils/suivre-vos-envois?code=${trackingNumber}`,
    transporter: 'Colissimo',
    logisticianId: `DAU-${order.shopOrderId}`,
    logistician: order.logistician,
    status: order.status === 'delivered' ? 'delivered' : 'sent',
    sentAt,
    deliveredAt: computeDeliveredAt(order),
    createdAt: sentAt,
    updatedAt: sentAt,
  };
}
