// The staff side's users and clients, the requests waiting for an answer (/bids), the invoices and
// credit notes, and the payments (issue 14; docs/admin.md "Users, bids, invoices and payments").
import { BILLING_DOCUMENT_KINDS, BOX_PERIODICITIES, BOX_STEPS, ORDER_STATUSES } from '@spindle/domain';
import { z } from 'zod';
import { auditEntrySchema, tablePage, tableQuery } from './admin.ts';
import { projectStepSchema } from './catalogue.ts';
import { localeSchema } from './common.ts';
import { userRoleSchema, userTypeSchema } from './auth.ts';

const id = z.number().int();
const count = z.number().int().min(0);
const text = (max: number) => z.string().trim().max(max);
/** A filter's yes or no, as a select in the page's URL sends it. */
const yesNo = z.enum(['yes', 'no']);

// Users

export const ADMIN_USER_SORTS = ['created_at', 'name', 'email', 'last_login_at'] as const;

/** GET admin/users: accounts filtered by role, pro, the admin flag and a text (number, e-mail or name). */
export const adminUsersQuerySchema = tableQuery(ADMIN_USER_SORTS).extend({
  q: text(200).optional(),
  role: userRoleSchema.optional(),
  pro: yesNo.optional(),
  admin: yesNo.optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/** An account as staff list it. */
export const adminUserRowSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  role: userRoleSchema,
  type: userTypeSchema,
  pro: z.boolean(),
  is_admin: z.boolean(),
  email_confirmed: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
export const adminUserPageSchema = tablePage(adminUserRowSchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** A live session of an account (not revoked, not expired). */
export const adminSessionSchema = z.object({
  id,
  created_at: z.string(),
  last_seen_at: z.string().nullable(),
  expires_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});

/** GET admin/users/{id}: the account (roles, flags, sessions, projects) and what staff did to it. */
export const adminUserSchema = z.object({
  user: adminUserRowSchema.extend({
    lang: z.string(),
    currency: z.string(),
    country_id: z.string().nullable(),
    email_confirmed_at: z.string().nullable(),
  }),
  sessions: z.array(adminSessionSchema),
  projects: z.array(
    z.object({ id, name: z.string(), artist_name: z.string(), step: projectStepSchema, updated_at: z.string() }),
  ),
  history: z.array(auditEntrySchema),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** POST admin/users/{id}/access: the role and flags to set (what is left out stays). Boss only. */
export const adminUserAccessSchema = z
  .object({ role: userRoleSchema.optional(), pro: z.boolean().optional(), is_admin: z.boolean().optional() })
  .refine((change) => Object.values(change).some((value) => value !== undefined), { error: 'input_required' });
export type AdminUserAccess = z.infer<typeof adminUserAccessSchema>;

/** POST admin/users/{id}/sessions/revoke: how many live sessions were signed out. */
export const adminSessionsRevokedSchema = z.object({ revoked: count });
/** POST admin/users/{id}/confirmation: the confirmation link was e-mailed again. */
export const adminConfirmationSentSchema = z.object({ sent: z.literal(true) });

// Clients: the buyer side of an account

/** GET admin/clients/{id}: the account's orders, addresses and box subscriptions. */
export const adminClientSchema = z.object({
  user: z.object({ id, name: z.string(), email: z.string(), lang: z.string(), country_id: z.string().nullable() }),
  orders: z.array(
    z.object({
      id,
      created_at: z.string(),
      paid_at: z.string().nullable(),
      status: z.enum(ORDER_STATUSES),
      total_minor: z.number().int(),
      currency: z.string(),
      items: count,
    }),
  ),
  addresses: z.array(
    z.object({
      id,
      is_default: z.boolean(),
      firstname: z.string(),
      lastname: z.string(),
      company: z.string().nullable(),
      address: z.string(),
      address2: z.string().nullable(),
      zip_code: z.string(),
      city: z.string(),
      state: z.string().nullable(),
      country_id: z.string(),
      phone: z.string().nullable(),
    }),
  ),
  boxes: z.array(
    z.object({
      id,
      plan_name: z.string(),
      step: z.enum(BOX_STEPS),
      periodicity: z.enum(BOX_PERIODICITIES),
      months_total: z.number().int(),
      dispatches_left: z.number().int(),
      currency: z.string(),
      total_minor: z.number().int(),
      started_at: z.string().nullable(),
    }),
  ),
});
export type AdminClient = z.infer<typeof adminClientSchema>;

// Bids: the requests waiting for the team's answer

/** The two kinds of request /bids answers: a pressing quote, a call-back. */
export const BID_KINDS = ['quote', 'call_me'] as const;
export const bidKindSchema = z.enum(BID_KINDS);
export type BidKind = z.infer<typeof bidKindSchema>;

/** GET admin/bids: open requests by default, oldest first would hide the new ones: newest first. */
export const adminBidsQuerySchema = tableQuery(['created_at'] as const).extend({
  status: z.enum(['open', 'answered', 'all']).default('open'),
  kind: z.enum(['all', ...BID_KINDS]).default('all'),
});
export type AdminBidsQuery = z.infer<typeof adminBidsQuerySchema>;

/** The team's answer to a request: what was e-mailed, when and by whom. */
const bidAnswerSchema = z.object({ message: z.string(), at: z.string(), by_name: z.string().nullable() });

const bidBase = {
  id,
  created_at: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The requester's language: the answer is e-mailed in it. */
  lang: localeSchema,
  user_id: id.nullable(),
  answer: bidAnswerSchema.nullable(),
};

/** A request of either kind, with its details. */
export const adminBidSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('quote'),
    ...bidBase,
    quantity: z.number().int(),
    options: z.record(z.string(), z.unknown()),
    plant: z.string().nullable(),
    total_minor: z.number().int(),
    total_with_vat_minor: z.number().int(),
    currency: z.string(),
    comment: z.string().nullable(),
    origin: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('call_me'),
    ...bidBase,
    preferred_time: z.string().nullable(),
    message: z.string().nullable(),
    project: z.object({ id: id.nullable(), name: z.string() }).nullable(),
  }),
]);
export type AdminBid = z.infer<typeof adminBidSchema>;
export const adminBidPageSchema = tablePage(adminBidSchema);
export type AdminBidPage = z.infer<typeof adminBidPageSchema>;

/** Path of one request: its kind and number. */
export const adminBidParamsSchema = z.object({ kind: bidKindSchema, id: z.coerce.number().int().positive() });
/** POST admin/bids/{kind}/{id}/answer: the message e-mailed to the requester. */
export const adminBidAnswerSchema = z.object({ message: z.string().trim().min(1).max(5000) });

// Invoices and credit notes

export const billingDocumentKindSchema = z.enum(BILLING_DOCUMENT_KINDS);
/** A month of the business calendar (Paris), 'YYYY-MM'. */
const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'input_invalid');

