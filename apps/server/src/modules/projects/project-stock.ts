// What checkout moves of projects' stock and sales counters, inside checkout's own transaction (the
// handle is a parameter: an order and the copies it takes commit or roll back together, decision
// 0009): counted copies taken or given back (a project's item counts its own stock when it has one,
// else the project does), the sold counters, and the pieces of checkout's queries that read them.
import { schema, type Db, type Tx } from '@spindle/db';
import { and, eq, inArray, isNotNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';

const { projects, projectItems } = schema;

/** Copies of a project (of one of its items when `itemId` is set) on an order line. */
export interface ProjectStockLine {
  projectId: number;
  itemId: number | null;
  quantity: number;
}

type StockTarget = { table: 'item' | 'project'; id: number; projectId: number };

/** Where a line's copies are counted: the item's own stock when it has one, else the project's; null: not counted. */
async function stockTargets(tx: Tx, lines: readonly ProjectStockLine[]): Promise<Map<string, StockTarget | null>> {
  const projectIds = [...new Set(lines.map((line) => line.projectId))];
  const itemIds = [...new Set(lines.flatMap((line) => (line.itemId === null ? [] : [line.itemId])))];
  const [projectRows, itemRows] = await Promise.all([
    projectIds.length
      ? tx.select({ id: projects.id, stock: projects.stock }).from(projects).where(inArray(projects.id, projectIds))
      : Promise.resolve([]),
    itemIds.length
      ? tx
          .select({ id: projectItems.id, stock: projectItems.stock })
          .from(projectItems)
          .where(inArray(projectItems.id, itemIds))
      : Promise.resolve([]),
  ]);
  const targets = new Map<string, StockTarget | null>();
  for (const line of lines) {
    const item = line.itemId === null ? undefined : itemRows.find((row) => row.id === line.itemId);
    const project = projectRows.find((row) => row.id === line.projectId);
    const target: StockTarget | null =
      item && item.stock !== null
        ? { table: 'item', id: item.id, projectId: line.projectId }
        : project && project.stock !== null
          ? { table: 'project', id: project.id, projectId: line.projectId }
          : null;
    targets.set(`${line.projectId}:${line.itemId ?? ''}`, target);
  }
  return targets;
}

/** The copies to move per counted target, in id order (a fixed lock order: no deadlock between checkouts). */
async function orderedTotals(tx: Tx, lines: readonly ProjectStockLine[]) {
  const targets = await stockTargets(tx, lines);
  const totals = new Map<string, { target: StockTarget; quantity: number }>();
  for (const line of lines) {
    const target = targets.get(`${line.projectId}:${line.itemId ?? ''}`);
    if (!target) continue;
    const key = `${target.table}:${target.id}`;
    const entry = totals.get(key) ?? { target, quantity: 0 };
    entry.quantity += line.quantity;
    totals.set(key, entry);
  }
  return [...totals.values()].sort((a, b) =>
    a.target.table === b.target.table ? a.target.id - b.target.id : a.target.table < b.target.table ? -1 : 1,
  );
}

/**
 * Takes the lines' copies out of counted stock in `tx`; the id of a project with too few copies when
 * one is short (the caller rolls its transaction back), else null. The guard and the decrement are
 * one statement: the row lock makes concurrent checkouts queue and re-check `stock >= n` on the
 * committed value, so the last copy goes to one of them.
 */
export async function takeProjectStock(tx: Tx, lines: readonly ProjectStockLine[]): Promise<number | null> {
  for (const { target, quantity } of await orderedTotals(tx, lines)) {
    const table = target.table === 'item' ? projectItems : projects;
    const updated = await tx
      .update(table)
      .set({ stock: sql`${table.stock} - ${quantity}` })
      .where(and(eq(table.id, target.id), sql`${table.stock} >= ${quantity}`))
      .returning({ id: table.id });
    if (updated.length === 0) return target.projectId;
  }
  return null;
}

/** Puts the lines' copies back in counted stock, in `tx`. */
export async function giveBackProjectStock(tx: Tx, lines: readonly ProjectStockLine[]): Promise<void> {
  for (const { target, quantity } of await orderedTotals(tx, lines)) {
    const table = target.table === 'item' ? projectItems : projects;
    await tx
      .update(table)
      .set({ stock: sql`${table.stock} + ${quantity}` })
      .where(and(eq(table.id, target.id), isNotNull(table.stock)));
  }
}

/**
 * Puts a cancelled line's copies back, as the order read them: in the item's own stock when
 * `itemCounted` (read with `itemStockCounted`), else in the project's when it counts any.
 */
export async function restockCancelledLine(tx: Tx, line: ProjectStockLine & { itemCounted: boolean }): Promise<void> {
  if (line.itemId !== null && line.itemCounted) {
    await tx
      .update(projectItems)
      .set({ stock: sql`${projectItems.stock} + ${line.quantity}` })
      .where(eq(projectItems.id, line.itemId));
  } else {
    await tx
      .update(projects)
      .set({ stock: sql`${projects.stock} + ${line.quantity}` })
      .where(and(eq(projects.id, line.projectId), isNotNull(projects.stock)));
  }
}

/** Adds `quantity` copies to the project's sold counter, in `tx`. */
export async function addSold(tx: Db | Tx, projectId: number, quantity: number): Promise<void> {
  await tx
    .update(projects)
    .set({ sold: sql`${projects.sold} + ${quantity}` })
    .where(eq(projects.id, projectId));
}

/** Takes `quantity` copies off the project's sold counter (never below zero), in `tx`. */
export async function takeBackSold(tx: Db | Tx, projectId: number, quantity: number): Promise<void> {
  await tx
    .update(projects)
    .set({ sold: sql`greatest(${projects.sold} - ${quantity}, 0)` })
    .where(eq(projects.id, projectId));
}

/** Whether the item of this id (a column of the caller's query) counts its own stock; false for none. */
export function itemStockCounted(itemId: AnyColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${projectItems} where ${projectItems.id} = ${itemId} and ${projectItems.stock} is not null)`;
}

/** Whether the project of this id (a column of the caller's query) sells a digital release. */
export function hasDigitalRelease(projectId: AnyColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${projects} where ${projects.id} = ${projectId} and ${projects.digitalEnabled})`;
}

/** What an order line copies of a project: its names, kind, catalogue price in EUR, shop and digital release. */
export async function projectsForOrderLines(db: Db | Tx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: projects.id,
      name: projects.name,
      artistName: projects.artistName,
      category: projects.category,
      type: projects.type,
      priceEurMinor: projects.priceEurMinor,
      shopId: projects.shopId,
      digital: projects.digitalEnabled,
    })
    .from(projects)
    .where(inArray(projects.id, [...ids]));
}
