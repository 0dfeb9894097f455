// Gift boxes (issue 17): paying for a box bought as a gift makes a code and a subscription waiting in
// not_activated; the buyer gets the code by e-mail at once and the recipient on the chosen day (jobs).
// The recipient redeems the code at /box (cart's POST boxes/code starts the box for them) and gives
// the address it ships to here (kept in the account through auth's face). GET user/box-gifts lists what a buyer gave.
import { randomBytes } from 'node:crypto';
import type { BoxGift, BoxGiftAddressBody, CartBoxGift } from '@spindle/contracts';
import { schema, type Db, type Tx } from '@spindle/db';
import { giftCodeOf, giftSendInstant, isLocale, type BoxPeriodicity } from '@spindle/domain';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import { keptLinkOriginOf, type KeptLinkOrigins } from '../../http/link-origin.ts';
import { enqueueJob, type JobHandler } from '../../jobs/index.ts';
import { createAccountStore } from '../auth/index.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { boxGiftTemplate } from './box-gift-email.ts';

const { boxGifts, boxCodes, boxPlans, boxSubscriptions } = schema;

/** The job that sends one of a gift's two e-mails. */
export const BOX_GIFT_EMAIL_JOB = 'box.gift_email';

const jobPayloadSchema = z.object({
  giftId: z.number().int(),
  to: z.enum(['buyer', 'recipient']),
  buyerEmail: z.string().nullable(),
  buyerName: z.string().nullable(),
  locale: z.string().nullable(),
  linkOrigin: z.string().nullable(),
});

/** What checkout knows of a paid gift box line. */
export interface PaidGiftBox {
  orderId: number;
  orderItemId: number;
  buyerUserId: number | null;
  buyerEmail: string | null;
  buyerName: string | null;
  locale: string | null;
  linkOrigin: string | null;
  planId: number;
  periodicity: BoxPeriodicity;
  months: number;
  subscriptionId: number;
  gift: CartBoxGift;
  now: Date;
}

/**
 * In checkout's confirming transaction: the code of a paid gift box, its gift row, and the two e-mails
 * as jobs (the buyer's now, the recipient's at 09:00 Paris on the chosen day), each once.
 */
export async function recordPaidGiftBox(tx: Tx, paid: PaidGiftBox): Promise<{ code: string }> {
  const code = giftCodeOf(randomBytes(16));
  const [codeRow] = await tx
    .insert(boxCodes)
    .values({
      code,
      planId: paid.planId,
      periodicity: paid.periodicity,
      months: paid.months,
      boughtByUserId: paid.buyerUserId,
      boxSubscriptionId: paid.subscriptionId,
    })
    .returning({ id: boxCodes.id });
  if (!codeRow) throw new Error('box code not inserted');
  const [gift] = await tx
    .insert(boxGifts)
    .values({
      orderId: paid.orderId,
      orderItemId: paid.orderItemId,
      buyerUserId: paid.buyerUserId,
      boxCodeId: codeRow.id,
      boxSubscriptionId: paid.subscriptionId,
      recipientEmail: paid.gift.email,
      recipientName: paid.gift.name ?? null,
      message: paid.gift.message ?? null,
      sendOn: paid.gift.send_on ?? null,
    })
    .returning({ id: boxGifts.id });
  if (!gift) throw new Error('box gift not inserted');
  const base = {
    giftId: gift.id,
    buyerEmail: paid.buyerEmail,
    buyerName: paid.buyerName,
    locale: paid.locale,
    linkOrigin: paid.linkOrigin,
  };
  const db = tx as unknown as Db;
  await enqueueJob(db, {
    type: BOX_GIFT_EMAIL_JOB,
    payload: { ...base, to: 'buyer' },
    runAt: paid.now,
    dedupeKey: `box-gift:${gift.id}:buyer`,
  });
  await enqueueJob(db, {
    type: BOX_GIFT_EMAIL_JOB,
    payload: { ...base, to: 'recipient' },
    runAt: giftSendInstant(paid.gift.send_on ?? null, paid.now),
    dedupeKey: `box-gift:${gift.id}:recipient`,
  });
  return { code };
}

export interface BoxGiftDeps {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  linkOrigins: KeptLinkOrigins;
  clock: () => Date;
}

