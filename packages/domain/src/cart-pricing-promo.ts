// The promo code of a cart (BUSINESS-RULES "Promo codes"): the typed code when it passes its limits,
// else the best site-wide sale; a typed code that fails is reported and the cart prices without it.
// The cart is checked in the TARGET currency (what the customer sees); the code's money limits
// (min_price, max_total, EUR cents) are converted to it exactly first; a fixed amount off is converted
// from its own currency by checkPromoCode (rounded down).
import { convertExact, type ExchangeRatesPpm } from './currency.ts';
import { allocateMoney, createMoney, type CurrencyCode } from './money.ts';
import {
  checkPromoCode,
  pickSiteWideSale,
  promoCodeMatches,
  type PromoCart,
  type PromoCode,
  type PromoDiscount,
} from './promo.ts';
import type { CartBuyer, CartPromoInput } from './cart-pricing-input.ts';
import type { CartPromoOutcome } from './cart-pricing-output.ts';

/** The outcome to show, and the discount to spread over the cart (null: no code applies). */
export interface ChosenPromo {
  outcome: CartPromoOutcome;
  discount: PromoDiscount | null;
}

function inCurrency(code: PromoCode, currency: CurrencyCode, rates: ExchangeRatesPpm): PromoCode {
  const exact = (eurMinor: number | null) =>
    eurMinor === null ? null : convertExact(eurMinor, currency, rates).amountMinor;
  return { ...code, minPriceMinor: exact(code.minPriceMinor), maxTotalMinor: exact(code.maxTotalMinor) };
}

/** Picks the code of the cart: the typed one if it applies, else the site-wide sale giving the most. */
export function choosePromo(input: {
  promo: CartPromoInput;
  cart: PromoCart;
  buyer: CartBuyer;
  now: Date;
  currency: CurrencyCode;
  rates: ExchangeRatesPpm;
}): ChosenPromo {
  const { promo, buyer, currency, rates } = input;
  const context = {
    cart: input.cart,
    user: buyer.userId === null ? null : { id: buyer.userId },
    country: buyer.countryCode,
    now: input.now,
  };
  const codes = promo.codes.map((loaded) => ({ ...loaded, code: inCurrency(loaded.code, currency, rates) }));
  const money = { currency, rates, hasPaidOrder: promo.customerHasPaidOrder ?? false };

  let refused: CartPromoOutcome['refused'] = null;
  const typed = promo.typedCode?.trim() ?? '';
  if (typed !== '') {
    const match = codes.find((loaded) => promoCodeMatches(typed, loaded.code));
    const result = match ? checkPromoCode({ ...context, ...money, code: match.code, usage: match.usage }) : null;
    if (match && result?.ok)
      return {
        outcome: { applied: applied(result, match.code.siteWideSale), refused: null },
        discount: result,
      };
    refused = {
      ok: false,
      code: 'promo_code_not_applicable',
      promoCode: typed,
      reason: result && !result.ok ? result.reason : 'unknown_code',
    };
  }
  const sale = pickSiteWideSale({
    ...context,
    ...money,
    codes: codes.map((loaded) => loaded.code),
    usageOf: (code) => codes.find((loaded) => loaded.code.code === code.code)?.usage ?? { totalUses: 0, usesByUser: 0 },
  });
  if (!sale) return { outcome: { applied: null, refused }, discount: null };
  return { outcome: { applied: applied(sale, true), refused }, discount: sale };
}

function applied(discount: PromoDiscount, siteWideSale: boolean): NonNullable<CartPromoOutcome['applied']> {
  return {
    promoCode: discount.promoCode,
    siteWideSale,
    appliesTo: discount.appliesTo,
    fundedBy: discount.fundedBy,
    discountMinor: discount.discountMinor,
    itemsDiscountMinor: discount.discountMinor - discount.shippingDiscountMinor,
    shippingDiscountMinor: discount.shippingDiscountMinor,
  };
}

/**
 * Spreads a discount back over the cart: each line's share (checkPromoCode lists the eligible lines
 * in cart order, so they are matched greedily by project id) and the shipping share over the
 * parcels in proportion to their shipping (largest remainder, never losing a minor unit).
 */
export function spreadPromo(
  discount: PromoDiscount | null,
  lines: readonly { projectId: number }[],
  parcelShippingMinor: readonly number[],
  currency: CurrencyCode,
): { lineDiscounts: number[]; parcelDiscounts: number[] } {
  const lineDiscounts = lines.map(() => 0);
  if (!discount) return { lineDiscounts, parcelDiscounts: parcelShippingMinor.map(() => 0) };
  let next = 0;
  lines.forEach((line, index) => {
    const share = discount.lineDiscounts[next];
    if (share && share.projectId === line.projectId) {
      lineDiscounts[index] = share.discountMinor;
      next += 1;
    }
  });
  const parcelDiscounts =
    parcelShippingMinor.length === 0
      ? []
      : allocateMoney(createMoney(discount.shippingDiscountMinor, currency), parcelShippingMinor).map(
          (share) => share.amountMinor,
        );
  return { lineDiscounts, parcelDiscounts };
}
