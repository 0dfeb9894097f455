// Card entry through Stripe Elements when the server says the provider is Stripe (docs/payments.md
// "Stripe"): Stripe.js is loaded only then (use-stripe-elements.ts; PCI DSS: card details never touch
// our server). The Payment Element handles 3-D Secure; the confirmation page reads the outcome.
import { useRef, useState } from 'react';
import { useT } from '../../lib/use-t.ts';
import { useStripeElements } from './use-stripe-elements.ts';

export function StripePayment({
  publishableKey,
  clientSecret,
  returnUrl,
  payLabel,
}: {
  publishableKey: string;
  clientSecret: string;
  /** The confirmation page of this order (absolute): Stripe comes back there after a redirect. */
  returnUrl: string;
  payLabel: string;
}) {
  const { t } = useT();
  const mountPoint = useRef<HTMLDivElement>(null);
  const { stripe, failed } = useStripeElements(publishableKey, clientSecret, mountPoint);
  const [message, setMessage] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  async function pay(event: React.FormEvent) {
    event.preventDefault();
    if (!stripe) return;
    setPaying(true);
    setMessage(null);
    const result = await stripe.js.confirmPayment({
      elements: stripe.elements,
      confirmParams: { return_url: returnUrl },
      redirect: 'if_required',
    });
    if (result.error) {
      setMessage(result.error.message ?? t('checkout.decline.card_declined'));
      setPaying(false);
      return;
    }
    window.location.assign(returnUrl);
  }

  return (
    <form onSubmit={(event) => void pay(event)} className="space-y-4">
      {/* Stripe.js owns what is mounted here: React puts nothing inside. */}
      <div ref={mountPoint} aria-busy={!stripe} className={stripe ? 'min-h-24' : undefined} />
      {!stripe && !failed && <p className="text-sm text-ink-muted">{t('checkout.stripe.loading')}</p>}
      {failed && <p role="alert">{t('checkout.stripe.failed')}</p>}
      {message && (
        <p role="alert" className="font-semibold text-red-700 dark:text-red-300">
          {message}
        </p>
      )}
      <button
        type="submit"
        disabled={!stripe || paying}
        className="w-full rounded-md bg-accent px-5 py-3 font-semibold text-accent-ink hover:brightness-110 disabled:opacity-60"
      >
        {paying ? t('checkout.card.paying') : payLabel}
      </button>
    </form>
  );
}
