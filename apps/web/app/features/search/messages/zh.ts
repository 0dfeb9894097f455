import type { Catalogue } from '../../../locales/en.ts';

export const searchZh: Catalogue['search'] = {
  label: '搜索商店',
  placeholder: '音乐人、唱片、厂牌',
  open: '打开搜索',
  submit: '搜索',
  tabs: '搜索范围',
  tab: {
    projects: '发行作品',
    artists: '音乐人',
    labels: '厂牌',
  },
  results: '搜索结果',
  searching: '正在搜索…',
  no_result: '没有找到“{{text}}”的结果',
  resultCount_one: '{{count}} 个结果',
  resultCount_other: '{{count}} 个结果',
  failed: '搜索没有响应，请稍后再试。',
};
