// The audit log (docs/admin.md "Audit"): every staff write leaves a row saying who, when, what (the
// action, the entity's type and id) and the entity before and after. Insert-only: this file has no
// update or delete, and the database refuses both (migration 0008's trigger).
import type { AuditEntry, AuditPage, AuditQuery } from '@spindle/contracts';
import { auditLog, type Db, type Tx } from '@spindle/db';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';

/** Who did it: the staff member signed in. */
export interface AuditActor {
  id: number;
  name: string;
}

/** What was done, to what, and how it looked before and after. */
export interface AuditRecord {
  action: string;
  entityType: string;
  entityId: number | string;
  before?: unknown;
  after?: unknown;
}

/** The audit log: write a row (in the caller's transaction when given), read pages of it. */
export interface AuditLog {
  record(actor: AuditActor, record: AuditRecord, tx?: Tx): Promise<void>;
  list(query: AuditQuery): Promise<AuditPage>;
  /** An entity's history, newest first (each entity's page shows it). */
  historyOf(entityType: string, entityId: number | string): Promise<AuditEntry[]>;
}

type AuditRow = typeof auditLog.$inferSelect;

function entryOf(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    staff_user_id: row.staffUserId,
    staff_name: row.staffName,
    action: row.action,
    entity_type: row.entityType,
    entity_id: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

function filterOf(query: Pick<AuditQuery, 'entity_type' | 'entity_id' | 'staff_user_id'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.entity_type) conditions.push(eq(auditLog.entityType, query.entity_type));
  if (query.entity_id) conditions.push(eq(auditLog.entityId, query.entity_id));
  if (query.staff_user_id) conditions.push(eq(auditLog.staffUserId, query.staff_user_id));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

async function listAudit(db: Db, query: AuditQuery): Promise<AuditPage> {
  const where = filterOf(query);
  const order = query.dir === 'asc' ? [asc(auditLog.at), asc(auditLog.id)] : [desc(auditLog.at), desc(auditLog.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(...order)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return { rows: rows.map(entryOf), total: total?.value ?? 0, page: query.page, per_page: query.per_page };
}

/** The audit log over a database; `clock` stamps the rows (tests inject one). */
export function createAuditLog({ db, clock = () => new Date() }: { db: Db; clock?: () => Date }): AuditLog {
  return {
    async record(actor, record, tx) {
      await (tx ?? db).insert(auditLog).values({
        at: clock(),
        staffUserId: actor.id,
        staffName: actor.name,
        action: record.action,
        entityType: record.entityType,
        entityId: String(record.entityId),
        before: record.before ?? null,
        after: record.after ?? null,
      });
    },
    list: (query) => listAudit(db, query),
    async historyOf(entityType, entityId) {
      const page = await listAudit(db, {
        entity_type: entityType,
        entity_id: String(entityId),
        page: 1,
        per_page: 200,
        sort: 'at',
        dir: 'desc',
      });
      return page.rows;
    },
  };
}
