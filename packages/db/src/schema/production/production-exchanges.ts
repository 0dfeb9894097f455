// What artist and staff exchange around a production's actions (issue 15, docs/production.md): files
// (print-ready artwork with its check and preview, documents, proofs), messages, the test pressing
// rounds with their notes per side and track, and the e-mails sent once per recipient.
import { index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.ts';
import { checkIn, createdAt, identityId, timestampTz } from '../columns.ts';
import { PRODUCTION_ACTORS, productionActions, productionRuns, type ProductionActor } from './production.ts';

/** A file attached to an action, in private storage. */
export const productionFiles = pgTable(
  'production_files',
  {
    id: identityId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => productionRuns.projectId, { onDelete: 'cascade' }),
    actionId: integer('action_id')
      .notNull()
      .references(() => productionActions.id, { onDelete: 'cascade' }),
    /** artwork: a print-ready picture, checked and previewed; document: any other file; proof: the plant's. */
    kind: text('kind').$type<'artwork' | 'document' | 'proof'>().notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    /** A small sRGB JPEG of an artwork, in private storage too. */
    previewKey: text('preview_key'),
    /** An artwork's print check: pixels, resolution, colour space, and what is wrong. */
    printCheck: jsonb('print_check').$type<Record<string, unknown>>(),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    uploadedByActor: text('uploaded_by_actor').$type<ProductionActor>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('production_files_action_idx').on(t.actionId, t.createdAt),
    checkIn('production_files_kind_valid', t.kind, ['artwork', 'document', 'proof']),
  ],
);

/** A message between the artist and staff about one action. */
export const productionMessages = pgTable(
  'production_messages',
  {
    id: identityId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => productionRuns.projectId, { onDelete: 'cascade' }),
    actionId: integer('action_id')
      .notNull()
      .references(() => productionActions.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    authorActor: text('author_actor').$type<ProductionActor>().notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('production_messages_action_idx').on(t.actionId, t.createdAt),
    checkIn('production_messages_actor_valid', t.authorActor, PRODUCTION_ACTORS),
  ],
);

/** Where a test pressing round stands: being pressed, sent to the artist, approved or refused. */
export const TEST_PRESSING_ROUND_STATUSES = ['pending', 'to_check', 'valid', 'refused'] as const;
export type TestPressingRoundStatus = (typeof TEST_PRESSING_ROUND_STATUSES)[number];

/** One test pressing round: a refusal opens the next one. */
export const productionTestPressings = pgTable(
  'production_test_pressings',
  {
    id: identityId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => productionRuns.projectId, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    status: text('status').$type<TestPressingRoundStatus>().notNull().default('pending'),
    sentAt: timestampTz('sent_at'),
    decidedAt: timestampTz('decided_at'),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The artist's overall word on the round. */
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('production_test_pressings_round').on(t.projectId, t.round),
    checkIn('production_test_pressings_status_valid', t.status, TEST_PRESSING_ROUND_STATUSES),
  ],
);

/** The artist's note on one side of a test pressing, or one track of it. */
export const productionTestPressingNotes = pgTable(
  'production_test_pressing_notes',
  {
    id: identityId(),
    testPressingId: integer('test_pressing_id')
      .notNull()
      .references(() => productionTestPressings.id, { onDelete: 'cascade' }),
    side: text('side').notNull(),
    /** The track the note is about; null for the side as a whole. */
    trackTitle: text('track_title'),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('production_test_pressing_notes_round_idx').on(t.testPressingId)],
);

/**
 * An e-mail a production sent: one row per kind, occasion and recipient, claimed before the e-mail
 * goes, so a retried job never sends it twice (docs/production.md "Sent once").
 */
export const productionNotifications = pgTable(
  'production_notifications',
  {
    id: identityId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => productionRuns.projectId, { onDelete: 'cascade' }),
    /** address_check: buyers asked to confirm their address; late: a late action told. */
    kind: text('kind').$type<'address_check' | 'late_artist' | 'late_buyer'>().notNull(),
    /** What occasion: the address check's validation, the late action and its planned date. */
    occasion: text('occasion').notNull(),
    /** The e-mail address, lower-cased. */
    recipient: text('recipient').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id'),
    outboxId: integer('outbox_id'),
    sentAt: timestampTz('sent_at').notNull(),
  },
  (t) => [
    unique('production_notifications_once').on(t.kind, t.occasion, t.recipient),
    index('production_notifications_project_idx').on(t.projectId, t.kind),
    checkIn('production_notifications_kind_valid', t.kind, ['address_check', 'late_artist', 'late_buyer']),
  ],
);
