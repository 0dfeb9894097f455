// The e-mails a production sends (docs/production.md "Sent once"): every buyer's address check when
// staff validate it, and a late step to the artist and, when the ship date moves later than they were
// told, to the buyers. Each e-mail is claimed first (a unique row per kind, occasion and recipient),
// then sent through the mailer's outbox; a failure gives the claim back so the job's retry sends it,
// and a claim already taken is never sent again, however often the job runs.
import {
  BUSINESS_TIME_ZONE,
  isStepLate,
  isStepOpen,
  localDayOf,
  replannedEnds,
  type ProductionStepKey,
} from '@spindle/domain';
import type { MailMessage, RenderedEmail } from '../../mail/mail-message.ts';
import { productionAddressCheckTemplate, productionDelayTemplate } from '../../mail/templates/index.ts';
import type { ExchangesRepo, NotificationKind } from './exchanges.repo.ts';
import { shipEstimateOf, statusesOf, timedStepsOf } from './production-load.ts';
import { addressCheckValidated, enqueueAddressCheck, type MoveDeps } from './production-moves.ts';
import type { ProductionBuyer, ProductionContact, ProjectFacts } from './production-ports.ts';
import type { ActionRow, RunRow } from './production.repo.ts';

export type NotifyDeps = MoveDeps & { exchanges: ExchangesRepo };

/** One e-mail of an occasion to one recipient, sent at most once. */
interface OnceEmail {
  projectId: number;
  kind: NotificationKind;
  occasion: string;
  to: { email: string; userId: number | null; orderId: number | null; locale: MailMessage['locale'] };
  template: MailMessage['template'];
  rendered: RenderedEmail;
}

/** Claims, sends, records; gives the claim back when the mailer fails. True when this call sent it. */
async function sendOnce(deps: NotifyDeps, email: OnceEmail): Promise<boolean> {
  const claim = await deps.exchanges.claimNotification({
    projectId: email.projectId,
    kind: email.kind,
    occasion: email.occasion,
    recipient: email.to.email,
    userId: email.to.userId,
    orderId: email.to.orderId,
    at: deps.clock(),
  });
  if (claim === null) return false;
  try {
    const { id } = await deps.mailer.send({
      to: email.to.email,
      locale: email.to.locale,
      template: email.template,
      tags: ['production'],
      ...(email.to.userId !== null ? { userId: email.to.userId } : {}),
      ...email.rendered,
    });
    await deps.exchanges.markNotificationSent(claim, id);
    return true;
  } catch (error) {
    await deps.exchanges.releaseNotification(claim);
    throw error;
  }
}

/** Every buyer's address-check e-mail of a production; returns how many this run sent. */
export async function sendAddressChecks(deps: NotifyDeps, projectId: number): Promise<number> {
  const [run, facts] = await Promise.all([deps.repo.findRun(projectId), deps.ports.project(projectId)]);
  if (!run || !facts) return 0;
  const shipOn = shipEstimateOf(run, await deps.repo.actionsOf([projectId]), deps.clock());
  let sent = 0;
  for (const buyer of await deps.ports.buyersOf(projectId)) {
    const rendered = productionAddressCheckTemplate.render(buyer.locale, {
      baseUrl: deps.linkBase(buyer.linkOrigin),
      name: buyer.name,
      project: { name: facts.name, artistName: facts.artistName },
      orderId: buyer.orderId,
      address: buyer.address,
      shipOn,
    });
    const once = await sendOnce(deps, {
      projectId,
      kind: 'address_check',
      occasion: `address_check:${projectId}`,
      to: { email: buyer.email, userId: buyer.userId, orderId: buyer.orderId, locale: buyer.locale },
      template: productionAddressCheckTemplate.key,
      rendered,
    });
    if (once) sent += 1;
  }
  return sent;
}

/** Why the ship date moved: an action ran late, or the plant gave its own later date (its id and date name it). */
interface DelayOccasion {
  cause: 'late' | 'plant';
  action: ActionRow;
}

const occasionOf = ({ cause, action }: DelayOccasion) => `${cause}:${action.id}:${action.plannedAt.toISOString()}`;

/** The artist hears which step is late (or moved by the plant) and the new ship date, once per step and date. */
async function tellArtist(
  deps: NotifyDeps,
  owner: ProductionContact | null,
  facts: ProjectFacts,
  occasion: DelayOccasion,
  shipOn: Date,
) {
  if (!owner) return;
  const { action, cause } = occasion;
  await sendOnce(deps, {
    projectId: facts.id,
    kind: 'late_artist',
    occasion: occasionOf(occasion),
    to: { email: owner.email, userId: owner.id, orderId: null, locale: owner.locale },
    template: productionDelayTemplate.key,
    rendered: productionDelayTemplate.render(owner.locale, {
      baseUrl: deps.linkBase(null),
      name: owner.name,
      project: { id: facts.id, name: facts.name },
      shipOn,
      audience: { kind: 'artist', step: action.stepKey, plannedAt: action.plannedAt, cause },
    }),
  });
}

