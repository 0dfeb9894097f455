// What the Stripe card form says for each answer of confirmSetup (checkout.stripe.setup.*).
import { describe, expect, it } from 'vitest';
import { setupErrorKey } from './stripe-card-setup.tsx';

describe('setupErrorKey', () => {
  it('tells a failed 3-D Secure apart from a decline', () => {
    expect(setupErrorKey({ type: 'invalid_request_error', code: 'setup_intent_authentication_failure' })).toBe(
      'authenticationFailed',
    );
    expect(setupErrorKey({ type: 'card_error', code: 'card_declined' })).toBe('declined');
    expect(setupErrorKey({ code: 'expired_card' })).toBe('declined');
  });

  it('asks to complete the form for a validation error, and says something general otherwise', () => {
    expect(setupErrorKey({ type: 'validation_error', code: 'incomplete_number' })).toBe('incomplete');
    expect(setupErrorKey({ type: 'api_connection_error' })).toBe('generic');
    expect(setupErrorKey({})).toBe('generic');
  });
});
