// What a grid tile renders of a project card, and nothing more. A page's loader data travels twice:
// rendered into the HTML and serialised into the hydration payload of the same document, so every
// field a loader returns is sent even when no component reads it. The API's card carries 25 fields
// (dates, funding goal, label, genres...) for its other readers; a tile shows 13 of them. Loaders that
// hand cards to ProjectGrid (the project page's "more" and recommendations, the home page, a shop)
// return them through `projectTileOf`, and the tile's components take `ProjectTileData`: a component
// that starts reading a field dropped here fails typecheck until the field is added to both.
import type { ProjectCard } from '@spindle/contracts';

/** A vinyl colour as a tile's badge shows it: its name decides the badge, its hex paints the dot. */
export type TileColour = Pick<NonNullable<ProjectCard['colour']>, 'name' | 'hex'>;

/** The fields of a project card that a tile (cover, badges, play button, title, artist, price, funding) renders. */
export type ProjectTileData = Pick<
  ProjectCard,
  | 'id'
  | 'slug'
  | 'category'
  | 'name'
  | 'artistId'
  | 'artistName'
  | 'coverUrl'
  | 'price'
  | 'isLimited'
  | 'isPreorder'
  | 'isSoldOut'
  | 'progressPercent'
> & { colour: TileColour | null };

/** A card cut to what its tile renders (see the file's comment): what loaders return for a grid. */
export function projectTileOf(card: ProjectTileData): ProjectTileData {
  return {
    id: card.id,
    slug: card.slug,
    category: card.category,
    name: card.name,
    artistId: card.artistId,
    artistName: card.artistName,
    coverUrl: card.coverUrl,
    price: card.price,
    isLimited: card.isLimited,
    isPreorder: card.isPreorder,
    isSoldOut: card.isSoldOut,
    progressPercent: card.progressPercent,
    colour: card.colour === null ? null : { name: card.colour.name, hex: card.colour.hex },
  };
}

/** Every card of a list cut to its tile. */
export function projectTilesOf(cards: readonly ProjectTileData[]): ProjectTileData[] {
  return cards.map(projectTileOf);
}
