// Responsive pictures (issue 19, docs/media.md "Sized and modern formats"): a stored picture's
// width/format variants, derived by the server on their first request. Widths and formats come from a
// short allow-list so nobody can make the server encode arbitrary sizes, and the URL names both, so it
// never depends on the browser's Accept header and every cache in between keys it correctly.

/** Widths (px) a stored picture may be asked for: phone tiles (200, 400), covers (600), banners (800, 1200). */
export const RESPONSIVE_IMAGE_WIDTHS = [200, 400, 600, 800, 1200] as const;

/** Formats a variant may be encoded in: AVIF and WebP for browsers that read them, JPEG as the fallback. */
export const RESPONSIVE_IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;

/** One allowed width. */
export type ResponsiveImageWidth = (typeof RESPONSIVE_IMAGE_WIDTHS)[number];
/** One allowed format. */
export type ResponsiveImageFormat = (typeof RESPONSIVE_IMAGE_FORMATS)[number];

/** Content type a variant is served with. */
export const RESPONSIVE_IMAGE_CONTENT_TYPES: Readonly<Record<ResponsiveImageFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** The route the variants are served under: /storage/_v/{width}/{format}/{key}. */
export const RESPONSIVE_IMAGE_ROUTE_BASE = '/storage/_v';

/** Pictures a variant may be made from: stored JPEG, PNG or WebP files under /storage. */
const STORED_PICTURE = /^\/storage\/((?!_v\/)[^?#]+\.(?:jpe?g|png|webp))$/i;

/** Whether a width is on the allow-list. */
export function isResponsiveImageWidth(width: number): width is ResponsiveImageWidth {
  return (RESPONSIVE_IMAGE_WIDTHS as readonly number[]).includes(width);
}

/** Whether a format is on the allow-list. */
export function isResponsiveImageFormat(format: string): format is ResponsiveImageFormat {
  return (RESPONSIVE_IMAGE_FORMATS as readonly string[]).includes(format);
}

/**
 * URL of a stored picture's variant ('/storage/projects/ab/cover.jpg', 400, 'avif' ->
 * '/storage/_v/400/avif/projects/ab/cover.jpg'); null for a URL that is not a stored picture on this
 * site (the default cover under /static, a CDN address), which is then shown as it is.
 */
export function responsiveImageUrl(
  storedUrl: string,
  width: ResponsiveImageWidth,
  format: ResponsiveImageFormat,
): string | null {
  const encodedKey = STORED_PICTURE.exec(storedUrl)?.[1];
  return encodedKey ? `${RESPONSIVE_IMAGE_ROUTE_BASE}/${width}/${format}/${encodedKey}` : null;
}

/**
 * A srcset of a stored picture in one format at the given widths ('/storage/_v/200/avif/... 200w, ...');
 * null when the URL has no variants. Widths above the picture's own are for the caller not to list:
 * the server never enlarges, so such an entry would promise pixels it does not have.
 */
export function responsiveImageSrcSet(
  storedUrl: string,
  widths: readonly ResponsiveImageWidth[],
  format: ResponsiveImageFormat,
): string | null {
  const entries = widths.map((width) => {
    const url = responsiveImageUrl(storedUrl, width, format);
    return url === null ? null : `${url} ${width}w`;
  });
  return entries.every((entry) => entry !== null) && entries.length > 0 ? entries.join(', ') : null;
}

/** The stored key of a variant, beside its source ('projects/ab/cover.jpg', 400, 'avif' -> 'projects/ab/cover.w400.avif'). */
export function responsiveImageKey(
  sourceKey: string,
  width: ResponsiveImageWidth,
  format: ResponsiveImageFormat,
): string {
  const dot = sourceKey.lastIndexOf('.');
  const stem = dot > sourceKey.lastIndexOf('/') ? sourceKey.slice(0, dot) : sourceKey;
  return `${stem}.w${width}.${format === 'jpeg' ? 'jpg' : format}`;
}
