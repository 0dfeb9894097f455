// /p/{userId}: a user's public profile (spec section 2: the profile link from the user icon). Only
// the public fields of GET /api/users/{id}/public: name, kind, picture, about, member since.
import { accountEndpoints } from '@spindle/contracts';
import { BUSINESS_TIME_ZONE, LOCALE_META, splitLocaleFromPath } from '@spindle/domain';
import { useT } from '../lib/use-t.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient, notFoundResponse } from '../lib/api.server.ts';
import type { Route } from './+types/public-profile';
import { dateTimeFormat } from '../lib/intl.ts';

export async function loader({ params, url, context }: Route.LoaderArgs) {
  if (!/^[1-9]\d{0,9}$/.test(params.userId)) throw notFoundResponse();
  const profile = await apiClient(context).read(accountEndpoints.publicProfile, { params: { id: params.userId } });
  const { locale } = splitLocaleFromPath(url.pathname);
  // Formatted on the server, so the browser hydrates the same text whatever its time zone.
  const memberSince = dateTimeFormat(LOCALE_META[locale].intlTag, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(new Date(profile.created_at));
  return { profile, memberSince };
}

export default function PublicProfilePage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { profile, memberSince } = loaderData;
  const initial = [...profile.name.trim()][0]?.toUpperCase() ?? '?';
  return (
    <>
      <PageHead title={t('account.profile.title', { name: profile.name })} description={profile.about ?? undefined} />
      <article className="mx-auto w-full max-w-3xl px-4 pt-8 pb-16 sm:pt-14">
        <header className="flex items-center gap-5">
          {profile.picture ? (
            <img
              src={profile.picture}
              alt={t('account.profile.pictureAlt', { name: profile.name })}
              className="size-24 rounded-full border border-line object-cover sm:size-32"
            />
          ) : (
            <span
              aria-hidden="true"
              className="grid size-24 place-items-center rounded-full bg-surface-raised text-4xl font-semibold text-ink-muted sm:size-32"
            >
              {initial}
            </span>
          )}
          <div className="min-w-0">
            <h1 className="text-2xl font-semibold break-words sm:text-3xl">{profile.name}</h1>
            <p className="mt-1 text-ink-muted">{t(`account.profile.type.${profile.type}`)}</p>
            <p className="mt-1 text-sm text-ink-muted">{t('account.profile.memberSince', { date: memberSince })}</p>
          </div>
        </header>
        {profile.about && (
          <section aria-labelledby="profile-about" className="mt-8">
            <h2 id="profile-about" className="text-lg font-semibold">
              {t('account.profile.about')}
            </h2>
            <p className="mt-2 whitespace-pre-line">{profile.about}</p>
          </section>
        )}
      </article>
    </>
  );
}
