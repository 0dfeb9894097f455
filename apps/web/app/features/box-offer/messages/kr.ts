import type { Catalogue } from '../../../locales/en.ts';

export const boxOfferKr: Catalogue['boxOffer'] = {
  title: '바이닐 박스',
  intro: '매달 엄선한 음반 한두 장을 직접 고르거나 좋아하는 장르에 맞춰 저희가 골라 집으로 보내 드립니다.',
  months: '최근 몇 달',
  type: '월별 음반 수',
  one: '음반 한 장',
  two: '음반 두 장',
  periodicity: '결제 방식',
  perMonth: '월 {{price}}',
  total: '합계 {{price}}',
  saving: '{{price}} 절약',
  add: '박스를 장바구니에 담기',
  unavailable: '해당 국가에서는 이용할 수 없습니다',
  included: '배송비와 부가세 포함.',
  period: {
    monthly: '월 결제, 언제든 해지',
    '1_month': '선불, 1개월',
    '3_months': '선불, 3개월',
    '6_months': '선불, 6개월',
    '12_months': '선불, 12개월',
  },
};
