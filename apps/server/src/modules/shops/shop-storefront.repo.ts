// What a shop's storefront page reads of the shops' tables, as pieces of the page's queries (sellers
// composes them, decision 0017): the shop with its code, and the projects it shows in its order.
import { schema, type Db } from '@spindle/db';
import { eq, sql } from 'drizzle-orm';
import type { ProjectPlacement } from '../projects/index.ts';

const { shops, shopProjects } = schema;

/** The shop with this code (at most one row), as a subquery the page joins to the artist or label running it. */
export function shopWithCode(db: Db, code: string) {
  return db
    .select({
      id: shops.id,
      code: shops.code,
      name: shops.name,
      logo: shops.logo,
      banner: shops.banner,
      whiteLabel: shops.whiteLabel,
      poweredByLink: shops.poweredByLink,
      aboutEn: shops.descriptionEn,
      aboutFr: shops.descriptionFr,
      backgroundColour: shops.backgroundColour,
      textColour: shops.textColour,
      artistId: shops.artistId,
      labelId: shops.labelId,
    })
    .from(shops)
    .where(eq(shops.code, code))
    .as('shop');
}

/** The projects a shop shows and their place in its order (one row per shop and project: the key). */
export function shopPlacement(shopId: number): ProjectPlacement {
  return {
    holds: (projectId) =>
      sql`${projectId} in (select ${shopProjects.projectId} from ${shopProjects} where ${shopProjects.shopId} = ${shopId})`,
    placeOf: (projectId) =>
      sql`(select ${shopProjects.position} from ${shopProjects} where ${shopProjects.shopId} = ${shopId} and ${shopProjects.projectId} = ${projectId})`,
  };
}
