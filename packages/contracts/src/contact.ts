// POST /api/contact (spec section 7, App: "POST contact"). The /contact form validates with this
// same schema, so the browser, the page action and the API agree on every field code.
import { z } from 'zod';
import { localeSchema } from './common.ts';
import { choiceField, emailField, latinTextField, requiredTextField } from './form-fields.ts';

/** Longest name, order number and message the contact form accepts. */
export const CONTACT_LIMITS = { nameLength: 100, orderNumberLength: 40, messageLength: 5000 } as const;

/** What a contact message is about. */
export const CONTACT_SUBJECTS = ['order', 'artist', 'press', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** POST /api/contact: a message to the team. */
export const contactRequestSchema = z.object({
  /** Latin rule (spec section 5). */
  name: latinTextField(CONTACT_LIMITS.nameLength),
  email: emailField,
  subject: choiceField(CONTACT_SUBJECTS),
  /** Optional; blank counts as none. */
  orderNumber: z.string().trim().max(CONTACT_LIMITS.orderNumberLength, 'input_too_long').optional(),
  message: requiredTextField(CONTACT_LIMITS.messageLength),
  /** The language the visitor writes in: their acknowledgement comes in it. */
  lang: localeSchema.default('en'),
  /**
   * Honeypot: a form field people never see. Anything in it marks a bot: the API then answers as if
   * the message was sent, and stores and sends nothing.
   */
  website: z.string().max(1000).optional(),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;
export type ContactRequestInput = z.input<typeof contactRequestSchema>;

/** 201 answer of POST /api/contact. */
export const contactResponseSchema = z.object({ sent: z.literal(true) });
