import { describe, expect, it } from 'vitest';
import { isDownloadOnly } from './digital-release.ts';

describe('isDownloadOnly', () => {
  it.each([
    ['project', 'Digital', true, true],
    ['project', 'Digital', false, false],
    ['project', 'LP', true, false],
    ['vinyl', 'Digital', true, false],
    ['project', null, true, false],
  ] as const)('%s / %s / digital sale %s: %s', (category, format, digitalEnabled, expected) => {
    expect(isDownloadOnly({ category, format, digitalEnabled })).toBe(expected);
  });
});
