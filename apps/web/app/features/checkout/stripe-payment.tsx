// Card entry through Stripe Elements when the server says the provider is Stripe (docs/payments.md
// "Stripe"): Stripe.js is loaded only then, from js.stripe.com (PCI DSS: card details never touch our
// server). The Payment Element handles 3-D Secure; the confirmation page reads the outcome.
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/use-t.ts';
import { useNonce } from '../../lib/nonce.tsx';

/** The few parts of Stripe.js this page uses. */
interface StripeJs {
  elements(options: { clientSecret: string; appearance?: { theme: 'stripe' | 'night' } }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
    redirect: 'if_required';
  }): Promise<{ error?: { message?: string } }>;
}
interface StripeElements {
  create(type: 'payment'): { mount(element: HTMLElement): void; destroy(): void };
}
declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

const STRIPE_JS_URL = 'https://js.stripe.com/v3/';
let loading: Promise<void> | null = null;

/** Adds the Stripe.js script once (with the page's CSP nonce). */
function loadStripeJs(nonce: string): Promise<void> {
  if (window.Stripe) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      reject(new Error('Stripe.js did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

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
  const nonce = useNonce();
  const mountPoint = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ js: StripeJs; elements: StripeElements } | null>(null);
  const [failed, setFailed] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let element: { destroy(): void } | null = null;
    loadStripeJs(nonce)
      .then(() => {
        if (cancelled || !window.Stripe || !mountPoint.current) return;
        const js = window.Stripe(publishableKey);
        const dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
        const elements = js.elements({ clientSecret, appearance: { theme: dark ? 'night' : 'stripe' } });
        const payment = elements.create('payment');
        payment.mount(mountPoint.current);
        element = payment;
        setStripe({ js, elements });
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      element?.destroy();
    };
  }, [publishableKey, clientSecret, nonce]);

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
      <div ref={mountPoint} aria-busy={!stripe} className="min-h-24">
        {!stripe && !failed && <p className="text-sm text-ink-muted">{t('checkout.stripe.loading')}</p>}
      </div>
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
