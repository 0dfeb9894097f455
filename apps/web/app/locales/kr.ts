// 한국어 카탈로그 (the spec's locale code 'kr'; Intl and i18next use 'ko').
import type { StorefrontCatalogue } from './en.ts';
import { playerKr } from '../features/player/messages/kr.ts';
import { searchKr } from '../features/search/messages/kr.ts';
import { shopKr } from '../features/shop/messages/kr.ts';
import { sellersKr } from '../features/sellers/messages/kr.ts';
import { infoKr } from '../features/info/messages/kr.ts';
import { navigationKr } from '../features/navigation/messages/kr.ts';
import { consentKr } from '../features/consent/messages/kr.ts';
import { supportKr } from '../features/support/messages/kr.ts';
import { sherafKr } from '../features/sheraf/messages/kr.ts';
import { creditsKr } from '../features/credits/messages/kr.ts';
import { accountKr } from '../features/account/messages/kr.ts';
import { cartKr } from '../features/cart/messages/kr.ts';

const kr: StorefrontCatalogue = {
  meta: {
    siteName: 'Spindle',
    description:
      '독립 아티스트와 레이블이 직접 제작하고 판매하는 LP, CD, 카세트테이프와 굿즈. 예약 주문하고, 발견하고, 구매 전에 들어 보세요.',
  },
  nav: {
    skipToContent: '본문으로 건너뛰기',
    home: 'Spindle 홈',
    categories: '쇼핑 카테고리',
    moreCategories: '더 보기',
    signIn: '로그인',
  },
  search: searchKr,
  shop: shopKr,
  player: playerKr,
  sellers: sellersKr,
  cart: cartKr,
  preferences: {
    currency: '통화',
    currencyCurrent: '통화: {{code}}',
    language: '언어',
    languageCurrent: '언어: {{language}}',
    // The nine currencies' names (CLDR's, as Intl.DisplayNames gives them): a table, not ICU at hydration.
    currencyName: {
      EUR: '유로',
      USD: '미국 달러',
      GBP: '영국 파운드',
      AUD: '호주 달러',
      CAD: '캐나다 달러',
      KRW: '대한민국 원',
      JPY: '일본 엔화',
      CNY: '중국 위안화',
      PHP: '필리핀 페소',
    },
  },
  menu: {
    genre: {
      pop: '팝',
      rock_metal: '록 & 메탈',
      hip_hop_rnb: '힙합 & R&B',
      folk_country: '포크 & 컨트리',
      soundtracks: '사운드트랙',
      world_reggae: '월드 뮤직 & 레게',
      electronic: '일렉트로닉',
      soul_blues: '소울 & 블루스',
    },
  },
  category: {
    'staff-picks': '스태프 추천',
    exclusives: '단독 상품',
    'color-records': '컬러 바이닐',
    merch: '굿즈',
    'cd-and-tapes': 'CD & 카세트',
    accessories: '액세서리',
    jazz: '재즈',
    pro: '프로',
  },
  genre: {
    '1': '일렉트로닉',
    '2': '컨트리',
    '3': '블루스',
    '4': '포크',
    '5': '펑크',
    '6': '힙합',
    '7': '재즈',
    '8': '팝',
    '9': 'R&B',
    '10': '소울',
    '11': '록',
    '12': '월드 뮤직',
    '13': '버라이어티',
    '14': '레게',
    '15': '클래식',
    '16': '기타',
    '17': '디스코',
    '18': '메탈',
    '20': '사운드트랙',
  },
  footer: {
    tagline: '음악을 만든 아티스트가 직접 제작하고 판매하는 음반.',
    social: '팔로우하기',
    socialLink: '{{network}}의 Spindle',
    cookiePreferences: '쿠키 설정',
    copyright: '© {{year}} Spindle. 모든 권리 보유.',
    shop: '스토어',
    information: '안내',
    credits: '크레디트',
  },
  cookies: {
    title: '쿠키 설정',
    text: 'Spindle은 서비스에 꼭 필요한 쿠키만 사용합니다: 언어, 통화, 장바구니, 로그인 세션. 끌 수 있는 광고 또는 추적 쿠키는 없습니다.',
    close: '닫기',
  },
  announcement: {
    label: '공지',
    close: '공지 닫기',
  },
  home: {
    title: '독립 아티스트가 제작한 LP',
    heading: '독립 아티스트가 직접 제작하고 판매하는 음반',
    featured: '추천',
    sections: {
      new: '신규 발매',
      staff_picks: '스태프 추천',
      preorders: '예약 주문',
      colour: '컬러 바이닐',
      popular: '지금 인기 있는 음반',
      merch: '굿즈',
    },
    seeAll: '전체 보기',
    empty: '아직 표시할 음반이 없습니다. 곧 다시 방문해 주세요.',
  },
  project: {
    coverAlt: '{{artist}}의 {{title}}',
    badge: {
      limited: '한정판',
      preorder: '예약 주문',
      colour: '컬러 바이닐',
      soldOut: '품절',
    },
    funded: '{{percent}}% 달성',
    copiesLeft_one: '마지막 1장',
    copiesLeft_other: '{{count}}장 남음',
  },
  info: infoKr,
  navigation: navigationKr,
  consent: consentKr,
  support: supportKr,
  sheraf: sherafKr,
  credits: creditsKr,
  account: accountKr,
  errors: {
    '404': {
      title: '페이지를 찾을 수 없습니다',
      text: '찾으시는 페이지가 없거나 이동되었습니다.',
      back: '뒤로',
      home: '홈으로',
    },
    '500': {
      title: '곧 돌아오겠습니다',
      text: 'Spindle은 현재 점검 중입니다.',
      text2: '이 페이지는 1분마다 자동으로 새로고침됩니다.',
      text3: '기다려 주셔서 감사합니다.',
      reload: '지금 새로고침',
    },
  },
};

export default kr;
