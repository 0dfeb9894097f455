import { describe, expect, it } from 'vitest';
import {
  CURATED_CATEGORIES,
  GENRES,
  GENRE_MENU,
  PROJECT_CATEGORIES,
  canSeeCategory,
  curatedCategoryById,
  curatedCategoryPath,
  formatGenreParam,
  genreById,
  parseGenreParam,
  projectPath,
  resolveProjectCategory,
} from './catalogue.ts';

describe('genres', () => {
  it.each([
    [1, 'Electronic'],
    [2, 'Country'],
    [9, 'RnB'],
    [13, 'Variety'],
    [15, 'Classic'],
    [18, 'Metal'],
    [20, 'Soundtrack'],
  ])('genre %i is %s with key genre.%i', (id, name) => {
    expect(genreById(id)).toEqual({ id, name, i18nKey: `genre.${id}` });
  });

  it('has ids 1 to 18 and 20, and no 19', () => {
    expect(GENRES.map((g) => g.id)).toEqual([...Array.from({ length: 18 }, (_, i) => i + 1), 20]);
    expect(genreById(19)).toBeUndefined();
  });

  it.each([
    ['pop', [8], '8'],
    ['rock_metal', [11, 18], '11|18'],
    ['hip_hop_rnb', [6, 9], '6|9'],
    ['folk_country', [4, 2], '4|2'],
    ['soundtracks', [20], '20'],
    ['world_reggae', [12, 14], '12|14'],
    ['electronic', [1], '1'],
    ['soul_blues', [10, 3], '10|3'],
  ])('the %s menu entry filters genres %j with genre=%s', (key, ids, param) => {
    const entry = GENRE_MENU.find((e) => e.key === key);
    expect(entry?.genreIds).toEqual(ids);
    expect(entry?.genreParam).toBe(param);
    expect(parseGenreParam(entry?.genreParam)).toEqual(ids);
  });

  it('lists the menu in the spec order', () => {
    expect(GENRE_MENU.map((e) => e.genreParam)).toEqual(['8', '11|18', '6|9', '4|2', '20', '12|14', '1', '10|3']);
  });

  it.each([
    ['11|18', [11, 18]],
    ['8', [8]],
    [' 11 | 18 ', [11, 18]],
    ['11|11', [11]],
    ['11|abc', []],
    ['11|19', []],
    ['11||18', []],
    ['-1', []],
    ['1.5', []],
    ['0x10', []],
    ['', []],
    [null, []],
    [undefined, []],
  ])('parseGenreParam(%j) is %j', (value, expected) => {
    expect(parseGenreParam(value)).toEqual(expected);
  });

  it('formats a list of ids as a pipe-joined value', () => {
    expect(formatGenreParam([11, 18])).toBe('11|18');
  });
});

describe('curated categories', () => {
  it.each([
    [9, 'staff-picks', false],
    [284, 'exclusives', false],
    [285, 'color-records', false],
    [286, 'merch', false],
    [287, 'cd-and-tapes', false],
    [288, 'accessories', false],
    [260, 'jazz', false],
    [155, 'pro', true],
  ])('category %i is %s (pro only: %s)', (id, slug, proOnly) => {
    expect(curatedCategoryById(id)).toEqual({ id, slug, i18nKey: `category.${slug}`, proOnly });
    expect(curatedCategoryPath({ id, slug, i18nKey: '', proOnly })).toBe(`/vinyl-shop/${id}/${slug}`);
  });

  it('has exactly the eight categories of the spec', () => {
    expect(CURATED_CATEGORIES).toHaveLength(8);
    expect(curatedCategoryById(1)).toBeUndefined();
  });

  const pro = curatedCategoryById(155);
  const jazz = curatedCategoryById(260);
  it.each([
    ['a pro user', { pro: true }, true],
    ['a user who is not pro', { pro: false }, false],
    ['a user without a pro flag', {}, false],
    ['an anonymous visitor', null, false],
  ])('the pro category is visible to %s: %s', (_who, user, visible) => {
    if (!pro || !jazz) throw new Error('categories missing');
    expect(canSeeCategory(pro, user)).toBe(visible);
    expect(canSeeCategory(jazz, user)).toBe(true);
  });
});

describe('project categories and paths', () => {
  it.each(PROJECT_CATEGORIES.map((c) => [c]))('%s is a project category of its own', (category) => {
    expect(resolveProjectCategory(category)).toBe(category);
  });

  it.each([
    ['accessory', 'project'],
    ['record', 'project'],
    ['', 'project'],
    [null, 'project'],
    [undefined, 'project'],
    ['VINYL', 'vinyl'],
  ])('%j resolves to %s', (segment, expected) => {
    expect(resolveProjectCategory(segment)).toBe(expected);
  });

  it.each([
    [{ category: 'vinyl', id: 123, slug: 'artist-title' }, '/vinyl/123/artist-title'],
    [{ category: 'accessory', id: 5, slug: 'slipmat' }, '/project/5/slipmat'],
    [{ category: 't-shirt', id: 7, slug: null }, '/t-shirt/7'],
    [{ category: 'cd', id: 8, slug: '' }, '/cd/8'],
    [{ category: 'tape', id: 9, slug: 'Björk Homogénic' }, '/tape/9/bjork-homogenic'],
    [{ id: 10, slug: '!!!' }, '/project/10'],
  ])('projectPath(%j) is %s', (project, expected) => {
    expect(projectPath(project)).toBe(expected);
  });
});
