// The returns module built once (composition/back-office.ts calls it).
import type { Db } from '@spindle/db';
import type { KeptLinkOrigins } from '../../http/link-origin.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { AuditLog } from '../audit/index.ts';
import type { UserDirectory } from '../auth/index.ts';
import { createReturnsRepo } from './returns.repo.ts';
import { returnsRoutes } from './returns.routes.ts';

export interface ReturnsModuleOptions {
  db: Db;
  users: Pick<UserDirectory, 'contactsOf'>;
  mailer: Pick<Mailer, 'send'>;
  audit: Pick<AuditLog, 'record'>;
  linkOrigins: KeptLinkOrigins;
  clock?: (() => Date) | undefined;
}

export function createReturnsModule(options: ReturnsModuleOptions) {
  const deps = { ...options, repo: createReturnsRepo(options.db), clock: options.clock ?? (() => new Date()) };
  return { routes: returnsRoutes(deps) };
}
