// The vinyl box offer (BUSINESS-RULES "Vinyl box"): every choice a visitor can make on /vinyl-box
// (one or two records a month x monthly or prepaid 1, 3, 6, 12 months), what each costs a month and
// in all once priced by the cart's rules (priceBox), and the rules of a box bought as a gift (its
// code, when the recipient hears of it).
import type { PricedBox } from './cart-pricing-output.ts';
import { BOX_PERIODICITIES, BOX_TYPES, type BoxPeriodicity, type BoxType } from './cart-pricing-input.ts';
import { BUSINESS_TIME_ZONE, instantOfLocalDateTime, localDayOf } from './zoned-time.ts';

/** Every box a visitor can choose, in the order the configurator shows them. */
export const BOX_OFFER_CHOICES: readonly { type: BoxType; periodicity: BoxPeriodicity }[] = BOX_TYPES.flatMap((type) =>
  BOX_PERIODICITIES.map((periodicity) => ({ type, periodicity })),
);

/** One choice of the offer, in the visitor's currency, VAT and shipping included. */
export interface BoxOffer {
  type: BoxType;
  periodicity: BoxPeriodicity;
  months: number;
  /** What one month costs: the record(s) plus their shipping. */
  perMonthMinor: number;
  monthlyPriceMinor: number;
  monthlyShippingMinor: number;
  /** What is paid now: months x (price + shipping); a monthly box pays one month at a time. */
  totalMinor: number;
  taxMinor: number;
  /** What prepaying saves against paying the same months one by one (0 for monthly). */
  savingMinor: number;
  /** Whether it can ship to the visitor's country at all. */
  available: boolean;
}

/** The offer of each priced box; a prepaid choice is compared with the monthly box of its type. */
export function boxOffersOf(priced: readonly PricedBox[]): BoxOffer[] {
  const monthly = (type: BoxType) => {
    const found = priced.find((box) => box.type === type && box.periodicity === 'monthly');
    return found?.ok ? found.monthlyPriceMinor + found.monthlyShippingMinor : null;
  };
  return priced.map((box) => {
    if (!box.ok)
      return {
        type: box.type,
        periodicity: box.periodicity,
        months: box.months,
        perMonthMinor: 0,
        monthlyPriceMinor: 0,
        monthlyShippingMinor: 0,
        totalMinor: 0,
        taxMinor: 0,
        savingMinor: 0,
        available: false,
      };
    const perMonthMinor = box.monthlyPriceMinor + box.monthlyShippingMinor;
    const monthlyPerMonth = monthly(box.type);
    const savingMinor =
      box.periodicity === 'monthly' || monthlyPerMonth === null
        ? 0
        : Math.max(0, monthlyPerMonth * box.months - box.totalMinor);
    return {
      type: box.type,
      periodicity: box.periodicity,
      months: box.months,
      perMonthMinor,
      monthlyPriceMinor: box.monthlyPriceMinor,
      monthlyShippingMinor: box.monthlyShippingMinor,
      totalMinor: box.totalMinor,
      taxMinor: box.taxMinor,
      savingMinor,
      available: true,
    };
  });
}

/** A gift is prepaid: a monthly box would charge the buyer's card every month for someone else. */
export function canGiftBox(periodicity: BoxPeriodicity): boolean {
  return periodicity !== 'monthly';
}

/** Furthest a buyer may schedule the recipient's e-mail, in days from today. */
export const BOX_GIFT_MAX_DELAY_DAYS = 365;

/** Hour (Paris time) the recipient's e-mail goes out on the chosen day. */
export const BOX_GIFT_SEND_HOUR = 9;

/**
 * Whether a send date (YYYY-MM-DD, Paris calendar) can be chosen: today or later, within a year.
 * Today means "as soon as it is paid".
 */
export function checkGiftSendDate(
  sendOn: string,
  now: Date,
): { ok: true } | { ok: false; code: 'input_invalid' | 'date_in_past' | 'date_too_far' } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(sendOn);
  if (!match) return { ok: false, code: 'input_invalid' };
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day)
    return { ok: false, code: 'input_invalid' };
  const today = localDayOf(now, BUSINESS_TIME_ZONE);
  if (sendOn < today) return { ok: false, code: 'date_in_past' };
  const todayMs = Date.parse(`${today}T00:00:00Z`);
  if (probe.getTime() - todayMs > BOX_GIFT_MAX_DELAY_DAYS * 86_400_000) return { ok: false, code: 'date_too_far' };
  return { ok: true };
}

/** When the recipient's e-mail goes out: 09:00 Paris on the chosen day, or now when that has passed. */
export function giftSendInstant(sendOn: string | null, now: Date): Date {
  if (!sendOn) return now;
  const [year, month, day] = sendOn.split('-').map(Number);
  const at = instantOfLocalDateTime(
    { year: year ?? 1970, month: month ?? 1, day: day ?? 1, hour: BOX_GIFT_SEND_HOUR, minute: 0 },
    BUSINESS_TIME_ZONE,
  );
  return at.getTime() > now.getTime() ? at : now;
}

/** Letters and digits a person reads back without doubt (no 0/O, 1/I/L). */
export const BOX_GIFT_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Length of the random part of a gift code. */
export const BOX_GIFT_CODE_LENGTH = 10;

/**
 * A gift code from random bytes (one byte per character; the alphabet's 31 letters make the bias
 * of byte % 31 negligible for a code that is also unique in the database): "BOX-" then ten letters.
 */
export function giftCodeOf(randomBytes: Uint8Array): string {
  if (randomBytes.length < BOX_GIFT_CODE_LENGTH) throw new RangeError('not enough random bytes');
  let code = '';
  for (let i = 0; i < BOX_GIFT_CODE_LENGTH; i += 1) {
    code += BOX_GIFT_CODE_ALPHABET[(randomBytes[i] ?? 0) % BOX_GIFT_CODE_ALPHABET.length];
  }
  return `BOX-${code}`;
}
