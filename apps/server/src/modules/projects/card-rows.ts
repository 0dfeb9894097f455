// Tile rows of given projects, for lists whose order another module decides (the wishlist's, by the
// day each project was wished): one query, keyed by id.
import { schema, type Db } from '@spindle/db';
import { inArray } from 'drizzle-orm';
import { cardColumns } from './card-columns.ts';

const { projects } = schema;

function selectCards(db: Db, ids: number[]) {
  return db.select(cardColumns).from(projects).where(inArray(projects.id, ids));
}

/** A project tile's row (project-cards' ProjectCardRow). */
export type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

/** The tile rows of these projects (those that exist), keyed by id. */
export async function cardRowsOf(db: Db, ids: readonly number[]): Promise<Map<number, CardRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await selectCards(db, unique);
  return new Map(rows.map((row) => [row.id, row]));
}
