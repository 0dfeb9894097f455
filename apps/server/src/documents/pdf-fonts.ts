// Fonts of our PDFs, embedded from npm packages (no network at run time). The 14 standard PDF fonts
// only cover Windows-1252, which lacks letters of EU names (ł, ő, ș) and every Korean or Chinese
// character, so every text is set in Noto Sans: the Latin/Greek/Cyrillic face by default, Noto Sans KR
// for text with Hangul, Noto Sans SC for text with Chinese characters (or kana). pdfkit subsets
// each embedded face to the glyphs used, so a PDF stays small.
import { createRequire } from 'node:module';

/** A face of the document font. */
export type FontWeight = 'regular' | 'bold';

type Script = 'latin' | 'korean' | 'chinese';

const FONT_FILES: Readonly<Record<Script, Record<FontWeight, string>>> = {
  latin: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  korean: {
    regular: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf',
  },
  chinese: {
    regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  },
};

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\ua960-\ua97f\uac00-\ud7ff]/u;
// CJK punctuation, kana, ideographs (and extensions), compatibility ideographs, full-width forms.
const CHINESE = /[\u2e80-\u2fdf\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef\u{20000}-\u{2fa1f}]/u;

const requireFromHere = createRequire(import.meta.url);
const resolvedPaths = new Map<string, string>();

/** The file of one face, resolved in node_modules once. */
export function fontFile(script: Script, weight: FontWeight): string {
  const specifier = FONT_FILES[script][weight];
  let path = resolvedPaths.get(specifier);
  if (!path) {
    path = requireFromHere.resolve(specifier);
    resolvedPaths.set(specifier, path);
  }
  return path;
}

/**
 * The face a text is set in: Korean when it has Hangul (Noto Sans KR also draws hanja and Latin),
 * else Chinese when it has CJK characters, else Latin. One face per text: a single text mixing Hangul
 * with Latin-extended letters (ł, ő) draws those letters as blanks; no face covers Arabic, Hebrew,
 * Thai or Indic scripts (blank glyphs, never an error).
 */
export function fontFileFor(text: string, weight: FontWeight): string {
  if (HANGUL.test(text)) return fontFile('korean', weight);
  if (CHINESE.test(text)) return fontFile('chinese', weight);
  return fontFile('latin', weight);
}
