// Decoded RGBA pixels passed between render steps, so a picture is rasterised once and reused.
import sharp, { type Sharp } from 'sharp';

/** A decoded RGBA image. */
export interface RawImage {
  data: Buffer;
  info: { width: number; height: number; channels: 4 };
}

/** A sharp pipeline reading the raw pixels. */
export function fromRaw(image: RawImage): Sharp {
  return sharp(image.data, { raw: image.info });
}

/** Decodes whatever the pipeline produces into RGBA pixels. */
export async function toRaw(pipeline: Sharp): Promise<RawImage> {
  const { data, info } = await pipeline.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: 4 } };
}

/** Rasterises an SVG document (its width and height attributes give the pixel size). */
export function rasteriseSvg(svg: string): Promise<RawImage> {
  return toRaw(sharp(Buffer.from(svg)));
}

/** A PNG without compression: the cheapest lossless way to hand pixels to composite(). */
export function toFastPng(image: RawImage): Promise<Buffer> {
  return fromRaw(image).png({ compressionLevel: 0 }).toBuffer();
}

/** An SVG circle the size of the canvas, for cutting pictures round with blend 'dest-in'. */
export function circleSvg(side: number, radius = side / 2): Buffer {
  const c = side / 2;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><circle cx="${c}" cy="${c}" r="${radius.toFixed(2)}" fill="#fff"/></svg>`,
  );
}
