// Promo codes (BUSINESS-RULES "Promo codes"). Amounts are EUR cents: the cart is priced in EUR and
// converted afterwards. A failed limit is a value, so the cart still prices without the code.
import { allocateMoney, createMoney, percentOfMinor } from './money.ts';

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
  /** 1500 = 15 %. */
  percentBp: number;
  appliesTo: PromoTarget;
  fundedBy: PromoFunder;
  startsAt: Date | null;
  /** Exclusive: the code stops working at this instant. */
  endsAt: Date | null;
  userIds: readonly number[] | null;
  countryCodes: readonly string[] | null;
  projectIds: readonly number[] | null;
  onceOverall: boolean;
  oncePerUser: boolean;
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
}): PromoRefusal | null {
  const { code, cart, eligible, user, country, now, usage } = input;
  if (code.startsAt && now < code.startsAt) return 'not_started';
  if (code.endsAt && now >= code.endsAt) return 'expired';
  if ((code.userIds || code.oncePerUser) && !user) return 'login_required';
  if (code.userIds && user && !code.userIds.includes(user.id)) return 'user_not_allowed';
  const countries = code.countryCodes?.map((c) => c.toUpperCase());
  if (countries && !(country && countries.includes(country.toUpperCase()))) return 'country_not_allowed';
  if (code.onceOverall && usage.totalUses > 0) return 'already_used';
  if (code.oncePerUser && usage.usesByUser > 0) return 'already_used_by_user';
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
 * Checks a code against the cart and, when every limit passes, works out the discount: the percentage
 * of the eligible items ('price'), of the shipping ('shipping'), or of both ('total'), rounded once
 * (half up) and then shared over the lines and shipping in proportion, without losing a cent.
 */
export function checkPromoCode(input: {
  code: PromoCode;
  cart: PromoCart;
  user: { id: number } | null;
  country: string | null;
  now: Date;
  usage?: PromoUsage;
}): PromoDiscount | PromoNotApplicable {
  const { code, cart } = input;
  if (!Number.isSafeInteger(code.percentBp) || code.percentBp < 0 || code.percentBp > 10_000) {
    throw new RangeError(`promo percent must be 0 to 10000 basis points, got ${code.percentBp}`);
  }
  assertCart(cart);
  const projects = code.projectIds;
  const eligible = cart.lines.filter((line) => line.quantity > 0 && (!projects || projects.includes(line.projectId)));
  const usage = input.usage ?? { totalUses: 0, usesByUser: 0 };
  const refusal = firstRefusal({ ...input, eligible, usage });
  if (refusal) return refuse(refusal);

  const discountedLines = code.appliesTo === 'shipping' ? [] : eligible;
  const lineAmounts = discountedLines.map((line) => line.unitPriceMinor * line.quantity);
  const shippingAmount = code.appliesTo === 'price' ? 0 : cart.shippingMinor;
  const base = lineAmounts.reduce((a, b) => a + b, 0) + shippingAmount;
  const discountMinor = percentOfMinor(base, code.percentBp, 'half_up');
  const shares = allocateMoney(createMoney(discountMinor, 'EUR'), [...lineAmounts, shippingAmount]);
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
