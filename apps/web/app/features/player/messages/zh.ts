import type { Catalogue } from '../../../locales/en.ts';

export const playerZh: Catalogue['player'] = {
  label: '播放器',
  nowPlaying: '正在播放',
  play: '播放',
  pause: '暂停',
  previous: '上一首',
  next: '下一首',
  progress: '曲目播放位置',
  position: '{{position}}（共 {{duration}}）',
  volume: '音量',
  trackNumber: '第 {{number}} 首，共 {{count}} 首',
  error: '无法播放此试听片段。',
  playProject: '播放《{{title}}》',
  noPreview: '《{{title}}》没有可播放的试听',
  page: {
    tracklist: '曲目列表',
    playAll: '播放唱片',
    playTrack: '播放《{{title}}》',
    pauseTrack: '暂停《{{title}}》',
    openProject: '在 Spindle 上查看唱片',
    empty: '这张唱片还没有可试听的片段。',
  },
};
