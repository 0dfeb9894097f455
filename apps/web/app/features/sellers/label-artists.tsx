// The artists a label has released, each a link to their page.
import type { SellerSummary } from '@spindle/contracts';
import { artistPath, localisePath, type AppLocale } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { Link } from 'react-router';
import { SellerAvatar } from './seller-avatar.tsx';

export function LabelArtists({ artists, locale }: { artists: readonly SellerSummary[]; locale: AppLocale }) {
  const { t } = useT();
  if (artists.length === 0) return null;
  return (
    <section aria-labelledby="label-artists" className="mt-14">
      <h2 id="label-artists" className="text-xl font-semibold">
        {t('sellers.labelArtists')}
      </h2>
      <ul className="mt-5 grid grid-cols-3 gap-x-4 gap-y-6 sm:grid-cols-4 md:grid-cols-6 xl:grid-cols-8">
        {artists.map((artist) => (
          <li key={artist.id}>
            <Link
              to={localisePath(artistPath(artist), locale)}
              className="group flex flex-col items-center gap-2 rounded-md text-center"
            >
              <SellerAvatar name={artist.name} pictureUrl={artist.pictureUrl} shape="round" size="sm" />
              <span className="text-sm font-semibold underline-offset-4 group-hover:underline">{artist.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
