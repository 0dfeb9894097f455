// The cycle's e-mails, each sent once per box, month and kind (box_notices): the reminder to pick
// (only to those who keep the box_reminders setting on), the failed charge, and the month's dispatch.
import { schema } from '@spindle/db';
import { isLocale, type AppLocale, type BoxMonth } from '@spindle/domain';
import { eq } from 'drizzle-orm';
import { keptLinkOriginOf } from '../../http/link-origin.ts';
import { createAccountStore } from '../auth/index.ts';
import type { RenderedEmail } from '../../mail/mail-message.ts';
import { projectSummariesOf } from '../projects/index.ts';
import { boxChargeFailedTemplate, boxDispatchedTemplate, boxReminderTemplate } from './box-cycle-email.ts';
import { claimNotice, picksOf, releaseNotice, type BoxNoticeKind } from './box-cycle.repo.ts';
import type { BoxCycleDeps } from './box-cycle.deps.ts';

const { boxSubscriptions } = schema;

type Render = (locale: AppLocale, baseUrl: string, name: string | null) => RenderedEmail;

/** Sends the e-mail unless it went already (or the subscriber turned reminders off); true when sent. */
export async function sendCycleEmail(
  deps: BoxCycleDeps,
  boxId: number,
  month: BoxMonth,
  kind: 'reminder' | 'charge_failed',
): Promise<boolean> {
  const template = kind === 'reminder' ? boxReminderTemplate : boxChargeFailedTemplate;
  return sendOnce(deps, boxId, month, kind, (locale, baseUrl, name) =>
    template.render(locale, { baseUrl, name, month }),
  );
}

/**
 * box_dispatched, once per box-month, as soon as the month's picks are all in its order (a second run
 * of the job, or one after a crash between the order and the e-mail, finds it claimed or sends it then).
 */
export async function sendDispatchEmail(deps: BoxCycleDeps, boxId: number, month: BoxMonth): Promise<boolean> {
  const picks = await picksOf(deps.db, boxId, month);
  if (picks.length === 0 || picks.some((pick) => pick.shopOrderId === null)) return false;
  const names = await projectSummariesOf(
    deps.db,
    picks.map((pick) => pick.projectId),
  );
  const coverOf = await deps.covers.coverUrlsOf([...names.values()]);
  const records = picks.map((pick) => ({
    name: names.get(pick.projectId)?.name ?? '',
    artist: names.get(pick.projectId)?.artistName ?? '',
    coverUrl: coverOf.get(pick.projectId) ?? '/static/default-cover.svg',
  }));
  // The order was just made: its parcel has no number yet (the order's own e-mails give it later).
  return sendOnce(deps, boxId, month, 'dispatched', (locale, baseUrl, name) =>
    boxDispatchedTemplate.render(locale, { baseUrl, name, month, boxId, records, tracking: null }),
  );
}

async function sendOnce(
  deps: BoxCycleDeps,
  boxId: number,
  month: BoxMonth,
  kind: BoxNoticeKind,
  render: Render,
): Promise<boolean> {
  const [box] = await deps.db.select().from(boxSubscriptions).where(eq(boxSubscriptions.id, boxId));
  if (!box) return false;
  const account = await createAccountStore(deps.db).findAccount(box.userId);
  if (!account) return false;
  if (kind === 'reminder' && account.notifications?.boxReminders === false) return false;
  if (!(await claimNotice(deps.db, boxId, month, kind))) return false;
  const locale = isLocale(account.lang) ? account.lang : 'en';
  const templateKey = {
    reminder: 'box_reminder',
    charge_failed: 'box_charge_failed',
    dispatched: 'box_dispatched',
  } as const;
  try {
    await deps.mailer.send({
      to: account.email,
      locale,
      template: templateKey[kind],
      userId: account.id,
      ...render(locale, keptLinkOriginOf(box.linkOrigin, deps.linkOrigins), account.name),
    });
  } catch (error) {
    await releaseNotice(deps.db, boxId, month, kind);
    throw error;
  }
  return true;
}