/** Sends one e-mail of a gift and notes when it went. */
export function createBoxGiftEmailHandler(deps: BoxGiftDeps): JobHandler {
  return async (job) => {
    const payload = jobPayloadSchema.parse(job.payload);
    const [row] = await deps.db
      .select({ gift: boxGifts, code: boxCodes.code, months: boxCodes.months, records: boxPlans.recordsPerMonth })
      .from(boxGifts)
      .innerJoin(boxCodes, eq(boxCodes.id, boxGifts.boxCodeId))
      .innerJoin(boxPlans, eq(boxPlans.id, boxCodes.planId))
      .where(eq(boxGifts.id, payload.giftId));
    if (!row) return;
    const buyer = payload.to === 'buyer';
    const already = buyer ? row.gift.buyerEmailedAt : row.gift.recipientEmailedAt;
    if (already) return;
    const to = buyer ? payload.buyerEmail : row.gift.recipientEmail;
    if (!to) return;
    const locale = payload.locale && isLocale(payload.locale) ? payload.locale : 'en';
    await deps.mailer.send({
      to,
      locale,
      template: boxGiftTemplate.key,
      ...boxGiftTemplate.render(locale, {
        baseUrl: keptLinkOriginOf(payload.linkOrigin, deps.linkOrigins),
        to: payload.to,
        code: row.code,
        months: row.months,
        recordsPerMonth: row.records,
        recipientEmail: row.gift.recipientEmail,
        recipientName: row.gift.recipientName,
        buyerName: payload.buyerName,
        message: row.gift.message,
        sendOn: row.gift.sendOn,
      }),
    });
    const now = deps.clock();
    await deps.db
      .update(boxGifts)
      .set(buyer ? { buyerEmailedAt: now } : { recipientEmailedAt: now })
      .where(eq(boxGifts.id, row.gift.id));
  };
}

/** GET user/box-gifts: what the user gave, newest first, and where each stands. */
export async function listBoxGifts(db: Db, userId: number): Promise<BoxGift[]> {
  const rows = await db
    .select({ gift: boxGifts, code: boxCodes, records: boxPlans.recordsPerMonth })
    .from(boxGifts)
    .innerJoin(boxCodes, eq(boxCodes.id, boxGifts.boxCodeId))
    .innerJoin(boxPlans, eq(boxPlans.id, boxCodes.planId))
    .where(eq(boxGifts.buyerUserId, userId))
    .orderBy(desc(boxGifts.createdAt), desc(boxGifts.id));
  return rows.map(({ gift, code, records }) => ({
    id: gift.id,
    code: code.code,
    type: records === 2 ? ('two' as const) : ('one' as const),
    periodicity: code.periodicity,
    months: code.months,
    recipient_email: gift.recipientEmail,
    recipient_name: gift.recipientName,
    send_on: gift.sendOn,
    state: code.redeemedAt
      ? ('redeemed' as const)
      : gift.recipientEmailedAt
        ? ('sent' as const)
        : ('scheduled' as const),
    recipient_emailed_at: gift.recipientEmailedAt?.toISOString() ?? null,
    redeemed_at: code.redeemedAt?.toISOString() ?? null,
    created_at: gift.createdAt.toISOString(),
  }));
}

/**
 * POST boxes/code/address: the redeemer of a code says where its box ships; the address is kept in
 * their address book and the box, waiting for it, becomes active (confirmed).
 */
export async function setGiftBoxAddress(
  db: Db,
  userId: number,
  body: BoxGiftAddressBody,
  now: Date,
): Promise<{ subscription_id: number; step: string; address_id: number }> {
  const [code] = await db
    .select({ redeemedBy: boxCodes.redeemedByUserId, subscriptionId: boxCodes.boxSubscriptionId })
    .from(boxCodes)
    .where(eq(boxCodes.code, body.code.trim().toUpperCase()));
  if (!code || code.subscriptionId === null) throw new AppError('box_code_not_found');
  if (code.redeemedBy !== userId) throw new AppError('forbidden');
  const subscriptionId = code.subscriptionId;
  // The address is the account's own (auth's face keeps it as the default one).
  const address = await createAccountStore(db).saveDefaultAddress(userId, {
    firstname: body.firstname,
    lastname: body.lastname,
    address: body.address,
    address2: body.address2 ?? null,
    zipCode: body.zip_code,
    city: body.city,
    countryId: body.country_id,
    phone: body.phone ?? null,
  });
  const [box] = await db
    .update(boxSubscriptions)
    .set({ customerAddressId: address.id, step: 'confirmed', startedAt: now, updatedAt: now })
    .where(and(eq(boxSubscriptions.id, subscriptionId), eq(boxSubscriptions.userId, userId)))
    .returning({ id: boxSubscriptions.id, step: boxSubscriptions.step });
  if (!box) throw new AppError('forbidden');
  return { subscription_id: box.id, step: box.step, address_id: address.id };
}
