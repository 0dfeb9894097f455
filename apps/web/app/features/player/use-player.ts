// The one player of the browser tab and its public hook. The store lives outside React, so the music
// keeps playing across client-side navigations (and through an error page); components subscribe
// with usePlayer(). Other features start playback without importing this one through the window
// event of lib/play-request.ts ('spindle:play' with { songs, index }).
import type { Song } from '@spindle/contracts';
import { useSyncExternalStore } from 'react';
import { PLAY_EVENT, playRequestOf } from '../../lib/play-request.ts';
import { postListenReport } from './listen-report.ts';
import { IDLE_PLAYER_STATE, createPlayerStore, type PlayerState, type PlayerStore } from './player-store.ts';

let browserStore: PlayerStore | null = null;

/** The tab's player, created on first use in the browser. */
function playerStore(): PlayerStore {
  if (browserStore) return browserStore;
  const audio = new Audio();
  audio.preload = 'auto';
  const store = createPlayerStore({ audio, reportListen: postListenReport });
  window.addEventListener(PLAY_EVENT, (event) => {
    const request = playRequestOf(event);
    if (request) store.playList(request.songs, request.index);
  });
  // The last chance to report a segment when the visitor leaves or the tab is discarded.
  window.addEventListener('pagehide', () => store.endListeningSegment());
  browserStore = store;
  return store;
}

const subscribe = (listener: () => void) => playerStore().subscribe(listener);
const getSnapshot = () => playerStore().getState();
const getServerSnapshot = () => IDLE_PLAYER_STATE;

const actions = {
  playList: (songs: readonly Song[], index: number) => playerStore().playList(songs, index),
  toggle: () => playerStore().toggle(),
  next: () => playerStore().next(),
  previous: () => playerStore().previous(),
  seek: (positionSeconds: number) => playerStore().seek(positionSeconds),
  setVolume: (volume: number) => playerStore().setVolume(volume),
};

export type PlayerControls = typeof actions & { state: PlayerState };

/** The player's state and controls: `{ state, playList(songs, index), toggle(), next(), previous() }`. */
export function usePlayer(): PlayerControls {
  const state = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return { state, ...actions };
}
