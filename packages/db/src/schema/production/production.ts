// A project's production (issue 15, docs/production.md): one run per successful project, its actions
// (the plan's, each with its status, who moved it and when, planned and done dates, and what the
// artist filled in), every status change, and the barcode it carries.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import {
  ACTION_STATUSES,
  PRESSING_ORDER_STATUSES,
  PRODUCTION_STEP_KEYS,
  type ActionStatus,
  type PressingOrderStatus,
  type ProductionStepKey,
} from '@spindle/domain';
import { users } from '../auth/users.ts';
import { checkIn, createdAt, identityId, timestampTz, updatedAt } from '../columns.ts';
import { projects } from '../projects/projects.ts';

/** Who moved an action: the project's owner, staff, or the server itself (a job). */
export const PRODUCTION_ACTORS = ['artist', 'staff', 'system'] as const;
export type ProductionActor = (typeof PRODUCTION_ACTORS)[number];

/** The production of one successful project. */
export const productionRuns = pgTable(
  'production_runs',
  {
    projectId: integer('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    startedAt: timestampTz('started_at').notNull(),
    /** The pressing plant (PRESSING_PLANTS key): from the project's quote, staff may change it. */
    plant: text('plant'),
    /** The record's size ('7', '10', '12') and speed, null for a format that is not a vinyl. */
    vinylSize: text('vinyl_size'),
    rpm: integer('rpm'),
    discs: integer('discs').notNull().default(1),
    /** The ship date buyers were last told (the plan's at the start; a later estimate tells them again). */
    announcedShipAt: timestampTz('announced_ship_at').notNull(),
    completedAt: timestampTz('completed_at'),
    /**
     * The shop-order status its pre-orders were last brought to (docs/production.md "Shop orders follow
     * the production"); null until the first time. A stage is followed once: the jobs catch up a lost one.
     */
    ordersStatus: text('orders_status').$type<PressingOrderStatus>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkIn('production_runs_vinyl_size_valid', t.vinylSize, ['7', '10', '12']),
    checkIn('production_runs_orders_status_valid', t.ordersStatus, PRESSING_ORDER_STATUSES),
    check('production_runs_rpm_valid', sql`${t.rpm} is null or ${t.rpm} in (33, 45)`),
    index('production_runs_plant_idx').on(t.plant),
  ],
);

/** One action of a production: its status, who set it and when, its planned and done dates, its data. */
export const productionActions = pgTable(
  'production_actions',
  {
    id: identityId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => productionRuns.projectId, { onDelete: 'cascade' }),
    stepKey: text('step_key').$type<ProductionStepKey>().notNull(),
    /** Its place in the timeline (the plan's order). */
    position: integer('position').notNull(),
    status: text('status').$type<ActionStatus>().notNull().default('to_do'),
    plannedAt: timestampTz('planned_at').notNull(),
    /** The planned date is the plant's own, set by staff: the estimate takes it as the action's end. */
    plannedByHand: boolean('planned_by_hand').notNull().default(false),
    doneAt: timestampTz('done_at'),
    statusAt: timestampTz('status_at').notNull(),
    statusByUserId: integer('status_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name shown with the status (kept: it outlives a renamed or deleted account). */
    statusByName: text('status_by_name'),
    /** Why the checker refused it: what the other party reads and fixes. */
    refusalReason: text('refusal_reason'),
    /** What the submitter filled in (per action; contracts' production schemas). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('production_actions_project_step').on(t.projectId, t.stepKey),
    checkIn('production_actions_step_valid', t.stepKey, PRODUCTION_STEP_KEYS),
    checkIn('production_actions_status_valid', t.status, ACTION_STATUSES),
    index('production_actions_status_idx').on(t.status, t.plannedAt),
  ],
);

/** Every status change of an action, with who and when (shown on both sides' timelines). */
export const productionActionEvents = pgTable(
  'production_action_events',
  {
    id: identityId(),
    actionId: integer('action_id')
      .notNull()
      .references(() => productionActions.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<ActionStatus>(),
    toStatus: text('to_status').$type<ActionStatus>().notNull(),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    byName: text('by_name'),
    byActor: text('by_actor').$type<ProductionActor>().notNull(),
    /** A refusal's reason, or what the change was about ('replanned', 'test pressing round 2'). */
    note: text('note'),
    at: timestampTz('at').notNull(),
  },
  (t) => [
    index('production_action_events_action_idx').on(t.actionId, t.at),
    checkIn('production_action_events_actor_valid', t.byActor, PRODUCTION_ACTORS),
  ],
);

/**
 * The EAN-13 of a production: the artist's, or one Spindle assigns (item reference = this row's id
 * under Spindle's GS1 prefix, so two assigned codes never collide). Unique over all productions.
 */
export const productionBarcodes = pgTable('production_barcodes', {
  id: identityId(),
  projectId: integer('project_id')
    .notNull()
    .unique()
    .references(() => productionRuns.projectId, { onDelete: 'cascade' }),
  barcode: text('barcode').unique(),
  source: text('source').$type<'artist' | 'spindle'>().notNull(),
  createdAt: createdAt(),
});
