// Promo codes (BUSINESS-RULES "Promo codes"; docs/admin.md "Promotions"). The cart's amounts are in
// its own currency (EUR when none is given); a fixed amount off is stated in a currency of its own and
// converted into the cart's, rounded down. A failed limit is a value, so the cart still prices without it.
import { convertBetween, type ExchangeRatesPpm } from './currency.ts';
import { allocateMoney, createMoney, percentOfMinor, type CurrencyCode, type Money } from './money.ts';

/** What a promo code's percentage may apply to. */
export const PROMO_TARGETS = ['total', 'price', 'shipping'] as const;

/** What a promo code's percentage applies to. */
export type PromoTarget = (typeof PROMO_TARGETS)[number];

/** Who may pay for a discount. */
export const PROMO_FUNDERS = ['platform', 'artist'] as const;

/** Who pays for the discount (artist statements subtract artist-funded discounts). */
export type PromoFunder = (typeof PROMO_FUNDERS)[number];

/** A promo code and its limits; null means "no limit of this kind". */
export interface PromoCode {
  code: string;
  /** A site-wide sale: it applies without being typed (see pickSiteWideSale). */
  siteWideSale: boolean;
  /** 1500 = 15 %; null when the code takes a fixed amount off instead. */
  percentBp: number | null;
  /** A fixed amount off, in the currency staff stated it in; null when the code is a percentage. */
  amountOff: Money | null;
  appliesTo: PromoTarget;
  fundedBy: PromoFunder;
  startsAt: Date | null;
  /** Exclusive: the code stops working at this instant. */
  endsAt: Date | null;
  userIds: readonly number[] | null;
  countryCodes: readonly string[] | null;
  projectIds: readonly number[] | null;
  /** Seller shops whose projects the code discounts (with projectIds: a line in either list). */
  shopIds: readonly number[] | null;
  /** Refused to a customer who already has a paid order. */
  firstOrderOnly: boolean;
  /** Uses in all (paid orders, and orders being paid); null: unlimited. */
  maxUses: number | null;
  /** Uses per signed-in customer; null: unlimited. */
  maxUsesPerCustomer: number | null;
  /** The eligible items must cost at least this much. */
  minPriceMinor: number | null;
  /** The cart (items + shipping) must not cost more than this. */
  maxTotalMinor: number | null;
  minQuantity: number | null;
  maxQuantity: number | null;
}

/** A cart line as promo rules see it. */
export interface PromoCartLine {
  projectId: number;
  /** The seller shops the project belongs to (its own shop, and the shops listing it). */
  shopIds?: readonly number[];
  quantity: number;
  unitPriceMinor: number;
}

/** The cart a code is checked against. */
export interface PromoCart {
  lines: readonly PromoCartLine[];
  shippingMinor: number;
}

/** How often the code was used already (from the orders). */
export interface PromoUsage {
  totalUses: number;
  usesByUser: number;
}

/** Which limit refused the code. */
export type PromoRefusal =
  | 'not_started'
  | 'expired'
  | 'user_not_allowed'
  | 'login_required'
  | 'country_not_allowed'
  | 'already_used'
  | 'already_used_by_user'
  | 'first_order_only'
  | 'no_eligible_project'
  | 'below_min_price'
  | 'above_max_total'
  | 'below_min_quantity'
  | 'above_max_quantity';

/** An applicable code: the discount, where it falls, and who funds it. Parts sum to discountMinor. */
export interface PromoDiscount {
  ok: true;
  promoCode: string;
  appliesTo: PromoTarget;
  fundedBy: PromoFunder;
  discountMinor: number;
  /** Share of the discount on each eligible line (statements), in cart order. */
  lineDiscounts: { projectId: number; discountMinor: number }[];
  shippingDiscountMinor: number;
}

/** The code does not apply; price the cart without it. */
export interface PromoNotApplicable {
  ok: false;
  code: 'promo_code_not_applicable';
  reason: PromoRefusal;
}

const refuse = (reason: PromoRefusal): PromoNotApplicable => ({ ok: false, code: 'promo_code_not_applicable', reason });

