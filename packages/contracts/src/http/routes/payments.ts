// The payment providers' webhooks (apps/server/src/modules/payments). The body is read as raw bytes,
// since the signature covers them; a bad signature or payload answers 400 and changes nothing, the
// provider not in use 404 not_found.
import { defineRoutes } from '../route.ts';

const webhookErrors = [
  'not_found',
  'webhook_signature_invalid',
  'webhook_timestamp_out_of_tolerance',
  'webhook_payload_invalid',
] as const;

export const paymentsRoutes = defineRoutes('payments', {
  testWebhook: { method: 'POST', path: '/payments/webhook/test', access: 'public', errors: webhookErrors },
  stripeWebhook: { method: 'POST', path: '/payments/webhook/stripe', access: 'public', errors: webhookErrors },
});
