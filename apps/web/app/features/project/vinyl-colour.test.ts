import { LOCALES, PRESSING_VINYL_COLOURS } from '@spindle/domain';
import { describe, expect, it } from 'vitest';
import { pagesEn } from '../../locales/pages/en.ts';
import { pagesEs } from '../../locales/pages/es.ts';
import { pagesFr } from '../../locales/pages/fr.ts';
import { pagesKr } from '../../locales/pages/kr.ts';
import { pagesZh } from '../../locales/pages/zh.ts';
import { colourNameParts, distinctColours, isTranslucent, splatterDrops } from './vinyl-colour.ts';

describe('colourNameParts', () => {
  it.each([
    ['red', { main: 'red', second: null }],
    ['transparent_red', { main: 'transparent_red', second: null }],
    ['red_blue_splatter', { main: 'red', second: 'blue' }],
    ['transparent_red_baby_blue_marble', { main: 'transparent_red', second: 'baby_blue' }],
    ['sea_blue_white_marble', { main: 'sea_blue', second: 'white' }],
    ['galaxy_swirl', { main: 'galaxy_swirl', second: null }],
  ])('reads %s', (name, parts) => {
    expect(colourNameParts(name)).toEqual(parts);
  });
});

describe('isTranslucent', () => {
  it('follows the pressing colours, splattered or not', () => {
    expect(isTranslucent({ name: 'coke_bottle', hex: '#9DC8A5', effect: 'none' })).toBe(true);
    expect(isTranslucent({ name: 'transparent_red_white_splatter', hex: '#D2232A', effect: 'splatter' })).toBe(true);
    expect(isTranslucent({ name: 'black', hex: '#101010', effect: 'none' })).toBe(false);
  });
});

describe('distinctColours', () => {
  it('shows a 2LP pressed in one colour once, and two colours twice', () => {
    const red = { name: 'red', hex: '#C8102E', effect: 'none' as const };
    const blue = { name: 'blue', hex: '#1F4E9E', effect: 'none' as const };
    expect(distinctColours([red, { ...red }])).toEqual([red]);
    expect(distinctColours([red, blue])).toEqual([red, blue]);
  });
});

describe('splatterDrops', () => {
  it('draws the same drops for the same seed, and other drops for another', () => {
    expect(splatterDrops(42)).toEqual(splatterDrops(42));
    expect(splatterDrops(42)).not.toEqual(splatterDrops(43));
  });

  it('keeps every drop on the vinyl, off the label', () => {
    for (const drop of splatterDrops(7, 500)) {
      const distance = Math.hypot(drop.x - 100, drop.y - 100);
      expect(distance).toBeGreaterThanOrEqual(35.9);
      expect(distance).toBeLessThanOrEqual(93.1);
    }
  });
});

describe('colour names', () => {
  const catalogues = { en: pagesEn, fr: pagesFr, es: pagesEs, kr: pagesKr, zh: pagesZh };
  it.each(LOCALES)('has every pressing colour in the %s catalogue', (locale) => {
    const names = Object.keys(catalogues[locale].projectPage.colours).sort();
    expect(names).toEqual(PRESSING_VINYL_COLOURS.map((swatch) => swatch.name).sort());
  });
});
