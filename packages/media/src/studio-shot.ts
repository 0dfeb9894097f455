// A product photographed in a studio: a soft wall-to-floor backdrop tinted by the sleeve, a pool of
// light behind the item and its shadow on the floor under it (issue 18: merch pictures read as
// placeholders). The item comes in as transparent pixels; the shadow follows its outline's extent.
import { darken, lighten } from './colour.ts';
import { drawOver } from './raw-compose.ts';
import { fromRaw, rasteriseSvg, toRaw, type RawImage } from './raw-image.ts';

/** The opaque extent of a transparent render, in pixels (null when it is empty). */
export function opaqueBox(image: RawImage): { left: number; top: number; right: number; bottom: number } | null {
  const { width, height } = image.info;
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0, i = y * width * 4 + 3; x < width; x++, i += 4) {
      if ((image.data[i] ?? 0) < 32) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  return right < 0 ? null : { left, top, right, bottom };
}

function backdropSvg(
  side: number,
  tint: string,
  shadow: { cx: number; cy: number; rx: number; ry: number } | null,
): string {
  const wall = lighten(tint, 0.35);
  const floor = darken(tint, 0.06);
  const shadowSvg = shadow
    ? `<ellipse cx="${shadow.cx}" cy="${shadow.cy}" rx="${shadow.rx}" ry="${shadow.ry}" fill="url(#shadow)"/>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><defs>` +
    `<linearGradient id="sweep" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wall}"/><stop offset="0.68" stop-color="${tint}"/><stop offset="1" stop-color="${floor}"/></linearGradient>` +
    `<radialGradient id="light" cx="0.5" cy="0.42" r="0.55"><stop offset="0" stop-color="#fff" stop-opacity="0.45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.38"/><stop offset="0.6" stop-color="#000" stop-opacity="0.14"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${side}" height="${side}" fill="url(#sweep)"/><rect width="${side}" height="${side}" fill="url(#light)"/>${shadowSvg}</svg>`
  );
}

/**
 * The item, shrunk to `fill` of the square, standing a little below the centre on a studio backdrop
 * tinted `tint`, with its shadow under it.
 */
export async function studioShot(item: RawImage, tint: string, side: number, fill = 0.82): Promise<RawImage> {
  const itemSide = Math.round(side * fill);
  const shrunk = itemSide === item.info.width ? item : await toRaw(fromRaw(item).resize(itemSide, itemSide));
  const left = Math.round((side - itemSide) / 2);
  const top = Math.round((side - itemSide) * 0.62);
  const box = opaqueBox(shrunk);
  const shadow = box && {
    cx: left + (box.left + box.right) / 2,
    cy: top + box.bottom + 4,
    rx: Math.max(20, ((box.right - box.left) / 2) * 1.05),
    ry: Math.max(8, side * 0.035),
  };
  return drawOver(await rasteriseSvg(backdropSvg(side, tint, shadow)), shrunk, left, top);
}
