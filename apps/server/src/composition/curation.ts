// The catalogue's curation in one piece for api.ts (docs/admin.md "Curation"): the curation module
// given catalogue's categories and banners, projects' category membership, system's announcement,
// the audit log and the public storage the banners' pictures go to.
import type { Db } from '@spindle/db';
import { createAuditLog } from '../modules/audit/index.ts';
import { createCatalogueCurationRepo } from '../modules/catalogue/index.ts';
import { createCurationModule } from '../modules/curation/index.ts';
import { createDigitalBuyers } from '../modules/checkout/index.ts';
import { createCategoryMembership, createDigitalReleases, createProductsRepo } from '../modules/projects/index.ts';
import { createAnnouncementAdmin } from '../modules/system/index.ts';
import { createFileStorage, type StorageConfig } from '../storage/create-file-storage.ts';

export interface CurationSideOptions {
  db: Db;
  config: StorageConfig;
  clock?: (() => Date) | undefined;
}

export function createCurationSide({ db, config, clock }: CurationSideOptions) {
  const now = clock ?? (() => new Date());
  return createCurationModule({
    db,
    catalogue: createCatalogueCurationRepo(db),
    membership: createCategoryMembership(db),
    products: createProductsRepo(db),
    releases: createDigitalReleases(db),
    buyers: createDigitalBuyers(db),
    announcements: createAnnouncementAdmin(db),
    audit: createAuditLog({ db, clock: now }),
    publicStorage: createFileStorage(config),
    clock: now,
  });
}
