// A project's production as the artist and staff see it (issue 15; docs/production.md): the timeline of
// the three phases with each action's status, who and when, planned, expected and done dates, files,
// messages and history; the test pressing rounds; the estimate of when the records ship. And the
// requests that move it: an action saved or submitted, a decision, a message, a file.
import {
  ACTION_STATUSES,
  BUYER_PRODUCTION_STAGES,
  PRODUCTION_PHASES,
  PRODUCTION_STEP_KEYS,
  VINYL_SIZES,
  parseBusinessDay,
} from '@spindle/domain';
import { z } from 'zod';
import { auditEntrySchema } from './admin.ts';

const idParam = z.coerce.number({ error: 'input_must_integer' }).int('input_must_integer').positive('input_invalid');
const iso = z.string();
const isoOrNull = z.string().nullable();

export const productionStepKeySchema = z.enum(PRODUCTION_STEP_KEYS);
export const actionStatusSchema = z.enum(ACTION_STATUSES);
export const productionPhaseSchema = z.enum(PRODUCTION_PHASES);
export const productionPartySchema = z.enum(['artist', 'staff']);
export type ProductionPartyDto = z.infer<typeof productionPartySchema>;

/** Path `:id` (the project) of a production. */
export const productionParamsSchema = z.object({ id: idParam });
/** Path `:id/actions/:step`. */
export const productionStepParamsSchema = z.object({ id: idParam, step: productionStepKeySchema });
/** Path `:id/files/:fileId`. */
export const productionFileParamsSchema = z.object({ id: idParam, fileId: idParam });

/** An artwork's print check: its pixels, resolution and colour space against the sleeve's print size. */
export const printCheckSchema = z.object({
  ok: z.boolean(),
  width_px: z.number().int(),
  height_px: z.number().int(),
  /** Pixels per inch at the print size (the smaller side). */
  effective_dpi: z.number().int(),
  colour_space: z.string(),
  /** What is wrong: too_small, low_resolution, not_cmyk, not_square, unreadable. */
  problems: z.array(z.string()),
});
export type PrintCheck = z.infer<typeof printCheckSchema>;

export const productionFileSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['artwork', 'document', 'proof']),
  name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  uploaded_by: productionPartySchema,
  created_at: iso,
  url: z.string(),
  preview_url: z.string().nullable(),
  print_check: printCheckSchema.nullable(),
});
export type ProductionFile = z.infer<typeof productionFileSchema>;

export const productionMessageSchema = z.object({
  id: z.number().int(),
  author_name: z.string(),
  author: productionPartySchema,
  body: z.string(),
  created_at: iso,
});

export const productionHistoryEntrySchema = z.object({
  from: actionStatusSchema.nullable(),
  to: actionStatusSchema,
  by_name: z.string().nullable(),
  by: z.enum(['artist', 'staff', 'system']),
  note: z.string().nullable(),
  at: iso,
});

/** One action of the timeline. */
export const productionActionSchema = z.object({
  key: productionStepKeySchema,
  phase: productionPhaseSchema,
  action: z.string(),
  status: actionStatusSchema,
  submitter: productionPartySchema,
  checker: productionPartySchema.nullable(),
  /** Who it waits for now; null when it is valid or not open yet. */
  waiting_for: productionPartySchema.nullable(),
  open: z.boolean(),
  planned_at: iso,
  /** The planned date is the plant's own, set by staff (the estimate takes it). */
  planned_by_hand: z.boolean(),
  expected_at: iso,
  done_at: isoOrNull,
  late: z.boolean(),
  status_at: iso,
  status_by: z.string().nullable(),
  refusal_reason: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  /** The statuses the viewer may move it to. */
  next: z.array(actionStatusSchema),
  files: z.array(productionFileSchema),
  messages: z.array(productionMessageSchema),
  history: z.array(productionHistoryEntrySchema),
});
export type ProductionActionView = z.infer<typeof productionActionSchema>;

export const productionPhaseViewSchema = z.object({
  phase: productionPhaseSchema,
  status: z.enum(['upcoming', 'in_progress', 'complete']),
  actions: z.array(productionActionSchema),
});

export const testPressingRoundSchema = z.object({
  round: z.number().int(),
  status: z.enum(['pending', 'to_check', 'valid', 'refused']),
  sent_at: isoOrNull,
  decided_at: isoOrNull,
  comment: z.string().nullable(),
  notes: z.array(z.object({ side: z.string(), track_title: z.string().nullable(), comment: z.string() })),
});

export const sideCheckSchema = z.object({
  size: z.enum(VINYL_SIZES),
  rpm: z.number().int(),
  recommended_seconds: z.number().int(),
  max_seconds: z.number().int(),
  ok: z.boolean(),
  balanced: z.boolean(),
  sides: z.array(
    z.object({ side: z.string(), seconds: z.number().int(), verdict: z.enum(['ok', 'long', 'too_long']) }),
  ),
  /** The split of the project's tracks, in order, that makes the longest side shortest. */
  suggestion: z.array(z.object({ title: z.string(), duration_seconds: z.number().int(), side: z.string() })),
});
export type SideCheckDto = z.infer<typeof sideCheckSchema>;

