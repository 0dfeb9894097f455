import type { Catalogue } from '../../../locales/en.ts';

export const consentKr: Catalogue['consent'] = {
  label: '쿠키 동의',
  title: 'Spindle의 쿠키',
  text: '스토어를 개선하기 위해 방문 수와 재생, 장바구니 추가, 구매 내역을 측정하고자 합니다. 동의하지 않으면 아무것도 측정하지 않습니다.',
  accept: '동의',
  refuse: '거부',
  preferencesText:
    'Spindle은 작동에 필요한 쿠키(언어, 통화, 장바구니, 세션)를 항상 사용합니다. 동의하시면 스토어 개선을 위해 방문과 구매도 측정합니다.',
  current: {
    granted: '방문 측정에 동의하셨습니다.',
    denied: '방문 측정을 거부하셨습니다.',
    unset: '아직 선택하지 않으셨습니다.',
  },
};
