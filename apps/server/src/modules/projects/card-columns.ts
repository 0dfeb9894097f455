// The columns every list of project tiles selects (project-cards' ProjectCardRow), and the search
// pattern they are filtered by: the storefront's lists (catalogue, shop pages, the cart's and the
// library's) select these. The label's name is the one column another module owns (sellers' labels):
// the query joins it (decision 0017).
import { schema } from '@spindle/db';

const { projects, labels } = schema;

/** The columns of a project tile (ProjectCardRow); other modules' lists of tiles select these too. */
export const cardColumns = {
  id: projects.id,
  slug: projects.slug,
  category: projects.category,
  name: projects.name,
  artistId: projects.artistId,
  artistName: projects.artistName,
  labelId: projects.labelId,
  labelName: labels.name,
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

/** '%text%' for ILIKE with the user's own % and _ taken literally (served by the trigram indexes). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