/** Each buyer hears the new ship date once per occasion (a late step, a plant's date). */
async function tellBuyers(
  deps: NotifyDeps,
  buyers: readonly ProductionBuyer[],
  facts: ProjectFacts,
  occasion: DelayOccasion,
  shipOn: Date,
) {
  for (const buyer of buyers) {
    await sendOnce(deps, {
      projectId: facts.id,
      kind: 'late_buyer',
      occasion: occasionOf(occasion),
      to: { email: buyer.email, userId: buyer.userId, orderId: buyer.orderId, locale: buyer.locale },
      template: productionDelayTemplate.key,
      rendered: productionDelayTemplate.render(buyer.locale, {
        baseUrl: deps.linkBase(buyer.linkOrigin),
        name: buyer.name,
        project: { id: facts.id, name: facts.name },
        shipOn,
        audience: { kind: 'buyer', orderId: buyer.orderId },
      }),
    });
  }
}

/** Whether the estimate is on a later day (Paris calendar) than another (the date buyers were told, the one before). */
export function isLaterDay(shipOn: Date, announced: Date): boolean {
  return localDayOf(shipOn, BUSINESS_TIME_ZONE) > localDayOf(announced, BUSINESS_TIME_ZONE);
}

/** The open actions of a production that are late now (one not open yet waits for those before it). */
function lateActionsOf(actions: readonly ActionRow[], now: Date): ActionRow[] {
  const statuses = statusesOf(actions);
  return actions.filter(
    (action) =>
      isStepOpen(action.stepKey, statuses) && isStepLate({ status: action.status, plannedAt: action.plannedAt }, now),
  );
}

/**
 * One production's late steps: the artist is told of each; when the ship date is now later than the
 * one buyers were told, they are told too, once for the first late step (a step late for days moves
 * the estimate every day, which is not news every day); what follows a late step is planned again.
 */
export async function reportLateSteps(deps: NotifyDeps, run: RunRow): Promise<void> {
  const now = deps.clock();
  const actions = await deps.repo.actionsOf([run.projectId]);
  if (addressCheckValidated(actions)) await enqueueAddressCheck(deps, run.projectId);
  const late = lateActionsOf(actions, now);
  if (late.length === 0) return;
  const [facts, owner] = await Promise.all([deps.ports.project(run.projectId), deps.ports.ownerOf(run.projectId)]);
  if (!facts) return;
  const shipOn = shipEstimateOf(run, actions, now);
  for (const action of late) await tellArtist(deps, owner, facts, { cause: 'late', action }, shipOn);
  const first = late[0];
  if (first) await tellBuyersOfLaterDate(deps, run, facts, { cause: 'late', action: first }, shipOn);
  await replanAfter(deps, run, actions, now);
}

/** The buyers hear the new ship date when it is on a later day than the one they were told, which it becomes. */
async function tellBuyersOfLaterDate(
  deps: NotifyDeps,
  run: RunRow,
  facts: ProjectFacts,
  occasion: DelayOccasion,
  shipOn: Date,
) {
  if (!isLaterDay(shipOn, run.announcedShipAt)) return;
  await tellBuyers(deps, await deps.ports.buyersOf(run.projectId), facts, occasion, shipOn);
  await deps.repo.updateRun(run.projectId, { announcedShipAt: shipOn, updatedAt: deps.clock() });
}

/**
 * The plant moved an action's date and the ship date moved later with it (docs/production.md
 * "Planned dates by hand"): the artist hears the step and the new ship date, the buyers the new date
 * when it is later than the one they were told; each once per action and date, like a late step.
 */
export async function reportPlantDate(deps: NotifyDeps, projectId: number, actionId: number): Promise<void> {
  const run = await deps.repo.findRun(projectId);
  const actions = await deps.repo.actionsOf([projectId]);
  const action = actions.find((candidate) => candidate.id === actionId);
  if (!run || !action) return;
  const [facts, owner] = await Promise.all([deps.ports.project(projectId), deps.ports.ownerOf(projectId)]);
  if (!facts) return;
  const shipOn = shipEstimateOf(run, actions, deps.clock());
  await tellArtist(deps, owner, facts, { cause: 'plant', action }, shipOn);
  await tellBuyersOfLaterDate(deps, run, facts, { cause: 'plant', action }, shipOn);
}

/** Plans what follows the late steps (or a plant's date) no earlier than it can now end. */
export async function replanAfter(deps: NotifyDeps, run: RunRow, actions: readonly ActionRow[], now: Date) {
  const planned = new Map<ProductionStepKey, Date>(actions.map((action) => [action.stepKey, action.plannedAt]));
  const replanned = replannedEnds({ startedAt: run.startedAt, now, steps: timedStepsOf(actions), planned });
  const moves = actions.flatMap((action) => {
    const next = replanned.get(action.stepKey);
    return next && next.getTime() !== action.plannedAt.getTime() ? [{ actionId: action.id, plannedAt: next }] : [];
  });
  if (moves.length > 0) await deps.repo.transaction((tx) => deps.repo.replan(tx, moves));
}

/** Every open production's late steps (the hourly job); fails after the others when one failed. */
export async function reportAllLateSteps(deps: NotifyDeps): Promise<void> {
  let failures = 0;
  for (const run of await deps.repo.openRuns()) {
    try {
      await reportLateSteps(deps, run);
    } catch (err) {
      // One production's failure does not keep the others from being told; the next run tries again.
      deps.logger.error({ err, projectId: run.projectId }, 'late steps not reported');
      failures += 1;
    }
  }
  if (failures > 0) throw new Error(`late steps of ${failures} production(s) not reported`);
}
