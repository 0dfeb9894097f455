import type { Catalogue } from '../../../locales/en.ts';

export const linktreeKr: Catalogue['linktree'] = {
  title: '{{name}}: 링크',
  description: 'Spindle에서 만나는 {{name}}의 음반, 숍, 링크.',
  links: '링크',
  storeArtist: 'Spindle 아티스트 페이지',
  storeLabel: 'Spindle 레이블 페이지',
  storeProject: 'Spindle에서 음반 보기',
  shop: '공식 숍',
  artist: '{{name}}의 다른 음반',
  label: '{{name}} 발매',
  vinylShop: '바이닐 숍 둘러보기',
  records: '최신 음반',
  madeWith: 'Spindle 링크 페이지',
};
