import type { Song } from '@spindle/contracts';
import { DEFAULT_VOLUME } from '@spindle/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { createPlayerStore, type AudioLike, type ListenReport, type PlayerStore } from './player-store.ts';

/** An <audio> stand-in that fires the media events a browser fires, in the same order. */
class FakeAudio extends EventTarget implements AudioLike {
  src = '';
  currentTime = 0;
  duration = Number.NaN;
  volume = 0.25;
  paused = true;

  play(): Promise<void> {
    this.paused = false;
    return Promise.resolve();
  }

  pause(): void {
    if (this.paused) return;
    this.paused = true;
    this.fire('pause');
  }

  fire(type: string): void {
    this.dispatchEvent(new Event(type));
  }

  /** The media has loaded and starts to sound. */
  starts(durationSeconds = 15): void {
    this.currentTime = 0;
    this.duration = durationSeconds;
    this.fire('durationchange');
    this.fire('playing');
  }

  /** Plays on for a while, with timeupdate every quarter second. */
  playsFor(seconds: number): void {
    for (let elapsed = 0; elapsed < seconds; elapsed += 0.25) {
      this.currentTime = Math.min(this.duration, this.currentTime + 0.25);
      this.fire('timeupdate');
    }
  }

  /** Reaches the end: the browser fires timeupdate, pause, then ended. */
  reachesTheEnd(): void {
    this.currentTime = this.duration;
    this.fire('timeupdate');
    this.paused = true;
    this.fire('pause');
    this.fire('ended');
  }

  /** The seek completes while playing. */
  seekCompletes(): void {
    this.fire('seeking');
    this.fire('timeupdate');
    this.fire('seeked');
  }
}

function song(id: number, previewUrl: string | null = `/storage/previews/${id}.mp3`): Song {
  return {
    id,
    uuid: `uuid-${id}`,
    title: `Track ${id}`,
    artistName: 'Ferric Oxide',
    projectId: 7,
    position: id,
    durationSeconds: 15,
    previewUrl,
  };
}

let audio: FakeAudio;
let reports: ListenReport[];
let player: PlayerStore;

beforeEach(() => {
  audio = new FakeAudio();
  reports = [];
  player = createPlayerStore({ audio, reportListen: (report) => reports.push(report) });
});

const titleNow = () => player.getState().songs[player.getState().index]?.title;

describe('the playlist', () => {
  it('starts at the default volume of 1', () => {
    expect(DEFAULT_VOLUME).toBe(1);
    expect(audio.volume).toBe(1);
    expect(player.getState().volume).toBe(1);
  });

  it('plays the chosen song of a playlist and says so once the audio sounds', () => {
    player.playList([song(1), song(2), song(3)], 1);
    expect(audio.src).toBe('/storage/previews/2.mp3');
    expect(player.getState()).toMatchObject({ index: 1, status: 'loading' });
    audio.starts();
    expect(player.getState()).toMatchObject({ status: 'playing', durationSeconds: 15 });
  });

  it('leaves out songs without a preview and starts at the next playable one', () => {
    player.playList([song(1), song(2, null), song(3)], 1);
    expect(player.getState().songs.map((entry) => entry.id)).toEqual([1, 3]);
    expect(titleNow()).toBe('Track 3');
  });

  it('ignores a playlist with nothing to play', () => {
    player.playList([song(1, null)], 0);
    expect(player.getState().status).toBe('idle');
    expect(audio.src).toBe('');
  });

  it('wraps around with next and previous', () => {
    player.playList([song(1), song(2), song(3)], 2);
    player.next();
    expect(titleNow()).toBe('Track 1');
    player.previous();
    expect(titleNow()).toBe('Track 3');
    player.previous();
    expect(titleNow()).toBe('Track 2');
    expect(audio.src).toBe('/storage/previews/2.mp3');
  });

  it('moves to the next song when a track ends, and from the last back to the first', () => {
    player.playList([song(1), song(2)], 0);
    audio.starts();
    audio.reachesTheEnd();
    expect(titleNow()).toBe('Track 2');
    expect(player.getState().status).toBe('loading');
    audio.starts();
    audio.reachesTheEnd();
    expect(titleNow()).toBe('Track 1');
  });

  it('pauses and resumes with toggle', () => {
    player.playList([song(1)], 0);
    audio.starts();
    player.toggle();
    expect(audio.paused).toBe(true);
    expect(player.getState().status).toBe('paused');
    player.toggle();
    expect(audio.paused).toBe(false);
    audio.fire('playing');
    expect(player.getState().status).toBe('playing');
  });

  it('seeks within the track and sets the volume, both kept in range', () => {
    player.playList([song(1)], 0);
    audio.starts(12);
    player.seek(11.5);
    expect(audio.currentTime).toBe(11.5);
    player.seek(99);
    expect(audio.currentTime).toBe(12);
    player.setVolume(0.4);
    expect([audio.volume, player.getState().volume]).toEqual([0.4, 0.4]);
    player.setVolume(3);
    expect(audio.volume).toBe(1);
  });

  it('shows an error for a preview that cannot be played, and toggle tries it again', () => {
    player.playList([song(1)], 0);
    audio.fire('error');
    expect(player.getState().status).toBe('error');
    audio.src = '';
    player.toggle();
    expect(audio.src).toBe('/storage/previews/1.mp3');
    expect(player.getState().status).toBe('loading');
  });
});

