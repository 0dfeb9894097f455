// The staff's artists and labels (docs/admin.md "Artists, labels and shops"): the list, one seller with its
// projects, shops, statements and history, profile and picture changes, and merging a duplicate into
// another. It holds no table: the sellers, projects, shops and statements modules' faces do the reading
// and writing, a merge composes their halves in one transaction, and every write is audited in it.
import type {
  AdminSeller,
  AdminSellerCreate,
  AdminSellerMerged,
  AdminSellerPage,
  AdminSellerUpdate,
  AdminSellersQuery,
} from '@spindle/contracts';
import type { Db, Tx } from '@spindle/db';
import { sellerLinkOf, sellerMergeProblemOf, slugify, type SellerKind } from '@spindle/domain';
import { AppError } from '../../http/errors.ts';
import type { AuditActor, AuditLog } from '../audit/index.ts';
import { storageUrl } from '../project-cards/index.ts';
import { projectCountsOfSellers, projectsOfSeller, reassignSellerProjects } from '../projects/index.ts';
import { storeSellerPicture, type SellerAdmin, type SellerAdminRow } from '../sellers/index.ts';
import type { ShopAdmin } from '../shops/index.ts';
import { statementsOfProjects } from '../statements/index.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

export interface SellerDeskDeps {
  db: Db;
  audit: AuditLog;
  sellers: SellerAdmin;
  shops: ShopAdmin;
  publicStorage: FileStorage;
  countryExists: (code: string) => Promise<boolean>;
  clock: () => Date;
}

/** The profile as the audit row keeps it. */
function profileOf(row: SellerAdminRow) {
  return {
    name: row.name,
    slug: row.slug,
    country_id: row.countryId,
    about_en: row.aboutEn ?? '',
    about_fr: row.aboutFr ?? '',
    links: row.links,
    picture: row.picture,
  };
}

function rowDto(row: SellerAdminRow, followers: number, projects: number) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    country_id: row.countryId,
    user_id: row.userId,
    has_picture: row.picture !== null,
    followers,
    projects,
    created_at: row.createdAt.toISOString(),
  };
}

async function listSellers(deps: SellerDeskDeps, kind: SellerKind, query: AdminSellersQuery): Promise<AdminSellerPage> {
  const { rows, total } = await deps.sellers.list(kind, query);
  const counts = await projectCountsOfSellers(
    deps.db,
    kind,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) => rowDto(row, row.followers, counts.get(row.id) ?? 0)),
    total,
    page: query.page,
    per_page: query.per_page,
  };
}

/** The payouts: each statement of the seller's projects, the paid ones' sum and what is final but not paid. */
async function payoutsOf(
  deps: SellerDeskDeps,
  projects: { id: number; name: string }[],
): Promise<AdminSeller['payouts']> {
  const names = new Map(projects.map((project) => [project.id, project.name]));
  const rows = await statementsOfProjects(deps.db, [...names.keys()]);
  const sum = (status: string) =>
    rows.filter((row) => row.status === status).reduce((total, row) => total + row.balanceMinor, 0);
  return {
    statements: rows.map((row) => ({
      statement_id: row.id,
      project_id: row.projectId,
      project_name: names.get(row.projectId) ?? '',
      period: row.period,
      currency: row.currency,
      balance_minor: row.balanceMinor,
      status: row.status,
    })),
    paid_minor: sum('paid'),
    due_minor: sum('final'),
  };
}

