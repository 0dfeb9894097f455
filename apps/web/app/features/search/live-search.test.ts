import type { SearchResult } from '@spindle/contracts';
import { SEARCH_DEBOUNCE_MS } from '@spindle/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveSearch, type LiveSearch, type LiveSearchState, type SearchTab } from './live-search.ts';

function result(name: string): SearchResult {
  return {
    id: name.length,
    name,
    artist_name: null,
    picture: null,
    pictureUrl: '/static/default-cover.svg',
    project_id: null,
    shop_code_artist: null,
    shop_code_label: null,
    url: `/artist/1/${name}`,
  };
}

/** A request the test answers when it chooses, as a slow network would. */
interface PendingRequest {
  query: string;
  tab: SearchTab;
  signal: AbortSignal;
  answer(names: string[]): void;
  fail(): void;
}

let requests: PendingRequest[];
let states: LiveSearchState[];
let search: LiveSearch;

beforeEach(() => {
  vi.useFakeTimers();
  requests = [];
  states = [];
  search = createLiveSearch({
    debounceMs: SEARCH_DEBOUNCE_MS,
    onChange: (state) => states.push(state),
    // Like a server that ignores the abort: the answer may still come, and must then be dropped.
    fetchResults: (query, tab, signal) =>
      new Promise((resolve, reject) => {
        requests.push({
          query,
          tab,
          signal,
          answer: (names) => resolve(names.map(result)),
          fail: () => reject(new Error('503')),
        });
      }),
  });
});

afterEach(() => {
  search.dispose();
  vi.useRealTimers();
});

const names = () => search.getState().results.map((row) => row.name);

describe('the live search', () => {
  it('waits until typing has paused for 500 ms, then searches the last text once', async () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
    search.setText('f');
    await vi.advanceTimersByTimeAsync(300);
    search.setText('fer');
    await vi.advanceTimersByTimeAsync(499);
    expect(requests).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests.map((request) => [request.query, request.tab])).toEqual([['fer', 'projects']]);
    expect(search.getState().status).toBe('loading');
    requests[0]?.answer(['Ferric Oxide']);
    await vi.runAllTimersAsync();
    expect(search.getState()).toMatchObject({ query: 'fer', status: 'done' });
    expect(names()).toEqual(['Ferric Oxide']);
  });

  it('does not search blank text, and ignores spaces around the text', async () => {
    search.setText('   ');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(requests).toEqual([]);
    search.setText(' orchid ');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    search.setText('orchid  ');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(requests.map((request) => request.query)).toEqual(['orchid']);
  });

  it('clears the results when the text is emptied, and drops the search in flight', async () => {
    search.setText('ferric');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    requests[0]?.answer(['Ferric Oxide']);
    await vi.runAllTimersAsync();
    search.setText('ferrous');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    search.setText('');
    expect(requests[1]?.signal.aborted).toBe(true);
    expect(search.getState()).toEqual({ query: '', tab: 'projects', status: 'idle', results: [] });
    requests[1]?.answer(['Ferrous Wheel']);
    await vi.runAllTimersAsync();
    expect(search.getState().results).toEqual([]);
  });

  it('aborts the previous request and ignores its answer when it arrives after the newer one', async () => {
    search.setText('mid');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    search.setText('midnight');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    const [older, newer] = requests;
    expect(older?.signal.aborted).toBe(true);
    expect(newer?.signal.aborted).toBe(false);
    newer?.answer(['Midnight Circuits']);
    await vi.runAllTimersAsync();
    older?.answer(['Midas', 'Midfield']);
    await vi.runAllTimersAsync();
    expect(search.getState().query).toBe('midnight');
    expect(names()).toEqual(['Midnight Circuits']);
    expect(states.map((state) => state.results.length)).not.toContain(2);
  });

  it('ignores the failure of a request that was replaced', async () => {
    search.setText('blue');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    search.setText('blue hour');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    requests[0]?.fail();
    await vi.runAllTimersAsync();
    expect(search.getState().status).toBe('loading');
    requests[1]?.fail();
    await vi.runAllTimersAsync();
    expect(search.getState()).toMatchObject({ query: 'blue hour', status: 'failed', results: [] });
  });

  it('searches another tab at once, without the results of the previous tab', async () => {
    search.setText('orchid');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    requests[0]?.answer(['Orchid Lane EP']);
    await vi.runAllTimersAsync();
    search.setTab('artists');
    expect(search.getState()).toMatchObject({ tab: 'artists', status: 'loading', results: [] });
    expect(requests.map((request) => [request.query, request.tab])).toEqual([
      ['orchid', 'projects'],
      ['orchid', 'artists'],
    ]);
    requests[1]?.answer(['Orchid Lane']);
    await vi.runAllTimersAsync();
    expect(names()).toEqual(['Orchid Lane']);
  });

  it('switches tab without searching while the field is empty', async () => {
    search.setTab('labels');
    await vi.runAllTimersAsync();
    expect(requests).toEqual([]);
    expect(search.getState()).toMatchObject({ tab: 'labels', status: 'idle' });
  });

  it('runs the pending search at once when the tab changes during the pause', async () => {
    search.setText('ferric');
    await vi.advanceTimersByTimeAsync(100);
    search.setTab('artists');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(requests.map((request) => [request.query, request.tab])).toEqual([['ferric', 'artists']]);
  });
});