describe('listening statistics', () => {
  it('reports a play of 5 seconds or more when it is paused', () => {
    player.playList([song(1)], 0);
    audio.starts();
    audio.playsFor(6);
    expect(reports).toEqual([]);
    player.toggle();
    expect(reports).toEqual([{ songId: 1, durationSeconds: 6 }]);
  });

  it('does not report a play shorter than 5 seconds', () => {
    player.playList([song(1), song(2)], 0);
    audio.starts();
    audio.playsFor(4.75);
    player.toggle();
    player.next();
    expect(reports).toEqual([]);
  });

  it('reports each listening segment once: a resumed play starts a new segment', () => {
    player.playList([song(1), song(2)], 0);
    audio.starts();
    audio.playsFor(6);
    player.toggle();
    player.toggle();
    audio.fire('playing');
    audio.playsFor(2);
    player.toggle();
    expect(reports).toEqual([{ songId: 1, durationSeconds: 6 }]);
    player.toggle();
    audio.fire('playing');
    audio.playsFor(5);
    player.next();
    expect(reports).toEqual([
      { songId: 1, durationSeconds: 6 },
      { songId: 1, durationSeconds: 5 },
    ]);
  });

  it('reports on a track change, for the song that was playing', () => {
    player.playList([song(1), song(2)], 0);
    audio.starts();
    audio.playsFor(5);
    player.next();
    audio.starts();
    audio.playsFor(7);
    player.playList([song(9)], 0);
    expect(reports).toEqual([
      { songId: 1, durationSeconds: 5 },
      { songId: 2, durationSeconds: 7 },
    ]);
  });

  it('reports once at the end of a track, although the browser fires both pause and ended', () => {
    player.playList([song(1), song(2)], 0);
    audio.starts(12);
    audio.playsFor(12);
    audio.reachesTheEnd();
    expect(reports).toEqual([{ songId: 1, durationSeconds: 12 }]);
  });

  it('does not count a seek as listening time', () => {
    player.playList([song(1), song(2)], 0);
    audio.starts(15);
    audio.playsFor(2);
    player.seek(14);
    audio.seekCompletes();
    audio.reachesTheEnd();
    expect(reports).toEqual([]);
  });

  it('reports the segment when the page goes away, then counts on from there', () => {
    player.playList([song(1)], 0);
    audio.starts();
    audio.playsFor(5.5);
    player.endListeningSegment();
    expect(reports).toEqual([{ songId: 1, durationSeconds: 5.5 }]);
    audio.playsFor(3);
    player.toggle();
    expect(reports).toHaveLength(1);
  });

  it('counts nothing while paused, even if the position moves', () => {
    player.playList([song(1)], 0);
    audio.starts();
    player.toggle();
    audio.currentTime = 9;
    audio.fire('timeupdate');
    player.next();
    expect(reports).toEqual([]);
  });
});
