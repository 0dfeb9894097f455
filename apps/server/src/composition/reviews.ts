// Customers' reviews for api.ts (docs/reviews.md): the reviews module, given the audit log and the
// catalogue's project covers through their faces (it reads orders through checkout's face itself).
import type { Db } from '@spindle/db';
import { createAuditLog } from '../modules/audit/index.ts';
import type { CatalogueService } from '../modules/catalogue/index.ts';
import { createReviewsModule } from '../modules/reviews/index.ts';

export interface ReviewsSideOptions {
  db: Db;
  catalogue: Pick<CatalogueService, 'coverUrlsOf'>;
  clock?: (() => Date) | undefined;
}

export function createReviewsSide({ db, catalogue, clock }: ReviewsSideOptions) {
  return createReviewsModule({
    db,
    audit: createAuditLog({ db, ...(clock ? { clock } : {}) }),
    covers: (rows) => catalogue.coverUrlsOf(rows),
    clock,
  });
}
