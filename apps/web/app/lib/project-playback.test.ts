import type { Song } from '@spindle/contracts';
import { describe, expect, it, vi } from 'vitest';
import { isSounding, projectPlaybackOf, type PlaylistPlayer } from './project-playback.ts';

const song = (id: number, projectId: number): Song => ({
  id,
  uuid: `uuid-${id}`,
  projectId,
  title: `Song ${id}`,
  artistName: 'Ana',
  position: id,
  durationSeconds: 180,
  previewUrl: `/storage/previews/${id}.mp3`,
});

const ours = [song(1, 7), song(2, 7), song(3, 7)];
const theirs = [song(9, 8)];

function playerOn(songs: readonly Song[], index: number, status: string) {
  const player: PlaylistPlayer = { state: { songs, index, status }, playList: vi.fn(), toggle: vi.fn() };
  return player;
}

describe('isSounding', () => {
  it.each([
    ['playing', true],
    ['loading', true],
    ['paused', false],
    ['idle', false],
    ['error', false],
  ])('%s makes sound: %s', (status, sounding) => {
    expect(isSounding(status)).toBe(sounding);
  });
});

describe('projectPlaybackOf', () => {
  it('sees its own song playing, and which one', () => {
    const playback = projectPlaybackOf(playerOn(ours, 1, 'playing'), 7, ours);
    expect(playback).toMatchObject({ ours: true, playing: true, currentSongId: 2 });
  });

  it('sees a paused song of its own as current but not playing', () => {
    expect(projectPlaybackOf(playerOn(ours, 0, 'paused'), 7, ours)).toMatchObject({
      ours: true,
      playing: false,
      currentSongId: 1,
    });
  });

  it('is not playing while the player is on another record, or idle', () => {
    expect(projectPlaybackOf(playerOn(theirs, 0, 'playing'), 7, ours)).toMatchObject({
      ours: false,
      playing: false,
      currentSongId: null,
    });
    expect(projectPlaybackOf(playerOn([], 0, 'idle'), 7, ours)).toMatchObject({ ours: false, currentSongId: null });
  });

  it('pauses or resumes the current song, and plays the list from any other', () => {
    const player = playerOn(ours, 1, 'playing');
    const playback = projectPlaybackOf(player, 7, ours);
    playback.playFrom(1);
    expect(player.toggle).toHaveBeenCalledTimes(1);
    playback.playFrom(2);
    expect(player.playList).toHaveBeenCalledWith(ours, 2);
  });

  it('plays the list from the start when the player is on another record, else pauses or resumes', () => {
    const elsewhere = playerOn(theirs, 0, 'playing');
    projectPlaybackOf(elsewhere, 7, ours).playOrPause();
    expect(elsewhere.playList).toHaveBeenCalledWith(ours, 0);
    expect(elsewhere.toggle).not.toHaveBeenCalled();

    const here = playerOn(ours, 2, 'paused');
    projectPlaybackOf(here, 7, ours).playOrPause();
    expect(here.toggle).toHaveBeenCalledTimes(1);
    expect(here.playList).not.toHaveBeenCalled();
  });

  it('plays its own list from a track while the player is on another record', () => {
    const player = playerOn(theirs, 0, 'playing');
    projectPlaybackOf(player, 7, ours).playFrom(0);
    expect(player.playList).toHaveBeenCalledWith(ours, 0);
  });
});
