import type { Catalogue } from '../../../locales/en.ts';

export const playerKr: Catalogue['player'] = {
  label: '플레이어',
  nowPlaying: '재생 중',
  play: '재생',
  pause: '일시 정지',
  previous: '이전 트랙',
  next: '다음 트랙',
  progress: '트랙 재생 위치',
  position: '{{duration}} 중 {{position}}',
  volume: '볼륨',
  trackNumber: '{{count}}곡 중 {{number}}번째 트랙',
  error: '이 미리 듣기를 재생할 수 없습니다.',
  playProject: '{{title}} 재생',
  noPreview: '{{title}}의 미리 듣기가 없습니다',
  page: {
    tracklist: '트랙 목록',
    playAll: '음반 재생',
    playTrack: '{{title}} 재생',
    pauseTrack: '{{title}} 일시 정지',
    openProject: 'Spindle에서 음반 보기',
    empty: '이 음반에는 아직 미리 듣기가 없습니다.',
  },
};
