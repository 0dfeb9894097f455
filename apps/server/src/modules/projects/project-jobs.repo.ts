// Queries of the project jobs: projects due to open or close, the owner a reminder goes to (auth's
// directory), and the paid orders of a failed project to refund. Its followers are sellers' follows,
// given to the jobs at composition.
import { schema, type Db } from '@spindle/db';
import type { ProjectStep } from '@spindle/domain';
import { and, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { createUserDirectory } from '../auth/index.ts';

const { projects, projectStepHistory, orders, orderItems, payments, shopOrders } = schema;

/** Steps in which a project is selling (closing at its end date applies to them). */
export const SELLING_STEPS: readonly ProjectStep[] = ['in_progress', 'private', 'confirmed'];

/** A project with the pages people follow it through. */
export interface FollowedProject {
  id: number;
  artistId: number | null;
  labelId: number | null;
}

/** A refund the provider made for the project's lines of one order. */
export interface RecordedRefund {
  orderId: number;
  paymentId: number;
  refundedTotalMinor: number;
  whole: boolean;
  projectId: number;
  at: Date;
}

/**
 * Coming-soon projects whose start date has come, and whose end is still ahead: in promo, put there
 * before their start date (a promo without that history, such as a demo one, is a display mode).
 */
async function dueToOpen(db: Db, now: Date) {
  return db
    .select({ id: projects.id, step: projects.step })
    .from(projects)
    .where(
      and(
        eq(projects.step, 'promo'),
        isNotNull(projects.startAt),
        lte(projects.startAt, now),
        or(sql`${projects.endAt} is null`, gt(projects.endAt, now)),
        sql`exists (select 1 from ${projectStepHistory} h where h.project_id = ${projects.id} and h.to_step = 'promo' and h.at < ${projects.startAt})`,
      ),
    );
}

/** Selling projects whose end date has passed. */
async function dueToClose(db: Db, now: Date) {
  return db
    .select({ id: projects.id, step: projects.step, type: projects.type, goal: projects.goal, sold: projects.sold })
    .from(projects)
    .where(and(inArray(projects.step, [...SELLING_STEPS]), isNotNull(projects.endAt), lte(projects.endAt, now)));
}

/** Selling projects ending within `withinMs` from now (reminder candidates). */
async function endingWithin(db: Db, now: Date, withinMs: number) {
  return db
    .select({ id: projects.id, endAt: projects.endAt })
    .from(projects)
    .where(
      and(
        inArray(projects.step, [...SELLING_STEPS]),
        gt(projects.endAt, now),
        lte(projects.endAt, new Date(now.getTime() + withinMs)),
      ),
    );
}

async function findProject(db: Db, id: number) {
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  return row;
}

/** The account of this id: name, e-mail and language (auth's directory). */
async function findUser(db: Db, id: number) {
  return (await createUserDirectory(db).contactsOf([id])).get(id);
}

/**
 * Paid orders holding lines of the project not yet refunded, with their payment: `projectMinor`
 * (those lines after discount), their ids, and whether the order holds nothing else.
 */
async function paidOrdersOf(db: Db, projectId: number) {
  return db
    .select({
      orderId: orders.id,
      currency: orders.currency,
      paymentId: payments.id,
      providerRef: payments.providerRef,
      amountMinor: payments.amountMinor,
      refundedMinor: payments.refundedMinor,
      // What is left of the project's lines: units a staff refund gave back already are not paid twice.
      projectMinor: sql<number>`coalesce(sum(${orderItems.totalMinor} - ${orderItems.discountMinor} - ${orderItems.refundedMinor}) filter (where ${orderItems.projectId} = ${projectId} and ${orderItems.refundedAt} is null), 0)::int`,
      lineIds: sql<number[]>`array_agg(${orderItems.id}) filter (where ${orderItems.projectId} = ${projectId})`,
      otherLines: sql<number>`count(*) filter (where ${orderItems.projectId} is distinct from ${projectId})::int`,
    })
    .from(orders)
    .innerJoin(
      payments,
      and(eq(payments.orderId, orders.id), inArray(payments.status, ['succeeded', 'partially_refunded'])),
    )
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.status, 'confirmed'),
        sql`exists (select 1 from ${orderItems} oi where oi.order_id = ${orders.id} and oi.project_id = ${projectId} and oi.refunded_at is null)`,
      ),
    )
    .groupBy(orders.id, payments.id);
}

/** Records a refund made at the provider (the webhook may record it too: the larger total wins). */
async function recordRefund(db: Db, input: RecordedRefund) {
  await db.transaction(async (tx) => {
    // The project's lines are marked: a retry of the job does not refund them again.
    await tx
      .update(orderItems)
      .set({
        refundedAt: input.at,
        refundedQuantity: sql`${orderItems.quantity}`,
        refundedMinor: sql`${orderItems.totalMinor} - ${orderItems.discountMinor}`,
      })
      .where(
        and(
          eq(orderItems.orderId, input.orderId),
          eq(orderItems.projectId, input.projectId),
          isNull(orderItems.refundedAt),
        ),
      );
    await tx
      .update(payments)
      .set({
        refundedMinor: sql`least(${payments.amountMinor}, greatest(${payments.refundedMinor}, ${input.refundedTotalMinor}))`,
        status: sql`case when least(${payments.amountMinor}, greatest(${payments.refundedMinor}, ${input.refundedTotalMinor})) >= ${payments.amountMinor} then 'refunded' else 'partially_refunded' end`,
        updatedAt: new Date(),
      })
      .where(eq(payments.id, input.paymentId));
    if (input.whole) {
      await tx.update(orders).set({ status: 'refunded', updatedAt: new Date() }).where(eq(orders.id, input.orderId));
    }
    // The shop orders that only hold this project's lines are refunded with it.
    await tx.execute(sql`
      update ${shopOrders} so set status = 'refunded', updated_at = now()
      where so.order_id = ${input.orderId}
        and so.status not in ('refunded', 'canceled')
        and exists (select 1 from ${orderItems} oi where oi.shop_order_id = so.id and oi.project_id = ${input.projectId})
        and not exists (select 1 from ${orderItems} oi where oi.shop_order_id = so.id and oi.project_id is distinct from ${input.projectId})`);
  });
}

export function createProjectJobsRepo(db: Db) {
  return {
    dueToOpen: (now: Date) => dueToOpen(db, now),
    dueToClose: (now: Date) => dueToClose(db, now),
    endingWithin: (now: Date, withinMs: number) => endingWithin(db, now, withinMs),
    project: (id: number) => findProject(db, id),
    user: (id: number) => findUser(db, id),
    paidOrdersOf: (projectId: number) => paidOrdersOf(db, projectId),
    recordRefund: (input: RecordedRefund) => recordRefund(db, input),
  };
}

export type ProjectJobsRepo = ReturnType<typeof createProjectJobsRepo>;