/** GET production/{id} and admin/production/{id}: the whole production, or that it has not started. */
export const productionViewSchema = z.object({
  project: z.object({ id: z.number().int(), name: z.string(), artist_name: z.string(), format: z.string().nullable() }),
  started: z.boolean(),
  viewer: productionPartySchema,
  started_at: isoOrNull,
  plant: z.string().nullable(),
  planned_ship_at: isoOrNull,
  estimated_ship_at: isoOrNull,
  /** Days the estimate is behind the plan (0 on time or ahead). */
  days_late: z.number().int(),
  stage: z.enum(BUYER_PRODUCTION_STAGES).nullable(),
  barcode: z.string().nullable(),
  phases: z.array(productionPhaseViewSchema),
  test_pressings: z.array(testPressingRoundSchema),
  side_check: sideCheckSchema.nullable(),
  /** What the payment action pays: the project's pressing quote, VAT included (none without a quote). */
  payment_due: z.object({ amount_minor: z.number().int(), currency: z.string() }).nullable(),
  /** Staff only: how many buyers wait for the records, and the audit rows of this production. */
  buyers: z.number().int().nullable(),
  audit: z.array(auditEntrySchema),
});
export type ProductionView = z.infer<typeof productionViewSchema>;

/** GET user/production: the owner's projects in production. */
export const myProductionsSchema = z.object({
  items: z.array(
    z.object({
      project_id: z.number().int(),
      name: z.string(),
      stage: z.enum(BUYER_PRODUCTION_STAGES),
      estimated_ship_at: iso,
      days_late: z.number().int(),
      waiting_for_me: z.number().int(),
    }),
  ),
});
export type MyProductions = z.infer<typeof myProductionsSchema>;

/** POST production/{id}/actions/{step}: save what the action holds (pending), or submit it. */
export const productionActionRequestSchema = z.object({
  intent: z.enum(['save', 'submit']),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type ProductionActionRequest = z.infer<typeof productionActionRequestSchema>;

/** A note of the artist on a test pressing: a side, or one track of it. */
export const testPressingNoteSchema = z.object({
  side: z
    .string()
    .trim()
    .regex(/^[A-Z]$/, 'input_invalid'),
  track_title: z
    .string()
    .trim()
    .max(200, 'input_too_long')
    .optional()
    .transform((value) => value || undefined),
  comment: z.string().trim().min(1, 'input_required').max(2000, 'input_too_long'),
});

/** POST production/{id}/actions/{step}/decision: the artist validates or refuses the proof or a test pressing. */
export const productionDecisionSchema = z.object({
  decision: z.enum(['valid', 'refused']),
  reason: z.string().trim().max(4000, 'input_too_long').optional(),
  notes: z.array(testPressingNoteSchema).max(60).optional(),
});
export type ProductionDecision = z.infer<typeof productionDecisionSchema>;

/** POST admin/production/{id}/actions/{step}: staff move an action (validate, refuse with a reason, start, send). */
export const productionStatusChangeSchema = z.object({
  to: actionStatusSchema,
  reason: z.string().trim().max(4000, 'input_too_long').optional(),
});
export type ProductionStatusChange = z.infer<typeof productionStatusChangeSchema>;

/** POST .../messages */
export const productionMessageRequestSchema = z.object({
  body: z.string().trim().min(1, 'input_required').max(4000, 'input_too_long'),
});

/** The largest file sent inline through a form (bigger ones go as a chunked upload). */
export const PRODUCTION_FILE_MAX_BYTES = 25 * 1024 * 1024;

/** POST .../files: a file sent inline (base64) or as a finished chunked upload. */
export const productionFileRequestSchema = z
  .object({
    name: z.string().trim().min(1, 'input_required').max(200, 'input_too_long'),
    data: z.string().min(1, 'input_required').optional(),
    upload_id: idParam.optional(),
  })
  .refine((body) => body.data !== undefined || body.upload_id !== undefined, {
    message: 'input_required',
    path: ['data'],
  });
export type ProductionFileRequest = z.infer<typeof productionFileRequestSchema>;

/** POST admin/production/{id}/actions/{step}/plan: the plant's own date for an action (a Paris day). */
export const productionPlanSchema = z.object({
  planned_on: z
    .string()
    .trim()
    .min(1, 'input_required')
    .refine((text) => parseBusinessDay(text) !== null, 'date_invalid'),
});
export type ProductionPlan = z.infer<typeof productionPlanSchema>;

/** PUT admin/production/{id}: the plant. */
export const productionSettingsSchema = z.object({ plant: z.string().trim().min(1).max(40) });

/** GET admin/production: the board's filters and page. */
export const productionBoardQuerySchema = z.object({
  phase: productionPhaseSchema.optional().or(z.literal('').transform(() => undefined)),
  plant: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((value) => value || undefined),
  late: z
    .enum(['1', '0', ''])
    .optional()
    .transform((value) => value === '1'),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
});
export type ProductionBoardQuery = z.infer<typeof productionBoardQuerySchema>;

/** A project in production on the board: where it stands against its plan. */
export const productionBoardProjectSchema = z.object({
  project_id: z.number().int(),
  name: z.string(),
  artist_name: z.string(),
  plant: z.string().nullable(),
  phase: productionPhaseSchema.nullable(),
  started_at: iso,
  planned_ship_at: iso,
  estimated_ship_at: iso,
  days_late: z.number().int(),
  waiting_for_staff: z.number().int(),
});

/** An action waiting for staff on the board. */
export const productionBoardActionSchema = z.object({
  project_id: z.number().int(),
  project_name: z.string(),
  plant: z.string().nullable(),
  key: productionStepKeySchema,
  phase: productionPhaseSchema,
  status: actionStatusSchema,
  planned_at: iso,
  expected_at: iso,
  late: z.boolean(),
  status_at: iso,
});

export const productionBoardSchema = z.object({
  actions: z.array(productionBoardActionSchema),
  total_actions: z.number().int(),
  projects: z.array(productionBoardProjectSchema),
  plants: z.array(z.string()),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type ProductionBoard = z.infer<typeof productionBoardSchema>;
