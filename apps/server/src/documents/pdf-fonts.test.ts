import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fontFile, fontFileFor } from './pdf-fonts.ts';

describe('document fonts', () => {
  it.each([
    ['latin', 'regular'],
    ['latin', 'bold'],
    ['korean', 'regular'],
    ['korean', 'bold'],
    ['chinese', 'regular'],
    ['chinese', 'bold'],
  ] as const)('ships the %s %s face in node_modules (no network at run time)', (script, weight) => {
    expect(existsSync(fontFile(script, weight))).toBe(true);
  });

  it.each([
    ['Jürgen Łukasiewicz, Ștefan Mărgărit, Ödön', 'NotoSans_400Regular.ttf'],
    ['Ελένη Παπαδοπούλου, Дмитрий', 'NotoSans_400Regular.ttf'],
    ['1 234,50 €', 'NotoSans_400Regular.ttf'],
    ['김민준', 'NotoSansKR_400Regular.ttf'],
    ['Seoul 서울 (首尔)', 'NotoSansKR_400Regular.ttf'],
    ['王小明', 'NotoSansSC_400Regular.ttf'],
    ['山田 たろう', 'NotoSansSC_400Regular.ttf'],
  ])('sets %j in %s', (text, file) => {
    expect(fontFileFor(text, 'regular').endsWith(file)).toBe(true);
  });
});
