// The live results of the header search (spec sections 2 and 5): a search runs once the text has
// stayed the same for the debounce delay, in the selected tab (projects, artists or labels); an empty
// text clears the results. A newer search aborts the one in flight, and an answer that is no longer
// the latest is dropped, so results never arrive out of order. No React here: timers and the fetch
// function are the only outside world, which the tests replace.
import type { SearchResult } from '@spindle/contracts';
import { SEARCH_TYPES, type SearchType } from '@spindle/domain';

/** The popup's tabs: one per kind of result the API searches. */
export const SEARCH_TABS = SEARCH_TYPES;
export type SearchTab = SearchType;

export interface LiveSearchState {
  /** The (trimmed) text that `results` answer. */
  query: string;
  tab: SearchTab;
  /** idle: nothing typed; loading: a request is in flight; done / failed: its outcome. */
  status: 'idle' | 'loading' | 'done' | 'failed';
  results: readonly SearchResult[];
}

export type FetchSearchResults = (query: string, tab: SearchTab, signal: AbortSignal) => Promise<SearchResult[]>;

export interface LiveSearch {
  getState(): LiveSearchState;
  /** The text of the field changed: search after the debounce delay, or clear when empty. */
  setText(text: string): void;
  /** Another tab was chosen: search it at once for the current text. */
  setTab(tab: SearchTab): void;
  dispose(): void;
}

export const EMPTY_SEARCH: LiveSearchState = { query: '', tab: 'projects', status: 'idle', results: [] };

export function createLiveSearch({
  fetchResults,
  debounceMs,
  onChange,
}: {
  fetchResults: FetchSearchResults;
  debounceMs: number;
  onChange: (state: LiveSearchState) => void;
}): LiveSearch {
  let state = EMPTY_SEARCH;
  let text = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | null = null;
  // Bumped by every search and every cancel: only the latest request may write the results.
  let latestRequest = 0;

  function update(patch: Partial<LiveSearchState>): void {
    state = { ...state, ...patch };
    onChange(state);
  }

  function cancel(): void {
    clearTimeout(timer);
    timer = undefined;
    inFlight?.abort();
    inFlight = null;
    latestRequest += 1;
  }

  async function run(): Promise<void> {
    cancel();
    const request = latestRequest;
    const controller = new AbortController();
    inFlight = controller;
    const query = text;
    const tab = state.tab;
    update({ status: 'loading' });
    try {
      const results = await fetchResults(query, tab, controller.signal);
      if (request !== latestRequest) return;
      update({ query, status: 'done', results });
    } catch {
      if (request !== latestRequest) return;
      update({ query, status: 'failed', results: [] });
    } finally {
      if (inFlight === controller) inFlight = null;
    }
  }

  return {
    getState: () => state,

    setText(value) {
      const next = value.trim();
      if (next === text) return;
      text = next;
      cancel();
      if (text === '') {
        update({ query: '', status: 'idle', results: [] });
        return;
      }
      timer = setTimeout(() => void run(), debounceMs);
    },

    setTab(tab) {
      if (tab === state.tab) return;
      // The results of the other tab must not show under this one, even for a moment.
      update({ tab, results: [], status: text === '' ? 'idle' : state.status });
      if (text !== '') void run();
    },

    dispose: cancel,
  };
}
