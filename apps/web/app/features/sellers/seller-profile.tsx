// The top of an artist or label page: picture or initials, kind, name, country, followers, the follow
// button, a link to its shop, then its bio or description and its own links (staff keep them).
import type { SellerProfile as SellerProfileData } from '@spindle/contracts';
import { localisePath, shopPath, type AppLocale, type SellerKind } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { Link } from 'react-router';
import { AboutText } from './about-text.tsx';
import { countryName } from './country-name.ts';
import { FollowButton } from './follow-button.tsx';
import { SellerAvatar } from './seller-avatar.tsx';

/** A link as the page shows it: its host and path, without the scheme. */
function linkText(link: string): string {
  return link.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

export function SellerProfile({
  kind,
  profile,
  locale,
}: {
  kind: SellerKind;
  profile: SellerProfileData;
  locale: AppLocale;
}) {
  const { t } = useT();
  const facts = [
    profile.countryCode ? countryName(profile.countryCode, locale) : null,
    t('sellers.followers', { count: profile.followerCount }),
  ].filter((fact) => fact !== null);
  return (
    <section aria-labelledby="seller-name" className="border-b border-line py-8 sm:py-10">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:gap-8">
        <SellerAvatar
          name={profile.name}
          pictureUrl={profile.pictureUrl}
          shape={kind === 'artist' ? 'round' : 'square'}
          size="lg"
        />
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-widest text-ink-muted uppercase">{t(`sellers.kind.${kind}`)}</p>
          <h1 id="seller-name" className="mt-1 text-3xl leading-tight font-semibold break-words sm:text-4xl">
            {profile.name}
          </h1>
          <p className="mt-1.5 text-ink-muted">{facts.join(' · ')}</p>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <FollowButton following={profile.following} locale={locale} />
            {profile.shopCode && (
              <Link
                to={localisePath(shopPath(profile.shopCode), locale)}
                className="inline-flex h-10 items-center rounded-full border border-line px-5 text-sm font-semibold hover:bg-surface-raised"
              >
                {t('sellers.visitShop')}
              </Link>
            )}
          </div>
        </div>
      </div>
      {profile.about && (
        <div className="mt-8 max-w-prose">
          <h2 className="sr-only">{t('sellers.about')}</h2>
          <AboutText about={profile.about} locale={locale} />
        </div>
      )}
      {profile.links.length > 0 && (
        <ul aria-label={t('sellers.links')} className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {profile.links.map((link) => (
            <li key={link}>
              <a href={link} rel="noopener noreferrer nofollow" className="underline underline-offset-4">
                {linkText(link)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
