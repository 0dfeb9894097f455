// The test provider's webhook deliveries in the database (table test_webhook_deliveries), so a
// delivery made before a crash or a restart is still sent after it, by whichever instance gets there
// first (docs/payments.md, "Webhook deliveries that survive a restart"). Each attempt is claimed by
// one conditional update (`pending` and due, or `delivering` with a lapsed claim, becomes
// `delivering` with one more attempt); a batch is claimed with FOR UPDATE SKIP LOCKED in the same
// statement. Outcomes are fenced by (id, attempts, delivering): a sender whose claim lapsed and was
// taken over cannot write over the new attempt.
import { schema, type Db } from '@spindle/db';
import { and, desc, eq, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ClaimedDelivery, DeliveryOutcome, WebhookDeliveryStore } from './providers/webhook-delivery-store.ts';

const { testWebhookDeliveries: deliveries } = schema;

/** Deliveries delivered or given up are kept this long (for resend and inspection), then deleted. */
export const FINISHED_DELIVERY_RETENTION_MS = 7 * 86_400_000;

function dueAt(now: Date): SQL {
  return or(
    and(eq(deliveries.state, 'pending'), lte(deliveries.nextAttemptAt, now)),
    and(eq(deliveries.state, 'delivering'), lte(deliveries.lockedUntil, now)),
  ) as SQL;
}

const claimedColumns = {
  id: deliveries.id,
  eventId: deliveries.eventId,
  body: deliveries.payload,
  attempts: deliveries.attempts,
};

function claimedOf(row: { id: number; eventId: string; body: string; attempts: number }): ClaimedDelivery {
  return { ...row, id: String(row.id) };
}

/** Claims a batch of due deliveries, oldest due first. */
async function claimDue(
  db: Db,
  { nowMs, claimUntilMs, limit }: { nowMs: number; claimUntilMs: number; limit: number },
): Promise<ClaimedDelivery[]> {
  // One statement: the CTE picks due rows once (SKIP LOCKED leaves rows another claim is taking).
  const rows = await db.execute<{ id: number; event_id: string; payload: string; attempts: number }>(sql`
    with due as (
      select id from test_webhook_deliveries
      where (state = 'pending' and next_attempt_at <= ${new Date(nowMs).toISOString()})
         or (state = 'delivering' and locked_until <= ${new Date(nowMs).toISOString()})
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked
    )
    update test_webhook_deliveries d
    set state = 'delivering', attempts = d.attempts + 1,
        locked_until = ${new Date(claimUntilMs).toISOString()}, updated_at = now()
    from due where d.id = due.id
    returning d.id, d.event_id, d.payload, d.attempts`);
  return rows.rows
    .map((row) => claimedOf({ id: row.id, eventId: row.event_id, body: row.payload, attempts: row.attempts }))
    .sort((a, b) => Number(a.id) - Number(b.id));
}

/** Writes an attempt's outcome, fenced by the claim (same attempt, still delivering). */
async function finish(db: Db, claim: ClaimedDelivery, outcome: DeliveryOutcome): Promise<boolean> {
  const rows = await db
    .update(deliveries)
    .set({
      state: outcome.state,
      lockedUntil: null,
      lastError: outcome.state === 'delivered' ? null : outcome.error,
      updatedAt: sql`now()`,
      ...(outcome.state === 'pending' ? { nextAttemptAt: new Date(outcome.retryAtMs) } : {}),
    })
    .where(
      and(
        eq(deliveries.id, Number(claim.id)),
        eq(deliveries.attempts, claim.attempts),
        eq(deliveries.state, 'delivering'),
      ),
    )
    .returning({ id: deliveries.id });
  return rows.length > 0;
}

export function createDatabaseWebhookDeliveryStore(db: Db): WebhookDeliveryStore & {
  /** Deletes finished deliveries older than the retention; resolves with how many. */
  purgeFinished(nowMs: number): Promise<number>;
} {
  return {
    async add({ eventId, body, dueAtMs }) {
      const [row] = await db
        .insert(deliveries)
        .values({ eventId, payload: body, nextAttemptAt: new Date(dueAtMs) })
        .returning({ id: deliveries.id });
      if (!row) throw new Error('webhook delivery not stored');
      return String(row.id);
    },
    async claim(id, { nowMs, claimUntilMs }) {
      const [row] = await db
        .update(deliveries)
        .set({
          state: 'delivering',
          attempts: sql`${deliveries.attempts} + 1`,
          lockedUntil: new Date(claimUntilMs),
          updatedAt: sql`now()`,
        })
        .where(and(eq(deliveries.id, Number(id)), dueAt(new Date(nowMs))))
        .returning(claimedColumns);
      return row ? claimedOf(row) : null;
    },
    claimDue: (window) => claimDue(db, window),
    finish: (claim, outcome) => finish(db, claim, outcome),
    async findBody(eventId) {
      const [row] = await db
        .select({ body: deliveries.payload })
        .from(deliveries)
        .where(eq(deliveries.eventId, eventId))
        .orderBy(desc(deliveries.id))
        .limit(1);
      return row?.body ?? null;
    },
    async purgeFinished(nowMs) {
      const rows = await db
        .delete(deliveries)
        .where(
          and(
            or(eq(deliveries.state, 'delivered'), eq(deliveries.state, 'given_up')),
            lte(deliveries.updatedAt, new Date(nowMs - FINISHED_DELIVERY_RETENTION_MS)),
          ),
        )
        .returning({ id: deliveries.id });
      return rows.length;
    },
  };
}
