// The promo-code form of /admin/promo-codes and /admin/promo-code/{id} read into the endpoint's body
// (docs/admin.md "Promotions"): a percentage typed as '15' or '12.5', or a fixed amount in the currency
// chosen beside it; limits in euros, Paris days for the
// dates (from the first day's midnight to the midnight after the last), lists separated by commas. A
// value the form cannot read is the form's own field error; the API checks the rest.
import type { PromoCodeDto, PromoCodeInput } from '@spindle/contracts';
import {
  fromMajorUnits,
  instantsOfBusinessDays,
  isCurrencyCode,
  localDayOf,
  BUSINESS_TIME_ZONE,
  parseBusinessDay,
  toMajorUnits,
} from '@spindle/domain';
import { textOf } from '../../lib/form-body.server.ts';
import { basisPointsOf, centsOf } from './reference-forms.server.ts';

export type PromoFormResult =
  { ok: true; body: Record<string, unknown> } | { ok: false; fields: Record<string, string> };

/** What the form shows of a code: its fields as text (dates as Paris days; the end day is the last one included). */
export function promoFormValuesOf(code: PromoCodeDto | null): Record<string, string> {
  if (!code) return { percent: '', amount_off_currency: 'EUR', applies_to: 'total', funded_by: 'platform' };
  const currency = isCurrencyCode(code.amount_off_currency) ? code.amount_off_currency : 'EUR';
  const count = (value: number | null) => (value === null ? '' : String(value));
  const euros = (minor: number | null) => (minor === null ? '' : toMajorUnits({ amountMinor: minor, currency: 'EUR' }));
  const day = (iso: string | null, lastIncluded: boolean) =>
    iso ? localDayOf(new Date(Date.parse(iso) - (lastIncluded ? 1 : 0)), BUSINESS_TIME_ZONE) : '';
  return {
    code: code.code,
    description: code.description ?? '',
    percent: code.percent_bp === null ? '' : String(code.percent_bp / 100),
    amount_off: code.amount_off_minor === null ? '' : toMajorUnits({ amountMinor: code.amount_off_minor, currency }),
    amount_off_currency: currency,
    max_uses: count(code.max_uses),
    max_uses_per_customer: count(code.max_uses_per_customer),
    shop_ids: code.shop_ids?.join(', ') ?? '',
    applies_to: code.applies_to,
    funded_by: code.funded_by,
    starts_on: day(code.starts_at, false),
    ends_on: day(code.ends_at, true),
    starts_at_was: code.starts_at ?? '',
    ends_at_was: code.ends_at ?? '',
    min_price: euros(code.min_price_minor),
    max_total: euros(code.max_total_minor),
    min_quantity: code.min_quantity === null ? '' : String(code.min_quantity),
    max_quantity: code.max_quantity === null ? '' : String(code.max_quantity),
    project_ids: code.project_ids?.join(', ') ?? '',
    user_ids: code.user_ids?.join(', ') ?? '',
    country_codes: code.country_codes?.join(', ') ?? '',
  };
}

