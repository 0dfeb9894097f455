// The forms of /admin/digital-single read on the page server (docs/admin.md "Digital singles"): prices
// typed in major units per currency (`fromMajorUnits`: more decimals than the currency has is refused),
// an empty price left out; the single's fields; the intent sent to the declared endpoint.
import { fromMajorUnits, type CurrencyCode } from '@spindle/domain';
import { textOf } from '../../lib/form-body.server.ts';
import { OTHER_CURRENCIES } from './digital-single-currencies.ts';

/** The prices of the form, or the first error key. */
export function pricesOfForm(
  form: FormData,
):
  | { ok: true; price_eur_minor: number; prices: { currency: Exclude<CurrencyCode, 'EUR'>; price_minor: number }[] }
  | { ok: false; code: 'input_required' | 'input_invalid' } {
  const eurText = textOf(form, 'price_EUR').trim();
  if (!eurText) return { ok: false, code: 'input_required' };
  const eur = fromMajorUnits(eurText, 'EUR');
  if (!eur.ok || eur.money.amountMinor <= 0) return { ok: false, code: 'input_invalid' };
  const prices: { currency: Exclude<CurrencyCode, 'EUR'>; price_minor: number }[] = [];
  for (const currency of OTHER_CURRENCIES) {
    const text = textOf(form, `price_${currency}`).trim();
    if (!text) continue;
    const parsed = fromMajorUnits(text, currency);
    if (!parsed.ok || parsed.money.amountMinor < 0) return { ok: false, code: 'input_invalid' };
    prices.push({ currency, price_minor: parsed.money.amountMinor });
  }
  return { ok: true, price_eur_minor: eur.money.amountMinor, prices };
}

/** The account number typed (optional): null when empty, undefined when it is not a number. */
export function ownerOfForm(form: FormData): number | null | undefined {
  const text = textOf(form, 'owner_user_id').trim().replace(/^#/, '');
  if (!text) return null;
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
}
