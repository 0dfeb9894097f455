import { createSeededRandom, CURATED_CATEGORIES, GENRES, slugify } from '@spindle/domain';
import { describe, expect, it } from 'vitest';
import {
  createDemoSeedContent,
  DEMO_ARTISTS,
  DEMO_CATEGORIES,
  DEMO_COUNTRIES,
  DEMO_LABELS,
  DEMO_SHOPS,
  generateDemoProjects,
} from './index.ts';

const projects = generateDemoProjects(createSeededRandom('spindle-demo'));
const MUSIC = ['vinyl', 'cd', 'tape', 'bundle', 'project'];

describe('demo artists, labels and shops', () => {
  it('has at least 80 artists with distinct names, a known country and bios in both languages', () => {
    expect(DEMO_ARTISTS.length).toBeGreaterThanOrEqual(80);
    expect(new Set(DEMO_ARTISTS.map((artist) => artist.name)).size).toBe(DEMO_ARTISTS.length);
    for (const artist of DEMO_ARTISTS) {
      expect(DEMO_COUNTRIES[artist.country], artist.name).toBeDefined();
      expect(artist.bio.en).toContain(artist.name);
      expect(artist.bio.fr).toContain(artist.name);
      expect(artist.bio.fr).not.toBe(artist.bio.en);
    }
  });

  it('gives artist i the genre GENRES[i % 19] first, so every genre has at least four artists', () => {
    DEMO_ARTISTS.forEach((artist, index) => expect(artist.genreIds[0]).toBe(GENRES[index % GENRES.length]?.id));
    for (const genre of GENRES)
      expect(DEMO_ARTISTS.filter((artist) => artist.genreIds[0] === genre.id).length).toBeGreaterThanOrEqual(4);
  });

  it('has at least 20 labels with distinct names and descriptions in both languages', () => {
    expect(DEMO_LABELS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(DEMO_LABELS.map((label) => label.name)).size).toBe(DEMO_LABELS.length);
    for (const label of DEMO_LABELS)
      expect([label.bio.en.includes(label.name), label.bio.fr.includes(label.name)]).toEqual([true, true]);
  });

  it('has six shops with unique slug codes, including 1214 (the white-label one) and 1194', () => {
    expect(DEMO_SHOPS).toHaveLength(6);
    expect(new Set(DEMO_SHOPS.map((shop) => shop.code)).size).toBe(6);
    for (const shop of DEMO_SHOPS) expect(shop.code).toBe(slugify(shop.code));
    expect(DEMO_SHOPS.filter((shop) => shop.whiteLabel).map((shop) => shop.id)).toEqual([1214]);
    expect(DEMO_SHOPS.some((shop) => shop.id === 1194)).toBe(true);
  });

  it('uses no famous artist names', () => {
    const famous = [
      'beatles',
      'radiohead',
      'daft punk',
      'pink floyd',
      'miles davis',
      'metallica',
      'bob marley',
      'nirvana',
      'adele',
      'beyoncé',
    ];
    const names = [...DEMO_ARTISTS, ...DEMO_LABELS].map((entry) => entry.name.toLowerCase());
    expect(names.filter((name) => famous.some((star) => name.includes(star)))).toEqual([]);
  });
});

