// The mobile menu panel (spec section 2, navigation bar): a menu button under 1000 px opens a panel
// from the left with the genre groups, the curated categories, the information pages, the language
// and the currency. With JavaScript it is a modal <dialog> (page behind inert, Tab kept inside,
// Escape or a click on the backdrop closes it, focus goes back to the button); without, the same
// panel opens as a native popover.
import {
  CURATED_CATEGORIES,
  CURRENCY_CODES,
  GENRE_MENU,
  LOCALES,
  LOCALE_META,
  canSeeCategory,
  curatedCategoryPath,
  localisePath,
  splitLocaleFromPath,
  type AppLocale,
  type CurrencyCode,
} from '@spindle/domain';
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useT } from '../../lib/use-t.ts';
import { Form, Link, useLocation } from 'react-router';
import { FlagIcon } from '../../components/flag-icon.tsx';
import { CloseIcon } from '../../components/icons.tsx';
import { dataKey, languageOf } from '../../lib/i18n.ts';
import { trapTabKey } from './focus-trap.ts';
import { HelpLink } from './help-link.tsx';
import { pageLink } from '../../lib/page-links.tsx';
import { INFO_LINKS, returnPathWithoutCurrency } from './menu-links.ts';

const PANEL_ID = 'mobile-menu';
const noSubscription = () => () => {};

function MenuIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      aria-hidden="true"
      className={className}
    >
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-line px-5 py-4">
      <h3 id={id} className="mb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

const linkClass =
  'block rounded-md px-2 py-2 hover:bg-surface-raised aria-[current=page]:font-semibold aria-[current=page]:text-accent';

