// The loyalty pass and the contest's sign-ups for staff (docs/admin.md "Pass and challenge"): the points'
// movements (everyone's, or one account's with its balance), a staff adjustment with its reason (never
// below zero, audited in its transaction), and the accounts that came through /contest or /contest/party
// with how many of them bought. No table of its own: account's ledger, auth's directory, checkout's orders.
import {
  CONTEST_ORIGINS,
  type AdminChallengePage,
  type AdminChallengeQuery,
  type AdminPassPage,
  type AdminPassQuery,
  type AdminPointsRow,
} from '@spindle/contracts';
import type { Db } from '@spindle/db';
import { pointsAdjustmentProblemOf } from '@spindle/domain';
import { AppError } from '../../http/errors.ts';
import type { PointsLedger, PointsMovement } from '../account/index.ts';
import type { AuditActor, AuditLog } from '../audit/index.ts';
import type { UserDirectory } from '../auth/index.ts';

export interface PassDeskDeps {
  db: Db;
  audit: AuditLog;
  points: PointsLedger;
  users: UserDirectory;
  paidOrderCounts: (userIds: readonly number[]) => Promise<Map<number, number>>;
}

function movementDto(row: PointsMovement, names: Map<number, { name: string }>): AdminPointsRow {
  return {
    id: row.id,
    user_id: row.userId,
    user_name: names.get(row.userId)?.name ?? '',
    points: row.points,
    reason: row.reason,
    note: row.note,
    order_id: row.orderId,
    created_at: row.createdAt.toISOString(),
  };
}

async function pass(deps: PassDeskDeps, query: AdminPassQuery): Promise<AdminPassPage> {
  let user: AdminPassPage['user'] = null;
  if (query.user_id !== undefined) {
    const contact = (await deps.users.contactsOf([query.user_id])).get(query.user_id);
    if (!contact) throw new AppError('not_found');
    user = {
      id: contact.id,
      name: contact.name,
      email: contact.email,
      balance: await deps.points.balanceOf(contact.id),
    };
  }
  const { rows, total } = await deps.points.movements({
    userId: query.user_id,
    page: query.page,
    perPage: query.per_page,
    dir: query.dir,
  });
  const names = await deps.users.contactsOf(rows.map((row) => row.userId));
  return { user, rows: rows.map((row) => movementDto(row, names)), total, page: query.page, per_page: query.per_page };
}

async function adjustPoints(
  deps: PassDeskDeps,
  actor: AuditActor,
  userId: number,
  body: { points: number; note: string },
) {
  const contact = (await deps.users.contactsOf([userId])).get(userId);
  if (!contact) throw new AppError('not_found');
  return deps.db.transaction(async (tx) => {
    await deps.points.lock(tx, userId);
    const balance = await deps.points.balanceOf(userId, tx);
    const problem = pointsAdjustmentProblemOf(balance, body.points);
    if (problem) throw new AppError(problem, { fields: { points: problem } });
    const row = await deps.points.adjust(tx, { userId, points: body.points, note: body.note });
    const after = balance + body.points;
    await deps.audit.record(
      actor,
      {
        action: 'points.adjust',
        entityType: 'user',
        entityId: userId,
        before: { balance },
        after: { balance: after, points: body.points, note: body.note },
      },
      tx,
    );
    return { user_id: userId, balance: after, row: movementDto(row, new Map([[userId, contact]])) };
  });
}

async function challenge(deps: PassDeskDeps, query: AdminChallengeQuery): Promise<AdminChallengePage> {
  const origins = query.origin ? [query.origin] : [...CONTEST_ORIGINS];
  const { rows, total, byOrigin } = await deps.users.withOrigins(origins, {
    page: query.page,
    perPage: query.per_page,
  });
  const paid = await deps.paidOrderCounts(byOrigin.map((row) => row.id));
  const totals = origins.map((origin) => {
    const ids = byOrigin.filter((row) => row.origin === origin).map((row) => row.id);
    return { origin, sign_ups: ids.length, buyers: ids.filter((id) => (paid.get(id) ?? 0) > 0).length };
  });
  return {
    rows: rows.map((row) => ({
      user_id: row.id,
      name: row.name,
      email: row.email,
      origin: row.origin ?? '',
      created_at: row.createdAt.toISOString(),
      paid_orders: paid.get(row.id) ?? 0,
    })),
    totals,
    total,
    page: query.page,
    per_page: query.per_page,
  };
}

export function createPassDesk(deps: PassDeskDeps) {
  return {
    pass: (query: AdminPassQuery) => pass(deps, query),
    adjust: (actor: AuditActor, userId: number, body: { points: number; note: string }) =>
      adjustPoints(deps, actor, userId, body),
    challenge: (query: AdminChallengeQuery) => challenge(deps, query),
  };
}

export type PassDesk = ReturnType<typeof createPassDesk>;
