import type { Catalogue } from '../../../locales/en.ts';

export const navigationKr: Catalogue['navigation'] = {
  open: '메뉴 열기',
  title: 'Spindle 둘러보기',
  close: '메뉴 닫기',
  genres: '장르',
  categories: '카테고리',
  allRecords: '모든 음반',
  information: 'Spindle',
  language: '언어',
  currency: '통화',
  links: {
    about: '회사 소개',
    pressing: '음반 제작하기',
    howItWorks: '이용 방법',
    blog: '블로그',
    newsletter: '뉴스레터',
    partners: '파트너',
    contact: '문의하기',
    terms: '판매 약관',
    returns: '반품 및 환불',
    vinyl: '바이닐',
    cd: 'CD 음반',
    tape: '카세트테이프',
    merch: '굿즈',
  },
};
