// A stored picture as a <picture>: AVIF and WebP sources at the allowed widths (the server derives
// them on first request, docs/media.md "Sized and modern formats"), the stored JPEG as the <img>
// fallback with its width and height (no layout shift). The page's largest picture is preloaded.
import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import {
  RESPONSIVE_IMAGE_CONTENT_TYPES,
  responsiveImageSrcSet,
  type ResponsiveImageFormat,
  type ResponsiveImageWidth,
} from '@spindle/domain';

/** Modern formats, best first: the browser takes the first <source> whose type it reads. */
const MODERN_FORMATS = ['avif', 'webp'] as const satisfies readonly ResponsiveImageFormat[];

type ImgAttributes = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'sizes' | 'alt'>;

export interface ResponsivePictureProps extends ImgAttributes {
  /** The stored picture's URL (an API's coverUrl, imageUrl...). */
  src: string;
  alt: string;
  /** Intrinsic size of the fallback, for the box the browser reserves. */
  width: number;
  height: number;
  /** Widths to offer, none wider than the stored picture (the server never enlarges). */
  widths: readonly ResponsiveImageWidth[];
  /** How wide the picture is shown, as the `sizes` attribute says it. */
  sizes: string;
  /**
   * The largest paint of the page: fetched first (`fetchpriority=high`) and announced in the head by a
   * `<link rel=preload as=image imagesrcset imagesizes type=image/avif>`, before the scripts.
   */
  priority?: boolean;
}

/** The modern sources of a stored picture, or none for a URL without variants (the default cover). */
export function modernSources(
  src: string,
  widths: readonly ResponsiveImageWidth[],
): { type: string; srcSet: string; format: ResponsiveImageFormat }[] {
  return MODERN_FORMATS.flatMap((format) => {
    const srcSet = responsiveImageSrcSet(src, widths, format);
    return srcSet === null ? [] : [{ type: RESPONSIVE_IMAGE_CONTENT_TYPES[format], srcSet, format }];
  });
}

export function ResponsivePicture({ src, widths, sizes, priority = false, ...img }: ResponsivePictureProps) {
  const sources = modernSources(src, widths);
  const best = sources[0];
  // A preload whose type the browser does not read is skipped by it, so older browsers are not
  // made to fetch an AVIF they cannot show. Only the server's page carries one, in its <head>, ahead
  // of the body: on a navigation in the browser, the <img> is in the page as soon as a preload would
  // be, with the same priority, and a cover another page already showed comes from the browser's list
  // of images without using it (Chromium then warns that the preload went unused).
  if (priority && best && typeof document === 'undefined') {
    preload(best.srcSet.split(' ')[0] ?? src, {
      as: 'image',
      type: best.type,
      imageSrcSet: best.srcSet,
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  const fallback = (
    <img
      src={src}
      sizes={img.srcSet ? sizes : undefined}
      {...img}
      fetchPriority={priority ? 'high' : img.fetchPriority}
    />
  );
  if (sources.length === 0) return fallback;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.format} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {fallback}
    </picture>
  );
}
