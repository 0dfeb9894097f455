// POST /api/payments/webhook/test and /api/payments/webhook/stripe. The body is kept as the raw bytes
// (signatures cover bytes, not re-serialised JSON): this plugin's own content-type parser hands the
// Buffer to the provider's parseWebhook. A bad signature answers 400 and changes nothing.
import { errorBodySchema } from '@spindle/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentsService } from './payments.service.ts';

export interface PaymentsRoutesOptions {
  payments: PaymentsService;
}

/** Webhook bodies are small JSON events; anything larger is not from a provider. */
const WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024;

const receivedSchema = z.object({
  received: z.literal(true),
  duplicate: z.boolean().optional(),
  ignored: z.string().optional(),
});

export const paymentsRoutes: FastifyPluginCallbackZod<PaymentsRoutesOptions> = (app, { payments }, done) => {
  // Encapsulated: only the routes of this plugin read raw bodies.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
    (_request, body, parsed) => {
      parsed(null, body);
    },
  );

  for (const source of ['test', 'stripe'] as const) {
    app.post(
      `/payments/webhook/${source}`,
      {
        schema: {
          tags: ['payments'],
          summary:
            source === 'test'
              ? 'Webhook of the built-in test provider (spindle-signature header)'
              : 'Stripe webhook (Stripe-Signature header; payment_intent.* and charge.refunded)',
          response: { 200: receivedSchema, 400: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request, reply) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const answer = await payments.handleWebhook(source, rawBody, request.headers);
        return reply.code(answer.statusCode).send(answer.body);
      },
    );
  }
  done();
};
