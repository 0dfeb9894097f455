// The project details form (/project/manage) to and from PUT /api/projects/{id}: prices typed in
// major units of each currency, dates as days, countries and sizes as comma-separated lists.
import type { ManagedProject, ProjectUpdateRequestInput } from '@spindle/contracts';
import { CURRENCY_CODES, fromMajorUnits, toMajorUnits, type CurrencyCode } from '@spindle/domain';

/** Currencies a seller may set a price in besides EUR. */
export const OTHER_CURRENCIES = CURRENCY_CODES.filter((code) => code !== 'EUR');

export type DetailsRead = { ok: true; body: ProjectUpdateRequestInput } | { ok: false; fields: Record<string, string> };

function textOf(form: FormData, name: string): string | null {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : null;
}

/** 'fr, BE ,de' -> ['FR', 'BE', 'DE']; empty -> null (anywhere). */
export function listOf(text: string | null, upper: boolean): string[] | null {
  if (text === null || text === '') return null;
  const items = text
    .split(/[,;\n]/)
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => (upper ? item.toUpperCase() : item));
  return items.length > 0 ? [...new Set(items)] : null;
}

/** A day 'YYYY-MM-DD' as the instant it starts (UTC) or, for an end date, the last second of it. */
export function instantOfDay(day: string, end: boolean): string {
  return `${day}T${end ? '23:59:59' : '00:00:00'}Z`;
}

/** The day of an ISO instant, for a date field (UTC, matching instantOfDay). */
export function dayOfInstant(instant: string | null): string {
  return instant ? instant.slice(0, 10) : '';
}

/** Reads the details form into the update request; prices in major units are checked here (input_must_number). */
export function readDetailsForm(form: FormData, project: Pick<ManagedProject, 'category' | 'kind'>): DetailsRead {
  const fields: Record<string, string> = {};
  const body: ProjectUpdateRequestInput = {};
  const name = textOf(form, 'name');
  if (name !== null) body.name = name;
  const artistName = textOf(form, 'artistName');
  if (artistName !== null) body.artistName = artistName;
  const descriptionEn = textOf(form, 'descriptionEn');
  if (descriptionEn !== null) body.descriptionEn = descriptionEn;
  const descriptionFr = textOf(form, 'descriptionFr');
  if (descriptionFr !== null) body.descriptionFr = descriptionFr;

  const money = (field: string, currency: CurrencyCode): number | null | undefined => {
    const text = textOf(form, field);
    if (text === null) return undefined;
    if (text === '') return null;
    const parsed = fromMajorUnits(text, currency);
    if (!parsed.ok || parsed.money.amountMinor < 0) {
      fields[field] = 'input_must_number';
      return undefined;
    }
    return parsed.money.amountMinor;
  };
  const eur = money('priceEur', 'EUR');
  if (eur !== undefined && eur !== null) body.priceEurMinor = eur;
  const prices: { currency: CurrencyCode; priceMinor: number }[] = [];
  for (const currency of OTHER_CURRENCIES) {
    const amount = money(`price_${currency}`, currency);
    if (typeof amount === 'number') prices.push({ currency, priceMinor: amount });
  }
  if (OTHER_CURRENCIES.some((currency) => form.has(`price_${currency}`))) body.prices = prices;

  const whole = (field: string): number | null | undefined => {
    const text = textOf(form, field);
    if (text === null) return undefined;
    if (text === '') return null;
    if (!/^\d+$/.test(text)) {
      fields[field] = 'input_must_integer';
      return undefined;
    }
    return Number(text);
  };
  const goal = whole('goal');
  if (goal !== undefined) body.goal = goal;
  const stock = whole('stock');
  if (stock !== undefined) body.stock = stock;
  const limit = whole('limitPerCustomer');
  if (limit !== undefined) body.limitPerCustomer = limit;

  const start = textOf(form, 'startDate');
  if (start !== null) body.startAt = start === '' ? null : instantOfDay(start, false);
  const end = textOf(form, 'endDate');
  if (end !== null) body.endAt = end === '' ? null : instantOfDay(end, true);
  const release = textOf(form, 'releaseDate');
  if (release !== null) body.releaseDate = release === '' ? null : release;

  const only = textOf(form, 'onlyCountry');
  if (only !== null) body.onlyCountry = listOf(only, true);
  const exclude = textOf(form, 'excludeCountry');
  if (exclude !== null) body.excludeCountry = listOf(exclude, true);
  const sizes = textOf(form, 'sizes');
  if (sizes !== null && project.kind === 'vinyl' && ['t-shirt', 'hoodie', 'merch'].includes(project.category)) {
    body.sizes = listOf(sizes, false) ?? [];
  }
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, body };
}

/** A price of the project in `currency`, in major units for the form ('' when none). */
export function priceFieldValue(
  project: Pick<ManagedProject, 'priceEurMinor' | 'prices'>,
  currency: CurrencyCode,
): string {
  if (currency === 'EUR') return toMajorUnits({ amountMinor: project.priceEurMinor, currency });
  const price = project.prices.find((entry) => entry.currency === currency);
  return price ? toMajorUnits({ amountMinor: price.priceMinor, currency }) : '';
}
