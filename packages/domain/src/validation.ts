// Form field rules (spec section 5). Results are the spec's translation keys; the same plain
// predicates (isEmail, isLatin...) back the zod schemas of packages/contracts.

/** Error keys of the field rules (spec sections 5 and 8). */
export const FIELD_ERROR_KEYS = [
  'input_required',
  'input_must_integer',
  'input_must_number',
  'email_invalid',
  'latin_invalid',
  'file_max_size',
] as const;

/** A field error key. */
export type FieldErrorKey = (typeof FIELD_ERROR_KEYS)[number];

/** Bytes in one MB of a file limit ('max size : N mo'), the same binary megabyte as UPLOAD_CHUNK_BYTES. */
export const BYTES_PER_MB = 1024 * 1024;

/** Whether a value is empty for the required rule: missing, an empty or blank string, or an empty list. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Whether a value is a whole number (a number, or text of optional minus sign and digits). */
export function isIntegerValue(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value);
  return typeof value === 'string' && /^-?\d+$/.test(value.trim());
}

/** Whether a value is numeric (a finite number, or decimal text with a dot: '12', '-3.5', '.5'). */
export function isNumberValue(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && /^-?(\d+(\.\d*)?|\.\d+)$/.test(value.trim());
}

/** Whether a text is an email address: local@domain.tld, no spaces, at most 254 characters. */
export function isEmail(text: string): boolean {
  return text.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(text);
}

// Latin letters with their accented forms (Latin-1 letters without × and ÷, Extended-A/B, Extended
// Additional for Vietnamese), ASCII digits, and exactly # space , ' ’ . - /
const LATIN_TEXT = /^[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u1E00-\u1EFF0-9# ,'’./-]*$/;

/** Latin rule (spec section 5): letters including accented, digits and # space , ' ’ . - / only. */
export function isLatin(text: string): boolean {
  return LATIN_TEXT.test(text.normalize('NFC'));
}

/** Whether a file of `sizeBytes` is within a limit of `maxSizeMb` MB (equal is allowed). */
export function isWithinMaxSize(sizeBytes: number, maxSizeMb: number): boolean {
  return sizeBytes <= maxSizeMb * BYTES_PER_MB;
}

/** Input types that carry a rule. */
export type FieldType = 'text' | 'textarea' | 'integer' | 'number' | 'email' | 'file';

/** Rules of one form field (spec section 5). */
export interface FieldRules {
  required?: boolean;
  type?: FieldType;
  /** Named validations: 'latin' and 'isEmail'. */
  validations?: readonly ('latin' | 'isEmail')[];
  /** For file fields: the largest allowed size in MB. */
  maxSizeMb?: number;
  /** Custom rule: returns its own message (key or text) or null when the value is fine. */
  custom?: (value: unknown) => string | null | undefined;
}

function fileSizeBytes(value: unknown): number | null {
  if (typeof value === 'object' && value !== null && 'size' in value && typeof value.size === 'number')
    return value.size;
  return null;
}

/**
 * First failing rule of a field, as the spec's key (or a custom message), or null when it passes.
 * An empty optional field passes without the other rules.
 */
export function validateField(value: unknown, rules: FieldRules): string | null {
  if (isBlank(value)) return rules.required ? 'input_required' : null;
  if (rules.type === 'integer' && !isIntegerValue(value)) return 'input_must_integer';
  if (rules.type === 'number' && !isNumberValue(value)) return 'input_must_number';
  const text = typeof value === 'string' ? value.trim() : null;
  const wantsEmail = rules.type === 'email' || rules.validations?.includes('isEmail');
  if (wantsEmail && (text === null || !isEmail(text))) return 'email_invalid';
  if (rules.validations?.includes('latin') && text !== null && !isLatin(text)) return 'latin_invalid';
  const sizeBytes = fileSizeBytes(value);
  if (rules.maxSizeMb !== undefined && sizeBytes !== null && !isWithinMaxSize(sizeBytes, rules.maxSizeMb)) {
    return 'file_max_size';
  }
  return rules.custom?.(value) ?? null;
}

/** Outcome of a whole form: it submits only when every field passes (spec section 5). */
export type FormValidation = { ok: true } | { ok: false; errors: Record<string, string>; firstField: string };

/** Validates every field; the first failing field (in rules order) is the one to focus. */
export function validateForm(
  values: Readonly<Record<string, unknown>>,
  rules: Readonly<Record<string, FieldRules>>,
): FormValidation {
  const errors: Record<string, string> = {};
  for (const [name, fieldRules] of Object.entries(rules)) {
    const error = validateField(values[name], fieldRules);
    if (error !== null) errors[name] = error;
  }
  const firstField = Object.keys(errors)[0];
  return firstField === undefined ? { ok: true } : { ok: false, errors, firstField };
}

/** The 11-character YouTube video id after v= or be/ in a link, or null (spec section 5). */
export function youtubeId(url: string | null | undefined): string | null {
  const match = /(?:[?&#]v=|be\/)([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/.exec(url ?? '');
  return match?.[1] ?? null;
}

/** Separator of grouped field names ('address->city', 'tracks->0->title'). */
export const FIELD_GROUP_SEPARATOR = '->';

const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'prototype', 'constructor']);

/** A group being built: its children by segment. Leaf values (even objects such as a File) are never groups. */
type Group = Map<string, Group | { leaf: unknown }>;

function groupToValue(group: Group): unknown {
  const entries = [...group.entries()].map(([key, child]): [string, unknown] => [
    key,
    child instanceof Map ? groupToValue(child) : child.leaf,
  ]);
  const numeric = entries.every(([key]) => /^\d+$/.test(key));
  if (numeric) return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, value]) => value);
  return Object.fromEntries(entries);
}

/**
 * Nests grouped field names (spec section 5): 'group->name' builds an object, 'group->index->name' an
 * array of objects (indexes kept in order, gaps closed). A name that is both a value and a group throws.
 */
export function groupFieldNames(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const root: Group = new Map();
  for (const [name, value] of Object.entries(values)) {
    const path = name.split(FIELD_GROUP_SEPARATOR);
    if (path.some((segment) => segment === '' || FORBIDDEN_SEGMENTS.has(segment))) {
      throw new Error(`invalid field name: ${name}`);
    }
    const leafKey = path.pop() ?? '';
    let group = root;
    for (const segment of path) {
      const child = group.get(segment) ?? new Map<string, Group | { leaf: unknown }>();
      if (!(child instanceof Map)) throw new Error(`field name clash: ${name}`);
      group.set(segment, child);
      group = child;
    }
    if (group.has(leafKey)) throw new Error(`field name clash: ${name}`);
    group.set(leafKey, { leaf: value });
  }
  const entries = [...root.entries()].map(([key, child]): [string, unknown] => [
    key,
    child instanceof Map ? groupToValue(child) : child.leaf,
  ]);
  return Object.fromEntries(entries);
}

/** One problem a schema found in a form: where (the field's path) and its error code. */
export interface FieldIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The first code of each field, keyed by field path ('email', 'address.city'; '_' for the whole form). */
export function fieldCodesOfIssues(issues: readonly FieldIssue[]): Record<string, string> {
  const codes: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.path.map(String).join('.') || '_';
    codes[name] ??= issue.message;
  }
  return codes;
}
