// The monthly charge (BUSINESS-RULES "Vinyl box"): on the 1st (Paris) a monthly box with nothing paid
// for the month is charged off-session with the card saved at the provider; a failure moves the box to
// monthly_pending, e-mails the subscriber (once a month) a link to update the card, and is retried 1, 3
// and 7 days after the first failure; a success pays one dispatch and issues the charge's invoice
// number. One charge row per box and month; each attempt is claimed before the provider is called (with
// an idempotency key per attempt), so two runs never charge twice. No transaction is open while the
// provider works (it writes through its own store).
import { schema, type Db, type Tx } from '@spindle/db';
import {
  addBoxMonths,
  boxCutOff,
  BUSINESS_TIME_ZONE,
  isCurrencyCode,
  localDateTimeOf,
  nextBoxChargeRetry,
  type BoxMonth,
} from '@spindle/domain';
import { and, eq, gt, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { paymentCustomer } from '../auth/index.ts';
import { boxesOfMonth, picksOf, type CycleBox } from './box-cycle.repo.ts';
import type { BoxCycleDeps } from './box-cycle.deps.ts';
import { sendCycleEmail } from './box-cycle-notices.ts';

const { boxCharges, boxSubscriptions, boxInvoiceSequences } = schema;

export type BoxChargeRow = typeof boxCharges.$inferSelect;

/** Whether the month was shipped (or its records are on their way) for the box. */
async function shippedIn(db: Db | Tx, boxId: number, month: BoxMonth): Promise<boolean> {
  return (await picksOf(db, boxId, month)).some((pick) => pick.shopOrderId !== null);
}

/** A monthly box owes the month's charge when nothing is paid for it and it does not stop. */
async function owesCharge(db: Db, box: CycleBox, month: BoxMonth): Promise<boolean> {
  if (box.periodicity !== 'monthly' || box.stopRequestedAt !== null || box.dispatchesLeft > 0) return false;
  return !(await shippedIn(db, box.id, month));
}

/** Creates the month's charges that are due and tries each once; returns how many were created. */
export async function chargeMonth(deps: BoxCycleDeps, month: BoxMonth): Promise<number> {
  let created = 0;
  for (const box of await boxesOfMonth(deps.db, month)) {
    if (!(await owesCharge(deps.db, box, month))) continue;
    const [charge] = await deps.db
      .insert(boxCharges)
      .values({
        boxSubscriptionId: box.id,
        month,
        amountMinor: box.monthlyPriceMinor + box.monthlyShippingMinor,
        currency: box.currency,
      })
      .onConflictDoNothing()
      .returning();
    if (!charge) continue;
    created += 1;
    await attemptCharge(deps, charge);
  }
  return created;
}

/** An attempt still pending after this long was interrupted (the process stopped mid-way). */
const INTERRUPTED_AFTER_MS = 60 * 60_000;

/**
 * Tries again the failed charges whose retry is due and any charge left unattempted; settles an
 * attempt that was interrupted from what the provider says of its payment (never a second payment).
 */
export async function retryDueCharges(deps: BoxCycleDeps, now: Date): Promise<number> {
  const due = await deps.db
    .select()
    .from(boxCharges)
    .where(
      or(
        and(eq(boxCharges.status, 'failed'), isNotNull(boxCharges.nextRetryAt), lte(boxCharges.nextRetryAt, now)),
        and(eq(boxCharges.status, 'pending'), eq(boxCharges.attempts, 0)),
      ),
    );
  for (const charge of due) await attemptCharge(deps, charge);
  const interrupted = await deps.db
    .select()
    .from(boxCharges)
    .where(
      and(
        eq(boxCharges.status, 'pending'),
        gt(boxCharges.attempts, 0),
        lte(boxCharges.updatedAt, new Date(now.getTime() - INTERRUPTED_AFTER_MS)),
      ),
    );
  for (const charge of interrupted) await settleInterrupted(deps, charge, now);
  return due.length + interrupted.length;
}

async function settleInterrupted(deps: BoxCycleDeps, charge: BoxChargeRow, now: Date): Promise<void> {
  const ref = charge.providerPaymentRef;
  const payment = ref && deps.provider ? await deps.provider.getPayment({ providerRef: ref }) : null;
  if (ref && payment?.status === 'succeeded') {
    await markPaid(deps.db, charge, ref, now);
    return;
  }
  await markFailed(deps, charge, { ok: false, providerRef: ref, declineCode: 'interrupted' }, now);
}

/** The charge of a box that waits in monthly_pending (POST user/boxes/payment retries it at once). */
export async function unpaidChargeOf(db: Db, boxId: number): Promise<BoxChargeRow | null> {
  const [row] = await db
    .select()
    .from(boxCharges)
    .where(and(eq(boxCharges.boxSubscriptionId, boxId), inArray(boxCharges.status, ['failed', 'pending'])))
    .orderBy(boxCharges.month)
    .limit(1);
  return row ?? null;
}

type Outcome = { ok: true; providerRef: string } | { ok: false; providerRef: string | null; declineCode: string };

/** One attempt: claimed first (attempts + 1), then the provider, then the outcome written. */
export async function attemptCharge(
  deps: BoxCycleDeps,
  charge: BoxChargeRow,
): Promise<'succeeded' | 'failed' | 'skipped'> {
  const now = deps.clock();
  const [claimed] = await deps.db
    .update(boxCharges)
    .set({
      attempts: sql`${boxCharges.attempts} + 1`,
      status: 'pending',
      providerPaymentRef: null,
      nextRetryAt: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(boxCharges.id, charge.id),
        eq(boxCharges.attempts, charge.attempts),
        inArray(boxCharges.status, ['pending', 'failed']),
      ),
    )
    .returning();
  if (!claimed) return 'skipped';
  const [box] = await deps.db.select().from(boxSubscriptions).where(eq(boxSubscriptions.id, claimed.boxSubscriptionId));
  if (!box) return 'skipped';
  const outcome = await chargeWithSavedCard(deps, box.userId, claimed);
  if (outcome.ok) {
    await markPaid(deps.db, claimed, outcome.providerRef, now);
    return 'succeeded';
  }
  await markFailed(deps, claimed, outcome, now);
  return 'failed';
}

/**
 * Charges the newest card saved at the provider, off-session: the payment is created on the customer
 * (idempotency key per box-month and attempt), its reference kept, then confirmed with the card and
 * `offSession` (Stripe: `off_session: true`; a card that wants 3-D Secure is declined with
 * authentication_required instead of waiting for a cardholder who is not there). Anything but success
 * is a failure.
 */
async function chargeWithSavedCard(deps: BoxCycleDeps, userId: number, charge: BoxChargeRow): Promise<Outcome> {
  const provider = deps.provider;
  if (!provider) return { ok: false, providerRef: null, declineCode: 'payments_unavailable' };
  const customer = await paymentCustomer(deps.db, userId);
  const cards = customer?.ref ? await provider.listSavedCards({ customerRef: customer.ref }) : [];
  const card = cards.at(-1);
  if (!customer?.ref || !card) return { ok: false, providerRef: null, declineCode: 'no_saved_card' };
  if (!isCurrencyCode(charge.currency)) throw new Error(`box charge ${charge.id} has an unknown currency`);
  const payment = await provider.createPayment({
    orderId: `box-charge-${charge.id}`,
    amount: { amountMinor: charge.amountMinor, currency: charge.currency },
    idempotencyKey: boxChargeKey(charge),
    customerRef: customer.ref,
    customerEmail: customer.email,
    metadata: { box_subscription_id: String(charge.boxSubscriptionId), month: charge.month },
  });
  // Kept before the card is tried: an interrupted attempt is settled from this payment, not a new one.
  await deps.db.update(boxCharges).set({ providerPaymentRef: payment.providerRef }).where(eq(boxCharges.id, charge.id));
  const confirmed =
    payment.status === 'requires_payment_method'
      ? await provider.confirmPayment({
          providerRef: payment.providerRef,
          paymentMethod: { kind: 'saved_card', cardRef: card.cardRef },
          offSession: true,
        })
      : payment;
  if (confirmed.status === 'succeeded') return { ok: true, providerRef: confirmed.providerRef };
  // A provider that still asks for authentication: nobody can give it, so the payment is given up.
  if (confirmed.status === 'requires_action') await provider.cancelPayment({ providerRef: confirmed.providerRef });
  return {
    ok: false,
    providerRef: confirmed.providerRef,
    declineCode:
      confirmed.declineCode ?? (confirmed.status === 'requires_action' ? 'authentication_required' : 'card_declined'),
  };
}

/** The provider's idempotency key of one attempt at a box-month's charge (a retry is a new attempt). */
export function boxChargeKey(charge: Pick<BoxChargeRow, 'boxSubscriptionId' | 'month' | 'attempts'>): string {
  return `box:${charge.boxSubscriptionId}:${charge.month.slice(0, 7)}:attempt:${charge.attempts}`;
}

/** Paid: the charge gets its invoice number, the box one more dispatch and its next charge date. */
async function markPaid(db: Db, charge: BoxChargeRow, providerRef: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const { year } = localDateTimeOf(now, BUSINESS_TIME_ZONE);
    const [sequence] = await tx
      .insert(boxInvoiceSequences)
      .values({ year, lastNumber: 1 })
      .onConflictDoUpdate({
        target: boxInvoiceSequences.year,
        set: { lastNumber: sql`${boxInvoiceSequences.lastNumber} + 1` },
      })
      .returning({ lastNumber: boxInvoiceSequences.lastNumber });
    const invoiceNumber = `BOX-${year}-${String(sequence?.lastNumber ?? 0).padStart(6, '0')}`;
    const [paid] = await tx
      .update(boxCharges)
      .set({
        status: 'succeeded',
        providerPaymentRef: providerRef,
        paidAt: now,
        invoiceNumber,
        declineCode: null,
        updatedAt: now,
      })
      .where(and(eq(boxCharges.id, charge.id), eq(boxCharges.status, 'pending')))
      .returning({ id: boxCharges.id });
    if (!paid) throw new Error(`box charge ${charge.id} was settled twice`);
    await tx
      .update(boxSubscriptions)
      .set({
        dispatchesLeft: sql`${boxSubscriptions.dispatchesLeft} + 1`,
        step: 'confirmed',
        nextChargeAt: boxCutOff(addBoxMonths(charge.month, 1)),
        updatedAt: now,
      })
      .where(
        and(
          eq(boxSubscriptions.id, charge.boxSubscriptionId),
          inArray(boxSubscriptions.step, ['confirmed', 'monthly_pending']),
        ),
      );
  });
}

