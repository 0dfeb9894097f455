// The staff's order pages in one piece for api.ts (docs/admin.md "Orders, refunds and manual orders"): the
// staff-orders module given the payment provider checkout wired, the audit log, auth's accounts and
// currency's countries.
import type { Db } from '@spindle/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createAuditLog } from '../modules/audit/index.ts';
import { createUserDirectory } from '../modules/auth/index.ts';
import { createCurrencyRepo } from '../modules/currency/index.ts';
import type { PaymentProvider } from '../modules/payments/index.ts';
import { createStaffOrdersModule } from '../modules/staff-orders/index.ts';

export interface StaffOrdersSideOptions {
  db: Db;
  config: Pick<Config, 'PUBLIC_URL'>;
  mailer: Pick<Mailer, 'send'>;
  provider: PaymentProvider | null;
  logger: FastifyBaseLogger;
  clock?: (() => Date) | undefined;
}

export function createStaffOrdersSide({ db, config, mailer, provider, logger, clock }: StaffOrdersSideOptions) {
  const now = clock ?? (() => new Date());
  const countries = createCurrencyRepo(db);
  return createStaffOrdersModule({
    db,
    provider,
    audit: createAuditLog({ db, clock: now }),
    users: createUserDirectory(db),
    mailer,
    countryExists: (code) => countries.countryExists(code),
    publicUrl: config.PUBLIC_URL,
    logger,
    clock,
  });
}
