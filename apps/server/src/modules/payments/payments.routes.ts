// POST /api/payments/webhook/test and /api/payments/webhook/stripe (the contract:
// packages/contracts/src/endpoints/payments.ts). The body is kept as the raw bytes (signatures cover
// bytes, not re-serialised JSON): this plugin's own content-type parser hands the Buffer to the
// provider's parseWebhook. A bad signature answers 400 and changes nothing.
import { paymentsEndpoints } from '@spindle/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { routesOf, type EndpointHttp } from '../../http/endpoint-route.ts';
import type { PaymentsService } from './payments.service.ts';

export interface PaymentsRoutesOptions {
  payments: PaymentsService;
}

/** The webhooks plugin (options: the service), registered inside the /api plugin. */
export const paymentsRoutes: FastifyPluginAsync<PaymentsRoutesOptions> = async (app, { payments }) => {
  // Encapsulated: only the endpoints of this plugin (and its child) read raw bodies.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: paymentsEndpoints.testWebhook.bodyLimitBytes },
    (_request, body, parsed) => {
      parsed(null, body);
    },
  );

  const rawBodyOf = (request: FastifyRequest) => (Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0));
  const answer = async (source: 'test' | 'stripe', { request, reply }: EndpointHttp) => {
    const received = await payments.handleWebhook(source, rawBodyOf(request), request.headers);
    return reply.code(received.statusCode).send(received.body);
  };
  await app.register(
    routesOf(paymentsEndpoints, {
      testWebhook: (_call, http) => answer('test', http),
      stripeWebhook: (_call, http) => answer('stripe', http),
    }),
  );
};
