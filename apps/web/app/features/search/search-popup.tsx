// The dropdown of the header search: tabs (projects, artists, labels) over a listbox of live results.
// The options are links (middle click and "open in a new tab" keep working) but never tab stops:
// focus stays in the field, which points at the highlighted option with aria-activedescendant
// (docs/decisions/0008-live-search-combobox-and-persistent-player.md).
import { localisePath, type AppLocale } from '@spindle/domain';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useT } from '../../lib/use-t.ts';
import { Link } from 'react-router';
import { SEARCH_TABS, type LiveSearchState, type SearchTab } from './live-search.ts';

// Pointer presses must not take the focus away from the field (the header would fold back).
const keepFocusInField = (event: MouseEvent) => event.preventDefault();

export function SearchPopup({
  ids,
  state,
  expanded,
  activeIndex,
  locale,
  onTab,
  onHighlight,
  onChoose,
  onTabsKey,
}: {
  ids: { popup: string; listbox: string; tab: (tab: SearchTab) => string; option: (index: number) => string };
  state: LiveSearchState;
  expanded: boolean;
  activeIndex: number;
  locale: AppLocale;
  onTab: (tab: SearchTab) => void;
  onHighlight: (index: number) => void;
  onChoose: () => void;
  /** Keys pressed on a tab that the popup does not handle itself (Escape, ArrowDown). */
  onTabsKey: (event: KeyboardEvent) => void;
}) {
  const { t } = useT();
  const { results, tab: selectedTab } = state;
  const message =
    state.status === 'failed'
      ? t('search.failed')
      : state.status === 'done' && results.length === 0
        ? t('search.no_result', { text: state.query })
        : state.status === 'loading' && results.length === 0
          ? t('search.searching')
          : null;

  // Tabs pattern: arrows move between tabs and select them at once.
  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const offset = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    const index = SEARCH_TABS.indexOf(selectedTab);
    const target =
      event.key === 'Home'
        ? SEARCH_TABS[0]
        : event.key === 'End'
          ? SEARCH_TABS[SEARCH_TABS.length - 1]
          : offset === undefined
            ? undefined
            : SEARCH_TABS[(index + offset + SEARCH_TABS.length) % SEARCH_TABS.length];
    if (!target) {
      onTabsKey(event);
      return;
    }
    event.preventDefault();
    onTab(target);
    document.getElementById(ids.tab(target))?.focus();
  }

  return (
    <div
      id={ids.popup}
      hidden={!expanded}
      className="absolute top-full left-0 z-50 mt-2 w-[calc(100vw-2rem)] max-w-xl overflow-hidden rounded-lg border border-line bg-surface text-left shadow-lg sm:w-[calc(100vw-3rem)] header-md:right-0 header-md:left-auto header-md:w-[26rem]"
    >
      <div role="tablist" aria-label={t('search.tabs')} className="flex gap-1 border-b border-line p-1.5">
        {SEARCH_TABS.map((tab) => {
          const selected = tab === selectedTab;
          return (
            <button
              key={tab}
              id={ids.tab(tab)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${ids.popup}-panel`}
              tabIndex={selected ? 0 : -1}
              onMouseDown={keepFocusInField}
              onClick={() => onTab(tab)}
              onKeyDown={onTabKeyDown}
              className="rounded-full px-3 py-1.5 text-sm font-semibold text-ink-muted hover:bg-surface-raised hover:text-ink aria-selected:bg-ink aria-selected:text-surface"
            >
              {t(`search.tab.${tab}`)}
            </button>
          );
        })}
      </div>
      <div id={`${ids.popup}-panel`} role="tabpanel" aria-labelledby={ids.tab(selectedTab)}>
        <div
          id={ids.listbox}
          role="listbox"
          aria-label={t('search.results')}
          hidden={results.length === 0}
          className="max-h-[min(60vh,30rem)] overflow-y-auto p-1.5"
        >
          {results.map((result, index) => (
            <Link
              key={`${selectedTab}-${result.id}`}
              id={ids.option(index)}
              role="option"
              aria-selected={index === activeIndex}
              tabIndex={-1}
              to={localisePath(result.url, locale)}
              onMouseDown={keepFocusInField}
              onMouseMove={() => index !== activeIndex && onHighlight(index)}
              onClick={onChoose}
              className="flex items-center gap-3 rounded-md px-2 py-1.5 aria-selected:bg-surface-raised"
            >
              <img
                src={result.pictureUrl}
                alt=""
                width={40}
                height={40}
                loading="lazy"
                decoding="async"
                className={`size-10 shrink-0 bg-surface-raised object-cover ${selectedTab === 'projects' ? 'rounded' : 'rounded-full'}`}
              />
              <span className="min-w-0">
                <span className="block truncate text-sm font-semibold">{result.name}</span>
                {selectedTab === 'projects' && result.artist_name && (
                  <span className="block truncate text-sm text-ink-muted">{result.artist_name}</span>
                )}
              </span>
            </Link>
          ))}
        </div>
        {message && <p className="px-4 py-5 text-sm text-ink-muted">{message}</p>}
      </div>
    </div>
  );
}
