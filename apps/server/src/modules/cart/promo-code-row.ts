// A promo_codes row as the domain's PromoCode (docs/admin.md "Promotions"): the cart's pricing and the
// count again under the code's lock at payment read the same limits.
import type { schema } from '@spindle/db';
import { isCurrencyCode, type PromoCode } from '@spindle/domain';

type PromoRow = typeof schema.promoCodes.$inferSelect;

/** The domain's view of a stored code (an amount in a currency we no longer know is ignored). */
export function promoCodeOfRow(row: PromoRow): PromoCode {
  const currency = row.amountOffCurrency;
  const amountOff =
    row.amountOffMinor !== null && isCurrencyCode(currency) ? { amountMinor: row.amountOffMinor, currency } : null;
  return {
    code: row.code,
    siteWideSale: row.siteWideSale,
    percentBp: amountOff ? null : (row.percentBp ?? 0),
    amountOff,
    appliesTo: row.appliesTo,
    fundedBy: row.fundedBy,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    userIds: row.userIds,
    countryCodes: row.countryCodes,
    projectIds: row.projectIds,
    shopIds: row.shopIds,
    firstOrderOnly: row.firstOrderOnly,
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    minPriceMinor: row.minPriceMinor,
    maxTotalMinor: row.maxTotalMinor,
    minQuantity: row.minQuantity,
    maxQuantity: row.maxQuantity,
  };
}
