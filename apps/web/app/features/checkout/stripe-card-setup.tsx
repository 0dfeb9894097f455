// A card kept for later payments, entered in Stripe Elements when the provider is Stripe (the vinyl
// box's card in /my-account/box, /my-account/cards; docs/payments.md "The box's card on Stripe"). The
// page's SetupIntent (POST user/cards/setup) is confirmed here with `stripe.confirmSetup`, which runs
// 3-D Secure when the bank asks; then the form posts only the SetupIntent's id to the page's action,
// and the server reads its outcome at Stripe. After a redirect-based authentication Stripe comes back
// to `returnUrl` with `?setup_intent=`: that id is posted the same way. A decline, a failed
// authentication or Stripe.js not loading is said here and nothing is sent.
import { useEffect, useRef, useState } from 'react';
import { useNavigation, useSubmit } from 'react-router';
import { useT } from '../../lib/use-t.ts';
import { useStripeElements, type StripeJsError } from './use-stripe-elements.ts';

export interface StripeCardSetupProps {
  publishableKey: string;
  clientSecret: string;
  /** This page (absolute), where Stripe comes back after a redirect. */
  returnUrl: string;
  /** What the page's action needs besides `setup_intent_id` (intent, box id...). */
  fields: Record<string, string>;
  submitLabel: string;
  /** A SetupIntent Stripe came back with (`?setup_intent=`), to be posted once. */
  returnedSetupIntentId?: string | null;
}

const DECLINES = new Set([
  'card_declined',
  'expired_card',
  'incorrect_cvc',
  'incorrect_number',
  'insufficient_funds',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'processing_error',
]);

type SetupMessage = 'declined' | 'authenticationFailed' | 'incomplete' | 'generic';

/** Our message (checkout.stripe.setup.*) for what Stripe.js answered. */
export function setupErrorKey(error: StripeJsError): SetupMessage {
  if (error.code === 'setup_intent_authentication_failure' || error.code === 'payment_intent_authentication_failure') {
    return 'authenticationFailed';
  }
  if (error.type === 'card_error' || (error.code && DECLINES.has(error.code))) return 'declined';
  if (error.type === 'validation_error') return 'incomplete';
  return 'generic';
}

export function StripeCardSetup(props: StripeCardSetupProps) {
  const { publishableKey, clientSecret, returnUrl, fields, submitLabel, returnedSetupIntentId } = props;
  const { t } = useT();
  const submit = useSubmit();
  const navigation = useNavigation();
  const mountPoint = useRef<HTMLDivElement>(null);
  const { stripe, failed } = useStripeElements(publishableKey, clientSecret, mountPoint);
  const [messageKey, setMessageKey] = useState<SetupMessage | null>(null);
  const [confirming, setConfirming] = useState(false);
  const posted = useRef(false);

  const post = (setupIntentId: string) => {
    if (posted.current) return;
    posted.current = true;
    void submit({ ...fields, setup_intent_id: setupIntentId }, { method: 'post', preventScrollReset: true });
  };

  useEffect(() => {
    if (returnedSetupIntentId) post(returnedSetupIntentId);
    // Once per id Stripe came back with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [returnedSetupIntentId]);

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    if (!stripe) return;
    setConfirming(true);
    setMessageKey(null);
    const result = await stripe.js.confirmSetup({
      elements: stripe.elements,
      confirmParams: { return_url: returnUrl },
      redirect: 'if_required',
    });
    setConfirming(false);
    if (result.error || !result.setupIntent) {
      setMessageKey(setupErrorKey(result.error ?? {}));
      return;
    }
    post(result.setupIntent.id);
  }

  const busy = confirming || navigation.state !== 'idle';
  return (
    <form onSubmit={(event) => void confirm(event)} className="mt-3 max-w-lg space-y-4">
      {/* Stripe.js owns what is mounted here: React puts nothing inside. */}
      <div ref={mountPoint} aria-busy={!stripe} className={stripe ? 'min-h-24' : undefined} />
      {!stripe && !failed && <p className="text-sm text-ink-muted">{t('checkout.stripe.loading')}</p>}
      {failed && (
        <p role="alert" className="font-semibold text-red-700 dark:text-red-300">
          {t('checkout.stripe.failed')}
        </p>
      )}
      {messageKey && (
        <p role="alert" className="font-semibold text-red-700 dark:text-red-300">
          {t(`checkout.stripe.setup.${messageKey}`)}
        </p>
      )}
      <button
        type="submit"
        disabled={!stripe || busy}
        className="rounded-md bg-accent px-5 py-3 font-semibold text-accent-ink hover:brightness-110 disabled:opacity-60"
      >
        {busy ? t('checkout.stripe.setup.saving') : submitLabel}
      </button>
    </form>
  );
}
