// The home page announcement (spec sections 2 and 4). Closing it stores a cookie named after the
// announcement's id, set to 'false' for 40 days; the loader skips an announcement whose cookie is 'false'.
import { BANNER_COOKIE_DAYS } from '@spindle/domain';
import { useState } from 'react';
import { useT } from '../../lib/use-t.ts';
import { CloseIcon } from '../../components/icons.tsx';
import { serializeCookie } from '../../lib/cookies.ts';
import { announcementCookieName, type Announcement } from './announcement.ts';

export function AnnouncementBanner({ announcement }: { announcement: Announcement }) {
  const { t } = useT();
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const close = () => {
    document.cookie = serializeCookie(announcementCookieName(announcement.id), 'false', BANNER_COOKIE_DAYS);
    setClosed(true);
  };
  return (
    <section aria-label={t('announcement.label')} className="bg-accent text-accent-ink">
      <div className="mx-auto flex max-w-[1920px] items-center gap-3 px-4 py-2 text-sm font-semibold sm:px-6">
        <p className="flex-1 text-center">
          {announcement.link ? (
            <a href={announcement.link} className="underline underline-offset-2">
              {announcement.text}
            </a>
          ) : (
            announcement.text
          )}
        </p>
        <button
          type="button"
          onClick={close}
          aria-label={t('announcement.close')}
          className="-mr-2 grid size-8 place-items-center rounded-full hover:bg-black/10"
        >
          <CloseIcon className="size-4" />
        </button>
      </div>
    </section>
  );
}
