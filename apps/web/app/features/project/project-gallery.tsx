// The gallery on the left of a project page (DESIGN.md): the large picture and its thumbnails.
// Thumbnails are links to ?image={variant}, so they work without JavaScript; with it they swap the
// picture in place, and the arrow keys, Home and End move between them.
import { useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../lib/use-t.ts';
import type { ResponsiveImageWidth } from '@spindle/domain';
import { ResponsivePicture } from '../../components/responsive-picture.tsx';
import type { GalleryImage } from './gallery-images.ts';

const LARGE_SIZE_PX = 600;
const THUMBNAIL_SIZE_PX = 120;
/** AVIF/WebP widths of the large picture: a phone's column at 1x and the whole 600 px picture. */
const LARGE_WIDTHS = [400, 600] as const satisfies readonly ResponsiveImageWidth[];
/** The gallery is the page's left column from 768 px (at most 680 px of the 1440 px page), the width of a phone. */
const LARGE_SIZES = '(min-width: 1440px) 680px, (min-width: 768px) 50vw, 100vw';
const THUMBNAIL_WIDTHS = [200] as const satisfies readonly ResponsiveImageWidth[];
const THUMBNAIL_SIZES = `${THUMBNAIL_SIZE_PX}px`;

/** Every stored view is 600 px wide but the round labels (300 px): those are shown as they are. */
function hasLargeVariants(image: GalleryImage): boolean {
  return image.variant !== 'label' && image.variant !== 'label_bside';
}

export function ProjectGallery({
  images,
  initialIndex,
  title,
  artist,
}: {
  images: readonly GalleryImage[];
  initialIndex: number;
  title: string;
  artist: string;
}) {
  const { t } = useT();
  const [selected, setSelected] = useState(initialIndex);
  const thumbnails = useRef<(HTMLAnchorElement | null)[]>([]);
  const current = images[selected] ?? images[0];
  if (!current) return null;
  const viewOf = (image: GalleryImage) => t(`projectPage.gallery.views.${image.variant}`);

  function select(index: number) {
    const count = images.length;
    const next = ((index % count) + count) % count;
    setSelected(next);
    thumbnails.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowDown: selected + 1,
      ArrowLeft: selected - 1,
      ArrowUp: selected - 1,
      Home: 0,
      End: images.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <section aria-label={t('projectPage.gallery.label')} className="min-w-0">
      <div className="aspect-square overflow-hidden rounded-md bg-surface-raised">
        <ResponsivePicture
          key={current.url}
          src={current.url}
          alt={t('projectPage.gallery.alt', { title, artist, view: viewOf(current) })}
          width={LARGE_SIZE_PX}
          height={LARGE_SIZE_PX}
          widths={hasLargeVariants(current) ? LARGE_WIDTHS : []}
          sizes={LARGE_SIZES}
          // The picture the page opens on is its largest paint: preloaded, fetched before the rest.
          priority={current === images[initialIndex]}
          decoding="async"
          className={`size-full ${current.variant.startsWith('cover') || current.variant === 'back' ? 'object-cover' : 'object-contain p-6'}`}
        />
      </div>
      {images.length > 1 && (
        <ul
          aria-label={t('projectPage.gallery.thumbnails')}
          onKeyDown={onKeyDown}
          className="mt-3 grid grid-cols-5 gap-2"
        >
          {images.map((image, index) => (
            <li key={image.variant}>
              <a
                ref={(element) => {
                  thumbnails.current[index] = element;
                }}
                href={`?image=${image.variant}`}
                aria-label={t('projectPage.gallery.show', { view: viewOf(image) })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  setSelected(index);
                }}
                className={`block aspect-square overflow-hidden rounded-md border-2 bg-surface-raised ${index === selected ? 'border-accent' : 'border-transparent hover:border-line'}`}
              >
                <ResponsivePicture
                  src={image.url}
                  alt=""
                  width={THUMBNAIL_SIZE_PX}
                  height={THUMBNAIL_SIZE_PX}
                  widths={THUMBNAIL_WIDTHS}
                  sizes={THUMBNAIL_SIZES}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
