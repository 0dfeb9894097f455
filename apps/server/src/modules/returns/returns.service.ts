// Returns (docs/returns.md): the buyer's parcels and requests, a new request checked against the
// parcel's status, the return window and the copies still free; the staff's decisions. The buyer is
// e-mailed at each step. Orders are read through checkout's face.
import type { AdminReturnsQuery, MyReturns, ReturnRequestBody, ReturnRequestDto } from '@spindle/contracts';
import {
  canMoveReturn,
  isLocale,
  returnableQuantities,
  returnDeadline,
  returnRefusal,
  type ReturnStatus,
} from '@spindle/domain';
import type { Db } from '@spindle/db';
import { sql } from 'drizzle-orm';
import { AppError } from '../../http/errors.ts';
import { keptLinkOriginOf, type KeptLinkOrigins } from '../../http/link-origin.ts';
import type { AuthenticatedUser } from '../../http/session-user.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { AuditLog } from '../audit/index.ts';
import type { UserDirectory } from '../auth/index.ts';
import { type ReturnLine, returnableLinesOf, returnLinesByIds, returnLinesOfShopOrder } from '../checkout/index.ts';
import { returnUpdateTemplate } from './returns-email.ts';
import type { ReturnRequestLineRow, ReturnRequestRow, ReturnsRepo } from './returns.repo.ts';

