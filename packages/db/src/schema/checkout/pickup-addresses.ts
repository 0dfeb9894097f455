// The pickup points chosen at checkout for delivery.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.ts';
import { createdAt, identityId } from '../columns.ts';
import { countries } from '../currency/countries.ts';

/** A pickup point chosen for delivery (spec: pickup address). */
export const pickupAddresses = pgTable(
  'pickup_addresses',
  {
    id: identityId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The carrier's id of the relay point. */
    providerRef: text('provider_ref'),
    carrier: text('carrier'),
    name: text('name').notNull(),
    address: text('address').notNull(),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    countryId: text('country_id')
      .notNull()
      .references(() => countries.code),
    createdAt: createdAt(),
  },
  (t) => [index('pickup_addresses_user_idx').on(t.userId)],
);
