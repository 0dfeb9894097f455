// Vinyl box lines (BUSINESS-RULES "Vinyl box"): monthly price from the price table of the target
// currency, monthly shipping by weight (500 g one record, 900 g two) from the shipping tables,
// VAT included. Total = months x (price + shipping).
import { convertExact, convertPrice, type ExchangeRatesPpm } from './currency.ts';
import { BASE_CURRENCY, createMoney, multiplyMoney, type CurrencyCode } from './money.ts';
import { cheapestPartner } from './shipping.ts';
import { decideVatRate, splitGross, type VatRateRow } from './vat.ts';
import type {
  BoxCatalogue,
  BoxPeriodicity,
  BoxType,
  CartBuyer,
  CartPricingBox,
  CartShippingTables,
} from './cart-pricing-input.ts';
import type { PricedBox } from './cart-pricing-output.ts';
import { parcelShipsFromFrance } from './cart-pricing-shipping.ts';

/** Parcel weight of one month's box: 500 g for one record, 900 g for two (BUSINESS-RULES). */
export const BOX_WEIGHT_GRAMS: Readonly<Record<BoxType, number>> = { one: 500, two: 900 };

/** Months this payment covers: a monthly box is charged one month at a time. */
export const BOX_MONTHS: Readonly<Record<BoxPeriodicity, number>> = {
  monthly: 1,
  '1_month': 1,
  '3_months': 3,
  '6_months': 6,
  '12_months': 12,
};

/**
 * One month of a plan in the target currency: the table's own row (this periodicity, else the row
 * for every periodicity) used as is; with no row in that currency, the EUR row as a charm price.
 */
export function boxMonthlyPrice(
  prices: BoxCatalogue['prices'],
  box: CartPricingBox,
  currency: CurrencyCode,
  rates: ExchangeRatesPpm,
): number {
  const rowIn = (inCurrency: CurrencyCode) =>
    prices.find((row) => row.type === box.type && row.currency === inCurrency && row.periodicity === box.periodicity) ??
    prices.find((row) => row.type === box.type && row.currency === inCurrency && row.periodicity === null);
  const own = rowIn(currency);
  if (own) return createMoney(own.monthlyPriceMinor, currency).amountMinor;
  const eur = rowIn(BASE_CURRENCY);
  if (!eur) throw new RangeError(`no box price for ${box.type} ${box.periodicity}`);
  return convertPrice(eur.monthlyPriceMinor, currency, rates).amountMinor;
}

/** Prices a box line; a country no box partner serves gives no_shipping (a value, never a crash). */
export function priceBox(input: {
  box: CartPricingBox;
  boxCatalogue: BoxCatalogue;
  buyer: CartBuyer;
  currency: CurrencyCode;
  rates: ExchangeRatesPpm;
  tables: CartShippingTables;
  vatRates: readonly VatRateRow[];
  now: Date;
}): PricedBox {
  const { box, currency } = input;
  const months = BOX_MONTHS[box.periodicity];
  const ref = { type: box.type, periodicity: box.periodicity, months };
  const shipping = cheapestPartner({
    rates: input.tables.rates,
    fees: input.tables.partnerFees,
    partnersWithStock: input.boxCatalogue.partnersWithStock,
    countryCode: input.buyer.countryCode,
    weightGrams: BOX_WEIGHT_GRAMS[box.type],
    mode: 'standard',
    inserts: 0,
  });
  if (!shipping.ok) return { ...ref, ok: false, code: 'no_shipping', reason: shipping.reason };

  const monthlyPriceMinor = boxMonthlyPrice(input.boxCatalogue.prices, box, currency, input.rates);
  const monthlyShippingMinor = convertExact(shipping.costMinor, currency, input.rates).amountMinor;
  const priceMinor = multiplyMoney(createMoney(monthlyPriceMinor, currency), months).amountMinor;
  const shippingMinor = multiplyMoney(createMoney(monthlyShippingMinor, currency), months).amountMinor;
  const totalMinor = priceMinor + shippingMinor;
  const vat = decideVatRate({
    destinationCountry: input.buyer.countryCode,
    sellerShipsFromFrance: parcelShipsFromFrance([], shipping.partner),
    buyerIsBusiness: input.buyer.isBusiness,
    buyerVatNumber: input.buyer.vatNumber,
    date: input.now,
    rows: input.vatRates,
  });
  return {
    ...ref,
    ok: true,
    partner: shipping.partner,
    monthlyPriceMinor,
    monthlyShippingMinor,
    priceMinor,
    shippingMinor,
    totalMinor,
    taxMinor: splitGross(totalMinor, vat.rateBasisPoints).taxMinor,
    vat,
  };
}
