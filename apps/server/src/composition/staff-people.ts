// Users and clients, /bids, invoices and payments for api.ts (docs/admin.md "Users, bids, invoices and
// payments"): the staff module's services given the other modules' faces: auth's accounts and its
// confirmation e-mail, projects' owned projects, checkout's orders, library's box subscriptions, the
// quote module's requests desk, invoicing's register and payments' list.
import type { Db } from '@spindle/db';
import type { Config } from '../config.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createAuditLog } from '../modules/audit/index.ts';
import { createAccountAdmin, createAuthRepo, sendConfirmation } from '../modules/auth/index.ts';
import { ordersOfCustomer } from '../modules/checkout/index.ts';
import { createLibraryRepo } from '../modules/library/index.ts';
import { listPayments } from '../modules/payments/index.ts';
import { createProjectsRepo } from '../modules/projects/index.ts';
import { listRequests, lockRequest, markRequestAnswered } from '../modules/quote/index.ts';
import { createStaffPeople, type UserRecordReaders } from '../modules/staff/index.ts';

export interface StaffPeopleSideOptions {
  db: Db;
  config: Pick<Config, 'PUBLIC_URL'>;
  mailer: Mailer;
  clock?: (() => Date) | undefined;
}

/** What the account's pages read of projects, checkout and library. */
function userRecordReaders(db: Db): UserRecordReaders {
  const projects = createProjectsRepo(db);
  const library = createLibraryRepo(db);
  return {
    async projectsOf(userId) {
      const rows = await projects.listOwned(await projects.ownershipOf(userId));
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        artist_name: row.artistName,
        step: row.step,
        updated_at: row.updatedAt.toISOString(),
      }));
    },
    ordersOf: (userId) => ordersOfCustomer(db, userId),
    async boxesOf(userId) {
      const rows = await library.boxesOf(userId);
      return rows.map(({ row, plan }) => ({
        id: row.id,
        plan_name: plan.nameEn,
        step: row.step,
        periodicity: row.periodicity,
        months_total: row.monthsTotal,
        dispatches_left: row.dispatchesLeft,
        currency: row.currency,
        total_minor: row.totalMinor,
        started_at: row.startedAt?.toISOString() ?? null,
      }));
    },
  };
}

export function createStaffPeopleSide({ db, config, mailer, clock }: StaffPeopleSideOptions) {
  const now = clock ?? (() => new Date());
  const authRepo = createAuthRepo(db);
  return createStaffPeople({
    db,
    publicUrl: config.PUBLIC_URL,
    mailer,
    audit: createAuditLog({ db, clock: now }),
    accounts: createAccountAdmin(db),
    readers: userRecordReaders(db),
    sendConfirmation: (userId, baseUrl) => sendConfirmation({ repo: authRepo, mailer, clock: now }, userId, baseUrl),
    requests: { list: (query) => listRequests(db, query), lock: lockRequest, markAnswered: markRequestAnswered },
    payments: (query, at) => listPayments(db, query, at),
    clock,
  });
}
