// The audit log (issue 14, docs/admin.md): every staff write, who, when, what, before and after.
// Insert-only: the code has no update or delete path, and a trigger refuses UPDATE and DELETE (added
// by hand to the migration that creates the table). Owned by the audit module.
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { identityId, timestampTz } from '../columns.ts';

/** One staff action: the action's name, the entity it touched, and the entity before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: identityId(),
    at: timestampTz('at').notNull().defaultNow(),
    /** The staff member (kept as a number: the log outlives a deleted account). */
    staffUserId: integer('staff_user_id').notNull(),
    staffName: text('staff_name').notNull(),
    /** What was done: 'project.approve', 'user.set_flags'... */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.at),
    index('audit_log_staff_idx').on(t.staffUserId, t.at),
    index('audit_log_at_idx').on(t.at),
  ],
);
