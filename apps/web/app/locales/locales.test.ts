import { CURATED_CATEGORIES, GENRES, GENRE_MENU, LOCALES, type AppLocale } from '@spindle/domain';
import { describe, expect, it } from 'vitest';
import { adminEn } from '../features/admin/messages/en.ts';
import { adminEs } from '../features/admin/messages/es.ts';
import { adminFr } from '../features/admin/messages/fr.ts';
import { adminKr } from '../features/admin/messages/kr.ts';
import { adminZh } from '../features/admin/messages/zh.ts';
import type { Catalogue } from './en.ts';
import en from './en.ts';
import es from './es.ts';
import fr from './fr.ts';
import kr from './kr.ts';
import zh from './zh.ts';
import { memberEn } from './member/en.ts';
import { memberEs } from './member/es.ts';
import { memberFr } from './member/fr.ts';
import { memberKr } from './member/kr.ts';
import { memberZh } from './member/zh.ts';
import { pagesEn } from './pages/en.ts';
import { pagesEs } from './pages/es.ts';
import { pagesFr } from './pages/fr.ts';
import { pagesKr } from './pages/kr.ts';
import { pagesZh } from './pages/zh.ts';

// Each whole catalogue: what every page loads, the storefront pages' part, the member pages' and the staff
// side's (loaded apart, lib/i18n.ts).
const catalogues: Record<AppLocale, Catalogue> = {
  en: { ...en, ...pagesEn, ...memberEn, admin: adminEn },
  fr: { ...fr, ...pagesFr, ...memberFr, admin: adminFr },
  es: { ...es, ...pagesEs, ...memberEs, admin: adminEs },
  kr: { ...kr, ...pagesKr, ...memberKr, admin: adminKr },
  zh: { ...zh, ...pagesZh, ...memberZh, admin: adminZh },
};

/** Every 'a.b.c' key of a catalogue with its text. */
function leaves(tree: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree) as [string, unknown][]) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else if (typeof value === 'object' && value !== null) for (const entry of leaves(value, path)) found.set(...entry);
  }
  return found;
}

const english = leaves(catalogues.en);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

// Words the other languages borrow as they are: the brand and genre names used worldwide.
const SAME_IN_EVERY_LANGUAGE = new Set([
  'Spindle',
  // SI units after a number, as every language here writes them.
  '{{value}} kg',
  '{{value}} t',
  '{{value}}kg',
  '{{value}}t',
  'Pop',
  'Rock',
  'Jazz',
  'Blues',
  'Folk',
  'Funk',
  'Soul',
  'Disco',
  'Metal',
  'Country',
  'Reggae',
  'R&B',
  'Hip hop',
  'Merch',
  'Pro',
]);

describe.each(LOCALES.filter((locale) => locale !== 'en'))('the %s catalogue', (locale) => {
  const translated = leaves(catalogues[locale]);

  it('has exactly the English keys', () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('translates every text rather than copying the English one', () => {
    const copies = [...english].filter(
      ([key, text]) => translated.get(key) === text && !SAME_IN_EVERY_LANGUAGE.has(text),
    );
    expect(copies).toEqual([]);
  });

  it('keeps the placeholders of each text', () => {
    const mismatched = [...english].filter(([key, text]) => {
      const other = translated.get(key) ?? '';
      return placeholders(other).join() !== placeholders(text).join() && !key.endsWith('_one');
    });
    expect(mismatched).toEqual([]);
  });
});

describe.each(['kr', 'zh'] as const)('the %s catalogue', (locale) => {
  it('is written in its own script', () => {
    const script = locale === 'kr' ? /\p{Script=Hangul}/u : /\p{Script=Han}/u;
    const latinOnly = [...leaves(catalogues[locale])].filter(
      ([, text]) => !script.test(text) && !SAME_IN_EVERY_LANGUAGE.has(text) && !/^[\p{P}\p{S}\s\d]*$/u.test(text),
    );
    expect(latinOnly).toEqual([]);
  });
});

describe('keys that come from the domain tables', () => {
  const dataKeys = [
    ...GENRE_MENU.map((entry) => entry.i18nKey),
    ...CURATED_CATEGORIES.map((category) => category.i18nKey),
    ...GENRES.map((genre) => genre.i18nKey),
  ];

  it.each(LOCALES)('all exist in the %s catalogue', (locale) => {
    const keys = leaves(catalogues[locale]);
    expect(dataKeys.filter((key) => !keys.has(key))).toEqual([]);
  });
});
