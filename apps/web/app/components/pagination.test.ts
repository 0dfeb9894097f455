import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination.tsx';

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 12, [1, 2, null, 12]],
    [6, 12, [1, null, 5, 6, 7, null, 12]],
    [4, 12, [1, 2, 3, 4, 5, null, 12]],
    [12, 12, [1, null, 11, 12]],
    [3, 5, [1, 2, 3, 4, 5]],
  ])('page %i of %i shows %j', (page, pageCount, expected) => {
    expect(pageWindow(page, pageCount)).toEqual(expected);
  });
});
