// Strings of the player bar, the tile's play button and the /player page (spec section 4, Player).
export const playerEn = {
  label: 'Player',
  nowPlaying: 'Now playing',
  play: 'Play',
  pause: 'Pause',
  previous: 'Previous track',
  next: 'Next track',
  progress: 'Position in the track',
  position: '{{position}} of {{duration}}',
  volume: 'Volume',
  trackNumber: 'Track {{number}} of {{count}}',
  error: 'This preview cannot be played.',
  playProject: 'Play {{title}}',
  noPreview: 'No preview of {{title}} to play',
  page: {
    tracklist: 'Tracklist',
    playAll: 'Play the record',
    playTrack: 'Play {{title}}',
    pauseTrack: 'Pause {{title}}',
    openProject: 'See the record on Spindle',
    empty: 'This record has no preview to play yet.',
  },
} as const;