export function MobileMenu({
  locale,
  currency,
  credit,
  viewer = null,
}: {
  locale: AppLocale;
  currency: CurrencyCode;
  /** The signed-in user, if any: a pro user also sees the pro category (spec section 6). */
  viewer?: { pro?: boolean | null } | null;
  /** Footer lines the panel repeats on phones, where the footer is hidden (the link to the credits). */
  credit?: ReactNode;
}) {
  const { t } = useT();
  const location = useLocation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // false in the server's HTML and while hydrating: the popover attributes then make it work without JS.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const englishPath = splitLocaleFromPath(location.pathname).path;
  const currentGenre = englishPath === '/vinyl-shop' ? new URLSearchParams(location.search).get('genre') : null;
  const categories = CURATED_CATEGORIES.filter((category) => canSeeCategory(category, viewer));

  // A tap while the scripts load opens the panel as a popover; hydrating must not drop the popover
  // attributes under it (that would hide it). It stays a popover until it closes, then is the modal
  // dialog it is from then on.
  const [openAsPopover, setOpenAsPopover] = useState(false);
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    setOpenAsPopover(dialog.matches(':popover-open'));
    const onToggle = (event: Event) => {
      if (event instanceof ToggleEvent && dialog.hasAttribute('popover')) setOpenAsPopover(event.newState === 'open');
    };
    dialog.addEventListener('toggle', onToggle);
    return () => dialog.removeEventListener('toggle', onToggle);
  }, []);
  const asPopover = !hydrated || openAsPopover;

  /** Closes the panel, whether it is open as the modal dialog or (opened before hydration) as a popover. */
  const close = () => {
    const dialog = dialogRef.current;
    if (dialog?.open) dialog.close();
    else if (dialog?.matches(':popover-open')) dialog.hidePopover();
  };

  // A link or a currency choice navigates: the panel closes behind it (not on the first render, where
  // a panel opened while the page hydrated stays open).
  const shownLocation = useRef(location.key);
  useEffect(() => {
    if (shownLocation.current === location.key) return;
    shownLocation.current = location.key;
    close();
  });

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={t('navigation.open')}
        aria-haspopup="dialog"
        aria-controls={PANEL_ID}
        popoverTarget={asPopover ? PANEL_ID : undefined}
        onClick={() => {
          if (!asPopover) dialogRef.current?.showModal();
        }}
        className="-ml-2 grid size-10 shrink-0 place-items-center rounded-full hover:bg-surface-raised group-has-[input:focus]/header:hidden lg:hidden"
      >
        <MenuIcon className="size-6" />
      </button>
      <dialog
        ref={dialogRef}
        id={PANEL_ID}
        popover={asPopover ? 'auto' : undefined}
        aria-labelledby={`${PANEL_ID}-title`}
        onKeyDown={(event) => {
          if (dialogRef.current) trapTabKey(event.nativeEvent, dialogRef.current);
        }}
        // A click on the backdrop reaches the dialog itself; the panel inside covers all of it.
        onClick={(event) => {
          if (event.target === dialogRef.current) close();
        }}
        onClose={() => buttonRef.current?.focus()}
        className="fixed inset-y-0 right-auto left-0 z-50 m-0 h-dvh max-h-none w-[min(22rem,calc(100vw-3rem))] max-w-none overflow-hidden border-0 bg-surface p-0 text-ink shadow-xl backdrop:bg-black/50 lg:hidden"
      >
        <div className="flex h-full flex-col overflow-y-auto overscroll-contain pb-[var(--player-bar-height,0px)]">
          <div className="flex items-center justify-between px-5 py-3">
            <h2 id={`${PANEL_ID}-title`} className="text-lg font-semibold">
              {t('navigation.title')}
            </h2>
            <button
              type="button"
              aria-label={t('navigation.close')}
              popoverTarget={asPopover ? PANEL_ID : undefined}
              popoverTargetAction={asPopover ? 'hide' : undefined}
              onClick={close}
              className="grid size-10 place-items-center rounded-full hover:bg-surface-raised"
            >
              <CloseIcon className="size-6" />
            </button>
          </div>

          <nav aria-label={t('navigation.title')}>
            <Section id={`${PANEL_ID}-genres`} title={t('navigation.genres')}>
              <ul className="grid grid-cols-2 gap-x-2">
                <li className="col-span-2">
                  <a
                    {...pageLink(localisePath('/vinyl-shop', locale))}
                    aria-current={englishPath === '/vinyl-shop' && !location.search ? 'page' : undefined}
                    className={linkClass}
                  >
                    {t('navigation.allRecords')}
                  </a>
                </li>
                {GENRE_MENU.map((entry) => (
                  <li key={entry.key}>
                    <a
                      {...pageLink(`${localisePath('/vinyl-shop', locale)}?genre=${entry.genreParam}`)}
                      aria-current={currentGenre === entry.genreParam ? 'page' : undefined}
                      className={linkClass}
                    >
                      {t(dataKey(entry.i18nKey))}
                    </a>
                  </li>
                ))}
              </ul>
            </Section>

            <Section id={`${PANEL_ID}-categories`} title={t('navigation.categories')}>
              <ul className="grid grid-cols-2 gap-x-2">
                {categories.map((category) => {
                  const path = curatedCategoryPath(category);
                  return (
                    <li key={category.id}>
                      <a
                        {...pageLink(localisePath(path, locale))}
                        aria-current={englishPath === path ? 'page' : undefined}
                        className={linkClass}
                      >
                        {t(dataKey(category.i18nKey))}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </Section>

            <Section id={`${PANEL_ID}-info`} title={t('navigation.information')}>
              <ul>
                {INFO_LINKS.map((link) => (
                  <li key={link.path}>
                    <a
                      {...pageLink(localisePath(link.path, locale))}
                      aria-current={englishPath === link.path ? 'page' : undefined}
                      className={linkClass}
                    >
                      {t(`navigation.links.${link.key}`)}
                    </a>
                  </li>
                ))}
                <li>
                  <HelpLink locale={locale} className={linkClass} />
                </li>
              </ul>
            </Section>
          </nav>

          <Section id={`${PANEL_ID}-language`} title={t('navigation.language')}>
            <ul className="grid grid-cols-2 gap-x-2">
              {LOCALES.map((option) => (
                <li key={option}>
                  <Link
                    to={localisePath(englishPath, option) + location.search}
                    // Another locale's page is a new document: its routes and texts come with it (layout/locale-documents.ts).
                    reloadDocument
                    hrefLang={languageOf(option)}
                    lang={languageOf(option)}
                    aria-current={option === locale ? 'true' : undefined}
                    className="flex items-center gap-2 rounded-md px-2 py-2 hover:bg-surface-raised aria-[current=true]:font-semibold aria-[current=true]:text-accent"
                  >
                    <FlagIcon code={LOCALE_META[option].flagCountryCode} />
                    {LOCALE_META[option].label}
                  </Link>
                </li>
              ))}
            </ul>
          </Section>

          <Section id={`${PANEL_ID}-currency`} title={t('navigation.currency')}>
            <Form method="post" action="/resources/currency" preventScrollReset>
              <input
                type="hidden"
                name="redirectTo"
                value={returnPathWithoutCurrency(location.pathname, location.search)}
              />
              <ul className="grid grid-cols-3 gap-1.5">
                {CURRENCY_CODES.map((code) => (
                  <li key={code}>
                    <button
                      type="submit"
                      name="currency"
                      value={code}
                      title={t(`preferences.currencyName.${code}`)}
                      aria-label={`${code} – ${t(`preferences.currencyName.${code}`)}`}
                      aria-pressed={code === currency}
                      className="w-full rounded-md border border-line px-2 py-2 text-sm font-semibold hover:bg-surface-raised aria-pressed:border-accent aria-pressed:text-accent"
                    >
                      {code}
                    </button>
                  </li>
                ))}
              </ul>
            </Form>
          </Section>
          {credit && <div className="mt-auto border-t border-line px-5 py-4">{credit}</div>}
        </div>
      </dialog>
    </>
  );
}
