// The `stripe` package (~220 modules, ~0.5 s), loaded by the first Stripe provider made: a server
// without STRIPE_SECRET_KEY never loads it (issue 19, later starts). Its CommonJS build, through
// require, because the provider is made and verifies webhooks synchronously (parseWebhook).
import { createRequire } from 'node:module';
import type Stripe from 'stripe';

const require = createRequire(import.meta.url);

/** The Stripe SDK's class (with its `errors` and `webhooks`); Node caches it after the first call. */
export function stripeSdk(): typeof Stripe {
  return require('stripe') as typeof Stripe;
}
