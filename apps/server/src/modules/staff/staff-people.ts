// Users and clients, /bids, invoices and payments built once (composition/staff-people.ts calls it):
// the services over the other modules' faces, and their routes.
import type { AdminPaymentsQuery } from '@spindle/contracts';
import type { Db } from '@spindle/db';
import type { Mailer } from '../../mail/mailer.ts';
import type { AuditLog } from '../audit/index.ts';
import type { AccountAdmin } from '../auth/index.ts';
import { createBidsDesk, type BidsDeskDeps } from './bids.service.ts';
import { createInvoiceRegister } from './invoice-register.service.ts';
import { staffPeopleRoutes, type StaffPeopleRoutesDeps } from './staff-people.routes.ts';
import { createUserAdmin, type UserRecordReaders } from './user-admin.service.ts';

export interface StaffPeopleOptions {
  db: Db;
  publicUrl: string | undefined;
  mailer: Pick<Mailer, 'send'>;
  audit: AuditLog;
  accounts: AccountAdmin;
  readers: UserRecordReaders;
  sendConfirmation: (userId: number, baseUrl: string) => Promise<void>;
  requests: BidsDeskDeps['requests'];
  payments: (query: AdminPaymentsQuery, now: Date) => ReturnType<StaffPeopleRoutesDeps['payments']>;
  clock?: (() => Date) | undefined;
}

export function createStaffPeople(options: StaffPeopleOptions) {
  const { db, audit, mailer } = options;
  const clock = options.clock ?? (() => new Date());
  const users = createUserAdmin({
    db,
    accounts: options.accounts,
    readers: options.readers,
    audit,
    sendConfirmation: options.sendConfirmation,
    clock,
  });
  const bids = createBidsDesk({ db, requests: options.requests, audit, mailer, clock });
  const invoices = createInvoiceRegister(db);
  return {
    users,
    bids,
    routes: staffPeopleRoutes({
      users,
      bids,
      invoices,
      payments: (query) => options.payments(query, clock()),
      publicUrl: options.publicUrl,
    }),
  };
}

export type StaffPeople = ReturnType<typeof createStaffPeople>;
