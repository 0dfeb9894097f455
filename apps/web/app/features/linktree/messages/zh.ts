import type { Catalogue } from '../../../locales/en.ts';

export const linktreeZh: Catalogue['linktree'] = {
  title: '{{name}}：链接',
  description: '{{name}} 在 Spindle 上的唱片、商店和链接。',
  links: '链接',
  storeArtist: 'Spindle 艺人主页',
  storeLabel: 'Spindle 厂牌主页',
  storeProject: '在 Spindle 查看唱片',
  shop: '官方商店',
  artist: '{{name}} 的更多作品',
  label: '由 {{name}} 发行',
  vinylShop: '浏览黑胶商店',
  records: '最新唱片',
  madeWith: 'Spindle 链接页面',
};
