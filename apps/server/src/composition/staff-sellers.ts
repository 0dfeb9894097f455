// The staff's artists, labels, shops, pass and challenge for api.ts (docs/admin.md "Artists, labels and
// shops"): the staff-sellers module given the owners' faces: sellers' and shops' staff sides, the public
// storage the artist side writes pictures to, currency's countries, account's points ledger, auth's
// directory and checkout's paid orders, and the audit log.
import type { Db } from '@spindle/db';
import { createPointsLedger } from '../modules/account/index.ts';
import { createAuditLog } from '../modules/audit/index.ts';
import { createUserDirectory } from '../modules/auth/index.ts';
import { paidOrderCountsOf } from '../modules/checkout/index.ts';
import { createCurrencyRepo } from '../modules/currency/index.ts';
import { createSellerAdmin } from '../modules/sellers/index.ts';
import { createShopAdmin } from '../modules/shops/index.ts';
import { createStaffSellersModule } from '../modules/staff-sellers/index.ts';
import type { FileStorage } from '../storage/file-storage.ts';

export interface StaffSellersSideOptions {
  db: Db;
  publicStorage: FileStorage;
  clock?: (() => Date) | undefined;
}

export function createStaffSellersSide({ db, publicStorage, clock }: StaffSellersSideOptions) {
  const now = clock ?? (() => new Date());
  const currency = createCurrencyRepo(db);
  return createStaffSellersModule({
    db,
    audit: createAuditLog({ db, clock: now }),
    sellers: createSellerAdmin(db),
    shops: createShopAdmin(db),
    publicStorage,
    countryExists: (code) => currency.countryExists(code),
    clock: now,
    points: createPointsLedger(db),
    users: createUserDirectory(db),
    paidOrderCounts: (userIds) => paidOrderCountsOf(db, userIds),
  });
}
