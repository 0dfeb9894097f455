// Which pictures the project page's gallery shows (spec section 3: cover, cover2 to cover5, back,
// label, label_bside, disc, only_vinyl), in that order, and the default cover when there is none.
import type { ProjectDetail } from '@spindle/contracts';

/** Variants shown in the gallery, in order (preview and original are for lists and downloads). */
export const GALLERY_VARIANTS = [
  'cover',
  'cover2',
  'cover3',
  'cover4',
  'cover5',
  'back',
  'label',
  'label_bside',
  'disc',
  'only_vinyl',
] as const;

export type GalleryVariant = (typeof GALLERY_VARIANTS)[number];

export interface GalleryImage {
  variant: GalleryVariant;
  url: string;
}

function isGalleryVariant(variant: string): variant is GalleryVariant {
  return (GALLERY_VARIANTS as readonly string[]).includes(variant);
}

/**
 * The gallery of a project: its stored variants in gallery order, one picture per variant, always
 * starting with a cover (the project's `coverUrl`, which is the default cover without a picture).
 */
export function galleryImagesOf(project: Pick<ProjectDetail, 'images' | 'coverUrl'>): GalleryImage[] {
  const byVariant = new Map<GalleryVariant, string>();
  for (const image of project.images) {
    if (isGalleryVariant(image.variant) && !byVariant.has(image.variant)) byVariant.set(image.variant, image.url);
  }
  if (!byVariant.has('cover')) byVariant.set('cover', project.coverUrl);
  return GALLERY_VARIANTS.flatMap((variant) => {
    const url = byVariant.get(variant);
    return url ? [{ variant, url }] : [];
  });
}

/** The index of the picture a `?image=` value asks for (links work without JavaScript), else the cover. */
export function initialGalleryIndex(images: readonly GalleryImage[], requested: string | null): number {
  const index = images.findIndex((image) => image.variant === requested);
  return index === -1 ? 0 : index;
}