/** The filter of the invoices list and of the accountant's export: kind, a range of months, a text. */
export const adminInvoicesFilterSchema = z.object({
  kind: billingDocumentKindSchema.optional(),
  /** The first month (Paris) included. */
  from: monthSchema.optional(),
  /** The last month (Paris) included. */
  to: monthSchema.optional(),
  /** A document number, an order number, or part of the customer's name. */
  q: text(200).optional(),
});
export type AdminInvoicesFilter = z.infer<typeof adminInvoicesFilterSchema>;

export const ADMIN_INVOICE_SORTS = ['issued_at', 'number'] as const;
export const adminInvoicesQuerySchema = tableQuery(ADMIN_INVOICE_SORTS).extend(adminInvoicesFilterSchema.shape);
export type AdminInvoicesQuery = z.infer<typeof adminInvoicesQuerySchema>;

export const adminInvoiceRowSchema = z.object({
  id,
  number: z.string(),
  kind: billingDocumentKindSchema,
  year: z.number().int(),
  sequence: z.number().int(),
  issued_at: z.string(),
  order_id: id,
  customer: z.string(),
  country: z.string(),
  currency: z.string(),
  net_minor: z.number().int(),
  vat_minor: z.number().int(),
  gross_minor: z.number().int(),
});
export type AdminInvoiceRow = z.infer<typeof adminInvoiceRowSchema>;

/** A kind's series for a year: its last number and how many documents hold one (equal: no gap). */
export const billingSequenceSchema = z.object({
  kind: billingDocumentKindSchema,
  year: z.number().int(),
  last_number: count,
  documents: count,
});

/** GET admin/invoices: a page of documents, and every series with its count (the sequence is unbroken). */
export const adminInvoicePageSchema = tablePage(adminInvoiceRowSchema).extend({
  sequences: z.array(billingSequenceSchema),
});
export type AdminInvoicePage = z.infer<typeof adminInvoicePageSchema>;

// Payments

/** A payment's status at its provider (packages/db payments.status). */
export const ADMIN_PAYMENT_STATUSES = [
  'pending',
  'requires_action',
  'succeeded',
  'failed',
  'canceled',
  'refunded',
  'partially_refunded',
] as const;
export const ADMIN_PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export const ADMIN_PAYMENT_SORTS = ['created_at', 'amount_minor'] as const;

/** GET admin/payments: filter by status, provider, the last days (the staff home: failed, 7 days), order. */
export const adminPaymentsQuerySchema = tableQuery(ADMIN_PAYMENT_SORTS).extend({
  status: z.enum(ADMIN_PAYMENT_STATUSES).optional(),
  provider: z.enum(ADMIN_PAYMENT_PROVIDERS).optional(),
  since_days: z.coerce.number().int().min(1).max(3660).optional(),
  order_id: z.coerce.number().int().positive().optional(),
});
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuerySchema>;

export const adminPaymentRowSchema = z.object({
  id,
  created_at: z.string(),
  status: z.enum(ADMIN_PAYMENT_STATUSES),
  provider: z.enum(ADMIN_PAYMENT_PROVIDERS),
  provider_ref: z.string().nullable(),
  amount_minor: z.number().int(),
  refunded_minor: z.number().int(),
  currency: z.string(),
  order_id: id.nullable(),
  box_subscription_id: id.nullable(),
  error_code: z.string().nullable(),
});
export type AdminPaymentRow = z.infer<typeof adminPaymentRowSchema>;
export const adminPaymentPageSchema = tablePage(adminPaymentRowSchema);
export type AdminPaymentPage = z.infer<typeof adminPaymentPageSchema>;