async function viewSeller(deps: SellerDeskDeps, kind: SellerKind, id: number): Promise<AdminSeller> {
  const seller = await deps.sellers.find(kind, id);
  if (!seller) throw new AppError('not_found');
  const [followers, projects, shops, merged, history] = await Promise.all([
    deps.sellers.followerCount(kind, id),
    projectsOfSeller(deps.db, kind, id),
    deps.shops.ofSeller(kind, id),
    deps.sellers.mergedInto(kind, id),
    deps.audit.historyOf(kind, id),
  ]);
  return {
    kind,
    seller: {
      ...rowDto(seller, followers, projects.length),
      picture_url: seller.picture ? storageUrl(seller.picture) : null,
      about_en: seller.aboutEn ?? '',
      about_fr: seller.aboutFr ?? '',
      links: seller.links,
    },
    projects: projects.map((project) => ({
      id: project.id,
      name: project.name,
      artist_name: project.artistName,
      step: project.step,
      created_at: project.createdAt.toISOString(),
    })),
    shops: shops.map((shop) => ({ id: shop.id, code: shop.code, name: shop.name, white_label: shop.whiteLabel })),
    payouts: await payoutsOf(deps, projects),
    merged: merged.map((row) => ({ id: row.id, name: row.name, at: row.at.toISOString() })),
    history,
  };
}

/** The body's links as stored: http(s) URLs only, each once; input_invalid names the field otherwise. */
function linksOf(sent: readonly string[]): string[] {
  const links = sent.filter((link) => link.trim() !== '').map(sellerLinkOf);
  if (links.some((link) => link === null)) throw new AppError('input_invalid', { fields: { links: 'input_invalid' } });
  return [...new Set(links as string[])];
}

async function updateSeller(
  deps: SellerDeskDeps,
  actor: AuditActor,
  target: { kind: SellerKind; id: number },
  body: AdminSellerUpdate,
): Promise<AdminSeller> {
  const links = linksOf(body.links);
  if (body.country_id !== null && !(await deps.countryExists(body.country_id)))
    throw new AppError('input_invalid', { fields: { country_id: 'input_invalid' } });
  await deps.db.transaction(async (tx) => {
    const before = await deps.sellers.find(target.kind, target.id, tx, true);
    if (!before) throw new AppError('not_found');
    const values = {
      name: body.name,
      slug: slugify(body.name, target.kind),
      countryId: body.country_id,
      aboutEn: body.about_en === '' ? null : body.about_en,
      aboutFr: body.about_fr === '' ? null : body.about_fr,
      links,
    };
    await deps.sellers.updateProfile(tx, target.kind, target.id, values);
    const after = profileOf({ ...before, ...values });
    await deps.audit.record(
      actor,
      {
        action: `${target.kind}.update`,
        entityType: target.kind,
        entityId: target.id,
        before: profileOf(before),
        after,
      },
      tx,
    );
  });
  return viewSeller(deps, target.kind, target.id);
}

async function setPicture(
  deps: SellerDeskDeps,
  actor: AuditActor,
  target: { kind: SellerKind; id: number },
  base64: string,
): Promise<AdminSeller> {
  if (!(await deps.sellers.find(target.kind, target.id))) throw new AppError('not_found');
  const key = await storeSellerPicture(deps.publicStorage, target, base64);
  await deps.db.transaction(async (tx) => {
    const before = await deps.sellers.find(target.kind, target.id, tx, true);
    if (!before) throw new AppError('not_found');
    await deps.sellers.setPicture(tx, target.kind, target.id, key);
    await deps.audit.record(
      actor,
      {
        action: `${target.kind}.picture`,
        entityType: target.kind,
        entityId: target.id,
        before: { picture: before.picture },
        after: { picture: key },
      },
      tx,
    );
  });
  return viewSeller(deps, target.kind, target.id);
}

async function createSeller(
  deps: SellerDeskDeps,
  actor: AuditActor,
  kind: SellerKind,
  body: AdminSellerCreate,
): Promise<AdminSeller> {
  if (body.country_id !== null && !(await deps.countryExists(body.country_id)))
    throw new AppError('input_invalid', { fields: { country_id: 'input_invalid' } });
  const id = await deps.db.transaction(async (tx) => {
    const values = { name: body.name, slug: slugify(body.name, kind), countryId: body.country_id };
    const created = await deps.sellers.create(tx, kind, values);
    const after = { name: values.name, slug: values.slug, country_id: values.countryId };
    await deps.audit.record(actor, { action: `${kind}.create`, entityType: kind, entityId: created, after }, tx);
    return created;
  });
  return viewSeller(deps, kind, id);
}