describe('generateDemoProjects', () => {
  it('makes 320 projects, the same ones for the same seed', () => {
    expect(projects).toHaveLength(320);
    expect(generateDemoProjects(createSeededRandom('spindle-demo'))).toEqual(projects);
    expect(generateDemoProjects(createSeededRandom('another'), 40)).toHaveLength(40);
  });

  it('gives every project a unique slug', () => {
    expect(new Set(projects.map((project) => project.slug)).size).toBe(projects.length);
  });

  it('covers every genre, every category and every curated page, with vinyl the majority', () => {
    const genres = new Set(projects.flatMap((project) => project.genreIds));
    expect(GENRES.filter((genre) => !genres.has(genre.id))).toEqual([]);
    expect(DEMO_CATEGORIES.filter((category) => !projects.some((project) => project.category === category))).toEqual(
      [],
    );
    const curated = new Set(projects.flatMap((project) => project.curatedCategoryIds));
    expect(CURATED_CATEGORIES.filter((category) => !curated.has(category.id))).toEqual([]);
    expect(projects.filter((project) => project.category === 'vinyl').length).toBeGreaterThan(projects.length * 0.4);
  });

  it.each([
    ['LP 12" 180 g', 2200, 3500],
    ['LP 12" 140 g', 2200, 3500],
    ['2xLP 12" 180 g', 3500, 4500],
    ['7" 45 rpm', 900, 1200],
    ['Cassette C46', 1000, 1200],
    ['T-shirt, organic cotton', 2500, 2500],
    ['Hoodie, 350 g/m²', 4500, 4500],
    ['Accessory', 800, 2500],
  ])('prices %s between %i and %i cents', (format, min, max) => {
    const prices = projects
      .filter((project) => project.format === format && project.category !== 'project')
      .map((project) => project.priceMinor);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.filter((price) => price < min - 10 || price > max)).toEqual([]);
  });

  it('lists 2 to 10 tracks of plausible length for music, none for merch; sizes for garments', () => {
    for (const project of projects) {
      if (MUSIC.includes(project.category)) {
        expect(project.tracks.length, project.slug).toBeGreaterThanOrEqual(2);
        expect(project.tracks.length, project.slug).toBeLessThanOrEqual(10);
        for (const track of project.tracks) expect(track.durationSeconds).toBeGreaterThanOrEqual(60);
        expect(new Set(project.tracks.map((track) => track.title)).size).toBe(project.tracks.length);
      } else expect(project.tracks).toEqual([]);
      if (project.category === 't-shirt' || project.category === 'hoodie') expect(project.sizes).toContain('M');
      else expect(project.sizes).toEqual([]);
    }
  });

  it('presses some records black, many in colour, some splattered or marbled', () => {
    const colours = projects.flatMap((project) => (project.vinylColour ? [project.vinylColour] : []));
    expect(colours.every((colour) => /^#[0-9a-f]{6}$/i.test(colour.hex))).toBe(true);
    const black = colours.filter((colour) => colour.name === 'black').length;
    const effects = colours.filter((colour) => colour.effect !== 'none');
    expect(black).toBeGreaterThan(colours.length * 0.15);
    expect(colours.length - black).toBeGreaterThan(colours.length * 0.5);
    expect(effects.length).toBeGreaterThan(5);
    expect(effects.every((colour) => colour.secondaryHex !== undefined)).toBe(true);
  });

  it('sells some from stock, some limited, some on pre-order and some crowdfunded, with consistent numbers', () => {
    for (const mode of ['stock', 'limited', 'preorder', 'funding'] as const)
      expect(projects.some((project) => project.saleMode === mode)).toBe(true);
    for (const project of projects.filter((candidate) => candidate.saleMode === 'limited'))
      expect((project.stock ?? -1) + project.sold).toBe(project.limitedCopies);
    for (const project of projects.filter((candidate) => candidate.saleMode === 'funding'))
      expect(project.goal).toBeGreaterThan(0);
  });

  it('writes a description in English and in French for every project', () => {
    for (const project of projects) {
      expect(project.description.en.length, project.slug).toBeGreaterThan(30);
      expect(project.description.fr.length, project.slug).toBeGreaterThan(30);
      expect(project.description.fr).not.toBe(project.description.en);
    }
  });
});

describe('createDemoSeedContent', () => {
  it('names artist i after DEMO_ARTISTS[i] and sets the bio in the country the seed chose', () => {
    const content = createDemoSeedContent();
    const text = content.artist({ index: 3, genreIds: [4], countryCode: 'DE', random: createSeededRandom(1) });
    expect(text.name).toBe(DEMO_ARTISTS[3]?.name);
    expect(text.bioEn).toContain('Germany');
    expect(text.bioFr).toContain('Allemagne');
  });

  it('never repeats a release title for an artist and gives as many distinct track titles as asked', () => {
    const content = createDemoSeedContent();
    const random = createSeededRandom('releases');
    const titles = Array.from({ length: 40 }, () =>
      content.release({ artistName: 'Basalt', genreIds: [11], format: 'LP', trackCount: 16, random }),
    );
    expect(new Set(titles.map((release) => release.title)).size).toBe(40);
    for (const release of titles) expect(new Set(release.trackTitles).size).toBe(16);
  });

  it('gives distinct product names and a person with a postcode', () => {
    const content = createDemoSeedContent();
    const random = createSeededRandom('products');
    const names = Array.from(
      { length: 30 },
      () => content.product({ kind: 'accessory', artistName: null, releaseTitle: null, random }).name,
    );
    expect(new Set(names).size).toBe(30);
    const person = content.person({ index: 0, countryCode: 'FR', random });
    expect(person.zipCode).toMatch(/^\d{5}$/);
    expect(content.review({ projectName: 'Dust', rating: 5, random }).text).toContain('Dust');
  });
});
