// What the box's monthly cycle needs beyond its own tables: the mailer, the payment provider, and two
// ports to checkout given at composition (checkout reads boxes' face, so boxes may not import it): the
// shop order of a box month, and the records a customer bought in the shop.
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
