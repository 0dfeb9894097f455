// Orders (spec section 3, Order): one order per checkout, one shop order per shop group (its own
// shipping, tax and status) and order items.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, type OrderStatus, SHOP_ORDER_STATUSES, type ShopOrderStatus } from '@spindle/domain';
import { customerAddresses, users } from '../auth/users.ts';
import { boxSubscriptions } from '../boxes/boxes.ts';
import { checkIn, createdAt, identityId, timestampTz, updatedAt } from '../columns.ts';
import { countries } from '../currency/countries.ts';
import { logisticsPartners } from '../logistics/partners.ts';
import { projectItems, projects } from '../projects/projects.ts';
import { shops } from '../shops/shops.ts';
import { pickupAddresses } from './pickup-addresses.ts';

/** The address an order ships to, copied at checkout so later edits do not rewrite history. */
export interface AddressSnapshot {
  firstname: string;
  lastname: string;
  name?: string | null;
  company?: string | null;
  address: string;
  address2?: string | null;
  zipCode: string;
  city: string;
  state?: string | null;
  countryId: string;
  phone?: string | null;
  vatNumber?: string | null;
}

/** A checkout. Amounts are in the order's currency; the EUR rate used is kept for statements. */
export const orders = pgTable(
  'orders',
  {
    id: identityId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The cart it came from (carts may be purged later, so no foreign key). */
    cartId: text('cart_id'),
    status: text('status').$type<OrderStatus>().notNull().default('creating'),
    currency: text('currency').notNull(),
    /** Units of the currency per EUR, in millionths, at checkout. */
    exchangeRatePpm: bigint('exchange_rate_ppm', { mode: 'number' }).notNull().default(1_000_000),
    subtotalMinor: integer('subtotal_minor').notNull().default(0),
    shippingMinor: integer('shipping_minor').notNull().default(0),
    discountMinor: integer('discount_minor').notNull().default(0),
    serviceChargeMinor: integer('service_charge_minor').notNull().default(0),
    taxMinor: integer('tax_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull().default(0),
    countryId: text('country_id').references(() => countries.code),
    promoCode: text('promo_code'),
    email: text('email'),
    /**
     * Who the e-mail really is (emailIdentityOf: case, '+tags' and dots where the provider ignores
     * them, trailing dots): the per-customer limits count orders by it as well as by user.
     */
    emailKey: text('email_key'),
    billingAddress: jsonb('billing_address').$type<AddressSnapshot>(),
    isGift: boolean('is_gift').notNull().default(false),
    origin: text('origin'),
    /** Origin the checkout reached the server at: links in the order's later e-mails, unless PUBLIC_URL is set. */
    linkOrigin: text('link_origin'),
    ip: text('ip'),
    paidAt: timestampTz('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkIn('orders_status_valid', t.status, ORDER_STATUSES),
    check('orders_total_non_negative', sql`${t.totalMinor} >= 0`),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_cart_idx').on(t.cartId),
    index('orders_email_key_idx').on(t.emailKey),
    index('orders_created_at_idx').on(t.createdAt),
    // The staff statistics sum paid orders by the day they were paid.
    index('orders_status_paid_at_idx').on(t.status, t.paidAt),
  ],
);

/** The part of an order one shop ships: its own status, shipping, tax and address. */
export const shopOrders = pgTable(
  'shop_orders',
  {
    id: identityId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    /** The cart's shop group key ('s_12'). */
    groupKey: text('group_key').notNull(),
    status: text('status').$type<ShopOrderStatus>().notNull().default('creating'),
    currency: text('currency').notNull(),
    subtotalMinor: integer('subtotal_minor').notNull().default(0),
    shippingMinor: integer('shipping_minor').notNull().default(0),
    shippingType: text('shipping_type').$type<'standard' | 'tracked' | 'pickup'>().notNull().default('standard'),
    discountMinor: integer('discount_minor').notNull().default(0),
    taxMinor: integer('tax_minor').notNull().default(0),
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull().default(0),
    totalMinor: integer('total_minor').notNull().default(0),
    weightGrams: integer('weight_grams').notNull().default(0),
    logistician: text('logistician').references(() => logisticsPartners.key),
    /**
     * Split or wait (issue 18), when the cart's group mixed records ready now and pre-orders: together
     * (one parcel once the last pre-order is ready), split_now (the ready records) or split_later (the
     * pre-orders, a second parcel); null when the group offered no choice.
     */
    shipment: text('shipment').$type<'together' | 'split_now' | 'split_later'>(),
    /** The day the pre-orders of this parcel are expected to be ready (together or split_later); null when not known. */
    expectedShipOn: date('expected_ship_on', { mode: 'string' }),
    customerAddressId: integer('customer_address_id').references(() => customerAddresses.id, { onDelete: 'set null' }),
    shippingAddress: jsonb('shipping_address').$type<AddressSnapshot>(),
    pickupAddressId: integer('pickup_address_id').references(() => pickupAddresses.id, { onDelete: 'set null' }),
    sentAt: timestampTz('sent_at'),
    deliveredAt: timestampTz('delivered_at'),
    reviewRequestedAt: timestampTz('review_requested_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkIn('shop_orders_status_valid', t.status, SHOP_ORDER_STATUSES),
    checkIn('shop_orders_shipment_valid', t.shipment, ['together', 'split_now', 'split_later']),
    index('shop_orders_order_idx').on(t.orderId),
    index('shop_orders_shop_idx').on(t.shopId, t.createdAt),
    index('shop_orders_status_idx').on(t.status),
  ],
);

/** A line of an order (spec: Order item): a project copy or a box subscription. */
export const orderItems = pgTable(
  'order_items',
  {
    id: identityId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shopOrderId: integer('shop_order_id').references(() => shopOrders.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    itemId: integer('item_id').references(() => projectItems.id, { onDelete: 'set null' }),
    /** Box lines: the subscription it bought. */
    boxSubscriptionId: integer('box_subscription_id').references((): AnyPgColumn => boxSubscriptions.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    category: text('category'),
    type: text('type'),
    periodicity: text('periodicity'),
    quantity: integer('quantity').notNull(),
    currency: text('currency').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    /** unitPriceMinor x quantity, before discount, VAT included. */
    totalMinor: integer('total_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    /** Who funds the discount, for statements. */
    discountFundedBy: text('discount_funded_by').$type<'platform' | 'artist'>(),
    taxMinor: integer('tax_minor').notNull().default(0),
    shippingMinor: integer('shipping_minor').notNull().default(0),
    chosenSizes: jsonb('chosen_sizes').$type<Record<string, string>>().notNull().default({}),
    size: text('size'),
    digital: boolean('digital').notNull().default(false),
    /** When this line was refunded on its own (a failed project's buyers, docs/projects.md); null otherwise. */
    refundedAt: timestampTz('refunded_at'),
    /** Units of the line given back so far (staff refunds, cancellations); the line is refunded once all are. */
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
    /** What those units came to, VAT included. */
    refundedMinor: integer('refunded_minor').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('order_items_refunded_bounded', sql`${t.refundedQuantity} between 0 and ${t.quantity}`),
    index('order_items_order_idx').on(t.orderId),
    index('order_items_shop_order_idx').on(t.shopOrderId),
    index('order_items_project_idx').on(t.projectId),
    index('order_items_box_idx').on(t.boxSubscriptionId),
  ],
);
