// Public face of currency: exchange rates and price conversion with charm rounding.
export { createCurrencyRepo } from './currency.repo.ts';
export { ratesSignal } from './rates-version.ts';
export { type CurrencyService, type PriceConverter, createCurrencyService } from './currency.service.ts';
export {
  type ExchangeAdminDeps,
  fetchEcbRates,
  fetchEcbXmlOverNetwork,
  listExchangeRatesForStaff,
  setExchangeRate,
} from './exchange-admin.ts';
