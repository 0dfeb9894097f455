// The store's own translator: what the pages used of i18next (nested keys, `{{name}}` interpolation
// and plural forms chosen by `count` with Intl.PluralRules, `key_one` / `key_other`...), without
// i18next and react-i18next in the browser bundle (~19 KiB compressed of every first load; issue 19,
// decision 0011). i18next's types stay: `t` is typed with the catalogue's keys (i18next.d.ts).
import type { TFunction } from 'i18next';

/** The `t` every component gets from useT(): the catalogue's keys, typed. */
export type Translate = TFunction<'translation', undefined>;

/** A loaded catalogue: nested objects whose leaves are the texts. */
export type Messages = { readonly [key: string]: string | Messages };

export interface Translator {
  /** BCP 47 language of the texts ('en', 'fr', 'ko'...). */
  readonly language: string;
  readonly t: Translate;
}

type Options = Readonly<Record<string, unknown>>;

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = Object.hasOwn(node, part) ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

function valueAt(options: Options, path: string): unknown {
  let value: unknown = options;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Options)[part];
  }
  return value;
}

const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

/** `{{name}}` (or `{{user.name}}`) replaced by the option's value; a missing value gives ''. */
export function interpolate(template: string, options: Options): string {
  if (!template.includes('{{')) return template;
  return template.replace(PLACEHOLDER, (_, path: string) => {
    const value = valueAt(options, path);
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return `${value}`;
    return value === undefined || value === null ? '' : (JSON.stringify(value) ?? '');
  });
}

/**
 * The translator of one language over `messages` (read at every call, so texts added later to the same
 * object are seen). A missing key gives the key itself, as i18next does.
 */
export function createTranslator(language: string, messages: () => Messages): Translator {
  const plurals = new Intl.PluralRules(language);
  const translate = (key: string, options?: Options): string => {
    const catalogue = messages();
    let template: string | undefined;
    const count = options?.count;
    if (typeof count === 'number') template = lookup(catalogue, `${key}_${plurals.select(count)}`);
    template ??= lookup(catalogue, key);
    if (template === undefined && typeof count === 'number') template = lookup(catalogue, `${key}_other`);
    if (template === undefined) return key;
    return options ? interpolate(template, options) : template;
  };
  // Through unknown: the typed TFunction's overloads are what callers see; this is what runs.
  const t: unknown = translate;
  return { language, t: t as Translate };
}