export interface ReturnsDeps {
  db: Db;
  repo: ReturnsRepo;
  users: Pick<UserDirectory, 'contactsOf'>;
  mailer: Pick<Mailer, 'send'>;
  audit: Pick<AuditLog, 'record'>;
  linkOrigins: KeptLinkOrigins;
  clock: () => Date;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** GET user/returns */
export async function myReturns(deps: ReturnsDeps, user: AuthenticatedUser): Promise<MyReturns> {
  const [lines, requests] = await Promise.all([returnableLinesOf(deps.db, user.id), deps.repo.ofUser(user.id)]);
  const held = await deps.repo.heldQuantities(
    deps.db,
    lines.map((line) => line.orderItemId),
  );
  const free = returnableQuantities(
    lines.map((line) => ({ orderItemId: line.orderItemId, quantity: line.quantity - line.refundedQuantity })),
    held,
  );
  const parcels = new Map<number, MyReturns['parcels'][number]>();
  for (const line of lines) {
    const parcel = parcels.get(line.shopOrderId) ?? {
      order_id: line.orderId,
      shop_order_id: line.shopOrderId,
      ordered_at: line.orderCreatedAt.toISOString(),
      delivered_at: iso(line.deliveredAt),
      sent_at: iso(line.sentAt),
      withdrawal_ends_at: iso(returnDeadline('changed_mind', line)),
      lines: [],
    };
    parcel.lines.push({
      order_item_id: line.orderItemId,
      project_id: line.projectId,
      name: line.name,
      quantity: line.quantity,
      returnable_quantity: free.get(line.orderItemId) ?? 0,
      unit_price_minor: line.unitPriceMinor,
      currency: line.currency,
    });
    parcels.set(line.shopOrderId, parcel);
  }
  return { parcels: [...parcels.values()], requests: await requestDtos(deps, requests) };
}

/** POST user/returns: one request per call; the copies are counted under a lock on the parcel. */
export async function requestReturn(
  deps: ReturnsDeps,
  user: AuthenticatedUser,
  body: ReturnRequestBody,
): Promise<ReturnRequestDto> {
  const lines = await returnLinesOfShopOrder(deps.db, body.shop_order_id);
  const first = lines[0];
  if (!first || first.userId !== user.id) throw new AppError('not_found');
  const refusal = returnRefusal(
    body.reason,
    { status: first.shopOrderStatus, deliveredAt: first.deliveredAt, sentAt: first.sentAt },
    deps.clock(),
  );
  if (refusal) throw new AppError(refusal);
  const byId = new Map(lines.map((line) => [line.orderItemId, line]));
  if (body.lines.some((line) => !byId.has(line.order_item_id))) throw new AppError('return_quantity_invalid');
  const created = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`return:${body.shop_order_id}`}))`);
    const held = await deps.repo.heldQuantities(tx, [...byId.keys()]);
    const free = returnableQuantities(
      lines.map((line) => ({ orderItemId: line.orderItemId, quantity: line.quantity - line.refundedQuantity })),
      held,
    );
    const asked = new Map<number, number>();
    for (const line of body.lines) asked.set(line.order_item_id, (asked.get(line.order_item_id) ?? 0) + line.quantity);
    if ([...asked].some(([id, quantity]) => quantity > (free.get(id) ?? 0)))
      throw new AppError('return_quantity_invalid');
    return deps.repo.insert(tx, {
      userId: user.id,
      orderId: first.orderId,
      shopOrderId: body.shop_order_id,
      reason: body.reason,
      comment: body.comment || null,
      lines: [...asked].map(([orderItemId, quantity]) => ({ orderItemId, quantity })),
    });
  });
  const [dto] = await requestDtos(deps, [created]);
  await tellBuyer(deps, created, dto!, first);
  return dto!;
}

/** GET admin/returns */
export async function listReturns(deps: ReturnsDeps, query: AdminReturnsQuery) {
  return { items: await requestDtos(deps, await deps.repo.list(query.status)) };
}

/** POST admin/returns/{id}/status (audited; the buyer is e-mailed). */
export async function decideReturn(
  deps: ReturnsDeps,
  actor: AuthenticatedUser,
  id: number,
  change: { status: Exclude<ReturnStatus, 'requested'>; note?: string | null | undefined },
): Promise<ReturnRequestDto> {
  const { before, after } = await deps.db.transaction(async (tx) => {
    const row = await deps.repo.lock(tx, id);
    if (!row) throw new AppError('not_found');
    if (!canMoveReturn(row.status, change.status)) throw new AppError('return_transition_not_allowed');
    const note = change.note || (change.status === 'refunded' ? row.staffNote : null);
    const updated = await deps.repo.decide(tx, id, {
      status: change.status,
      staffNote: note ?? null,
      decidedByUserId: actor.id,
      decidedAt: deps.clock(),
    });
    return { before: row, after: updated };
  });
  await deps.audit.record(actor, {
    action: `return.${change.status}`,
    entityType: 'return_request',
    entityId: id,
    before: { status: before.status, staff_note: before.staffNote },
    after: { status: after.status, staff_note: after.staffNote },
  });
  const [dto] = await requestDtos(deps, [after]);
  const [line] = await returnLinesOfShopOrder(deps.db, after.shopOrderId);
  if (line) await tellBuyer(deps, after, dto!, line);
  return dto!;
}

/** The requests with their lines named and their buyer's e-mail (three queries in all). */
async function requestDtos(deps: ReturnsDeps, rows: readonly ReturnRequestRow[]): Promise<ReturnRequestDto[]> {
  const requestLines = await deps.repo.linesOf(rows.map((row) => row.id));
  const [named, contacts] = await Promise.all([
    returnLinesByIds(
      deps.db,
      requestLines.map((line) => line.orderItemId),
    ),
    deps.users.contactsOf(rows.map((row) => row.userId)),
  ]);
  const names = new Map(named.map((line) => [line.orderItemId, line.name]));
  const linesOf = new Map<number, ReturnRequestLineRow[]>();
  for (const line of requestLines)
    linesOf.set(line.returnRequestId, [...(linesOf.get(line.returnRequestId) ?? []), line]);
  return rows.map((row) => ({
    id: row.id,
    order_id: row.orderId,
    shop_order_id: row.shopOrderId,
    reason: row.reason,
    comment: row.comment,
    status: row.status,
    staff_note: row.staffNote,
    created_at: row.createdAt.toISOString(),
    decided_at: iso(row.decidedAt),
    customer_email: contacts.get(row.userId)?.email ?? null,
    lines: (linesOf.get(row.id) ?? []).map((line) => ({
      order_item_id: line.orderItemId,
      name: names.get(line.orderItemId) ?? '',
      quantity: line.quantity,
    })),
  }));
}

/** The return_update e-mail to the buyer, in their language. */
async function tellBuyer(deps: ReturnsDeps, row: ReturnRequestRow, dto: ReturnRequestDto, line: ReturnLine) {
  const contact = (await deps.users.contactsOf([row.userId])).get(row.userId);
  if (!contact) return;
  const locale = isLocale(contact.lang) ? contact.lang : 'en';
  await deps.mailer.send({
    to: contact.email,
    locale,
    template: returnUpdateTemplate.key,
    ...returnUpdateTemplate.render(locale, {
      baseUrl: keptLinkOriginOf(line.linkOrigin, deps.linkOrigins),
      name: contact.name || null,
      requestId: row.id,
      orderId: row.orderId,
      status: row.status,
      items: dto.lines.map((entry) => (entry.quantity > 1 ? `${entry.name} x ${entry.quantity}` : entry.name)),
      note: row.staffNote,
    }),
  });
}
