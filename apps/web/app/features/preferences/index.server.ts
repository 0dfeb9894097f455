// Public face of the visitor's preferences on the server: the currency rule and its cookie.
export { CURRENCY_COOKIE_DAYS, resolveCurrency } from './currency.server.ts';
