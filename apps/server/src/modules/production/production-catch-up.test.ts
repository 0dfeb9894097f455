// The start job's catch-up (production-orders.ts followAllOrders) reads the actions of a thousand
// productions at a time and follows only those whose pre-orders are behind their stage: a production
// already followed costs no query of its own (the job runs every five minutes over every open production).
import { pressingOrderStatusOf, type PressingOrderStatus } from '@spindle/domain';
import { describe, expect, it } from 'vitest';
import { statusesOf } from './production-load.ts';
import { followAllOrders } from './production-orders.ts';
import type { ActionRow, RunRow } from './production.repo.ts';

type CatchUpDeps = Parameters<typeof followAllOrders>[0];

const at = new Date('2026-11-28T12:00:00Z');

/** A production's one action, as the repository reads it. */
function actionOf(projectId: number, status: ActionRow['status']): ActionRow {
  return {
    id: projectId,
    projectId,
    stepKey: 'pre-production.barcode',
    position: 0,
    status,
    plannedAt: at,
    plannedByHand: false,
    doneAt: null,
    statusAt: at,
    statusByUserId: null,
    statusByName: null,
    refusalReason: null,
    data: {},
    updatedAt: at,
  };
}

/** A repository and ports over `runs` and `actions` that count the reads the catch-up makes. */
function fakeDeps(runs: RunRow[], actions: ActionRow[]) {
  const calls = { actionsOf: [] as number[][], findRun: [] as number[], advanced: [] as number[] };
  const nothing = () => Promise.resolve();
  const deps = {
    clock: () => at,
    logger: { info: () => {}, warn: () => {}, error: () => {} },
    audit: { record: nothing },
    repo: {
      runsBehindOrders: () => Promise.resolve(runs),
      actionsOf: (ids: readonly number[]) => {
        calls.actionsOf.push([...ids]);
        return Promise.resolve(actions.filter((action) => ids.includes(action.projectId)));
      },
      findRun: (projectId: number) => {
        calls.findRun.push(projectId);
        return Promise.resolve(runs.find((run) => run.projectId === projectId));
      },
      runsOf: (ids: readonly number[]) => Promise.resolve(runs.filter((run) => ids.includes(run.projectId))),
      transaction: <T>(work: (tx: unknown) => Promise<T>) => work({}),
      advanceOrdersStatus: (_tx: unknown, projectId: number) => {
        calls.advanced.push(projectId);
        return Promise.resolve();
      },
    },
    ports: {
      pressedShopOrdersOf: () => Promise.resolve([]),
      projectsOf: () => Promise.resolve(new Map()),
      project: () => Promise.resolve(null),
      movePressedShopOrders: () => Promise.resolve([]),
      tellBuyersOfMoves: nothing,
    },
  };
  return { deps: deps as unknown as CatchUpDeps, calls };
}

describe('the start job catching up pre-orders', () => {
  it('reads the actions of a thousand productions at a time, and follows only those behind their stage', async () => {
    const launched: PressingOrderStatus = pressingOrderStatusOf(statusesOf([actionOf(1, 'to_do')]));
    const runs = Array.from(
      { length: 2_500 },
      (_, index) => ({ projectId: index + 1, ordersStatus: launched }) as RunRow,
    );
    const actions = runs.map((run) => actionOf(run.projectId, 'to_do'));
    // One production's follow was lost: its pre-orders were never brought to `launched`.
    const lost = runs[1_700];
    if (!lost) throw new Error('no run 1,700');
    lost.ordersStatus = null;

    const { deps, calls } = fakeDeps(runs, actions);
    await followAllOrders(deps);

    // Three reads for 2,500 productions (1,000 + 1,000 + 500), then the lost one's own follow.
    expect(calls.actionsOf.slice(0, 3).map((ids) => ids.length)).toEqual([1_000, 1_000, 500]);
    expect(calls.findRun).toEqual([lost.projectId]);
    expect(calls.advanced).toEqual([lost.projectId]);
  });

  it('reads nothing more when every production is followed', async () => {
    const runs = [{ projectId: 7, ordersStatus: pressingOrderStatusOf(statusesOf([])) } as RunRow];
    const { deps, calls } = fakeDeps(runs, []);
    await followAllOrders(deps);
    expect(calls.actionsOf).toEqual([[7]]);
    expect(calls.findRun).toEqual([]);
  });
});
