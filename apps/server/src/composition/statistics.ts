// The staff statistics in one piece for api.ts (docs/admin.md "Statistics"): the statistics module given
// the grouped reads of checkout (paid orders), auth (sign-ups), library (box subscriptions) and
// analytics (visits, add-to-carts and purchases per origin).
import type { Db } from '@spindle/db';
import { conversionByOriginOf } from '../modules/analytics/index.ts';
import { signUpStatisticsOf } from '../modules/auth/index.ts';
import { salesStatisticsOf } from '../modules/checkout/index.ts';
import { boxStatisticsOf } from '../modules/library/index.ts';
import { createStatisticsModule } from '../modules/statistics/index.ts';

export function createStatisticsSide({ db, clock }: { db: Db; clock?: (() => Date) | undefined }) {
  return createStatisticsModule({
    readers: {
      sales: (span, limit) => salesStatisticsOf(db, span, limit),
      signUps: (span) => signUpStatisticsOf(db, span),
      boxes: (span) => boxStatisticsOf(db, span),
      conversion: (span) => conversionByOriginOf(db, span),
    },
    clock,
  });
}
