import { z } from 'zod';
import { paymentsRoutes } from '../http/routes/payments.ts';
import { defineEndpoints } from './define-endpoint.ts';

const tags = ['payments'];

/** What a provider is told once its event is in: taken, a replay already taken, or not one we act on. */
const webhookReceivedSchema = z.object({
  received: z.literal(true),
  duplicate: z.boolean().optional(),
  ignored: z.string().optional(),
});

/** Webhook bodies are small JSON events; anything larger is not from a provider. */
const WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024;

const rawBody = 'The event as the provider sent it: its signature covers these bytes, which are read as they are.';

export const paymentsEndpoints = defineEndpoints(paymentsRoutes, {
  testWebhook: {
    tags,
    summary: 'Webhook of the built-in test provider (spindle-signature header)',
    description: rawBody,
    response: webhookReceivedSchema,
    bodyLimitBytes: WEBHOOK_BODY_LIMIT_BYTES,
  },
  stripeWebhook: {
    tags,
    summary: 'Stripe webhook (Stripe-Signature header; payment_intent.* and charge.refunded)',
    description: rawBody,
    response: webhookReceivedSchema,
    bodyLimitBytes: WEBHOOK_BODY_LIMIT_BYTES,
  },
});
