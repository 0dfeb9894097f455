import { CURRENCY_CODES, LOCALES } from '@spindle/domain';
import { z } from 'zod';

/** The nine currencies Spindle sells in (spec section 9). */
export const currencyCodeSchema = z.enum(CURRENCY_CODES);
export type CurrencyCode = z.infer<typeof currencyCodeSchema>;

/** Interface locales (spec section 1). */
export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;

/** An amount of money: integer minor units plus its currency. Never a float. */
export const moneySchema = z.object({
  amountMinor: z.number().int(),
  currency: currencyCodeSchema,
});
export type MoneyDto = z.infer<typeof moneySchema>;

/** The single error shape of the API: `{ error: { code, message, fields? } }`. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Paging query shared by list endpoints. */
export const pagingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(24),
});

/** A paged list envelope. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
  });
}

/** Query that every priced read accepts: the display currency (spec: ?currency= overrides). */
export const currencyQuerySchema = z.object({
  currency: currencyCodeSchema.optional(),
});
