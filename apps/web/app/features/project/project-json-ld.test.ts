import type { ProjectDetail } from '@spindle/contracts';
import { describe, expect, it } from 'vitest';
import { isoDuration, projectJsonLd, serializeJsonLd } from './project-json-ld.ts';

const vinyl: ProjectDetail = {
  id: 12,
  slug: 'nova-static-midnight-circuits',
  category: 'vinyl',
  name: 'Midnight </script><script>alert(1)</script>',
  artistId: 3,
  artistName: 'Nova Static',
  labelId: null,
  labelName: null,
  picture: 'mc',
  coverUrl: '/storage/projects/mc/cover.jpg',
  price: { amountMinor: 2499, currency: 'EUR' },
  step: 'in_progress',
  isLimited: false,
  isPreorder: true,
  isSoldOut: false,
  copiesLeft: null,
  goal: 300,
  sold: 120,
  progressPercent: 40,
  startAt: null,
  endAt: '2026-12-01T12:00:00.000Z',
  colour: null,
  genreIds: [1],
  format: 'LP',
  description: 'Synths.',
  images: [
    { variant: 'cover', url: '/storage/projects/mc/cover.jpg' },
    { variant: 'preview', url: '/storage/projects/mc/preview.jpg' },
    { variant: 'back', url: '/storage/projects/mc/back.jpg' },
  ],
  weightGrams: 180,
  discs: 1,
  sizes: [],
  shopId: null,
  shopCode: null,
  likes: 4,
  songs: [
    {
      id: 1,
      uuid: 'u1',
      title: 'Power On',
      artistName: 'Nova Static',
      projectId: 12,
      position: 1,
      durationSeconds: 201,
      previewUrl: '/storage/previews/u1.mp3',
    },
  ],
  releaseDate: '2026-12-04',
  colours: [],
  commentsCount: 0,
  viewer: null,
};

const absolute = (path: string) => `https://spindle.test${path}`;
const pageUrl = 'https://spindle.test/vinyl/12/nova-static-midnight-circuits';

describe('projectJsonLd', () => {
  it('describes a release as a Product that is a MusicAlbum, with its offer and tracks', () => {
    const data = projectJsonLd(vinyl, pageUrl, absolute);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['Product', 'MusicAlbum'],
      url: pageUrl,
      image: [
        'https://spindle.test/storage/projects/mc/cover.jpg',
        'https://spindle.test/storage/projects/mc/back.jpg',
      ],
      offers: {
        '@type': 'Offer',
        price: '24.99',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/PreOrder',
      },
      byArtist: { '@type': 'MusicGroup', name: 'Nova Static' },
      datePublished: '2026-12-04',
      numTracks: 1,
      track: [{ '@type': 'MusicRecording', name: 'Power On', position: 1, duration: 'PT3M21S' }],
    });
  });

  it('describes merch as a Product only, priced in whole units for KRW', () => {
    const shirt: ProjectDetail = {
      ...vinyl,
      category: 't-shirt',
      songs: [],
      isPreorder: false,
      price: { amountMinor: 39000, currency: 'KRW' },
    };
    const data = projectJsonLd(shirt, pageUrl, absolute);
    expect(data['@type']).toBe('Product');
    expect(data).not.toHaveProperty('track');
    expect(data).toMatchObject({
      offers: { price: '39000', priceCurrency: 'KRW', availability: 'https://schema.org/InStock' },
    });
  });
});

describe('serializeJsonLd', () => {
  it('escapes < so a name cannot end the script element, and still parses back to the same data', () => {
    const data = projectJsonLd(vinyl, pageUrl, absolute);
    const json = serializeJsonLd(data);
    expect(json).not.toContain('<');
    expect(json).toContain('\\u003c/script>');
    expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(data)));
  });
});

describe('isoDuration', () => {
  it.each([
    [201, 'PT3M21S'],
    [59, 'PT0M59S'],
    [3600, 'PT60M0S'],
  ])('writes %s seconds as %s', (seconds, text) => {
    expect(isoDuration(seconds)).toBe(text);
  });
});
