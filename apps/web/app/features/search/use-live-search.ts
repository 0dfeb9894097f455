// The live search bound to React and to GET /api/search (spec section 7, App: GET search).
import { searchResponseSchema } from '@spindle/contracts';
import { SEARCH_DEBOUNCE_MS } from '@spindle/domain';
import { useEffect, useRef, useState } from 'react';
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
  return searchResponseSchema.parse(await response.json());
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
