// What the cluster tests share: a record a fan can buy from any instance.
import { type Database, schema } from '@spindle/db';

/** A funding LP on sale (stock not counted: pressed from the pre-orders), 20.00 EUR; its id. */
export async function insertFundingProject(on: Database, namePrefix = 'Cluster Funding LP'): Promise<number> {
  const name = `${namePrefix} ${Date.now().toString(36)}`;
  const [row] = await on.db
    .insert(schema.projects)
    .values({
      name,
      slug: name.toLowerCase().replaceAll(' ', '-'),
      artistName: 'Cluster Artist',
      shopId: 1194,
      category: 'vinyl',
      type: 'funding',
      step: 'in_progress',
      priceEurMinor: 2000,
      distributionPriceMinor: 1500,
      weightGrams: 300,
      discs: 1,
    })
    .returning({ id: schema.projects.id });
  if (!row) throw new Error('project insert failed');
  await on.db.insert(schema.partnerStock).values({ partner: 'preorder', projectId: row.id, quantity: 1000 });
  return row.id;
}
