// Project image variants (spec: storage/projects/{picture}/{variant}): sizes, formats, file names,
// and the resize/crop of uploaded artwork into them.
import sharp, { type Sharp } from 'sharp';
import type { z } from 'zod';
import type { imageVariantSchema } from '@spindle/contracts';

/** A project image variant: cover, cover2-5, back, label, label_bside, disc, only_vinyl, preview, original. */
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/** Encodings used for variants: JPEG where the picture is opaque, WebP where it needs transparency. */
export type ImageFileFormat = 'jpeg' | 'webp';

/** Size and encoding of one variant; `original` keeps the source's proportions up to `maxSide`. */
export interface ImageVariantSpec {
  width: number;
  height: number;
  format: ImageFileFormat;
  /** Round pictures (labels, records) are transparent around the disc. */
  transparent: boolean;
  /** How an upload fills the box: cropped to fill it, or contained in it. */
  fit: 'cover' | 'contain';
  quality: number;
}

const square = (
  side: number,
  format: ImageFileFormat,
  transparent: boolean,
  fit: 'cover' | 'contain' = 'cover',
): ImageVariantSpec => ({
  width: side,
  height: side,
  format,
  transparent,
  fit,
  quality: 80,
});

/** Every variant with its pixel size and format (docs/media.md explains the choices). */
export const IMAGE_VARIANTS: Readonly<Record<ImageVariant, ImageVariantSpec>> = {
  cover: square(600, 'jpeg', false),
  cover2: square(600, 'jpeg', false),
  cover3: square(600, 'jpeg', false),
  cover4: square(600, 'jpeg', false),
  cover5: square(600, 'jpeg', false),
  back: square(600, 'jpeg', false),
  label: square(300, 'webp', true),
  label_bside: square(300, 'webp', true),
  disc: { width: 600, height: 400, format: 'webp', transparent: true, fit: 'contain', quality: 80 },
  only_vinyl: square(600, 'webp', true, 'contain'),
  preview: square(400, 'jpeg', false),
  // Largest side kept from an upload; the demo catalogue stores its 600 px render here.
  original: { width: 3000, height: 3000, format: 'jpeg', transparent: false, fit: 'contain', quality: 90 },
};

/** Variant names in the spec's order. */
export const IMAGE_VARIANT_NAMES = Object.keys(IMAGE_VARIANTS) as ImageVariant[];

const EXTENSION: Record<ImageFileFormat, string> = { jpeg: 'jpg', webp: 'webp' };

/** File name of a variant inside the project's picture folder ('cover.jpg', 'only_vinyl.webp'). */
export function imageVariantFileName(variant: ImageVariant): string {
  return `${variant}.${EXTENSION[IMAGE_VARIANTS[variant].format]}`;
}

/** Content type to serve a variant with. */
export function imageVariantContentType(variant: ImageVariant): string {
  return `image/${IMAGE_VARIANTS[variant].format}`;
}

/**
 * Encodes a pipeline in the variant's format. JPEG variants are flattened on white, unless the caller
 * knows the pixels are opaque (rendered art), which saves a pass.
 */
export function encodeVariant(
  image: Sharp,
  variant: ImageVariant,
  options: { opaque?: boolean } = {},
): Promise<Buffer> {
  const spec = IMAGE_VARIANTS[variant];
  // Effort 0 and a lossy alpha plane: 3x faster than the default for a few KiB more (docs/media.md).
  if (spec.format === 'webp') return image.webp({ quality: spec.quality, alphaQuality: 60, effort: 0 }).toBuffer();
  const opaque = options.opaque ? image.removeAlpha() : image.flatten({ background: '#ffffff' });
  // mozjpeg and Huffman optimisation off: 5x and 1.3x faster for 15% and 6% more bytes.
  return opaque.jpeg({ quality: spec.quality, mozjpeg: false, optimiseCoding: false }).toBuffer();
}

const roundMask = (side: number): Buffer =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><circle cx="${side / 2}" cy="${side / 2}" r="${side / 2}" fill="#fff"/></svg>`,
  );

/** Makes one variant from an uploaded picture: turned upright (EXIF), resized, cropped or contained. */
export async function makeImageVariant(source: Buffer, variant: ImageVariant): Promise<Buffer> {
  const spec = IMAGE_VARIANTS[variant];
  const upright = sharp(source, { failOn: 'error' }).rotate();
  if (variant === 'original') {
    return encodeVariant(upright.resize(spec.width, spec.height, { fit: 'inside', withoutEnlargement: true }), variant);
  }
  const resized = upright.resize(spec.width, spec.height, {
    fit: spec.fit,
    position: 'centre',
    background: spec.transparent ? { r: 0, g: 0, b: 0, alpha: 0 } : '#ffffff',
  });
  if (variant === 'label' || variant === 'label_bside') {
    // Centre labels are round: the upload is cropped square, then to the circle.
    const squared = await resized.ensureAlpha().png({ compressionLevel: 0 }).toBuffer();
    return encodeVariant(sharp(squared).composite([{ input: roundMask(spec.width), blend: 'dest-in' }]), variant);
  }
  return encodeVariant(spec.transparent ? resized.ensureAlpha() : resized, variant);
}

/** Variants made from a front-cover upload. */
export const COVER_UPLOAD_VARIANTS = ['cover', 'preview', 'original'] as const satisfies readonly ImageVariant[];

/**
 * Makes variants from one uploaded picture: by default the ones a front-cover upload gives (cover,
 * preview, original). Throws when the buffer is not an image sharp can read.
 */
export function makeImageVariants(source: Buffer): Promise<Record<(typeof COVER_UPLOAD_VARIANTS)[number], Buffer>>;
export function makeImageVariants<V extends ImageVariant>(
  source: Buffer,
  variants: readonly V[],
): Promise<Record<V, Buffer>>;
export async function makeImageVariants(
  source: Buffer,
  variants: readonly ImageVariant[] = COVER_UPLOAD_VARIANTS,
): Promise<Partial<Record<ImageVariant, Buffer>>> {
  const entries = await Promise.all(
    variants.map(async (variant) => [variant, await makeImageVariant(source, variant)] as const),
  );
  return Object.fromEntries(entries);
}
