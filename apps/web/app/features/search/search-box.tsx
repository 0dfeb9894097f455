// The header search (spec section 2): a narrow field that widens when clicked; Enter opens
// /vinyl-shop?search=text in the page's locale. A plain GET form, so it works without JavaScript.
// Once the page has hydrated, the field becomes a combobox with live results (ARIA combobox pattern
// with a listbox popup): arrows move through the results, Enter opens one, Escape closes the list.
import { localisePath, type AppLocale } from '@spindle/domain';
import { lazy, Suspense, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useT } from '../../lib/use-t.ts';
import { Form, useLocation, useNavigate, useSearchParams } from 'react-router';
import { SearchIcon } from '../../components/icons.tsx';
import type { SearchResult } from '@spindle/contracts';
import type { SearchTab } from './live-search.ts';
import { useLiveSearch } from './use-live-search.ts';

// The list of live results loads when the field first takes the focus (a first view never shows it);
// the results themselves are asked for only once something is typed, so the chunk arrives first.
const SearchPopup = lazy(() => import('./search-popup.tsx').then((module) => ({ default: module.SearchPopup })));

const subscribeToNothing = () => () => {};

/** false in the server render and during hydration, true after: the live results need scripts. */
function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

export function SearchBox({ locale }: { locale: AppLocale }) {
  const { t } = useT();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const enhanced = useIsHydrated();
  // Whether the field was focused since hydration: the popup's code is loaded and drawn from then on.
  const [popupWanted, setPopupWanted] = useState(false);
  const { state, setText, setTab } = useLiveSearch();
  const inputRef = useRef<HTMLInputElement>(null);
  // Open for one location only: any navigation closes the list.
  const [openAt, setOpenAt] = useState<string | null>(null);
  // The highlighted option, for the results it was chosen in: new results start unhighlighted.
  const [highlight, setHighlight] = useState<{ results: readonly SearchResult[]; index: number } | null>(null);

  const baseId = useId();
  const ids = {
    popup: `${baseId}popup`,
    listbox: `${baseId}results`,
    tab: (tab: SearchTab) => `${baseId}tab-${tab}`,
    option: (index: number) => `${baseId}option-${index}`,
  };
  const { results } = state;
  const expanded = enhanced && openAt === location.key && state.status !== 'idle';
  const activeIndex = expanded && highlight?.results === results ? highlight.index : -1;

  const open = () => setOpenAt(location.key);
  const close = () => setOpenAt(null);
  const highlightOption = (index: number) => {
    setHighlight({ results, index });
    document.getElementById(ids.option(index))?.scrollIntoView({ block: 'nearest' });
  };
  const chooseOption = () => {
    close();
    inputRef.current?.blur();
  };

  function onFieldKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (state.status === 'idle') return;
      event.preventDefault();
      open();
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const from = activeIndex < 0 ? (step === 1 ? -1 : 0) : activeIndex;
      highlightOption((from + step + results.length) % results.length);
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      const result = results[activeIndex];
      if (!result) return;
      event.preventDefault();
      chooseOption();
      void navigate(localisePath(result.url, locale));
    } else if (event.key === 'Escape' && expanded) {
      // Closes the list; the browser's own Escape (clearing the field) waits for the next press.
      event.preventDefault();
      close();
    }
  }

  function onTabsKey(event: KeyboardEvent) {
    if (event.key === 'Escape') close();
    if (event.key === 'Escape' || event.key === 'ArrowDown') {
      event.preventDefault();
      inputRef.current?.focus();
      if (event.key === 'ArrowDown' && results.length > 0) highlightOption(0);
    }
  }

  const comboboxProps = enhanced
    ? {
        role: 'combobox',
        'aria-autocomplete': 'list' as const,
        'aria-expanded': expanded,
        'aria-controls': popupWanted ? ids.listbox : undefined,
        'aria-activedescendant': activeIndex >= 0 ? ids.option(activeIndex) : undefined,
      }
    : {};

  return (
    <Form method="get" action={localisePath('/vinyl-shop', locale)} role="search" className="flex justify-end">
      <div
        className="relative w-10 transition-[width] duration-200 focus-within:w-full header-md:w-48 header-md:focus-within:w-72"
        onBlur={(event) => {
          if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) close();
        }}
      >
        <label htmlFor="site-search" className="sr-only">
          {t('search.label')}
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 size-5 -translate-y-1/2 text-ink-muted" />
        <input
          ref={inputRef}
          id="site-search"
          name="search"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          defaultValue={searchParams.get('search') ?? ''}
          placeholder={t('search.placeholder')}
          {...comboboxProps}
          onChange={(event) => {
            setText(event.currentTarget.value);
            // A field focused before the page hydrated had no focus handler yet.
            setPopupWanted(true);
            open();
          }}
          onFocus={() => {
            setPopupWanted(true);
            open();
          }}
          onKeyDown={onFieldKeyDown}
          className="h-10 w-full cursor-pointer rounded-full border border-transparent bg-surface-raised pr-3 pl-9 text-base placeholder:text-transparent focus:cursor-text focus:border-line focus:placeholder:text-ink-muted header-md:cursor-text header-md:placeholder:text-ink-muted [&::-webkit-search-cancel-button]:hidden"
        />
        {enhanced && (
          <>
            {popupWanted && (
              <Suspense fallback={null}>
                <SearchPopup
                  ids={ids}
                  state={state}
                  expanded={expanded}
                  activeIndex={activeIndex}
                  locale={locale}
                  onTab={setTab}
                  onHighlight={(index) => setHighlight({ results, index })}
                  onChoose={chooseOption}
                  onTabsKey={onTabsKey}
                />
              </Suspense>
            )}
            <p role="status" className="sr-only">
              {expanded && state.status === 'done'
                ? results.length > 0
                  ? t('search.resultCount', { count: results.length })
                  : t('search.no_result', { text: state.query })
                : expanded && state.status === 'failed'
                  ? t('search.failed')
                  : ''}
            </p>
          </>
        )}
      </div>
    </Form>
  );
}
