// The currencies a digital single may be priced in besides EUR, in the form's order (docs/admin.md
// "Digital singles"); shared by the page and its form reader.
import { CURRENCY_CODES, type CurrencyCode } from '@spindle/domain';

export const OTHER_CURRENCIES: readonly Exclude<CurrencyCode, 'EUR'>[] = CURRENCY_CODES.filter(
  (code): code is Exclude<CurrencyCode, 'EUR'> => code !== 'EUR',
);
