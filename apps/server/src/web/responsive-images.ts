// GET /storage/_v/{width}/{format}/{key}: a stored picture at an allowed width in AVIF, WebP or JPEG,
// image-CDN style (issue 19, docs/media.md "Sized and modern formats"). The first request encodes it
// and stores it beside its source (projects/ab/cover.jpg -> projects/ab/cover.w400.avif) through the
// storage's public face, so the local folder and the bucket work alike and later requests, on any
// instance, only read it. Nothing is encoded ahead: the demo catalogue's first start stays as fast.
import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import {
  isResponsiveImageFormat,
  isResponsiveImageWidth,
  RESPONSIVE_IMAGE_CONTENT_TYPES,
  RESPONSIVE_IMAGE_FORMATS,
  RESPONSIVE_IMAGE_ROUTE_BASE,
  RESPONSIVE_IMAGE_WIDTHS,
  responsiveImageKey,
  type ResponsiveImageFormat,
  type ResponsiveImageWidth,
} from '@spindle/domain';
import { AppError } from '../http/errors.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { checkStorageKey } from '../storage/storage-key.ts';

/** Folders whose pictures have variants: covers and the rest of a project's pictures, home banners. */
const VARIANT_SOURCE_FOLDERS: ReadonlySet<string> = new Set(['projects', 'banners']);
const SOURCE_EXTENSION = /\.(?:jpe?g|png|webp)$/i;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ONE_HOUR = 'public, max-age=3600';

/**
 * Sources that are never overwritten, so their variants can be kept for a year: a project's pictures
 * (a fresh folder per upload) and an uploaded banner (banners/{id}/{uuid}/{locale}.jpg). The demo
 * banners (banners/demo-{id}.jpg) and the placeholder keep the hour their source has.
 */
export function isImmutableVariantSource(key: string): boolean {
  return /^projects\//.test(key) || /^banners\/\d+\/[^/]+\/[^/]+$/.test(key);
}

/** @spindle/media's encoder; sharp loads with the first variant asked for, not on every start (issue 19). */
const encodeResponsiveImage: NonNullable<ResponsiveImagesOptions['encode']> = async (source, width, format) =>
  (await import('@spindle/media')).encodeResponsiveImage(source, width, format);

/** Encodes at most this many variants at once; more first requests wait (AVIF takes both cores' worth). */
const MAX_CONCURRENT_ENCODES = 2;

export interface ResponsiveImagesOptions {
  storage: Pick<FileStorage, 'get' | 'put' | 'exists' | 'stream'>;
  /** Encodes a variant; @spindle/media's encodeResponsiveImage unless a test counts the calls. */
  encode?: (source: Buffer, width: ResponsiveImageWidth, format: ResponsiveImageFormat) => Promise<Buffer>;
}

/** The source key of a variant request, or AppError: image_variant_invalid for a width or format off the list. */
export function variantRequestOf(params: { width: string; format: string; '*': string }): {
  width: ResponsiveImageWidth;
  format: ResponsiveImageFormat;
  sourceKey: string;
} {
  const width = Number(params.width);
  // Written as the list writes it ('400', not '0400'): one URL per variant, so caches hold it once.
  if (String(width) !== params.width || !isResponsiveImageWidth(width))
    throw new AppError('image_variant_invalid', {
      message: `Width must be one of ${RESPONSIVE_IMAGE_WIDTHS.join(', ')}`,
    });
  if (!isResponsiveImageFormat(params.format))
    throw new AppError('image_variant_invalid', {
      message: `Format must be one of ${RESPONSIVE_IMAGE_FORMATS.join(', ')}`,
    });
  let sourceKey: string;
  try {
    sourceKey = checkStorageKey(params['*']);
  } catch {
    throw new AppError('not_found');
  }
  if (!VARIANT_SOURCE_FOLDERS.has(sourceKey.split('/')[0] ?? '') || !SOURCE_EXTENSION.test(sourceKey))
    throw new AppError('not_found');
  return { width, format: params.format, sourceKey };
}

/** A counting gate: at most `limit` holders at once, the others queued in order. */
function createGate(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/** Registers the variant route; the storage is the public one (folder or bucket). */
export function registerResponsiveImages(app: FastifyInstance, options: ResponsiveImagesOptions): void {
  const { storage } = options;
  const encode = options.encode ?? encodeResponsiveImage;
  const gate = createGate(MAX_CONCURRENT_ENCODES);
  // Single flight: concurrent first requests of one variant share one encoding (per instance; two
  // instances may both encode a variant once, and store the same bytes).
  const inFlight = new Map<string, Promise<Buffer>>();

  async function makeVariant(
    sourceKey: string,
    variantKey: string,
    width: ResponsiveImageWidth,
    format: ResponsiveImageFormat,
  ) {
    const source = await storage.get(sourceKey);
    let bytes: Buffer;
    try {
      bytes = await gate(() => encode(source, width, format));
    } catch {
      throw new AppError('image_invalid', { message: 'The stored picture could not be read' });
    }
    await storage.put(variantKey, bytes, RESPONSIVE_IMAGE_CONTENT_TYPES[format]);
    return bytes;
  }

  app.get<{ Params: { width: string; format: string; '*': string } }>(
    `${RESPONSIVE_IMAGE_ROUTE_BASE}/:width/:format/*`,
    async (request, reply) => {
      const { width, format, sourceKey } = variantRequestOf(request.params);
      const variantKey = responsiveImageKey(sourceKey, width, format);
      let body: Buffer | Readable;
      if (await storage.exists(variantKey)) {
        body = await storage.stream(variantKey);
      } else {
        let pending = inFlight.get(variantKey);
        if (!pending) {
          pending = makeVariant(sourceKey, variantKey, width, format).finally(() => inFlight.delete(variantKey));
          inFlight.set(variantKey, pending);
        }
        body = await pending;
      }
      reply.header('content-type', RESPONSIVE_IMAGE_CONTENT_TYPES[format]);
      reply.header('cache-control', isImmutableVariantSource(sourceKey) ? IMMUTABLE : ONE_HOUR);
      return reply.send(body);
    },
  );
}
