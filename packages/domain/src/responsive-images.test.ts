import { describe, expect, it } from 'vitest';
import {
  isResponsiveImageFormat,
  isResponsiveImageWidth,
  RESPONSIVE_IMAGE_FORMATS,
  RESPONSIVE_IMAGE_WIDTHS,
  responsiveImageKey,
  responsiveImageSrcSet,
  responsiveImageUrl,
} from './responsive-images.ts';

describe('the allow-list', () => {
  it.each([200, 400, 600, 800, 1200])('takes %i px', (width) => {
    expect(isResponsiveImageWidth(width)).toBe(true);
  });

  it.each([0, 1, 199, 300, 601, 1201, 2400, 4000, 400.5, -400, Number.NaN])('refuses %s px', (width) => {
    expect(isResponsiveImageWidth(width)).toBe(false);
  });

  it('takes AVIF, WebP and JPEG and nothing else', () => {
    expect(['avif', 'webp', 'jpeg'].every(isResponsiveImageFormat)).toBe(true);
    expect(['png', 'gif', 'jpg', 'AVIF', '', 'avif '].some(isResponsiveImageFormat)).toBe(false);
  });
});

describe('responsiveImageUrl', () => {
  it.each([
    ['/storage/projects/ab12/cover.jpg', 400, 'avif', '/storage/_v/400/avif/projects/ab12/cover.jpg'],
    ['/storage/projects/ab12/cover.jpg', 600, 'webp', '/storage/_v/600/webp/projects/ab12/cover.jpg'],
    ['/storage/banners/demo-12.jpg', 1200, 'avif', '/storage/_v/1200/avif/banners/demo-12.jpg'],
    ['/storage/banners/3/9f1c/en.jpeg', 800, 'jpeg', '/storage/_v/800/jpeg/banners/3/9f1c/en.jpeg'],
    ['/storage/projects/a%20b/cover.png', 200, 'webp', '/storage/_v/200/webp/projects/a%20b/cover.png'],
  ] as const)('%s at %i px in %s is %s', (url, width, format, expected) => {
    expect(responsiveImageUrl(url, width, format)).toBe(expected);
  });

  it.each([
    ['the default cover', '/static/default-cover.jpg'],
    ['a CDN address', 'https://cdn.example.com/projects/ab12/cover.jpg'],
    ['another site', 'https://example.com/storage/projects/ab12/cover.jpg'],
    ['a song preview', '/storage/previews/ab12.mp3'],
    ['a variant already', '/storage/_v/400/avif/projects/ab12/cover.jpg'],
    ['a URL with a query', '/storage/projects/ab12/cover.jpg?v=2'],
  ])('is null for %s', (_what, url) => {
    expect(responsiveImageUrl(url, 400, 'avif')).toBeNull();
  });
});

describe('responsiveImageSrcSet', () => {
  it('lists each width with its descriptor, in the order given', () => {
    expect(responsiveImageSrcSet('/storage/projects/ab/cover.jpg', [200, 400, 600], 'avif')).toBe(
      '/storage/_v/200/avif/projects/ab/cover.jpg 200w, /storage/_v/400/avif/projects/ab/cover.jpg 400w, /storage/_v/600/avif/projects/ab/cover.jpg 600w',
    );
  });

  it('is null without widths or for a picture without variants', () => {
    expect(responsiveImageSrcSet('/storage/projects/ab/cover.jpg', [], 'webp')).toBeNull();
    expect(responsiveImageSrcSet('/static/default-cover.jpg', [400], 'webp')).toBeNull();
  });
});

describe('responsiveImageKey', () => {
  it.each([
    ['projects/ab/cover.jpg', 400, 'avif', 'projects/ab/cover.w400.avif'],
    ['projects/ab/cover.jpg', 200, 'jpeg', 'projects/ab/cover.w200.jpg'],
    ['banners/demo-12.jpg', 1200, 'webp', 'banners/demo-12.w1200.webp'],
    ['banners/v1.2/en', 800, 'avif', 'banners/v1.2/en.w800.avif'],
  ] as const)('stores %s at %i px in %s beside it as %s', (source, width, format, expected) => {
    expect(responsiveImageKey(source, width, format)).toBe(expected);
  });

  it('gives every width and format of one source its own key', () => {
    const keys = RESPONSIVE_IMAGE_WIDTHS.flatMap((width) =>
      RESPONSIVE_IMAGE_FORMATS.map((format) => responsiveImageKey('projects/ab/cover.jpg', width, format)),
    );
    expect(new Set(keys).size).toBe(15);
  });
});
