// The secondary bar under the header (spec section 2): the top-menu genre groups, then the curated
// categories a visitor may see. One line always. Once the page runs, the bar measures its links (in
// the page's language and font) and moves those that do not fit into a "More" disclosure menu at its
// end, so at 1280-1440 px every link shown lies within the viewport and the rest are one keyboard
// step away; before that (and without scripts) the line scrolls sideways.
import {
  CURATED_CATEGORIES,
  GENRE_MENU,
  canSeeCategory,
  curatedCategoryPath,
  localisePath,
  splitLocaleFromPath,
  type AppLocale,
} from '@spindle/domain';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useAccountSession } from '../features/account/account-session.ts';
import { dataKey } from '../lib/i18n.ts';
import { useT } from '../lib/use-t.ts';

const linkClass =
  'block whitespace-nowrap rounded-full px-2 py-1 text-sm hover:bg-surface-raised xl:px-1.5 2xl:px-2 aria-[current=page]:bg-ink aria-[current=page]:text-surface';
const MORE_CLASS =
  'flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-1 text-sm font-medium hover:bg-surface-raised aria-expanded:bg-surface-raised';
const MENU_LINK =
  'block whitespace-nowrap rounded-md px-3 py-2 text-sm hover:bg-surface-raised aria-[current=page]:font-semibold';

/** One link of the bar: a genre group (genre=) or a curated category. */
interface BarLink {
  key: string;
  to: string;
  label: string;
  /** Genre links are current by their query; category links by their path (NavLink). */
  current: boolean | null;
  /** The first curated category: a thin rule sets it apart from the genres. */
  startsCategories: boolean;
}

function useBarLinks(locale: AppLocale): BarLink[] {
  const { t } = useT();
  const location = useLocation();
  const englishPath = splitLocaleFromPath(location.pathname).path;
  const currentGenre = englishPath === '/vinyl-shop' ? new URLSearchParams(location.search).get('genre') : null;
  // Pro-only categories (the PRO link, 155) need a signed-in pro user (spec section 6).
  const { user } = useAccountSession();
  const categories = CURATED_CATEGORIES.filter((category) => canSeeCategory(category, user));
  return [
    ...GENRE_MENU.map((entry) => ({
      key: `genre-${entry.key}`,
      to: `${localisePath('/vinyl-shop', locale)}?genre=${entry.genreParam}`,
      label: t(dataKey(entry.i18nKey)),
      current: currentGenre === entry.genreParam,
      startsCategories: false,
    })),
    ...categories.map((category, index) => ({
      key: `category-${category.id}`,
      to: localisePath(curatedCategoryPath(category), locale),
      label: t(dataKey(category.i18nKey)),
      current: null,
      startsCategories: index === 0,
    })),
  ];
}

function BarAnchor({ link, className, onClick }: { link: BarLink; className: string; onClick?: () => void }) {
  if (link.current === null) {
    return (
      <NavLink to={link.to} className={className} onClick={onClick}>
        {link.label}
      </NavLink>
    );
  }
  // A genre link is current by its query, which NavLink does not look at.
  return (
    <Link to={link.to} aria-current={link.current ? 'page' : undefined} className={className} onClick={onClick}>
      {link.label}
    </Link>
  );
}

/** How many links fit before "More", measured on a hidden copy of the whole line; null until measured. */
function useFittingCount(
  bar: RefObject<HTMLElement | null>,
  frame: RefObject<HTMLDivElement | null>,
  ruler: RefObject<HTMLUListElement | null>,
  total: number,
): number | null {
  const [fitting, setFitting] = useState<number | null>(null);
  useEffect(() => {
    const nav = bar.current;
    const box = frame.current;
    const copy = ruler.current;
    if (!nav || !box || !copy) return;
    const measure = () => {
      const style = getComputedStyle(box);
      const room = nav.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const widths = [...copy.children].map((item) => item.getBoundingClientRect().width);
      const more = widths.pop() ?? 0;
      if (widths.reduce((sum, width) => sum + width, 0) <= room) return setFitting(total);
      let used = more;
      let count = 0;
      for (const width of widths) {
        if (used + width > room) break;
        used += width;
        count += 1;
      }
      setFitting(count);
    };
    // Called back once observing starts, and whenever the bar or the ruler changes size: when the web font
    // comes in, the ruler's width changes with it. The callback runs after layout, so its reads cost
    // nothing; measuring from anywhere else (a promise, an effect) would force a layout of the whole page.
    const observer = new ResizeObserver(measure);
    observer.observe(nav);
    observer.observe(copy);
    return () => observer.disconnect();
  }, [bar, frame, ruler, total]);
  return fitting;
}

function MoreMenu({ links }: { links: readonly BarLink[] }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent | FocusEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('focusin', away);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('focusin', away);
    };
  }, [open]);
  return (
    <div
      ref={box}
      className="relative shrink-0 py-1.5"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className={MORE_CLASS}
      >
        {t('nav.moreCategories')}
        <span aria-hidden="true" className="text-xs">
          ▾
        </span>
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-1 grid min-w-48 gap-0.5 rounded-lg border border-line bg-surface p-1.5 shadow-lg"
      >
        {links.map((link) => (
          <li key={link.key}>
            <BarAnchor link={link} className={MENU_LINK} onClick={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function CategoryBar({ locale }: { locale: AppLocale }) {
  const { t } = useT();
  const links = useBarLinks(locale);
  const bar = useRef<HTMLElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const ruler = useRef<HTMLUListElement>(null);
  const fitting = useFittingCount(bar, frame, ruler, links.length);
  const shown = fitting === null ? links : links.slice(0, fitting);
  const rest = fitting === null ? [] : links.slice(fitting);
  const separator = <li aria-hidden="true" className="mx-1.5 my-1.5 w-px shrink-0 bg-line" />;
  return (
    <nav ref={bar} aria-label={t('nav.categories')} className="relative border-t border-line">
      <div ref={frame} className="mx-auto flex w-max max-w-full items-stretch px-4 sm:px-6">
        <ul className="flex min-w-0 overflow-x-auto py-1.5 [scrollbar-width:none]">
          {shown.map((link) => (
            <FragmentItem key={link.key} separator={link.startsCategories ? separator : null}>
              <BarAnchor link={link} className={linkClass} />
            </FragmentItem>
          ))}
        </ul>
        {rest.length > 0 && <MoreMenu links={rest} />}
      </div>
      {/* The ruler: the whole line as it would be drawn, invisible and out of the accessibility tree. */}
      <ul
        ref={ruler}
        aria-hidden="true"
        inert
        className="invisible absolute top-0 left-0 flex h-0 w-max overflow-hidden"
      >
        {/* One item per link, with the rule before the first category: one width per link. */}
        {links.map((link) => (
          <li key={link.key} className="flex">
            {link.startsCategories && <span className="mx-1.5 my-1.5 w-px shrink-0" />}
            <span className={linkClass}>{link.label}</span>
          </li>
        ))}
        <li>
          <span className={MORE_CLASS}>
            {t('nav.moreCategories')} <span className="text-xs">▾</span>
          </span>
        </li>
      </ul>
    </nav>
  );
}

/** A link's item, after the rule that opens the curated categories when it is the first of them. */
function FragmentItem({ separator, children }: { separator: ReactNode; children: ReactNode }) {
  return (
    <>
      {separator}
      <li>{children}</li>
    </>
  );
}
