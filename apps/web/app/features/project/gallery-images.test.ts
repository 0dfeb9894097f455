import { describe, expect, it } from 'vitest';
import { galleryImagesOf, initialGalleryIndex } from './gallery-images.ts';

const DEFAULT_COVER = '/static/default-cover.svg';

describe('galleryImagesOf', () => {
  it('orders the variants cover first and leaves out the list thumbnail and the original', () => {
    const images = galleryImagesOf({
      coverUrl: '/storage/projects/p/cover.jpg',
      images: [
        { variant: 'only_vinyl', url: '/storage/projects/p/only_vinyl.webp' },
        { variant: 'preview', url: '/storage/projects/p/preview.jpg' },
        { variant: 'back', url: '/storage/projects/p/back.jpg' },
        { variant: 'original', url: '/storage/projects/p/original.jpg' },
        { variant: 'cover', url: '/storage/projects/p/cover.jpg' },
        { variant: 'cover2', url: '/storage/projects/p/cover2.jpg' },
      ],
    });
    expect(images.map((image) => image.variant)).toEqual(['cover', 'cover2', 'back', 'only_vinyl']);
  });

  it('shows the default cover when the project has no picture', () => {
    expect(galleryImagesOf({ coverUrl: DEFAULT_COVER, images: [] })).toEqual([
      { variant: 'cover', url: DEFAULT_COVER },
    ]);
  });

  it('puts the cover first even when only other variants are stored', () => {
    const images = galleryImagesOf({ coverUrl: DEFAULT_COVER, images: [{ variant: 'back', url: '/b.jpg' }] });
    expect(images).toEqual([
      { variant: 'cover', url: DEFAULT_COVER },
      { variant: 'back', url: '/b.jpg' },
    ]);
  });
});

describe('initialGalleryIndex', () => {
  const images = galleryImagesOf({
    coverUrl: '/c.jpg',
    images: [{ variant: 'back', url: '/b.jpg' }],
  });

  it('opens on the asked picture, or on the cover when it is absent or unknown', () => {
    expect(initialGalleryIndex(images, 'back')).toBe(1);
    expect(initialGalleryIndex(images, 'label')).toBe(0);
    expect(initialGalleryIndex(images, null)).toBe(0);
  });
});
