import type { Catalogue } from '../../../locales/en.ts';

export const widgetZh: Catalogue['widget'] = {
  label: 'Spindle 播放器：{{title}}',
  buy: '在 Spindle 购买',
  poweredBy: '来自 Spindle',
  tracklist: '曲目',
  noPreview: '暂时还没有可试听的片段。',
  position: '{{title}} 的播放位置',
};
