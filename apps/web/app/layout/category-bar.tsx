// The secondary bar under the header (spec section 2): the top-menu genre groups, then the curated
// categories a visitor may see. One line always: centred when it fits, scrolling sideways when it
// does not (a wrapped bar left its last link alone on a second line at 1440 px).
import {
  CURATED_CATEGORIES,
  GENRE_MENU,
  canSeeCategory,
  curatedCategoryPath,
  localisePath,
  splitLocaleFromPath,
  type AppLocale,
} from '@spindle/domain';
import { useT } from '../lib/use-t.ts';
import { Link, NavLink, useLocation } from 'react-router';
import { useAccountSession } from '../features/account/account-session.ts';
import { dataKey } from '../lib/i18n.ts';

const linkClass =
  'block whitespace-nowrap rounded-full px-2 py-1 text-sm hover:bg-surface-raised xl:px-1.5 2xl:px-2 aria-[current=page]:bg-ink aria-[current=page]:text-surface';

export function CategoryBar({ locale }: { locale: AppLocale }) {
  const { t } = useT();
  const location = useLocation();
  const englishPath = splitLocaleFromPath(location.pathname).path;
  const currentGenre = englishPath === '/vinyl-shop' ? new URLSearchParams(location.search).get('genre') : null;
  // Pro-only categories (the PRO link, 155) need a signed-in pro user (spec section 6).
  const { user } = useAccountSession();
  const categories = CURATED_CATEGORIES.filter((category) => canSeeCategory(category, user));
  return (
    <nav aria-label={t('nav.categories')} className="border-t border-line">
      <ul className="mx-auto flex w-max max-w-full overflow-x-auto px-4 py-1.5 [scrollbar-width:none] sm:px-6">
        {GENRE_MENU.map((entry) => (
          <li key={entry.key}>
            <Link
              to={`${localisePath('/vinyl-shop', locale)}?genre=${entry.genreParam}`}
              aria-current={currentGenre === entry.genreParam ? 'page' : undefined}
              className={linkClass}
            >
              {t(dataKey(entry.i18nKey))}
            </Link>
          </li>
        ))}
        <li aria-hidden="true" className="mx-1.5 my-1.5 w-px shrink-0 bg-line" />
        {categories.map((category) => (
          <li key={category.id}>
            <NavLink to={localisePath(curatedCategoryPath(category), locale)} className={linkClass}>
              {t(dataKey(category.i18nKey))}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
