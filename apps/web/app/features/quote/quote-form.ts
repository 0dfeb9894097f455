// The configurator's options in the page URL and in its form (so it works without JavaScript: the
// form is a GET to /quote, the loader prices what it sends) and the "+€0.42/unit" hints.
import {
  quoteCalculateRequestSchema,
  type QuoteCalculateRequestInput,
  type QuoteOptionDeltasDto,
} from '@spindle/contracts';
import { formatMoney, fromMajorUnits } from '@spindle/domain';

/** Options sent as checkboxes: an unticked box sends nothing, so a submitted form without one means false. */
export const QUOTE_BOOLEAN_FIELDS = [
  'sticker',
  'numbered',
  'shrinkWrap',
  'testPressing',
  'design',
  'mastering',
  'mechanicalRights',
  'directPressing',
] as const;
export type QuoteBooleanField = (typeof QUOTE_BOOLEAN_FIELDS)[number];

/** Options sent as text or choice fields. */
const QUOTE_VALUE_FIELDS = [
  'format',
  'quantity',
  'discs',
  'weightGrams',
  'colour',
  'effect',
  'compound',
  'secondaryColour',
  'cutting',
  'label',
  'sleeve',
  'board',
  'innerSleeve',
  'inserts',
  'printFinish',
  'trackCount',
] as const;

/** Hidden field every configurator form carries, so a form without a ticked box is told from a first visit. */
export const CONFIGURED_FIELD = 'configured';
/** The selling price field, in major units of EUR. */
export const SELLING_PRICE_FIELD = 'sellingPrice';

export type QuoteFormResult =
  { ok: true; request: QuoteCalculateRequestInput } | { ok: false; fields: Record<string, string> };

/**
 * Reads the configurator's fields (URL query or posted form) into a calculate request. With no
 * `configured` field every missing option takes the contract's default; numbers arrive as text.
 */
export function quoteRequestFromFields(fields: URLSearchParams | FormData): QuoteFormResult {
  const configured = fields.get(CONFIGURED_FIELD) !== null;
  const raw: Record<string, unknown> = {};
  for (const name of QUOTE_VALUE_FIELDS) {
    const value = fields.get(name);
    if (typeof value === 'string' && value !== '') raw[name] = value;
  }
  if (typeof raw.weightGrams === 'string') raw.weightGrams = Number(raw.weightGrams);
  for (const name of QUOTE_BOOLEAN_FIELDS) {
    const value = fields.get(name);
    if (value !== null) raw[name] = value === 'true' || value === 'on' || value === '1';
    else if (configured) raw[name] = false;
  }
  const errors: Record<string, string> = {};
  const price = fields.get(SELLING_PRICE_FIELD);
  if (typeof price === 'string' && price.trim() !== '') {
    const parsed = fromMajorUnits(price, 'EUR');
    if (parsed.ok && parsed.money.amountMinor >= 0) raw.sellingPriceMinor = parsed.money.amountMinor;
    else errors[SELLING_PRICE_FIELD] = 'input_must_number';
  }
  const parsed = quoteCalculateRequestSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? 'form');
      errors[name] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, fields: errors };
  return { ok: true, request: parsed.data };
}

/** The query string of a set of options (what the form would send), for a shareable address. */
export function quoteQueryOf(request: QuoteCalculateRequestInput): URLSearchParams {
  const query = new URLSearchParams({ [CONFIGURED_FIELD]: '1' });
  for (const name of QUOTE_VALUE_FIELDS) {
    const value: unknown = request[name];
    if (typeof value === 'string' || typeof value === 'number') query.set(name, String(value));
  }
  for (const name of QUOTE_BOOLEAN_FIELDS) if (request[name]) query.set(name, 'true');
  if (request.sellingPriceMinor !== undefined) {
    query.set(SELLING_PRICE_FIELD, (Number(request.sellingPriceMinor) / 100).toFixed(2));
  }
  return query;
}

/** The total change (EUR cents) choosing `value` for `option` makes, or null when not offered / not known. */
export function deltaOf(deltas: QuoteOptionDeltasDto | undefined, option: string, value: string): number | null {
  const delta = deltas?.[option]?.[value];
  return delta === undefined ? null : delta;
}

/**
 * '+€0.42/unit' style hint of a change: the total change spread over the copies (rounded to the
 * cent for display), signed; null for no change. `perUnit` false gives the whole amount ('+€120').
 */
export function formatDelta(deltaMinor: number, quantity: number, locale: string, perUnit = true): string | null {
  const amount = perUnit ? Math.round(deltaMinor / Math.max(1, quantity)) : deltaMinor;
  if (amount === 0) return null;
  const text = formatMoney({ amountMinor: Math.abs(amount), currency: 'EUR' }, locale);
  return `${amount > 0 ? '+' : '−'}${text}`;
}

/** EUR cents shown in the locale ('€1,234.50'). */
export function formatEur(amountMinor: number, locale: string): string {
  return formatMoney({ amountMinor, currency: 'EUR' }, locale);
}

/**
 * Whole minutes to wait after a refused request (429 too_many_requests), from its Retry-After in
 * seconds: rounded up, at least one; null without a usable Retry-After.
 */
export function retryMinutesOf(retryAfterSeconds: number | null | undefined): number | null {
  if (retryAfterSeconds === null || retryAfterSeconds === undefined || !Number.isFinite(retryAfterSeconds)) return null;
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}
