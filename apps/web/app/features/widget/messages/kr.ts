import type { Catalogue } from '../../../locales/en.ts';

export const widgetKr: Catalogue['widget'] = {
  label: 'Spindle 플레이어: {{title}}',
  buy: 'Spindle에서 구매',
  poweredBy: 'Spindle에서 보기',
  tracklist: '트랙',
  noPreview: '아직 들을 수 있는 미리듣기가 없습니다.',
  position: '{{title}} 재생 위치',
};
