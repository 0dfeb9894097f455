// The two forms of the wishlist page (remove a wish, unfollow an artist or label), read from the
// posted fields, and the page a followed artist or label lives on.
import { artistPath, labelPath } from '@spindle/domain';

/** Hidden `intent` values of the page's forms. */
export const WISHLIST_INTENTS = { unwish: 'unwish', unfollow: 'unfollow' } as const;

/** What a posted form asks for; null when its fields make no sense. */
export type WishlistRequest =
  { intent: 'unwish'; projectId: number } | { intent: 'unfollow'; type: 'artist' | 'label'; id: number };

function positiveId(value: FormDataEntryValue | null): number | null {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** Reads a posted form of the page. */
export function readWishlistForm(form: FormData): WishlistRequest | null {
  const intent = form.get('intent');
  if (intent === WISHLIST_INTENTS.unwish) {
    const projectId = positiveId(form.get('project_id'));
    return projectId === null ? null : { intent: 'unwish', projectId };
  }
  if (intent === WISHLIST_INTENTS.unfollow) {
    const id = positiveId(form.get('id'));
    const type = form.get('type');
    if (id === null || (type !== 'artist' && type !== 'label')) return null;
    return { intent: 'unfollow', type, id };
  }
  return null;
}

/** The English page of a followed artist or label ('/label/1/blue-hour-records'). */
export function followedPath(follow: { type: 'artist' | 'label'; id: number; name: string }): string {
  const seller = { id: follow.id, slug: follow.name };
  return follow.type === 'artist' ? artistPath(seller) : labelPath(seller);
}
