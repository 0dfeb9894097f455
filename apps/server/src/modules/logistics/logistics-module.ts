// The logistics module built once (composition/fulfilment.ts calls it): dispatch reads and the export,
// status moves, parcels typed or imported, the buyers' e-mails and the review-request job.
import type { Db } from '@spindle/db';
import type { BaseLogger } from 'pino';
import type { KeptLinkOrigins } from '../../http/link-origin.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { AuditLog } from '../audit/index.ts';
import type { UserDirectory } from '../auth/index.ts';
import { logisticsRoutes } from './logistics.routes.ts';
import { createReviewRequestsHandler, REVIEW_REQUESTS_JOB, REVIEW_REQUESTS_SCHEDULE } from './review-request-job.ts';

export interface LogisticsModuleOptions {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  audit: Pick<AuditLog, 'record'>;
  users: Pick<UserDirectory, 'contactsOf'>;
  /** The first barcode of each project (projects' face), the article code of the export. */
  barcodesOf: (projectIds: readonly number[]) => Promise<Map<number, string>>;
  linkOrigins: KeptLinkOrigins;
  logger: Pick<BaseLogger, 'warn' | 'error'>;
  clock?: (() => Date) | undefined;
}

export function createLogisticsModule(options: LogisticsModuleOptions) {
  const clock = options.clock ?? (() => new Date());
  const { db, mailer, audit, linkOrigins, logger } = options;
  const emails = { db, mailer, linkOrigins, logger };
  return {
    routes: logisticsRoutes({
      dispatch: { db, users: options.users, barcodesOf: options.barcodesOf, clock },
      moves: { ...emails, audit, clock },
      publicUrl: linkOrigins.publicUrl,
    }),
    jobHandlers: { [REVIEW_REQUESTS_JOB]: createReviewRequestsHandler({ ...emails, clock }) },
    schedules: [REVIEW_REQUESTS_SCHEDULE],
  };
}

export type LogisticsModule = ReturnType<typeof createLogisticsModule>;
