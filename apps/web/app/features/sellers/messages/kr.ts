import type { Catalogue } from '../../../locales/en.ts';

export const sellersKr: Catalogue['sellers'] = {
  kind: {
    artist: '아티스트',
    label: '레이블',
  },
  follow: '팔로우',
  following: '팔로잉',
  followers_one: '팔로워 {{count}}명',
  followers_other: '팔로워 {{count}}명',
  visitShop: '숍 방문하기',
  about: '소개',
  links: '링크',
  notTranslated: '아직 한국어로 제공되지 않습니다.',
  releases: '발매작',
  releaseCount_one: '발매작 {{count}}개',
  releaseCount_other: '발매작 {{count}}개',
  noReleases: '지금은 판매 중인 상품이 없습니다. 팔로우하고 다음 발매 소식을 받아 보세요.',
  labelArtists: '레이블 소속 아티스트',
  pagination: {
    label: '페이지',
    previous: '이전 페이지',
    next: '다음 페이지',
  },
  artistTitle: '{{name}}: 음반, LP, 굿즈',
  labelTitle: '{{name}}: 음반과 아티스트',
  artistDescription: 'Spindle에서 제작하고 판매하는 {{name}}의 음반, LP, 굿즈.',
  labelDescription: 'Spindle에서 제작하고 판매하는 {{name}}과 소속 아티스트의 음반.',
  shop: {
    title: '공식 스토어',
    description: '{{name}} 공식 스토어: 음반, LP, 굿즈.',
    home: '{{name}} 스토어 홈',
    inShop: '스토어 상품',
    empty: '지금은 이 스토어에 판매 중인 상품이 없습니다. 곧 다시 방문해 주세요.',
    ownerPage: {
      artist: '아티스트 페이지',
      label: '레이블 페이지',
    },
  },
  whiteLabel: {
    information: '스토어 안내',
    shipping: '배송',
    returns: '반품',
    contact: '문의',
    terms: '판매 약관',
    poweredBy: 'Spindle 제공',
  },
};
