// The live search bound to React and to GET /api/search (spec section 7, App: GET search).
import type { SearchResult } from '@spindle/contracts';
import { SEARCH_DEBOUNCE_MS } from '@spindle/domain';
import { useEffect, useRef, useState } from 'react';
import { isRecord } from '../../lib/guards.ts';
import {
  EMPTY_SEARCH,
  createLiveSearch,
  type FetchSearchResults,
  type LiveSearch,
  type SearchTab,
} from './live-search.ts';

const fetchSearchResults: FetchSearchResults = async (query, tab, signal) => {
  const params = new URLSearchParams({ search: query, type: tab });
  const response = await fetch(`/api/search?${params.toString()}`, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/search answered ${response.status}`);
  // The API checked its answer against the contract (lib/guards.ts); a list of results is expected.
  const body: unknown = await response.json();
  if (!Array.isArray(body) || !body.every(isRecord)) throw new Error('GET /api/search did not answer a list');
  return body as SearchResult[];
};

export function useLiveSearch() {
  const [state, setState] = useState(EMPTY_SEARCH);
  const search = useRef<LiveSearch | null>(null);
  useEffect(() => {
    const live = createLiveSearch({
      fetchResults: fetchSearchResults,
      debounceMs: SEARCH_DEBOUNCE_MS,
      onChange: setState,
    });
    search.current = live;
    return () => {
      live.dispose();
      search.current = null;
    };
  }, []);
  return {
    state,
    setText: (text: string) => search.current?.setText(text),
    setTab: (tab: SearchTab) => search.current?.setTab(tab),
  };
}
