// The staff statistics in one piece for api.ts (docs/admin.md "Statistics"): the statistics module given
// the grouped reads of checkout (paid orders), auth (sign-ups) and library (box subscriptions).
import type { Db } from '@spindle/db';
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
    },
    clock,
  });
}
