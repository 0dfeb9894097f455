// Fulfilment and dispatch in one piece for api.ts (docs/admin.md "Fulfilment and dispatch"): the
// logistics module, given the audit log, auth's user directory (the buyer's e-mail of an export) and
// projects' barcodes (the article codes) through their faces.
import type { Db } from '@spindle/db';
import type { BaseLogger } from 'pino';
import type { Config } from '../config.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createAuditLog } from '../modules/audit/index.ts';
import { createUserDirectory } from '../modules/auth/index.ts';
import { createLogisticsModule } from '../modules/logistics/index.ts';
import { barcodesOfProjects } from '../modules/projects/index.ts';

export interface FulfilmentOptions {
  db: Db;
  config: Pick<Config, 'PUBLIC_URL' | 'developmentOrigin'>;
  mailer: Pick<Mailer, 'send'>;
  logger: Pick<BaseLogger, 'warn' | 'error'>;
  clock?: (() => Date) | undefined;
}

export function createFulfilment({ db, config, mailer, logger, clock }: FulfilmentOptions) {
  return createLogisticsModule({
    db,
    mailer,
    audit: createAuditLog({ db, ...(clock ? { clock } : {}) }),
    users: createUserDirectory(db),
    barcodesOf: (projectIds) => barcodesOfProjects(db, projectIds),
    linkOrigins: { publicUrl: config.PUBLIC_URL, developmentOrigin: config.developmentOrigin },
    logger,
    clock,
  });
}
