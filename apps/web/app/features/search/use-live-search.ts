// The live search bound to React and to GET /api/search (spec section 7, App: GET search).
import { searchRoutes } from '@spindle/contracts/http';
import { SEARCH_DEBOUNCE_MS } from '@spindle/domain';
import { useEffect, useRef, useState } from 'react';
import { callBrowser } from '../../lib/api-browser.ts';
import {
  EMPTY_SEARCH,
  createLiveSearch,
  type FetchSearchResults,
  type LiveSearch,
  type SearchTab,
} from './live-search.ts';

const fetchSearchResults: FetchSearchResults = async (query, tab, signal) => {
  // The route's light guard checks each result as the contract's schema does, without zod.
  const answer = await callBrowser(searchRoutes.results, { query: { search: query, type: tab } }, { signal });
  if (!answer.ok) throw new Error(`GET /api/search failed: ${answer.code}`);
  return answer.value;
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
