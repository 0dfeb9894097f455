// Writes of the account's extra pages, as the visitor through the API: save a card (POST user/cards,
// a declined card answers 402 with its code), take a record off the wishlist (POST user/wishes with
// in_whishlist false, the spec's spelling) and unfollow an artist or label (POST user/follows/{id}
// with following false; both are safe to repeat).
import { communityEndpoints, libraryEndpoints, sellersEndpoints } from '@spindle/contracts';
import type { RouterContextProvider } from 'react-router';
import { apiClient } from '../../lib/api.server.ts';
import { cardRefusalCode, type CardRefusalCode } from './saved-cards.ts';
import type { WishlistRequest } from './wishlist-forms.ts';

/** A card as the test provider takes it (number, expiry, CVC), already checked for shape. */
export interface TestCardInput {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

export type SaveCardOutcome = { ok: true; last4: string } | { ok: false; code: CardRefusalCode };

/** Saves a card at the provider through the API; a refusal is a value with the message to show. */
export async function saveTestCard(
  context: Readonly<RouterContextProvider>,
  card: TestCardInput,
): Promise<SaveCardOutcome> {
  const body = { kind: 'test_card' as const, ...card };
  const result = await apiClient(context).call(libraryEndpoints.saveCard, { body });
  if (result.ok) return { ok: true, last4: result.value.last4 };
  return { ok: false, code: cardRefusalCode(result.code) };
}

/** Keeps the card of a SetupIntent the page confirmed with Stripe.js (the server reads it at Stripe). */
export async function saveConfirmedCard(
  context: Readonly<RouterContextProvider>,
  setupIntentId: string,
): Promise<SaveCardOutcome> {
  const body = { kind: 'stripe_setup' as const, setup_intent_id: setupIntentId };
  const result = await apiClient(context).call(libraryEndpoints.saveCard, { body });
  if (result.ok) return { ok: true, last4: result.value.last4 };
  return { ok: false, code: cardRefusalCode(result.code) };
}

/** Removes a wish or a follow; false when the API refused. */
export async function applyWishlistRequest(
  context: Readonly<RouterContextProvider>,
  request: WishlistRequest,
): Promise<boolean> {
  const api = apiClient(context);
  if (request.intent === 'unwish') {
    const body = { project_id: request.projectId, in_whishlist: false };
    return (await api.call(communityEndpoints.setWish, { body })).ok;
  }
  const body = { type: request.type, following: false };
  return (await api.call(sellersEndpoints.follow, { params: { id: request.id }, body })).ok;
}
