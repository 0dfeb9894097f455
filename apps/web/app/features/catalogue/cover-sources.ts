// The pictures a tile's cover may load: a stored project's 400 px `preview` beside its 600 px
// `cover` (docs/media.md: every front-cover upload makes both), so a phone's 2-column grid does not
// download the larger file (Lighthouse "properly size images"). Other URLs (the default cover) stay as they are.
// These JPEGs are the fallback of the tile's <picture>; browsers that read AVIF or WebP take those sources.
import type { ResponsiveImageWidth } from '@spindle/domain';

/** How wide a tile is in each grid of project-grid.tsx (2 columns on phones up to 6 from 1600 px). */
export const TILE_SIZES =
  '(min-width: 1600px) 16vw, (min-width: 1280px) 20vw, (min-width: 800px) 25vw, (min-width: 640px) 33vw, 50vw';

/** Widths of a tile's AVIF and WebP sources: a phone's half-screen tile at 1x and 2x, the whole 600 px cover. */
export const TILE_WIDTHS = [200, 400, 600] as const satisfies readonly ResponsiveImageWidth[];

const STORED_COVER = /^(.*\/storage\/projects\/[^/]+\/)cover\.jpg$/;

/** src and, for a stored cover, the srcset offering its preview. */
export function coverSources(coverUrl: string): { src: string; srcSet?: string } {
  const folder = STORED_COVER.exec(coverUrl)?.[1];
  if (!folder) return { src: coverUrl };
  return { src: coverUrl, srcSet: `${folder}preview.jpg 400w, ${coverUrl} 600w` };
}
