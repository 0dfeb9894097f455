// /my-account/cards (spec section 7: GET and POST user/cards): the cards saved at the payment
// provider, and a form to add one with the built-in test provider's card fields (the checkout's).
// The card is checked by its bank: a decline is shown above the form and nothing is kept. With Stripe,
// the form is Stripe Elements on a SetupIntent (POST user/cards/setup) confirmed by Stripe.js, 3-D
// Secure included; the action sends its id and the server reads the outcome at Stripe.
import { libraryEndpoints } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { useEffect, useRef } from 'react';
import { useT } from '../lib/use-t.ts';
import { data, redirect, useLocation } from 'react-router';
import { AccountLayout } from '../features/account/account-layout.tsx';
import { requireUser } from '../features/account/require-user.server.ts';
import { saveConfirmedCard, saveTestCard } from '../features/account-extras/account-extras.server.ts';
import { ExtrasNotice } from '../features/account-extras/extras-ui.tsx';
import { AddCardForm, SavedCardList } from '../features/account-extras/saved-card-list.tsx';
import { isCardExpired, type CardRefusalCode } from '../features/account-extras/saved-cards.ts';
import { useFocusFirstError } from '../features/checkout/address-form.tsx';
import { validateCard } from '../features/checkout/address-rules.ts';
import { TestCardFields } from '../features/checkout/card-fields.tsx';
import { StripeCardSetup } from '../features/checkout/stripe-card-setup.tsx';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import type { Route } from './+types/my-cards';
import { readFormBody } from '../lib/form-body.server.ts';

/** What a refused submit answers: the fields to fix, or why the card was not saved. */
type CardFormResult =
  | { errors: Record<string, string>; firstField: string; refusal: null }
  | { errors: Record<string, never>; firstField: null; refusal: CardRefusalCode };

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireUser(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const api = apiClient(context);
  const [{ cards }, setup] = await Promise.all([
    api.read(libraryEndpoints.cards),
    api.call(libraryEndpoints.cardSetup),
  ]);
  const now = new Date();
  const saved = url.searchParams.get('saved');
  const returned = url.searchParams.get('setup_intent') ?? '';
  return {
    stripe: setup.ok && setup.value.provider === 'stripe' ? setup.value : null,
    returnUrl: new URL(url.pathname, url.origin).href,
    returnedSetup: /^seti_\w+$/.test(returned) ? returned : null,
    locale,
    cards: cards.map((card) => ({ ...card, expired: isCardExpired(card, now) })),
    savedLast4: saved !== null && /^\d{4}$/.test(saved) ? saved : null,
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireUser(context, url);
  const form = await readFormBody(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  if (text('setup_intent_id')) {
    const confirmed = await saveConfirmedCard(context, text('setup_intent_id'));
    if (confirmed.ok) throw redirect(`${url.pathname}?saved=${confirmed.last4}`);
    return data<CardFormResult>({ errors: {}, firstField: null, refusal: confirmed.code }, 400);
  }
  const card = validateCard({ number: text('number'), expiry: text('expiry'), cvc: text('cvc') });
  if (!card.ok) {
    return data<CardFormResult>({ errors: card.errors, firstField: card.firstField, refusal: null }, 400);
  }
  const saved = await saveTestCard(context, card.card);
  // Redirect after a save, so a reload does not post the card again.
  if (saved.ok) throw redirect(`${url.pathname}?saved=${saved.last4}`);
  return data<CardFormResult>({ errors: {}, firstField: null, refusal: saved.code }, 400);
}

export default function MyCardsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, cards, savedLast4, stripe, returnUrl, returnedSetup } = loaderData;
  const result: CardFormResult | undefined = actionData;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, result?.firstField);
  // After a save the fields are emptied (the page stays mounted); a refusal keeps them for a correction.
  const { key: visit } = useLocation();
  useEffect(() => {
    if (savedLast4 && !result) formRef.current?.reset();
  }, [visit, savedLast4, result]);
  return (
    <>
      <PageHead title={t('accountExtras.cards.title')} noIndex />
      <AccountLayout active="cards">
        <h1 className="text-2xl font-semibold">{t('accountExtras.cards.title')}</h1>
        <p className="mt-2 max-w-2xl text-sm text-ink-muted">{t('accountExtras.cards.intro')}</p>
        {result?.refusal ? (
          <ExtrasNotice messageKey={`refusal-${result.refusal}-${visit}`} tone="error">
            {t(`accountExtras.cards.refusal.${result.refusal}`)}
          </ExtrasNotice>
        ) : (
          savedLast4 &&
          !result && (
            <ExtrasNotice messageKey={`saved-${savedLast4}-${visit}`} tone="ok">
              {t('accountExtras.cards.saved', { last4: savedLast4 })}
            </ExtrasNotice>
          )
        )}
        <SavedCardList cards={cards} contactPath={localisePath('/contact', locale)} />
        {stripe ? (
          <StripeCardSetup
            publishableKey={stripe.publishable_key}
            clientSecret={stripe.client_secret}
            returnUrl={returnUrl}
            fields={{ intent: 'add-card' }}
            submitLabel={t('accountExtras.cards.submit')}
            returnedSetupIntentId={result ? null : returnedSetup}
          />
        ) : (
          <AddCardForm formRef={formRef} errorCount={Object.keys(result?.errors ?? {}).length}>
            <TestCardFields errors={result?.errors ?? {}} />
          </AddCardForm>
        )}
      </AccountLayout>
    </>
  );
}
