// The wishlist's remove button (under each record tile) and the list of followed artists and labels
// with their unfollow buttons. Each is a plain POST to the page, so it works without JavaScript.
import type { MyFollows } from '@spindle/contracts';
import { localisePath, type AppLocale } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { Form, Link, useNavigation } from 'react-router';
import { ExtrasSection, formatDay, secondaryButtonClass } from './extras-ui.tsx';
import { followedPath, WISHLIST_INTENTS } from './wishlist-forms.ts';

/** Whether this very form (its intent, and its id in the field `idField`) is being sent. */
function useSending(intent: string, idField: string, id: number): boolean {
  const navigation = useNavigation();
  const form = navigation.formData;
  return navigation.state === 'submitting' && form?.get('intent') === intent && form.get(idField) === String(id);
}

export function RemoveWishForm({ project }: { project: { id: number; name: string } }) {
  const { t } = useT();
  const sending = useSending(WISHLIST_INTENTS.unwish, 'project_id', project.id);
  return (
    <Form method="post" preventScrollReset className="mt-2">
      <input type="hidden" name="intent" value={WISHLIST_INTENTS.unwish} />
      <input type="hidden" name="project_id" value={project.id} />
      <button
        type="submit"
        disabled={sending}
        aria-label={t('accountExtras.wishlist.removeLabel', { name: project.name })}
        className={secondaryButtonClass}
      >
        {t('accountExtras.wishlist.remove')}
      </button>
    </Form>
  );
}

function Avatar({ picture, name }: { picture: string | null; name: string }) {
  if (picture) {
    return (
      <img
        src={picture}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        className="size-12 shrink-0 rounded-full object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="grid size-12 shrink-0 place-items-center rounded-full bg-surface-raised text-lg font-semibold text-ink-muted"
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}

function UnfollowForm({ follow }: { follow: MyFollows['items'][number] }) {
  const { t } = useT();
  const sending = useSending(WISHLIST_INTENTS.unfollow, 'id', follow.id);
  return (
    <Form method="post" preventScrollReset className="shrink-0">
      <input type="hidden" name="intent" value={WISHLIST_INTENTS.unfollow} />
      <input type="hidden" name="type" value={follow.type} />
      <input type="hidden" name="id" value={follow.id} />
      <button
        type="submit"
        disabled={sending}
        aria-label={t('accountExtras.wishlist.unfollowLabel', { name: follow.name })}
        className={secondaryButtonClass}
      >
        {t('accountExtras.wishlist.unfollow')}
      </button>
    </Form>
  );
}

export function FollowList({ follows, locale }: { follows: MyFollows['items']; locale: AppLocale }) {
  const { t } = useT();
  return (
    <ExtrasSection id="follows" title={t('accountExtras.wishlist.followsHeading')}>
      {follows.length === 0 ? (
        <p className="mt-3 text-ink-muted">{t('accountExtras.wishlist.followsEmpty')}</p>
      ) : (
        <ul aria-labelledby="follows-title" className="mt-3 divide-y divide-line rounded-xl border border-line">
          {follows.map((follow) => (
            <li key={`${follow.type}-${follow.id}`} className="flex items-center gap-3 px-4 py-3 sm:gap-4">
              <Avatar picture={follow.picture} name={follow.name} />
              <div className="min-w-0 flex-1">
                <Link
                  to={localisePath(followedPath(follow), locale)}
                  className="font-semibold underline-offset-4 hover:underline"
                >
                  {follow.name}
                </Link>
                <p className="text-sm text-ink-muted">
                  {t(`accountExtras.wishlist.type.${follow.type}`)} ·{' '}
                  {t('accountExtras.wishlist.followedSince', { date: formatDay(follow.followed_at, locale) })}
                </p>
              </div>
              <UnfollowForm follow={follow} />
            </li>
          ))}
        </ul>
      )}
    </ExtrasSection>
  );
}
