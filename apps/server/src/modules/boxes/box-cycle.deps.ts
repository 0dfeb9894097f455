// What the box's monthly cycle needs beyond its own tables: the mailer, the payment provider, and
// ports given at composition (checkout reads boxes' face, and reviews reads checkout's, so boxes may
// import neither): the shop order of a box month, the records a customer bought in the shop, and the
// box months' orders with the subscriber's reviews (/box-review).
import type { ReviewableItem } from '@spindle/contracts';
import type { AddressSnapshot, Db, Tx } from '@spindle/db';
import type { KeptLinkOrigins } from '../../http/link-origin.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { CatalogueService } from '../catalogue/index.ts';
import type { PaymentProvider } from '../payments/index.ts';

/** A box month's shop order, as checkout writes it (checkout's placeBoxDispatchOrder). */
export interface BoxOrderInput {
  userId: number;
  email: string;
  address: AddressSnapshot;
  projectIds: readonly number[];
  weightGrams: number;
  month: string;
  now: Date;
}

export interface BoxCyclePorts {
  /** Writes the month's order inside the box's transaction. */
  placeOrder(tx: Tx, input: BoxOrderInput): Promise<{ orderId: number; shopOrderId: number }>;
  /** The projects the user bought in the shop (never picked for them). */
  boughtProjectIds(userId: number): Promise<number[]>;
  /**
   * The user's orders of some shop orders (a box's months), by shop order id: each record with whether
   * its parcel left and the user's review (the reviews module's reviewableOrdersOf).
   */
  reviewableOrders(
    userId: number,
    shopOrderIds: readonly number[],
  ): Promise<Map<number, { orderId: number; items: ReviewableItem[] }>>;
}

export interface BoxCycleDeps {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  provider: PaymentProvider | null;
  ports: BoxCyclePorts;
  /** The records' cover URLs (the catalogue's, given at composition). */
  covers: Pick<CatalogueService, 'coverUrlsOf'>;
  linkOrigins: KeptLinkOrigins;
  clock: () => Date;
}
