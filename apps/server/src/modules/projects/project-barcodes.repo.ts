// The barcodes of projects' pressings (spec: Barcode), as the logistics side reads them: the article
// code a warehouse scans on a parcel's records (packages/domain fulfilment-files.ts, ParcelItem.sku).
import { schema, type Db } from '@spindle/db';
import { asc, inArray } from 'drizzle-orm';

const { barcodes } = schema;

/** The first barcode of each project that has one (one query for all). */
export async function barcodesOfProjects(db: Db, projectIds: readonly number[]): Promise<Map<number, string>> {
  const ids = [...new Set(projectIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ projectId: barcodes.projectId, barcode: barcodes.barcode })
    .from(barcodes)
    .where(inArray(barcodes.projectId, ids))
    .orderBy(asc(barcodes.id));
  const found = new Map<number, string>();
  for (const row of rows) if (!found.has(row.projectId)) found.set(row.projectId, row.barcode);
  return found;
}
