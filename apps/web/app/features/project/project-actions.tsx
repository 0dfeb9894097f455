// Wishlist toggle and like of a project page. Each is a small form posted to the page's action, so
// it works without JavaScript; with it, the button shows the new state at once. The wishlist form
// sends the inverse of the current state (spec section 4); a visitor is sent to sign in.
import type { ProjectViewerState } from '@spindle/contracts';
import { useT } from '../../lib/use-t.ts';
import { useFetcher } from 'react-router';
import { PROJECT_INTENTS } from './project-forms.ts';
import { HeartIcon, ThumbIcon } from './project-icons.tsx';

const buttonClass =
  'inline-flex items-center gap-2 rounded-md border border-line px-3 py-2 text-sm font-semibold hover:border-ink aria-pressed:border-ink';

export function ProjectActions({ viewer, likes }: { viewer: ProjectViewerState | null; likes: number }) {
  const { t } = useT();
  const wishlist = useFetcher();
  const like = useFetcher();

  // While a form is on its way, show the state it asks for.
  const pendingWish = wishlist.formData?.get('in_whishlist');
  const inWishlist = pendingWish ? pendingWish === 'true' : (viewer?.inWishlist ?? false);
  const pendingLike = like.formData?.get('liked');
  const liked = pendingLike ? pendingLike === 'true' : (viewer?.liked ?? false);
  const likeCount = pendingLike && viewer && liked !== viewer.liked ? likes + (liked ? 1 : -1) : likes;

  return (
    <div className="flex flex-wrap gap-2">
      <wishlist.Form method="post">
        <input type="hidden" name="intent" value={PROJECT_INTENTS.wishlist} />
        <input type="hidden" name="in_whishlist" value={String(!inWishlist)} />
        {/* The label says what the button does next, so it is not also a pressed/unpressed toggle. */}
        <button type="submit" className={`${buttonClass} ${inWishlist ? 'border-ink' : ''}`}>
          <HeartIcon filled={inWishlist} />
          {inWishlist ? t('projectPage.actions.wishlistRemove') : t('projectPage.actions.wishlistAdd')}
        </button>
      </wishlist.Form>
      <like.Form method="post">
        <input type="hidden" name="intent" value={PROJECT_INTENTS.like} />
        <input type="hidden" name="liked" value={String(!liked)} />
        <button
          type="submit"
          aria-pressed={viewer ? liked : undefined}
          aria-label={`${t('projectPage.actions.like')} (${t('projectPage.actions.likes', { count: likeCount })})`}
          className={buttonClass}
        >
          <ThumbIcon filled={liked} />
          <span aria-hidden="true">{likeCount}</span>
        </button>
      </like.Form>
    </div>
  );
}
