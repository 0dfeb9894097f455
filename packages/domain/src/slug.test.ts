import { describe, expect, it } from 'vitest';
import { FALLBACK_SLUG, SLUG_MAX_LENGTH, asciiSlug, slugify, unicodeSlug } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['Björk — Homogénic', 'bjork-homogenic'],
    ['Daft Punk - Random Access Memories', 'daft-punk-random-access-memories'],
    ['  Hello,   World!  ', 'hello-world'],
    ["Guns N' Roses", 'guns-n-roses'],
    ['Don’t Stop', 'dont-stop'],
    ['Straße & Œuvre', 'strasse-oeuvre'],
    ['Sigur Rós – Ágætis byrjun', 'sigur-ros-agaetis-byrjun'],
    ['Motörhead 1916', 'motorhead-1916'],
    ['ＡＢＣ　１２３', 'abc-123'],
    ['坂本龍一 Ryuichi Sakamoto', '坂本龍一-ryuichi-sakamoto'],
    ['방탄소년단', '방탄소년단'],
    ['ガガガSP', 'ガガガsp'],
    ['Кино — Группа крови', 'кино-группа-крови'],
    ['---', FALLBACK_SLUG],
    ['🎵🎶', FALLBACK_SLUG],
    ['', FALLBACK_SLUG],
  ])('%j becomes %j', (text, expected) => {
    expect(slugify(text)).toBe(expected);
  });

  it('uses the given fallback for a name with nothing left', () => {
    expect(slugify('!!!', 'artist')).toBe('artist');
  });

  it.each(['Björk — Homogénic', '坂本龍一 Ryuichi', 'a-b--c', 'ガガガSP'])('is idempotent on %j', (text) => {
    expect(slugify(slugify(text))).toBe(slugify(text));
  });

  it('cuts a long slug at a dash within the maximum length', () => {
    const slug = slugify('word '.repeat(60));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith('word')).toBe(true);
  });

  it('gives a printable ASCII name the same slug by its short path as by the Unicode one', () => {
    // Every printable character, and 3,000 names drawn from them (seeded, so a failure repeats).
    const printable = Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index));
    let seed = 19;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    const names = [
      printable.join(''),
      ...printable,
      ...Array.from({ length: 3000 }, () =>
        Array.from({ length: next() % 40 }, () => printable[next() % printable.length]).join(''),
      ),
    ];
    for (const name of names) expect(asciiSlug(name), name).toBe(unicodeSlug(name));
  });

  it('takes the Unicode path for a name with any character outside printable ASCII', () => {
    expect(slugify('Cafe\u0301 Tacvba')).toBe('cafe-tacvba');
    expect(slugify('Tab\tSeparated')).toBe(unicodeSlug('Tab\tSeparated'));
  });
});