function assertCart(cart: PromoCart): void {
  const counts = [cart.shippingMinor, ...cart.lines.flatMap((line) => [line.quantity, line.unitPriceMinor])];
  if (!counts.every((value) => Number.isSafeInteger(value) && value >= 0)) {
    throw new RangeError('cart amounts and quantities must be non-negative integers');
  }
}

// The first limit that fails, in the order a customer can understand: when, who, where, how often, what.
function firstRefusal(input: {
  code: PromoCode;
  cart: PromoCart;
  eligible: readonly PromoCartLine[];
  user: { id: number } | null;
  country: string | null;
  now: Date;
  usage: PromoUsage;
  hasPaidOrder: boolean;
}): PromoRefusal | null {
  const { code, cart, eligible, user, country, now, usage } = input;
  if (code.startsAt && now < code.startsAt) return 'not_started';
  if (code.endsAt && now >= code.endsAt) return 'expired';
  if ((code.userIds || code.maxUsesPerCustomer !== null) && !user) return 'login_required';
  if (code.userIds && user && !code.userIds.includes(user.id)) return 'user_not_allowed';
  const countries = code.countryCodes?.map((c) => c.toUpperCase());
  if (countries && !(country && countries.includes(country.toUpperCase()))) return 'country_not_allowed';
  if (code.maxUses !== null && usage.totalUses >= code.maxUses) return 'already_used';
  if (code.maxUsesPerCustomer !== null && usage.usesByUser >= code.maxUsesPerCustomer) return 'already_used_by_user';
  if (code.firstOrderOnly && input.hasPaidOrder) return 'first_order_only';
  if (eligible.length === 0) return 'no_eligible_project';
  const price = eligible.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0);
  const quantity = eligible.reduce((sum, line) => sum + line.quantity, 0);
  const cartTotal = cart.lines.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0) + cart.shippingMinor;
  if (code.minPriceMinor !== null && price < code.minPriceMinor) return 'below_min_price';
  if (code.maxTotalMinor !== null && cartTotal > code.maxTotalMinor) return 'above_max_total';
  if (code.minQuantity !== null && quantity < code.minQuantity) return 'below_min_quantity';
  if (code.maxQuantity !== null && quantity > code.maxQuantity) return 'above_max_quantity';
  return null;
}

/**
 * A fixed amount off in the cart's currency: converted from the currency it is stated in (one
 * rounding, down, so the customer never gets more than staff stated), and never more than the base it
 * applies to, so nothing goes below zero.
 */
export function fixedDiscountMinor(input: {
  amountOff: Money;
  baseMinor: number;
  currency: CurrencyCode;
  rates: ExchangeRatesPpm;
}): number {
  const { amountOff, baseMinor } = input;
  if (!Number.isSafeInteger(amountOff.amountMinor) || amountOff.amountMinor < 0) {
    throw new RangeError(`a promo amount must be a non-negative integer, got ${amountOff.amountMinor}`);
  }
  const converted = convertBetween(amountOff, input.currency, input.rates, 'floor').amountMinor;
  return Math.max(0, Math.min(converted, baseMinor));
}

/** A line the code's project and shop lists let it discount (no list: every line). */
function isEligible(code: PromoCode, line: PromoCartLine): boolean {
  if (line.quantity <= 0) return false;
  if (!code.projectIds && !code.shopIds) return true;
  if (code.projectIds?.includes(line.projectId)) return true;
  return Boolean(code.shopIds && line.shopIds?.some((shopId) => code.shopIds?.includes(shopId)));
}

function assertAmounts(code: PromoCode): void {
  const { percentBp, amountOff } = code;
  if ((percentBp === null) === (amountOff === null)) {
    throw new RangeError(`promo code ${code.code} needs exactly one of a percentage and an amount`);
  }
  if (percentBp !== null && (!Number.isSafeInteger(percentBp) || percentBp < 0 || percentBp > 10_000)) {
    throw new RangeError(`promo percent must be 0 to 10000 basis points, got ${percentBp}`);
  }
}

