// The staff side's schemas (issue 14, docs/admin.md): the second factor, the staff home and search,
// the tables (paging, sorting and filtering read from the URL), project review, users and the audit log.
import { STAFF_PERMISSIONS } from '@spindle/domain';
import { z } from 'zod';
import { projectStepSchema } from './catalogue.ts';
import { managedProjectSchema } from './projects-manage.ts';

const count = z.number().int().min(0);
const idParam = z.coerce.number().int().positive();

/** Path parameter `:id` of the admin pages' objects. */
export const adminIdParamsSchema = z.object({ id: idParam });

// Second factor

/** GET admin/second-factor: whether the staff member enrolled, and whether this session is verified. */
export const secondFactorStatusSchema = z.object({
  enrolled: z.boolean(),
  verified: z.boolean(),
  recovery_codes_left: count,
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** POST admin/second-factor/enrolment: a new secret to scan, not active until a code is typed back. */
export const secondFactorEnrolmentSchema = z.object({
  /** Base32, for typing into an app by hand. */
  secret: z.string(),
  otpauth_uri: z.string(),
  /** The otpauth URI as an SVG QR code, drawn on the server. */
  qr_svg: z.string(),
});
export type SecondFactorEnrolment = z.infer<typeof secondFactorEnrolmentSchema>;

/** A code typed by the staff member: six digits from the app, or a recovery code. */
export const secondFactorCodeSchema = z.object({ code: z.string().trim().min(6).max(32) });
export type SecondFactorCode = z.infer<typeof secondFactorCodeSchema>;

/** POST admin/second-factor/enrolment/confirm: the ten recovery codes, shown once. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });

/** POST admin/second-factor/verify: this session may now use the admin. */
export const secondFactorVerifiedSchema = z.object({
  method: z.enum(['totp', 'recovery']),
  recovery_codes_left: count,
});

// Staff home and search

/** GET admin/home: who is signed in, what they may do, and the work waiting. */
export const staffHomeSchema = z.object({
  staff: z.object({ id: z.number().int(), name: z.string() }),
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
  work: z.object({
    projects_to_review: count,
    /** Paid shop orders not yet sent. */
    orders_to_ship: count,
    failed_payments: count,
    /** Pressing-quote and call-back requests not answered yet (/bids). */
    requests_to_answer: count,
    /** Customers' reviews waiting to be published or hidden (docs/reviews.md). */
    reviews_to_moderate: count,
  }),
});
export type StaffHome = z.infer<typeof staffHomeSchema>;

export const adminSearchQuerySchema = z.object({ q: z.string().trim().min(1).max(200) });

/** One thing the staff search found: an order, a user or a project. */
export const adminSearchHitSchema = z.object({
  kind: z.enum(['order', 'user', 'project']),
  id: z.number().int(),
  label: z.string(),
  detail: z.string(),
});
export const adminSearchResultsSchema = z.object({ hits: z.array(adminSearchHitSchema) });
export type AdminSearchHit = z.infer<typeof adminSearchHitSchema>;

// Tables

/** The paging and sorting of an admin table, read from the page's URL (every admin table shares it). */
export function tableQuery<const Sort extends readonly [string, ...string[]]>(sortKeys: Sort) {
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(500).default(25),
    sort: z.enum(sortKeys).default(sortKeys[0]),
    dir: z.enum(['asc', 'desc']).default('desc'),
  });
}

/** A page of rows, with the total the filter matches. */
export function tablePage<Row extends z.ZodType>(row: Row) {
  return z.object({ rows: z.array(row), total: count, page: z.number().int(), per_page: z.number().int() });
}

export const ADMIN_PROJECT_SORTS = ['submitted_at', 'name', 'artist_name', 'start_at'] as const;

/** GET admin/projects: filter by step (checking by default: the review queue) and name. */
export const adminProjectsQuerySchema = tableQuery(ADMIN_PROJECT_SORTS).extend({
  step: projectStepSchema.default('checking'),
  q: z.string().trim().max(200).optional(),
});
export type AdminProjectsQuery = z.infer<typeof adminProjectsQuerySchema>;

export const adminProjectRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  artist_name: z.string(),
  step: projectStepSchema,
  /** When it last entered its step (for the queue: when it was submitted). */
  submitted_at: z.string().nullable(),
  start_at: z.string().nullable(),
  price_eur_minor: z.number().int(),
});
export const adminProjectPageSchema = tablePage(adminProjectRowSchema);
export type AdminProjectRow = z.infer<typeof adminProjectRowSchema>;
export type AdminProjectPage = z.infer<typeof adminProjectPageSchema>;

/** One entry of the audit log. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staff_user_id: z.number().int(),
  staff_name: z.string(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET admin/projects/{id}: the project as staff review it, its owner, its steps with names, its audit. */
export const adminProjectSchema = z.object({
  project: managedProjectSchema,
  owner: z.object({ id: z.number().int(), name: z.string(), email: z.string(), lang: z.string() }).nullable(),
  steps: z.array(
    z.object({
      from: projectStepSchema.nullable(),
      to: projectStepSchema,
      by_name: z.string().nullable(),
      comment: z.string().nullable(),
      at: z.string(),
    }),
  ),
  /** The step approving would give now: in_progress, or promo (coming soon) before the start date. */
  approve_to: z.enum(['in_progress', 'promo']),
  history: z.array(auditEntrySchema),
});
export type AdminProject = z.infer<typeof adminProjectSchema>;

/** POST admin/projects/{id}/refuse: the message the artist receives. */
export const projectRefusalSchema = z.object({ message: z.string().trim().min(1).max(5000) });
/** POST admin/projects/{id}/step: any allowed move, with an optional note. */
export const adminProjectStepSchema = z.object({
  step: projectStepSchema,
  comment: z.string().trim().max(5000).optional(),
});

export const AUDIT_SORTS = ['at'] as const;

/** GET admin/audit: newest first, filtered by entity and by staff member. */
export const auditQuerySchema = tableQuery(AUDIT_SORTS).extend({
  entity_type: z.string().trim().max(40).optional(),
  entity_id: z.string().trim().max(40).optional(),
  staff_user_id: z.coerce.number().int().positive().optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export const auditPageSchema = tablePage(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
