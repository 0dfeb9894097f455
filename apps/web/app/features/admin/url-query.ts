// An admin page's query read from its URL (docs/admin.md "Tables"): the fields a GET form left empty
// (an "any" choice) are dropped, and a query that does not parse falls back to the defaults, so a bad
// link shows the unfiltered table rather than an error.
import type { z } from 'zod';

/** The URL's search parameters that hold a value. */
export function filledParams(url: URL): Record<string, string> {
  return Object.fromEntries([...url.searchParams].filter(([, value]) => value.trim() !== ''));
}

/** The page's query through its schema, or the schema's defaults. */
export function urlQueryOf<S extends z.ZodType>(schema: S, url: URL): z.output<S> {
  const parsed = schema.safeParse(filledParams(url));
  return parsed.success ? parsed.data : schema.parse({});
}

/** A query string of the filled fields of a parsed query (for links to files: the CSV, the export). */
export function searchOf(query: Readonly<Record<string, string | number | boolean | null | undefined>>): string {
  const entries = Object.entries(query).flatMap(([name, value]) =>
    value === undefined || value === null || value === '' ? [] : [[name, String(value)] as [string, string]],
  );
  const text = new URLSearchParams(entries).toString();
  return text ? `?${text}` : '';
}
