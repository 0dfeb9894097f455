// POST /api/newsletter: the /newsletter form's subscription (single opt-in, docs/information-pages.md);
// the staff's campaigns, the one-click unsubscribe and the SMTP provider's reports (docs/newsletter.md).
import { LOCALES, NEWSLETTER_CAMPAIGN_STATUSES } from '@spindle/domain';
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

// ---- Campaigns on the staff side (docs/newsletter.md), permission `promotions`. ----

const idParam = z.coerce.number().int().positive();
const versionSchema = z.object({ subject: z.string().max(500), body: z.string().max(40_000) });

/** Subject and body per locale: English required, the others empty (they fall back) or whole. */
export const newsletterContentSchema = z.object({
  en: versionSchema,
  fr: versionSchema.optional(),
  es: versionSchema.optional(),
  kr: versionSchema.optional(),
  zh: versionSchema.optional(),
});

/** POST admin/newsletters and PUT admin/newsletters/{id}: a draft's name and content. */
export const newsletterCampaignBodySchema = z.object({
  name: z.string().trim().min(1, 'input_required').max(120, 'input_too_long'),
  content: newsletterContentSchema,
});
export type NewsletterCampaignBody = z.infer<typeof newsletterCampaignBodySchema>;

export const newsletterCampaignParamsSchema = z.object({ id: idParam });

/** A campaign as staff see it, with its delivery counts. */
export const newsletterCampaignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(NEWSLETTER_CAMPAIGN_STATUSES),
  content: newsletterContentSchema,
  recipients: z.number().int(),
  sent: z.number().int(),
  queued: z.number().int(),
  skipped: z.number().int(),
  send_started_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type NewsletterCampaign = z.infer<typeof newsletterCampaignSchema>;

/** GET admin/newsletters: every campaign, newest first, and how many addresses subscribe now. */
export const newsletterCampaignListSchema = z.object({
  subscribers: z.number().int(),
  items: z.array(newsletterCampaignSchema),
});
export type NewsletterCampaignList = z.infer<typeof newsletterCampaignListSchema>;

/** GET admin/newsletters/{id}/preview?lang=: the e-mail as a subscriber of that language reads it. */
export const newsletterPreviewQuerySchema = z.object({ lang: z.enum(LOCALES).default('en') });
export const newsletterPreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type NewsletterPreview = z.infer<typeof newsletterPreviewSchema>;

/** POST admin/newsletters/{id}/test: the campaign to one address (the staff member's own by default). */
export const newsletterTestBodySchema = z.object({
  email: emailField.optional(),
  lang: z.enum(LOCALES).default('en'),
});
export const newsletterTestResponseSchema = z.object({ sent_to: z.string(), outbox_id: z.number().int() });

/** POST newsletter/one-click?token=: RFC 8058 one-click unsubscribe from the List-Unsubscribe header. */
export const newsletterOneClickQuerySchema = z.object({ token: z.string().min(1).max(1_000) });

/**
 * POST newsletter/mail-events: the SMTP provider's report of an address (bounce, complaint), signed
 * with MAIL_EVENTS_SECRET (docs/newsletter.md). A hard bounce or a complaint ends the subscription.
 */
export const mailEventBodySchema = z.object({
  events: z
    .array(
      z.object({
        kind: z.enum(['hard_bounce', 'soft_bounce', 'complaint', 'unsubscribe']),
        email: z.string().max(320),
      }),
    )
    .min(1)
    .max(1_000),
});
export type MailEventBody = z.infer<typeof mailEventBodySchema>;
export const mailEventResponseSchema = z.object({ unsubscribed: z.number().int() });
