// The staff's order use cases bound to their dependencies: the reads, the address change, the cancellation,
// refunds through the payment provider and manual orders, over the faces of the modules that hold orders,
// payments, documents and accounts.
import type { Db } from '@spindle/db';
import type { Mailer } from '../../mail/mailer.ts';
import type { AuditLog } from '../audit/index.ts';
import type { UserDirectory } from '../auth/index.ts';
import type { PaymentProvider } from '../payments/index.ts';
import { createManualOrder, type ManualOrderDeps } from './manual-order.service.ts';
import { cancelOrderByStaff, changeAddressByStaff } from './order-changes.ts';
import { refundOrderLines, resumeRefund, type RefundDeps } from './order-refund.workflow.ts';
import { listOrders, viewOrder } from './order-view.ts';
import { sendRefundEmail } from './refund-email.ts';

export interface StaffOrdersOptions {
  db: Db;
  provider: PaymentProvider | null;
  audit: AuditLog;
  users: Pick<UserDirectory, 'contactsOf' | 'withEmails'>;
  mailer: Pick<Mailer, 'send'>;
  countryExists: ManualOrderDeps['countryExists'];
  publicUrl: string | undefined;
  logger: RefundDeps['logger'];
  clock?: (() => Date) | undefined;
}

export function createStaffOrders(options: StaffOrdersOptions) {
  const { db, provider, audit, users, logger } = options;
  const clock = options.clock ?? (() => new Date());
  const tellBuyer: RefundDeps['tellBuyer'] = (notice) =>
    sendRefundEmail({ users, mailer: options.mailer, linkOrigins: { publicUrl: options.publicUrl } }, notice);
  const refunds: RefundDeps = { db, provider, audit, clock, tellBuyer, logger };
  const views = { db, audit, users };
  const manual: ManualOrderDeps = { db, users, audit, countryExists: options.countryExists, clock };
  return {
    db,
    list: (query: Parameters<typeof listOrders>[1]) => listOrders(views, query),
    view: (orderId: number) => viewOrder(views, orderId),
    changeAddress: (input: Parameters<typeof changeAddressByStaff>[1]) => changeAddressByStaff(refunds, input),
    cancel: (input: Parameters<typeof cancelOrderByStaff>[1]) => cancelOrderByStaff(refunds, input),
    refund: (request: Parameters<typeof refundOrderLines>[1]) => refundOrderLines(refunds, request),
    resumeRefund: (request: Parameters<typeof resumeRefund>[1]) => resumeRefund(refunds, request),
    createManualOrder: (input: Parameters<typeof createManualOrder>[1]) => createManualOrder(manual, input),
  };
}

export type StaffOrders = ReturnType<typeof createStaffOrders>;
