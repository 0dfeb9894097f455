import { describe, expect, it } from 'vitest';
import {
  groupFieldNames,
  isEmail,
  isLatin,
  isWithinMaxSize,
  validateField,
  validateForm,
  youtubeId,
  type FieldRules,
} from './validation.ts';

const MB = 1024 * 1024;

describe('validateField', () => {
  it.each<[string, unknown, FieldRules, string | null]>([
    ['a required empty text', '', { required: true }, 'input_required'],
    ['a required blank text', '  \t', { required: true }, 'input_required'],
    ['a required missing value', undefined, { required: true }, 'input_required'],
    ['a required empty selection', [], { required: true }, 'input_required'],
    ['a required zero', 0, { required: true, type: 'integer' }, null],
    ['an optional empty email', '', { type: 'email' }, null],
    ['a whole number', '12', { type: 'integer' }, null],
    ['a negative whole number', '-3', { type: 'integer' }, null],
    ['a decimal in an integer field', '1.5', { type: 'integer' }, 'input_must_integer'],
    ['a numeric integer value', 4, { type: 'integer' }, null],
    ['a decimal number', '12.50', { type: 'number' }, null],
    ['text in a number field', '12a', { type: 'number' }, 'input_must_number'],
    ['a comma decimal', '3,5', { type: 'number' }, 'input_must_number'],
    ['NaN', Number.NaN, { type: 'number' }, 'input_must_number'],
    ['a good email', 'ana@example.com', { type: 'email' }, null],
    ['a bad email', 'ana@example', { type: 'email' }, 'email_invalid'],
    ['a bad email by isEmail validation', 'ana', { validations: ['isEmail'] }, 'email_invalid'],
    ['an accented Latin address', '12, rue de l’Église', { validations: ['latin'] }, null],
    ['a non-Latin address', '東京都', { validations: ['latin'] }, 'latin_invalid'],
    ['a file within the limit', { size: 2 * MB }, { type: 'file', maxSizeMb: 2 }, null],
    ['a file over the limit', { size: 2 * MB + 1 }, { type: 'file', maxSizeMb: 2 }, 'file_max_size'],
    ['a custom rule that fails', 'abc', { custom: (v) => (v === 'abc' ? 'code_taken' : null) }, 'code_taken'],
    ['a custom rule that passes', 'abd', { custom: (v) => (v === 'abc' ? 'code_taken' : null) }, null],
    ['required before custom', '', { required: true, custom: () => 'never' }, 'input_required'],
  ])('%s gives %j', (_case, value, rules, expected) => {
    expect(validateField(value, rules)).toBe(expected);
  });
});

describe('validateForm', () => {
  it('submits only when every field passes, focusing the first failing one', () => {
    const rules: Record<string, FieldRules> = {
      name: { required: true },
      email: { type: 'email' },
      qty: { type: 'integer' },
    };
    expect(validateForm({ name: 'Ana', email: 'a@b.co', qty: '2' }, rules)).toEqual({ ok: true });
    expect(validateForm({ name: '', email: 'x', qty: '2' }, rules)).toEqual({
      ok: false,
      errors: { name: 'input_required', email: 'email_invalid' },
      firstField: 'name',
    });
  });
});

describe('isLatin', () => {
  it.each([
    ['Jean-Luc Ménard', true],
    ['Zoë, 3/4 #12', true],
    ["O'Brien’s St.", true],
    ['Łódź Straße Ærø', true],
    ['Nguyễn', true],
    ['', true],
    ['Cafe\u0301', true],
    ['a_b', false],
    ['a@b', false],
    ['x × y', false],
    ['line\nbreak', false],
    ['tab\there', false],
    ['Ｆｕｌｌ', false],
    ['Москва', false],
    ['한국', false],
    ['(note)', false],
    ['50%', false],
    ['½', false],
  ])('%j is Latin: %s', (text, expected) => {
    expect(isLatin(text)).toBe(expected);
  });
});

describe('isEmail', () => {
  it.each([
    ['ana@example.com', true],
    ['ana.b+tag@sub.example.co.uk', true],
    ['ana@example', false],
    ['ana example@x.com', false],
    ['@example.com', false],
    ['ana@@example.com', false],
    ['ana@example..com', false],
    ['ana@.example.com', false],
    [`${'a'.repeat(250)}@x.com`, false],
  ])('%j is an email: %s', (text, expected) => {
    expect(isEmail(text)).toBe(expected);
  });
});

describe('isWithinMaxSize', () => {
  it.each([
    [5 * MB, 5, true],
    [5 * MB + 1, 5, false],
    [0, 0, true],
    [1, 0.5, true],
  ])('%i bytes within %i MB: %s', (bytes, maxMb, expected) => {
    expect(isWithinMaxSize(bytes, maxMb)).toBe(expected);
  });
});

describe('youtubeId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=1', 'dQw4w9WgXcQ'],
    ['https://youtu.be/a-b_c-d_e-f', 'a-b_c-d_e-f'],
    ['https://www.youtube.com/watch?v=short', null],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQQ', null],
    ['https://vimeo.com/123456', null],
    ['https://example.com/?nav=dQw4w9WgXcQ', null],
    ['', null],
    [null, null],
  ])('%j gives %j', (url, id) => {
    expect(youtubeId(url)).toBe(id);
  });
});

describe('groupFieldNames', () => {
  it.each([
    [{ name: 'Ana' }, { name: 'Ana' }],
    [
      { 'address->city': 'Paris', 'address->zip': '75011', email: 'a@b.co' },
      { address: { city: 'Paris', zip: '75011' }, email: 'a@b.co' },
    ],
    [
      { 'tracks->1->title': 'B', 'tracks->0->title': 'A', 'tracks->0->duration': 3 },
      { tracks: [{ title: 'A', duration: 3 }, { title: 'B' }] },
    ],
    [{ 'tracks->0->title': 'A', 'tracks->5->title': 'F' }, { tracks: [{ title: 'A' }, { title: 'F' }] }],
    [{ 'tags->0': 'x', 'tags->1': 'y' }, { tags: ['x', 'y'] }],
  ])('%j nests to %j', (values, expected) => {
    expect(groupFieldNames(values)).toEqual(expected);
  });

  it('keeps object values such as files untouched', () => {
    class FakeFile {
      size = 3;
    }
    const file = new FakeFile();
    expect((groupFieldNames({ 'cover->file': file }).cover as { file: unknown }).file).toBe(file);
  });

  it.each([
    [{ address: 'x', 'address->city': 'Paris' }],
    [{ 'address->city': 'Paris', address: 'x' }],
    [{ '__proto__->polluted': true }],
    [{ 'a->->b': 1 }],
  ])('refuses the clashing or unsafe names %j', (values) => {
    expect(() => groupFieldNames(values)).toThrow();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
