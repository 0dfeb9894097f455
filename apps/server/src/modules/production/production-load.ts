// A production read in one go (its run, actions, history, files, messages, test pressing rounds,
// barcode, the project and its tracks), and the facts the rules work on: each action's status and
// dates as the domain reads them.
import { estimateShipDate, type ProductionStatuses, type ProductionStepKey, type TimedStep } from '@spindle/domain';
import type { ExchangesRepo, FileRow, MessageRow, RoundNoteRow, RoundRow } from './exchanges.repo.ts';
import type { ProductionDeps, ProductionQuote, ProjectFacts } from './production-ports.ts';
import type { ActionEventRow, ActionRow, ProductionRepo, RunRow } from './production.repo.ts';

/** Everything a production page shows. */
export interface LoadedProduction {
  facts: ProjectFacts;
  run: RunRow;
  actions: ActionRow[];
  events: ActionEventRow[];
  files: FileRow[];
  messages: MessageRow[];
  rounds: RoundRow[];
  notes: RoundNoteRow[];
  barcode: string | null;
  tracks: { title: string; durationSeconds: number | null }[];
  /** The project's pressing quote (what the payment action pays), when it has one. */
  quote: ProductionQuote | null;
}

/** The repositories and ports a read needs. */
export type ReadDeps = Pick<ProductionDeps, 'ports' | 'clock'> & { repo: ProductionRepo; exchanges: ExchangesRepo };

/** The production of a project with all it shows; null when it has not started. */
export async function loadProduction(deps: ReadDeps, facts: ProjectFacts): Promise<LoadedProduction | null> {
  const { repo, exchanges } = deps;
  const run = await repo.findRun(facts.id);
  if (!run) return null;
  const [actions, files, messages, rounds, barcodes, tracks, quote] = await Promise.all([
    repo.actionsOf([facts.id]),
    exchanges.filesOf(facts.id),
    exchanges.messagesOf(facts.id),
    exchanges.roundsOf(facts.id),
    repo.barcodesOf([facts.id]),
    deps.ports.tracksOf(facts.id),
    facts.quoteId === null ? null : deps.ports.quoteOf(facts.quoteId),
  ]);
  const [events, notes] = await Promise.all([
    repo.eventsOf(actions.map((action) => action.id)),
    exchanges.notesOf(rounds.map((round) => round.id)),
  ]);
  const barcode = barcodes[0]?.barcode ?? null;
  return { facts, run, actions, events, files, messages, rounds, notes, barcode, tracks, quote };
}

/** Each action's status by key. */
export function statusesOf(actions: readonly ActionRow[]): ProductionStatuses {
  return Object.fromEntries(actions.map((action) => [action.stepKey, action.status])) as ProductionStatuses;
}

/** The actions as the estimate reads them. */
export function timedStepsOf(actions: readonly ActionRow[]): TimedStep[] {
  return actions.map((action) => ({
    key: action.stepKey,
    status: action.status,
    doneAt: action.doneAt,
    fixedEnd: action.plannedByHand ? action.plannedAt : null,
  }));
}

/** The action of a key (every production has all of the plan's). */
export function actionOf(actions: readonly ActionRow[], key: ProductionStepKey): ActionRow {
  const action = actions.find((candidate) => candidate.stepKey === key);
  if (!action) throw new Error(`production without its ${key} action`);
  return action;
}

/** When the records are expected to ship, now. */
export function shipEstimateOf(run: RunRow, actions: readonly ActionRow[], now: Date): Date {
  return estimateShipDate({ startedAt: run.startedAt, now, steps: timedStepsOf(actions) });
}

export type { FileRow, MessageRow, RoundRow };
