// Display prices in the visitor's currency: which currency (spec section 9) and the charm-rounded
// conversion of stored EUR prices (BUSINESS-RULES "Currency"), with the rates from the database.
import type { MoneyDto } from '@spindle/contracts';
import {
  BASE_CURRENCY,
  convertPrice,
  isCurrencyCode,
  pickCurrency,
  type CurrencyCode,
  type ExchangeRatesPpm,
} from '@spindle/domain';
import type { CurrencyRepo } from './currency.repo.ts';
import { ratesVersion } from './rates-version.ts';

/** Converts a stored EUR price (minor units) into the display currency. */
export type PriceConverter = {
  currency: CurrencyCode;
  /** A stored EUR price shown in the display currency; `sellerPriceMinor` (a price the seller set in that currency) wins. */
  price(eurMinor: number, sellerPriceMinor?: number | null): MoneyDto;
};

/** Rates change a few times a day at most; a short cache spares a query per request, across instances too. */
const RATES_CACHE_MS = 60_000;

export interface CurrencyChoiceInput {
  queryCurrency?: string | null;
  userCurrency?: string | null;
  countryCode?: string | null;
  locale?: string | null;
  projectId?: number | null;
}

export function createCurrencyService(repo: CurrencyRepo, options: { cacheMs?: number } = {}) {
  const cacheMs = options.cacheMs ?? RATES_CACHE_MS;
  let cached: { rates: ExchangeRatesPpm; loadedAt: number; version: number } | undefined;

  async function loadRates(): Promise<ExchangeRatesPpm> {
    if (cached && cached.version === ratesVersion() && Date.now() - cached.loadedAt < cacheMs) return cached.rates;
    const rates: Partial<Record<CurrencyCode, number>> = {};
    for (const row of await repo.listExchangeRates()) {
      if (isCurrencyCode(row.currency)) rates[row.currency] = row.ratePpm;
    }
    cached = { rates, loadedAt: Date.now(), version: ratesVersion() };
    return rates;
  }

  return {
    /** The display currency of a request (spec section 9 precedence, see pickCurrency). */
    chooseCurrency(input: CurrencyChoiceInput): CurrencyCode {
      return pickCurrency(input).currency;
    },

    /**
     * A converter into `currency`. Without a rate for it (not seeded yet), prices stay in EUR: every
     * amount carries its currency, so the client shows what it got rather than a wrong figure.
     */
    async priceConverter(currency: CurrencyCode): Promise<PriceConverter> {
      const rates = currency === BASE_CURRENCY ? {} : await loadRates();
      const target: CurrencyCode =
        currency === BASE_CURRENCY || rates[currency] !== undefined ? currency : BASE_CURRENCY;
      return {
        currency: target,
        price(eurMinor, sellerPriceMinor) {
          if (target !== BASE_CURRENCY && sellerPriceMinor !== undefined && sellerPriceMinor !== null) {
            return { amountMinor: sellerPriceMinor, currency: target };
          }
          const money = convertPrice(eurMinor, target, rates);
          return { amountMinor: money.amountMinor, currency: money.currency };
        },
      };
    },

    /** Forgets the cached rates (after an admin edits them). */
    invalidateRates(): void {
      cached = undefined;
    },
  };
}

export type CurrencyService = ReturnType<typeof createCurrencyService>;
