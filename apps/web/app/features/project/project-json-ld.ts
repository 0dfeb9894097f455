// schema.org description of a project page for search engines: a Product (with its offer) that is
// also a MusicAlbum when it is a release with a tracklist.
import type { ProjectDetail } from '@spindle/contracts';
import { toMajorUnits } from '@spindle/domain';

type JsonLd = Record<string, unknown>;

/** ISO 8601 duration of a track: 201 s -> 'PT3M21S'. */
export function isoDuration(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = Math.floor(totalSeconds % 60);
  return `PT${minutes}M${seconds}S`;
}

function availabilityOf(project: ProjectDetail): string {
  if (project.isSoldOut) return 'https://schema.org/SoldOut';
  if (project.isPreorder) return 'https://schema.org/PreOrder';
  if (project.isLimited) return 'https://schema.org/LimitedAvailability';
  return 'https://schema.org/InStock';
}

/** Categories that are music releases (the others are merch and accessories: a Product only). */
const RELEASE_CATEGORIES: readonly ProjectDetail['category'][] = ['vinyl', 'cd', 'tape', 'bundle', 'project'];

/**
 * The JSON-LD object of a project page. `absolute` turns site paths into absolute URLs (search
 * engines need them); `pageUrl` is the canonical URL.
 */
export function projectJsonLd(project: ProjectDetail, pageUrl: string, absolute: (path: string) => string): JsonLd {
  const isAlbum = RELEASE_CATEGORIES.includes(project.category) && project.songs.length > 0;
  const images = project.images
    .filter((image) => image.variant !== 'preview' && image.variant !== 'original')
    .map((image) => absolute(image.url));
  const product: JsonLd = {
    '@context': 'https://schema.org',
    '@type': isAlbum ? ['Product', 'MusicAlbum'] : 'Product',
    '@id': `${pageUrl}#product`,
    name: project.name,
    url: pageUrl,
    image: images.length > 0 ? images : [absolute(project.coverUrl)],
    description: project.description || undefined,
    sku: String(project.id),
    category: project.format ?? project.category,
    brand: { '@type': 'Brand', name: project.labelName ?? project.artistName },
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: toMajorUnits(project.price),
      priceCurrency: project.price.currency,
      availability: availabilityOf(project),
      ...(project.endAt ? { priceValidUntil: project.endAt.slice(0, 10) } : {}),
    },
  };
  if (!isAlbum) return product;
  return {
    ...product,
    byArtist: { '@type': 'MusicGroup', name: project.artistName },
    ...(project.labelName ? { recordLabel: { '@type': 'Organization', name: project.labelName } } : {}),
    ...(project.releaseDate ? { datePublished: project.releaseDate } : {}),
    numTracks: project.songs.length,
    track: project.songs.map((song) => ({
      '@type': 'MusicRecording',
      name: song.title,
      position: song.position,
      byArtist: { '@type': 'MusicGroup', name: song.artistName },
      ...(song.durationSeconds !== null ? { duration: isoDuration(song.durationSeconds) } : {}),
    })),
  };
}

/**
 * JSON for an inline <script>: '<' is escaped so no text in the data ('</script>', '<!--') can end
 * the script element early; U+2028/U+2029 are escaped for old JavaScript parsers.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
