// The production as the pages show it (contracts' ProductionView): the three phases with each action's
// status, who and when, planned, expected and done dates, whether it is late and who it waits for, the
// moves the viewer may make, its files, messages and history; the test pressing rounds; the side check
// of the tracklisting; the estimate of when the records ship.
import type { AuditEntry, ProductionPartyDto, ProductionView, SideCheckDto } from '@spindle/contracts';
import {
  PRODUCTION_PHASES,
  READY_TO_SHIP_STEP,
  buyerStageOf,
  checkSides,
  daysBetween,
  expectedEnds,
  isStepLate,
  isStepOpen,
  nextActionStatuses,
  phaseStatusOf,
  plannedEnds,
  productionStepOf,
  suggestSides,
  vinylFormatOf,
  waitingForOf,
  type ProductionStatuses,
  type VinylSpeed,
} from '@spindle/domain';
import { fileDtoOf } from './production-files.ts';
import { statusesOf, timedStepsOf, type LoadedProduction } from './production-load.ts';
import type { ProjectFacts } from './production-ports.ts';
import type { ActionRow } from './production.repo.ts';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** What staff see besides the timeline. */
export interface StaffExtras {
  buyers: number;
  audit: AuditEntry[];
}

function actionDto(
  loaded: LoadedProduction,
  action: ActionRow,
  context: { statuses: ProductionStatuses; expected: Map<string, Date>; viewer: ProductionPartyDto; now: Date },
) {
  const spec = productionStepOf(action.stepKey);
  const open = isStepOpen(spec.key, context.statuses);
  const party = (actor: string) => (actor === 'artist' ? ('artist' as const) : ('staff' as const));
  return {
    key: spec.key,
    phase: spec.phase,
    action: spec.action,
    status: action.status,
    submitter: spec.submitter,
    checker: spec.checker,
    waiting_for: waitingForOf(spec, context.statuses),
    open,
    planned_at: iso(action.plannedAt),
    planned_by_hand: action.plannedByHand,
    expected_at: iso(context.expected.get(spec.key) ?? action.plannedAt),
    done_at: isoOrNull(action.doneAt),
    late: open && isStepLate({ status: action.status, plannedAt: action.plannedAt }, context.now),
    status_at: iso(action.statusAt),
    status_by: action.statusByName,
    refusal_reason: action.refusalReason,
    data: action.data,
    next: open ? nextActionStatuses(spec, action.status, context.viewer) : [],
    files: loaded.files.filter((file) => file.actionId === action.id).map(fileDtoOf),
    messages: loaded.messages
      .filter((message) => message.actionId === action.id)
      .map((message) => ({
        id: message.id,
        author_name: message.authorName,
        author: party(message.authorActor),
        body: message.body,
        created_at: iso(message.createdAt),
      })),
    history: loaded.events
      .filter((event) => event.actionId === action.id)
      .map((event) => ({
        from: event.fromStatus,
        to: event.toStatus,
        by_name: event.byName,
        by: event.byActor,
        note: event.note,
        at: iso(event.at),
      })),
  };
}

/** The tracklisting's side check: the artist's sides when given, else the project's tracks as suggested. */
export function sideCheckOf(loaded: LoadedProduction): SideCheckDto | null {
  const listing = actionDataOf(loaded, 'pre-production.tracklisting');
  const chosenRpm = listing.rpm === 33 || listing.rpm === 45 ? listing.rpm : undefined;
  const format = vinylFormatOf(
    loaded.facts.format,
    loaded.run.discs,
    chosenRpm ?? (loaded.run.rpm as VinylSpeed | null) ?? undefined,
  );
  if (!format) return null;
  const tracks = loaded.tracks.map((track) => ({ title: track.title, duration_seconds: track.durationSeconds ?? 0 }));
  const sides = suggestSides(
    tracks.map((track) => track.duration_seconds),
    format.discs,
  );
  const suggestion = tracks.map((track, index) => ({ ...track, side: sides[index] ?? 'A' }));
  const listed = Array.isArray(listing.tracks)
    ? (listing.tracks as { side: string; duration_seconds: number }[])
    : null;
  const placed = (listed ?? suggestion).map((track) => ({ side: track.side, durationSeconds: track.duration_seconds }));
  const check = checkSides(placed, format);
  return {
    size: format.size,
    rpm: format.rpm,
    recommended_seconds: check.recommendedSeconds,
    max_seconds: check.maxSeconds,
    ok: check.ok,
    balanced: check.balanced,
    sides: check.sides,
    suggestion,
  };
}

function actionDataOf(loaded: LoadedProduction, key: ActionRow['stepKey']): Record<string, unknown> {
  return loaded.actions.find((action) => action.stepKey === key)?.data ?? {};
}

/** The whole production as `viewer` sees it at `now`. */
export function productionViewOf(
  loaded: LoadedProduction,
  viewer: ProductionPartyDto,
  now: Date,
  extras: StaffExtras | null,
): ProductionView {
  const { run, actions, facts } = loaded;
  const statuses = statusesOf(actions);
  const expected = expectedEnds({ startedAt: run.startedAt, now, steps: timedStepsOf(actions) });
  const estimate = expected.get(READY_TO_SHIP_STEP) ?? now;
  const plannedShip = plannedEnds(run.startedAt).get(READY_TO_SHIP_STEP) ?? estimate;
  const context = { statuses, expected, viewer, now };
  return {
    project: projectDto(facts),
    started: true,
    viewer,
    started_at: iso(run.startedAt),
    plant: run.plant,
    planned_ship_at: iso(plannedShip),
    estimated_ship_at: iso(estimate),
    days_late: daysBetween(plannedShip, estimate),
    stage: buyerStageOf(statuses),
    barcode: loaded.barcode,
    phases: PRODUCTION_PHASES.map((phase) => ({
      phase,
      status: phaseStatusOf(phase, statuses),
      actions: actions
        .filter((action) => productionStepOf(action.stepKey).phase === phase)
        .map((action) => actionDto(loaded, action, context)),
    })),
    test_pressings: loaded.rounds.map((round) => ({
      round: round.round,
      status: round.status,
      sent_at: isoOrNull(round.sentAt),
      decided_at: isoOrNull(round.decidedAt),
      comment: round.comment,
      notes: loaded.notes
        .filter((note) => note.testPressingId === round.id)
        .map((note) => ({ side: note.side, track_title: note.trackTitle, comment: note.comment })),
    })),
    side_check: sideCheckOf(loaded),
    payment_due: loaded.quote
      ? { amount_minor: loaded.quote.totalWithVatMinor, currency: loaded.quote.currency }
      : null,
    buyers: extras?.buyers ?? null,
    audit: extras?.audit ?? [],
  };
}

function projectDto(facts: ProjectFacts) {
  return { id: facts.id, name: facts.name, artist_name: facts.artistName, format: facts.format };
}

/** A project whose production has not started (it has not succeeded yet). */
export function notStartedView(facts: ProjectFacts, viewer: ProductionPartyDto): ProductionView {
  return {
    project: projectDto(facts),
    started: false,
    viewer,
    started_at: null,
    plant: null,
    planned_ship_at: null,
    estimated_ship_at: null,
    days_late: 0,
    stage: null,
    barcode: null,
    phases: [],
    test_pressings: [],
    side_check: null,
    payment_due: null,
    buyers: null,
    audit: [],
  };
}
