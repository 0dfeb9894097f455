// The cycle's e-mails, each sent once per box, month and kind (box_notices): the reminder to pick
// (only to those who keep the box_reminders setting on) and the failed charge.
import { schema } from '@spindle/db';
import { isLocale, type BoxMonth } from '@spindle/domain';
import { eq } from 'drizzle-orm';
import { keptLinkOriginOf } from '../../http/link-origin.ts';
import { createAccountStore } from '../auth/index.ts';
import { boxChargeFailedTemplate, boxReminderTemplate } from './box-cycle-email.ts';
import { claimNotice, releaseNotice } from './box-cycle.repo.ts';
import type { BoxCycleDeps } from './box-cycle.deps.ts';

const { boxSubscriptions } = schema;

/** Sends the e-mail unless it went already (or the subscriber turned reminders off); true when sent. */
export async function sendCycleEmail(
  deps: BoxCycleDeps,
  boxId: number,
  month: BoxMonth,
  kind: 'reminder' | 'charge_failed',
): Promise<boolean> {
  const [box] = await deps.db.select().from(boxSubscriptions).where(eq(boxSubscriptions.id, boxId));
  if (!box) return false;
  const account = await createAccountStore(deps.db).findAccount(box.userId);
  if (!account) return false;
  if (kind === 'reminder' && account.notifications?.boxReminders === false) return false;
  if (!(await claimNotice(deps.db, boxId, month, kind))) return false;
  const locale = isLocale(account.lang) ? account.lang : 'en';
  const template = kind === 'reminder' ? boxReminderTemplate : boxChargeFailedTemplate;
  try {
    await deps.mailer.send({
      to: account.email,
      locale,
      template: template.key,
      userId: account.id,
      ...template.render(locale, {
        baseUrl: keptLinkOriginOf(box.linkOrigin, deps.linkOrigins),
        name: account.name,
        month,
      }),
    });
  } catch (error) {
    await releaseNotice(deps.db, boxId, month, kind);
    throw error;
  }
  return true;
}
