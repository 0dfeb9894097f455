// A new card for a customer, as POST user/cards and POST user/boxes/payment send it: the test
// provider's card fields or a Stripe PaymentMethod (set up on the server), or a SetupIntent the page
// confirmed with Stripe.js, whose outcome is read at Stripe (it must be this customer's): the browser's
// word alone never saves a card.
import type { SaveCardBody } from '@spindle/contracts';
import { AppError } from '../../http/errors.ts';
import type { PaymentMethodInput, PaymentProvider, SaveCardResult } from './providers/payment-provider.ts';

export function keepCard(provider: PaymentProvider, customerRef: string, card: SaveCardBody): Promise<SaveCardResult> {
  if (card.kind === 'stripe_setup') {
    if (!provider.readCardSetup) throw new AppError('payment_method_unsupported');
    return provider.readCardSetup({ customerRef, setupRef: card.setup_intent_id });
  }
  return provider.saveCard({ customerRef, paymentMethod: paymentMethodOf(card) });
}

function paymentMethodOf(card: Exclude<SaveCardBody, { kind: 'stripe_setup' }>): PaymentMethodInput {
  return card.kind === 'test_card'
    ? { kind: 'test_card', number: card.number, expMonth: card.exp_month, expYear: card.exp_year, cvc: card.cvc }
    : { kind: 'stripe', paymentMethodId: card.payment_method_id };
}
