import type { Catalogue } from '../../../locales/en.ts';

export const sherafKr: Catalogue['sheraf'] = {
  kicker: '파트너 숍',
  title: 'Spindle의 {{name}}',
  description:
    '레이블이 직접 고르고 Spindle에서 판매하는 {{name}} 셀렉션: 소량으로 프레싱한 음반을 스토어가 배송합니다.',
  intro:
    '레이블이 직접 고른 음반을 한곳에 모았습니다. 모든 상품은 Spindle을 통해 판매됩니다. 장바구니와 결제는 하나로, 배송은 다른 주문 상품과 함께 스토어에서 보내 드립니다.',
  selection: '레이블 셀렉션',
  empty: '지금은 레이블이 판매 중인 음반이 없습니다.',
  fullShop: '{{name}} 숍 전체 보기',
  back: 'Spindle로 돌아가기',
  withSpindle: '× Spindle 파트너',
};