/** Both sellers of a merge, locked in id order (two merges of the same pair cannot deadlock). */
async function lockPair(deps: SellerDeskDeps, tx: Tx, kind: SellerKind, duplicateId: number, keptId: number) {
  const [first, second] = duplicateId < keptId ? [duplicateId, keptId] : [keptId, duplicateId];
  const a = await deps.sellers.find(kind, first, tx, true);
  const b = await deps.sellers.find(kind, second, tx, true);
  const duplicate = duplicateId === first ? a : b;
  const kept = duplicateId === first ? b : a;
  if (!duplicate || !kept) throw new AppError('not_found');
  return { duplicate, kept };
}

/**
 * Merges the duplicate into the kept seller in one transaction: projects (projects' face), shops
 * (shops'), then follows, the account and the redirect (sellers'), the duplicate deleted last; one
 * audit row on each of the two with what moved.
 */
async function mergeSellers(
  deps: SellerDeskDeps,
  actor: AuditActor,
  kind: SellerKind,
  ids: { duplicateId: number; keptId: number },
): Promise<AdminSellerMerged> {
  const problem = sellerMergeProblemOf(ids.duplicateId, ids.keptId);
  if (problem) throw new AppError(problem, { fields: { into: problem } });
  return deps.db.transaction(async (tx) => {
    const { duplicate, kept } = await lockPair(deps, tx, kind, ids.duplicateId, ids.keptId);
    const projects = await reassignSellerProjects(tx, kind, {
      fromId: duplicate.id,
      toId: kept.id,
      fromName: duplicate.name,
      toName: kept.name,
    });
    const shops = await deps.shops.reassignOwner(tx, kind, duplicate.id, kept.id);
    const follows = await deps.sellers.merge(tx, kind, { duplicate, kept, byUserId: actor.id, at: deps.clock() });
    const moved = {
      kind,
      kept_id: kept.id,
      merged_id: duplicate.id,
      projects,
      shops,
      follows_moved: follows.followsMoved,
      follows_dropped: follows.followsDropped,
    };
    const record = {
      action: `${kind}.merge`,
      before: { duplicate: profileOf(duplicate), kept: profileOf(kept) },
      after: moved,
    };
    await deps.audit.record(actor, { ...record, entityType: kind, entityId: kept.id }, tx);
    await deps.audit.record(actor, { ...record, entityType: kind, entityId: duplicate.id }, tx);
    return moved;
  });
}

export function createSellerDesk(deps: SellerDeskDeps) {
  return {
    list: (kind: SellerKind, query: AdminSellersQuery) => listSellers(deps, kind, query),
    view: (kind: SellerKind, id: number) => viewSeller(deps, kind, id),
    create: (actor: AuditActor, kind: SellerKind, body: AdminSellerCreate) => createSeller(deps, actor, kind, body),
    update: (actor: AuditActor, target: { kind: SellerKind; id: number }, body: AdminSellerUpdate) =>
      updateSeller(deps, actor, target, body),
    setPicture: (actor: AuditActor, target: { kind: SellerKind; id: number }, base64: string) =>
      setPicture(deps, actor, target, base64),
    merge: (actor: AuditActor, kind: SellerKind, ids: { duplicateId: number; keptId: number }) =>
      mergeSellers(deps, actor, kind, ids),
    /** Where a merged seller's page lives now (the public 301). */
    async mergedSeller(kind: SellerKind, id: number) {
      const kept = await deps.sellers.keptSellerOf(kind, id);
      if (!kept) throw new AppError('not_found');
      return { kind, id: kept.id, slug: kept.slug };
    },
  };
}

export type SellerDesk = ReturnType<typeof createSellerDesk>;
