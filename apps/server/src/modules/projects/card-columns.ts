// The columns every list of project tiles selects (project-cards' ProjectCardRow), and the search
// pattern they are filtered by: the storefront's lists (catalogue, shop pages, the cart's and the
// library's) select these. The label's name is the one column another module owns (sellers' labels):
// sellers' piece `labelNameOf` reads it on the project's label id (decisions 0017, 0018), so a query of
// tiles names projects' tables only and needs no join.
import { containsPattern, schema } from '@spindle/db';
import { labelNameOf } from '../sellers/index.ts';

const { projects } = schema;

/** The columns of a project tile (ProjectCardRow); other modules' lists of tiles select these too. */
export const cardColumns = {
  id: projects.id,
  slug: projects.slug,
  category: projects.category,
  name: projects.name,
  artistId: projects.artistId,
  artistName: projects.artistName,
  labelId: projects.labelId,
  labelName: labelNameOf(projects.labelId),
  picture: projects.picture,
  priceEurMinor: projects.priceEurMinor,
  step: projects.step,
  type: projects.type,
  isLimited: projects.isLimited,
  isPreorder: projects.isPreorder,
  stock: projects.stock,
  goal: projects.goal,
  sold: projects.sold,
  startAt: projects.startAt,
  endAt: projects.endAt,
  colorVinyl: projects.colorVinyl,
  format: projects.format,
};

/** '%text%' for ILIKE with the user's own % and _ taken literally (the database package's). */
export { containsPattern };
