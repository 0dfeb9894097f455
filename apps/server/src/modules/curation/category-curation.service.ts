// The curated categories' projects in order (docs/admin.md "Curation"): add a project at the end, take
// one out, move one by a place (the keyboard's way) or set the whole order (a drag and drop). Each
// write locks the category, rewrites dense positions and records its audit row in one transaction;
// the shop's category pages read the order at once (the API empties the visitors' cache on any write).
import type { CuratedCategory, CuratedCategoryView } from '@spindle/contracts';
import type { Db } from '@spindle/db';
import { isReorderOf, moveInOrder, type CategoryMove } from '@spindle/domain';
import { AppError } from '../../http/errors.ts';
import type { AuditActor, AuditLog } from '../audit/index.ts';
import type { CatalogueCurationRepo, CategoryRow } from '../catalogue/index.ts';
import type { CategoryMember, CategoryMembership } from '../projects/index.ts';

export interface CategoryCurationDeps {
  db: Db;
  catalogue: Pick<CatalogueCurationRepo, 'listCategories' | 'findCategory'>;
  membership: CategoryMembership;
  audit: Pick<AuditLog, 'record'>;
}

function categoryDto(row: CategoryRow, projectCount: number): CuratedCategory {
  return {
    id: row.id,
    slug: row.slug,
    name_en: row.nameEn,
    name_fr: row.nameFr,
    pro_only: row.proOnly,
    active: row.active,
    project_count: projectCount,
  };
}

function viewOf(row: CategoryRow, members: CategoryMember[]): CuratedCategoryView {
  return {
    category: categoryDto(row, members.length),
    projects: members.map((member) => ({
      project_id: member.projectId,
      name: member.name,
      artist_name: member.artistName,
      step: member.step,
      position: member.position,
    })),
  };
}

const idsOf = (members: readonly CategoryMember[]) => members.map((member) => member.projectId);

type Change =
  | { kind: 'add'; projectId: number }
  | { kind: 'remove'; projectId: number }
  | { kind: 'move'; projectId: number; move: CategoryMove }
  | { kind: 'order'; projectIds: number[] };

/** The order a change leads to from `before`, or the refusal; null when nothing changes. */
function orderAfter(before: number[], change: Change): number[] | null {
  switch (change.kind) {
    case 'add':
      return before.includes(change.projectId) ? null : [...before, change.projectId];
    case 'remove':
      if (!before.includes(change.projectId)) throw new AppError('not_found');
      return before.filter((id) => id !== change.projectId);
    case 'move': {
      const next = moveInOrder(before, change.projectId, change.move);
      if (!next) throw new AppError('not_found');
      return next;
    }
    case 'order':
      if (!isReorderOf(before, change.projectIds)) throw new AppError('category_order_stale');
      return change.projectIds;
  }
}

const ACTIONS = { add: 'category.add', remove: 'category.remove', move: 'category.move', order: 'category.order' };

export function createCategoryCuration(deps: CategoryCurationDeps) {
  const { db, catalogue, membership, audit } = deps;

  async function categoryOrThrow(id: number): Promise<CategoryRow> {
    const row = await catalogue.findCategory(id);
    if (!row) throw new AppError('not_found');
    return row;
  }

  /** Applies a change under the category's lock; the audit row holds the order before and after. */
  async function change(actor: AuditActor, categoryId: number, what: Change): Promise<CuratedCategoryView> {
    const category = await categoryOrThrow(categoryId);
    await db.transaction(async (tx) => {
      await membership.lockCategory(tx, categoryId);
      const before = idsOf(await membership.membersOf(categoryId, tx));
      if (what.kind === 'add' && !(await membership.projectExists(what.projectId, tx))) {
        throw new AppError('not_found');
      }
      const after = orderAfter(before, what);
      // Nothing to write: already in it, a move past the end, the same order again.
      if (after === null || after.join() === before.join()) return;
      if (what.kind === 'add') await membership.add(tx, categoryId, what.projectId);
      if (what.kind === 'remove') await membership.remove(tx, categoryId, what.projectId);
      await membership.setOrder(tx, categoryId, after);
      const detail = 'projectId' in what ? { project_id: what.projectId } : {};
      await audit.record(
        actor,
        {
          action: ACTIONS[what.kind],
          entityType: 'category',
          entityId: categoryId,
          before: { project_ids: before },
          after: { project_ids: after, ...detail, ...(what.kind === 'move' ? { move: what.move } : {}) },
        },
        tx,
      );
    });
    return viewOf(category, await membership.membersOf(categoryId));
  }

  return {
    async list(): Promise<CuratedCategory[]> {
      const [rows, counts] = await Promise.all([catalogue.listCategories(), membership.countsByCategory()]);
      return rows.map((row) => categoryDto(row, counts.get(row.id) ?? 0));
    },
    async view(id: number): Promise<CuratedCategoryView> {
      const category = await categoryOrThrow(id);
      return viewOf(category, await membership.membersOf(id));
    },
    add: (actor: AuditActor, categoryId: number, projectId: number) =>
      change(actor, categoryId, { kind: 'add', projectId }),
    remove: (actor: AuditActor, categoryId: number, projectId: number) =>
      change(actor, categoryId, { kind: 'remove', projectId }),
    move: (actor: AuditActor, categoryId: number, projectId: number, move: CategoryMove) =>
      change(actor, categoryId, { kind: 'move', projectId, move }),
    order: (actor: AuditActor, categoryId: number, projectIds: number[]) =>
      change(actor, categoryId, { kind: 'order', projectIds }),
  };
}

export type CategoryCuration = ReturnType<typeof createCategoryCuration>;
