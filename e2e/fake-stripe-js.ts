// What the journeys serve at https://js.stripe.com/v3/ (page.route): a small Stripe.js with the calls
// the pages use, talking to the local Stripe stub through https://api.stripe.com (routed to it) with
// the publishable key and the intent's client secret, as Stripe.js does. The Payment Element is one
// labelled card number field; `confirmSetup` posts the typed card to the SetupIntent's confirm, and a
// `requires_action` answer opens the bank's 3-D Secure page (https://hooks.stripe.com/3ds/<id>, the
// stub's) in a dialog, then reads the SetupIntent until the customer has answered there.
export const FAKE_STRIPE_JS = String.raw`
(() => {
  const API = 'https://api.stripe.com/v1';
  const form = (fields) => new URLSearchParams(fields).toString();
  window.Stripe = (key) => {
    const read = async (id, secret) => {
      const response = await fetch(API + '/setup_intents/' + id + '?' + form({ key, client_secret: secret }));
      return response.json();
    };
    const challenge = (intent, secret) =>
      new Promise((resolve) => {
        const dialog = document.createElement('div');
        dialog.setAttribute('role', 'dialog');
        dialog.setAttribute('aria-modal', 'true');
        dialog.setAttribute('aria-label', '3-D Secure');
        dialog.style.cssText = 'position:fixed;inset:10%;background:#fff;border:2px solid #000;z-index:1000';
        const frame = document.createElement('iframe');
        frame.title = '3-D Secure authentication';
        frame.src = intent.next_action.use_stripe_sdk.stripe_js;
        frame.style.cssText = 'width:100%;height:100%;border:0';
        dialog.append(frame);
        document.body.append(dialog);
        const poll = async () => {
          const current = await read(intent.id, secret);
          if (current.status === 'requires_action') return setTimeout(poll, 300);
          dialog.remove();
          resolve(current);
        };
        setTimeout(poll, 300);
      });
    return {
      elements({ clientSecret }) {
        let input = null;
        let label = null;
        return {
          clientSecret,
          create() {
            return {
              mount(element) {
                label = document.createElement('label');
                label.textContent = 'Card number';
                label.style.display = 'block';
                input = document.createElement('input');
                input.autocomplete = 'cc-number';
                input.inputMode = 'numeric';
                input.style.cssText = 'display:block;margin-top:4px;padding:8px;border:1px solid #555';
                label.append(input);
                element.append(label);
              },
              destroy() {
                label?.remove();
              },
            };
          },
          cardNumber: () => (input ? input.value : ''),
        };
      },
      async confirmSetup({ elements, confirmParams }) {
        const secret = elements.clientSecret;
        const id = secret.split('_secret_')[0];
        if (!elements.cardNumber()) {
          return { error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } };
        }
        const response = await fetch(API + '/setup_intents/' + id + '/confirm', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form({
            key,
            client_secret: secret,
            'payment_method_data[type]': 'card',
            'payment_method_data[card][number]': elements.cardNumber(),
            return_url: confirmParams.return_url,
          }),
        });
        let intent = await response.json();
        if (intent.error) return { error: intent.error };
        if (intent.status === 'requires_action') intent = await challenge(intent, secret);
        if (intent.status !== 'succeeded') return { error: { type: 'card_error', ...(intent.last_setup_error || {}) } };
        return { setupIntent: { id: intent.id, status: intent.status } };
      },
      async confirmPayment() {
        return { error: { type: 'api_error', message: 'Not served by this test Stripe.js.' } };
      },
    };
  };
})();
`;
