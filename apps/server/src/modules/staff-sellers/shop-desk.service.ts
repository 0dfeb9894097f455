// The staff's shops (docs/admin.md "Artists, labels and shops"): the list with each shop's owner, one shop
// with the projects it shows, and its chrome: white-label or not, the logo, the colours, the 'Powered by'
// link (decision 0006). Audited with before and after in the change's transaction.
import type { AdminShop, AdminShopChrome, AdminShopPage, AdminShopRow, AdminShopsQuery } from '@spindle/contracts';
import type { Db } from '@spindle/db';
import { AppError } from '../../http/errors.ts';
import type { AuditActor, AuditLog } from '../audit/index.ts';
import { projectsByIds } from '../projects/index.ts';
import type { SellerAdmin } from '../sellers/index.ts';
import { shopPictureFrom, type ShopAdmin, type ShopAdminRow } from '../shops/index.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

export interface ShopDeskDeps {
  db: Db;
  audit: AuditLog;
  sellers: SellerAdmin;
  shops: ShopAdmin;
  publicStorage: FileStorage;
}

/** The owners' names of these shops, by kind. */
async function ownerNames(deps: ShopDeskDeps, rows: readonly ShopAdminRow[]) {
  const [artists, labels] = await Promise.all([
    deps.sellers.namesOf(
      'artist',
      rows.flatMap((row) => (row.artistId === null ? [] : [row.artistId])),
    ),
    deps.sellers.namesOf(
      'label',
      rows.flatMap((row) => (row.labelId === null ? [] : [row.labelId])),
    ),
  ]);
  return { artists, labels };
}

function rowDto(row: ShopAdminRow, names: Awaited<ReturnType<typeof ownerNames>>): AdminShopRow {
  const owner =
    row.artistId !== null
      ? { kind: 'artist' as const, id: row.artistId, name: names.artists.get(row.artistId) ?? '' }
      : row.labelId !== null
        ? { kind: 'label' as const, id: row.labelId, name: names.labels.get(row.labelId) ?? '' }
        : null;
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    white_label: row.whiteLabel,
    powered_by_link: row.poweredByLink,
    owner,
    projects: row.projects,
    created_at: row.createdAt.toISOString(),
  };
}

/** The chrome as the audit row keeps it. */
const chromeOf = (
  row: Pick<ShopAdminRow, 'whiteLabel' | 'poweredByLink' | 'backgroundColour' | 'textColour' | 'logo'>,
) => ({
  white_label: row.whiteLabel,
  powered_by_link: row.poweredByLink,
  background_colour: row.backgroundColour,
  text_colour: row.textColour,
  logo: row.logo,
});

async function listShops(deps: ShopDeskDeps, query: AdminShopsQuery): Promise<AdminShopPage> {
  const { rows, total } = await deps.shops.list(query);
  const names = await ownerNames(deps, rows);
  return { rows: rows.map((row) => rowDto(row, names)), total, page: query.page, per_page: query.per_page };
}

async function viewShop(deps: ShopDeskDeps, id: number): Promise<AdminShop> {
  const shop = await deps.shops.find(id);
  if (!shop) throw new AppError('not_found');
  const [names, projectIds, history] = await Promise.all([
    ownerNames(deps, [shop]),
    deps.shops.shownProjectIds(id),
    deps.audit.historyOf('shop', id),
  ]);
  const projects = new Map((await projectsByIds(deps.db, projectIds)).map((project) => [project.id, project]));
  return {
    shop: {
      ...rowDto(shop, names),
      logo_url: shop.logo ? deps.publicStorage.publicUrl(shop.logo) : null,
      background_colour: shop.backgroundColour,
      text_colour: shop.textColour,
    },
    projects: projectIds.flatMap((projectId) => {
      const project = projects.get(projectId);
      return project
        ? [{ id: project.id, name: project.name, artist_name: project.artistName, step: project.step }]
        : [];
    }),
    history,
  };
}

async function setChrome(deps: ShopDeskDeps, actor: AuditActor, id: number, body: AdminShopChrome): Promise<AdminShop> {
  if (!(await deps.shops.find(id))) throw new AppError('not_found');
  const logo = await shopPictureFrom(deps.publicStorage, 'logo', body.logo);
  await deps.db.transaction(async (tx) => {
    const before = await deps.shops.find(id, tx, true);
    if (!before) throw new AppError('not_found');
    const values = {
      whiteLabel: body.white_label,
      poweredByLink: body.powered_by_link,
      backgroundColour: body.background_colour,
      textColour: body.text_colour,
      ...(logo === undefined ? {} : { logo }),
    };
    await deps.shops.setChrome(tx, id, values);
    await deps.audit.record(
      actor,
      {
        action: 'shop.chrome',
        entityType: 'shop',
        entityId: id,
        before: chromeOf(before),
        after: chromeOf({ ...before, ...values }),
      },
      tx,
    );
  });
  return viewShop(deps, id);
}

export function createShopDesk(deps: ShopDeskDeps) {
  return {
    list: (query: AdminShopsQuery) => listShops(deps, query),
    view: (id: number) => viewShop(deps, id),
    setChrome: (actor: AuditActor, id: number, body: AdminShopChrome) => setChrome(deps, actor, id, body),
  };
}

export type ShopDesk = ReturnType<typeof createShopDesk>;