/** A comma-separated list, or null when empty. */
function listOf(text: string): string[] | null {
  const parts = text
    .split(/[,\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length ? parts : null;
}

function idsOf(text: string): number[] | null | undefined {
  const parts = listOf(text);
  if (!parts) return null;
  const ids = parts.map(Number);
  return ids.every((id) => Number.isSafeInteger(id) && id > 0) ? ids : undefined;
}

/** The instant a day field stands for; the instant it had when the day was not changed (an end set "now"). */
function instantOf(day: string, was: string, edge: 'from' | 'to'): string | null | undefined {
  if (day === '') return null;
  const parsed = parseBusinessDay(day);
  if (!parsed) return undefined;
  const { fromInclusive, toExclusive } = instantsOfBusinessDays(edge === 'from' ? { from: parsed } : { to: parsed });
  const instant = (edge === 'from' ? fromInclusive : toExclusive)!.toISOString();
  if (was && Number.isFinite(Date.parse(was))) {
    const wasDay = localDayOf(new Date(Date.parse(was) - (edge === 'to' ? 1 : 0)), BUSINESS_TIME_ZONE);
    if (wasDay === day) return was;
  }
  return instant;
}

/** The body of POST or PUT admin/promo-codes, or the fields the form could not read. */
export function promoBodyOf(form: FormData): PromoFormResult {
  const text = (name: string) => textOf(form, name).trim();
  const fields: Record<string, string> = {};
  const cents = (name: string) => {
    const value = centsOf(text(name));
    if (value !== undefined) return value;
    fields[name] = 'input_invalid';
    return null;
  };
  const whole = (name: string) => {
    if (text(name) === '') return null;
    const value = Number(text(name));
    if (Number.isSafeInteger(value) && value > 0) return value;
    fields[name] = 'input_invalid';
    return null;
  };
  const checked = (name: string) => form.get(name) !== null;
  const percent = text('percent') === '' ? null : basisPointsOf(text('percent'));
  if (percent === undefined) fields.percent = 'percent_invalid';
  const currency = text('amount_off_currency') || 'EUR';
  const amountCurrency = isCurrencyCode(currency) ? currency : 'EUR';
  const amount = text('amount_off') === '' ? null : fromMajorUnits(text('amount_off'), amountCurrency);
  if (amount && (!amount.ok || amount.money.amountMinor <= 0)) fields.amount_off = 'input_invalid';
  const amountOffMinor = amount?.ok ? amount.money.amountMinor : null;
  if (percent === null && amount === null) fields.percent = 'percent_or_amount_required';
  const startsAt = instantOf(text('starts_on'), text('starts_at_was'), 'from');
  const endsAt = instantOf(text('ends_on'), text('ends_at_was'), 'to');
  if (startsAt === undefined) fields.starts_on = 'input_invalid';
  if (endsAt === undefined) fields.ends_on = 'input_invalid';
  const projectIds = idsOf(text('project_ids'));
  const shopIds = idsOf(text('shop_ids'));
  const userIds = idsOf(text('user_ids'));
  if (shopIds === undefined) fields.shop_ids = 'input_invalid';
  if (projectIds === undefined) fields.project_ids = 'input_invalid';
  if (userIds === undefined) fields.user_ids = 'input_invalid';
  const body = {
    code: text('code'),
    description: text('description') || null,
    site_wide_sale: checked('site_wide_sale'),
    percent_bp: percent ?? null,
    amount_off_minor: amountOffMinor,
    amount_off_currency: amountOffMinor === null ? null : amountCurrency,
    applies_to: text('applies_to') || 'total',
    funded_by: text('funded_by') || 'platform',
    starts_at: startsAt ?? null,
    ends_at: endsAt ?? null,
    user_ids: userIds ?? null,
    country_codes: listOf(text('country_codes')),
    project_ids: projectIds ?? null,
    shop_ids: shopIds ?? null,
    first_order_only: checked('first_order_only'),
    max_uses: whole('max_uses'),
    max_uses_per_customer: whole('max_uses_per_customer'),
    min_price_minor: cents('min_price'),
    max_total_minor: cents('max_total'),
    min_quantity: whole('min_quantity'),
    max_quantity: whole('max_quantity'),
  } satisfies Record<keyof PromoCodeInput, unknown>;
  return Object.keys(fields).length ? { ok: false, fields } : { ok: true, body };
}

/** The form's field of an API field code (the body's names are not all the form's). */
export const FORM_FIELD_OF: Readonly<Record<string, string>> = {
  percent_bp: 'percent',
  amount_off_minor: 'amount_off',
  starts_at: 'starts_on',
  ends_at: 'ends_on',
  min_price_minor: 'min_price',
  max_total_minor: 'max_total',
};
