// Follow an artist or label (spec section 6: following needs a session). Signed in: a form posting the
// state wanted to the page's action, shown at once while it is sent. A visitor gets a link to sign in
// that brings them back here. Both work without JavaScript.
import type { AppLocale } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { Link, useFetcher, useLocation } from 'react-router';
import { signInPath } from './sign-in-path.ts';

const BUTTON_CLASS =
  'inline-flex h-10 items-center gap-2 rounded-full px-5 text-sm font-semibold transition-colors disabled:opacity-70';
const FOLLOW_CLASS = `${BUTTON_CLASS} bg-accent text-accent-ink hover:opacity-90`;
const FOLLOWING_CLASS = `${BUTTON_CLASS} border border-line bg-surface text-ink hover:bg-surface-raised`;

export function FollowButton({
  following,
  locale,
}: {
  /** Whether the viewer follows; null for a visitor. */
  following: boolean | null;
  locale: AppLocale;
}) {
  const { t } = useT();
  const location = useLocation();
  const fetcher = useFetcher();
  if (following === null) {
    return (
      <Link to={signInPath(location.pathname + location.search, locale)} className={FOLLOW_CLASS}>
        {t('sellers.follow')}
      </Link>
    );
  }
  const sent = fetcher.formData?.get('following');
  const shown = typeof sent === 'string' ? sent === 'true' : following;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="following" value={String(!shown)} />
      <button type="submit" className={shown ? FOLLOWING_CLASS : FOLLOW_CLASS}>
        {shown && (
          <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" focusable="false">
            <path d="m4.5 10.5 3.5 3.5 7.5-8" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        )}
        {shown ? t('sellers.following') : t('sellers.follow')}
      </button>
    </fetcher.Form>
  );
}
