import { describe, expect, it } from 'vitest';
import { coverSources } from './cover-sources.ts';

describe('coverSources', () => {
  it('offers the 400 px preview beside a stored cover', () => {
    expect(coverSources('/storage/projects/demo-259121/cover.jpg')).toEqual({
      src: '/storage/projects/demo-259121/cover.jpg',
      srcSet: '/storage/projects/demo-259121/preview.jpg 400w, /storage/projects/demo-259121/cover.jpg 600w',
    });
  });

  it('keeps an absolute storage URL absolute', () => {
    expect(coverSources('https://cdn.example/storage/projects/ab12/cover.jpg').srcSet).toBe(
      'https://cdn.example/storage/projects/ab12/preview.jpg 400w, https://cdn.example/storage/projects/ab12/cover.jpg 600w',
    );
  });

  it('leaves any other picture alone', () => {
    expect(coverSources('/static/default-cover.svg')).toEqual({ src: '/static/default-cover.svg' });
    expect(coverSources('/storage/projects/ab12/back.jpg')).toEqual({ src: '/storage/projects/ab12/back.jpg' });
  });
});