/** Failed: the box waits in monthly_pending, the next try is scheduled (none after the third retry). */
async function markFailed(
  deps: BoxCycleDeps,
  charge: BoxChargeRow,
  outcome: Extract<Outcome, { ok: false }>,
  now: Date,
): Promise<void> {
  const firstFailedAt = charge.firstFailedAt ?? now;
  await deps.db
    .update(boxCharges)
    .set({
      status: 'failed',
      providerPaymentRef: outcome.providerRef,
      declineCode: outcome.declineCode,
      firstFailedAt,
      nextRetryAt: nextBoxChargeRetry(firstFailedAt, charge.attempts),
      updatedAt: now,
    })
    .where(eq(boxCharges.id, charge.id));
  await deps.db
    .update(boxSubscriptions)
    .set({ step: 'monthly_pending', updatedAt: now })
    .where(and(eq(boxSubscriptions.id, charge.boxSubscriptionId), eq(boxSubscriptions.step, 'confirmed')));
  await sendCycleEmail(deps, charge.boxSubscriptionId, charge.month, 'charge_failed');
}

/** The charges of a box, oldest month first. */
export async function chargesOf(db: Db, boxId: number): Promise<BoxChargeRow[]> {
  return db.select().from(boxCharges).where(eq(boxCharges.boxSubscriptionId, boxId)).orderBy(boxCharges.month);
}

/** A paid charge of the user's box, for its invoice. */
export async function paidChargeOf(db: Db, boxId: number, chargeId: number): Promise<BoxChargeRow | null> {
  const [row] = await db
    .select()
    .from(boxCharges)
    .where(
      and(
        eq(boxCharges.id, chargeId),
        eq(boxCharges.boxSubscriptionId, boxId),
        gt(boxCharges.attempts, 0),
        eq(boxCharges.status, 'succeeded'),
      ),
    );
  return row ?? null;
}
