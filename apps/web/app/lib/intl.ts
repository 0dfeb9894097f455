// Intl formatters cost far more to build than to use (locale data is looked up on construction) and
// never change once built: one per locale and options, built on first use and kept for the process
// (or the tab). Server renders format dates, counts and names on every page.
const formatters = new Map<string, unknown>();

function cached<T>(kind: string, locales: string | readonly string[], options: object | undefined, build: () => T): T {
  const key = `${kind}|${String(locales)}|${options ? JSON.stringify(options) : ''}`;
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = build();
    // Locales and options come from the code's few choices; the bound only guards against a mistake.
    if (formatters.size >= 500) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter;
}

export function dateTimeFormat(locales: string | readonly string[], options?: Intl.DateTimeFormatOptions) {
  return cached('date', locales, options, () => new Intl.DateTimeFormat(locales, options));
}

export function numberFormat(locales: string | readonly string[], options?: Intl.NumberFormatOptions) {
  return cached('number', locales, options, () => new Intl.NumberFormat(locales, options));
}

export function displayNames(locales: string | readonly string[], options: Intl.DisplayNamesOptions) {
  return cached('names', locales, options, () => new Intl.DisplayNames(locales, options));
}

export function relativeTimeFormat(locales: string | readonly string[], options?: Intl.RelativeTimeFormatOptions) {
  return cached('relative', locales, options, () => new Intl.RelativeTimeFormat(locales, options));
}

export function listFormat(locales: string | readonly string[], options?: Intl.ListFormatOptions) {
  return cached('list', locales, options, () => new Intl.ListFormat(locales, options));
}

export function collator(locales: string | readonly string[], options?: Intl.CollatorOptions) {
  return cached('collator', locales, options, () => new Intl.Collator(locales, options));
}