/**
 * Checks a code against the cart and, when every limit passes, works out the discount on the eligible
 * items ('price'), the shipping ('shipping'), or both ('total'): the percentage of that base rounded
 * once (half up), or the fixed amount (fixedDiscountMinor); then shared over the lines and shipping in
 * proportion, without losing a cent.
 */
export function checkPromoCode(input: {
  code: PromoCode;
  cart: PromoCart;
  user: { id: number } | null;
  country: string | null;
  now: Date;
  usage?: PromoUsage;
  /** The customer already has a paid order (first-order codes). */
  hasPaidOrder?: boolean;
  /** The cart's currency (default EUR) and the rates a fixed amount converts with. */
  currency?: CurrencyCode;
  rates?: ExchangeRatesPpm;
}): PromoDiscount | PromoNotApplicable {
  const { code, cart } = input;
  assertAmounts(code);
  assertCart(cart);
  const eligible = cart.lines.filter((line) => isEligible(code, line));
  const usage = input.usage ?? { totalUses: 0, usesByUser: 0 };
  const refusal = firstRefusal({ ...input, eligible, usage, hasPaidOrder: input.hasPaidOrder ?? false });
  if (refusal) return refuse(refusal);

  const discountedLines = code.appliesTo === 'shipping' ? [] : eligible;
  const lineAmounts = discountedLines.map((line) => line.unitPriceMinor * line.quantity);
  const shippingAmount = code.appliesTo === 'price' ? 0 : cart.shippingMinor;
  const base = lineAmounts.reduce((a, b) => a + b, 0) + shippingAmount;
  const currency = input.currency ?? 'EUR';
  const discountMinor =
    code.amountOff !== null
      ? fixedDiscountMinor({ amountOff: code.amountOff, baseMinor: base, currency, rates: input.rates ?? {} })
      : percentOfMinor(base, code.percentBp ?? 0, 'half_up');
  const shares = allocateMoney(createMoney(discountMinor, currency), [...lineAmounts, shippingAmount]);
  return {
    ok: true,
    promoCode: code.code,
    appliesTo: code.appliesTo,
    fundedBy: code.fundedBy,
    discountMinor,
    lineDiscounts: discountedLines.map((line, i) => ({
      projectId: line.projectId,
      discountMinor: shares[i]?.amountMinor ?? 0,
    })),
    shippingDiscountMinor: shares.at(-1)?.amountMinor ?? 0,
  };
}

/** Whether a typed code matches a promo code (case and surrounding spaces ignored). */
export function promoCodeMatches(typed: string, code: PromoCode): boolean {
  return typed.trim().toUpperCase() === code.code.trim().toUpperCase();
}

/**
 * The site-wide sale that applies on its own when no code is typed: of the sale codes that pass their
 * limits, the one giving the largest discount (first listed on a tie); null when none applies.
 */
export function pickSiteWideSale(input: {
  codes: readonly PromoCode[];
  cart: PromoCart;
  user: { id: number } | null;
  country: string | null;
  now: Date;
  usageOf?: (code: PromoCode) => PromoUsage;
  hasPaidOrder?: boolean;
  currency?: CurrencyCode;
  rates?: ExchangeRatesPpm;
}): PromoDiscount | null {
  let best: PromoDiscount | null = null;
  for (const code of input.codes) {
    if (!code.siteWideSale) continue;
    const result = checkPromoCode({ ...input, code, usage: input.usageOf?.(code) });
    if (result.ok && (!best || result.discountMinor > best.discountMinor)) best = result;
  }
  return best;
}

/** Where a code stands in time: not started yet, running, or ended (its end passed, or staff ended it). */
export type PromoCodeState = 'scheduled' | 'running' | 'ended';

/** The state of a code at an instant (the same bounds checkPromoCode applies: start inclusive, end exclusive). */
export function promoCodeStateAt(code: Pick<PromoCode, 'startsAt' | 'endsAt'>, now: Date): PromoCodeState {
  if (code.endsAt && now >= code.endsAt) return 'ended';
  if (code.startsAt && now < code.startsAt) return 'scheduled';
  return 'running';
}
