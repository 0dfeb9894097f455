// What the cart reads of the project tables (decision 0013: they are projects'), each the query the
// cart ran before, now in the owner's folder: a cart's projects and items with their seller prices and
// covers (cart pricing reads them in parallel, one round trip as before), the ship-together groups, the
// projects to suggest beside a cart (one query, the tile's label name joined as every tile list does).
import { schema, type Db } from '@spindle/db';
import { and, asc, desc, eq, inArray, min, notInArray, or, sql } from 'drizzle-orm';
import { cardColumns } from './card-columns.ts';
import { LISTED_STEPS } from './visibility.ts';

const { projects, projectItems, projectPrices, projectImages, projectGenres } = schema;

/** The projects of these ids, whole rows. */
export function projectRowsOf(db: Db, ids: readonly number[]) {
  return db
    .select()
    .from(projects)
    .where(inArray(projects.id, [...ids]));
}

/** The items (formats, bundles' parts) of these ids, whole rows; none asked, none read. */
export async function projectItemRowsOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(projectItems)
    .where(inArray(projectItems.id, [...ids]));
}

/** The sellers' prices in other currencies of these projects. */
export function projectPriceRowsOf(db: Db, projectIds: readonly number[]) {
  return db
    .select()
    .from(projectPrices)
    .where(inArray(projectPrices.projectId, [...projectIds]));
}

/** The stored cover variants of these projects (project id and storage path). */
export function coverPathsOf(db: Db, projectIds: readonly number[]) {
  return db
    .select({ projectId: projectImages.projectId, path: projectImages.path })
    .from(projectImages)
    .where(and(inArray(projectImages.projectId, [...projectIds]), eq(projectImages.variant, 'cover')));
}

/**
 * The shop id of each ship-together group: its smallest project id, whatever the projects' steps (the
 * same rule as GET projects/{id}/group-shipment, so the cart and that call name a parcel alike).
 */
export async function shipTogetherShopIds(
  db: Pick<Db, 'select'>,
  groups: readonly string[],
): Promise<Map<string, number>> {
  const wanted = [...new Set(groups)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ group: projects.shipTogetherGroup, shopId: min(projects.id) })
    .from(projects)
    .where(inArray(projects.shipTogetherGroup, wanted))
    .groupBy(projects.shipTogetherGroup);
  return new Map(
    rows.flatMap((row) => (row.group === null || row.shopId === null ? [] : [[row.group, Number(row.shopId)]])),
  );
}

/** Projects shipping with this one (same ship_together_group), itself included, ascending ids; null when none. */
export async function groupShipmentOf(db: Db, projectId: number) {
  const [project] = await db
    .select({ id: projects.id, group: projects.shipTogetherGroup, step: projects.step })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project) return null;
  if (project.group === null) return { project, projectIds: [project.id] };
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.shipTogetherGroup, project.group))
    .orderBy(asc(projects.id));
  return { project, projectIds: rows.map((row) => row.id) };
}

/** Whether a project of this id exists. */
export async function projectExists(db: Db, projectId: number): Promise<boolean> {
  const [row] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
  return row !== undefined;
}

/**
 * Listed projects to suggest beside a cart's: those sharing a genre, an artist or a label with them,
 * not among them and not sold out, the most popular first; tile rows, one query.
 */
export async function relatedListedProjects(db: Db, projectIds: readonly number[], limit: number) {
  if (projectIds.length === 0) return [];
  const inCart = [...projectIds];
  const cartGenres = db
    .select({ genreId: projectGenres.genreId })
    .from(projectGenres)
    .where(inArray(projectGenres.projectId, inCart));
  const cartArtists = db
    .select({ artistId: projects.artistId })
    .from(projects)
    .where(and(inArray(projects.id, inCart), sql`${projects.artistId} is not null`));
  const cartLabels = db
    .select({ labelId: projects.labelId })
    .from(projects)
    .where(and(inArray(projects.id, inCart), sql`${projects.labelId} is not null`));
  const sharesGenre = sql`exists (select 1 from ${projectGenres} pg where pg.project_id = ${projects.id} and pg.genre_id in ${cartGenres})`;
  return db
    .select(cardColumns)
    .from(projects)
    .where(
      and(
        inArray(projects.step, [...LISTED_STEPS]),
        notInArray(projects.id, inCart),
        or(sql`${projects.stock} is null`, sql`${projects.stock} > 0`),
        or(sharesGenre, inArray(projects.artistId, cartArtists), inArray(projects.labelId, cartLabels)),
      ),
    )
    .orderBy(desc(projects.popularity), desc(projects.id))
    .limit(limit);
}
