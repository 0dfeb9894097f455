// POST /api/newsletter: the /newsletter form's subscription (single opt-in, docs/information-pages.md).
import { LOCALES } from '@spindle/domain';
import { z } from 'zod';
import { choiceField, emailField } from './form-fields.ts';

/** POST /api/newsletter: subscribe an address in a language. */
export const newsletterRequestSchema = z.object({
  email: emailField,
  lang: choiceField(LOCALES),
});
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;

/**
 * 200 answer of POST /api/newsletter, the same whether the address is new or already on the list,
 * so the form tells no one who subscribed.
 */
export const newsletterResponseSchema = z.object({ subscribed: z.literal(true) });
