// Stripe Elements on a page that takes a card when the provider is Stripe (docs/payments.md "Stripe"):
// Stripe.js is loaded only then, once, from js.stripe.com with the page's CSP nonce (PCI DSS: card
// details go to Stripe, never through our server), and the Payment Element is mounted for a
// PaymentIntent (checkout) or a SetupIntent (a card kept for later) in the page's colour scheme.
// The CSP allows js.stripe.com only on the pages that take a card (http/security-headers.ts).
import { useEffect, useState, type RefObject } from 'react';
import { useNonce } from '../../lib/nonce.tsx';

/** What a Stripe.js call answers when it fails (its `code`s: card_declined, setup_intent_authentication_failure...). */
export interface StripeJsError {
  type?: string;
  code?: string;
  message?: string;
}

/** The few parts of Stripe.js these pages use. */
export interface StripeJs {
  elements(options: { clientSecret: string; appearance?: { theme: 'stripe' | 'night' } }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
    redirect: 'if_required';
  }): Promise<{ error?: StripeJsError }>;
  confirmSetup(options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
    redirect: 'if_required';
  }): Promise<{ error?: StripeJsError; setupIntent?: { id: string; status: string } }>;
}
export interface StripeElements {
  create(type: 'payment'): { mount(element: HTMLElement): void; destroy(): void };
}
declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

const STRIPE_JS_URL = 'https://js.stripe.com/v3/';
let loading: Promise<void> | null = null;

/** Adds the Stripe.js script once (with the page's CSP nonce); a failed load may be tried again. */
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
      script.remove();
      reject(new Error('Stripe.js did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

export interface StripeElementsState {
  /** Stripe.js and the mounted elements, once ready. */
  stripe: { js: StripeJs; elements: StripeElements } | null;
  /** Stripe.js could not load (blocked, offline): the page says so, nothing is sent. */
  failed: boolean;
}

/** Loads Stripe.js and mounts the Payment Element for `clientSecret` into `mountPoint`. */
export function useStripeElements(
  publishableKey: string,
  clientSecret: string,
  mountPoint: RefObject<HTMLElement | null>,
): StripeElementsState {
  const nonce = useNonce();
  const [stripe, setStripe] = useState<StripeElementsState['stripe']>(null);
  const [failed, setFailed] = useState(false);

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
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      element?.destroy();
    };
  }, [publishableKey, clientSecret, nonce, mountPoint]);

  return { stripe, failed };
}
