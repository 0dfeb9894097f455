import type { Catalogue } from '../../../locales/en.ts';

export const consentKr: Catalogue['consent'] = {
  label: '쿠키 동의',
  title: 'Spindle의 쿠키',
  text: '방문 측정, 마케팅 태그 실행, 고객 지원 채팅 제공을 원합니다. 동의하지 않으면 이 중 어느 것도 실행되지 않습니다.',
  acceptAll: '모두 수락',
  refuseAll: '모두 거부',
  choose: '선택',
  save: '선택 저장',
  preferencesText:
    'Spindle은 작동에 필요한 쿠키(언어, 통화, 장바구니, 세션)를 항상 사용합니다. 그 밖에 실행할 항목을 선택하세요.',
  purposes: {
    necessary: {
      name: '필수',
      description: '언어, 통화, 장바구니, 세션. 항상 사용됩니다.',
    },
    analytics: {
      name: '방문 측정',
      description: '방문과 구매에 대한 자체 측정 및 분석 서비스.',
    },
    marketing: {
      name: '마케팅',
      description: '조회한 페이지와 장바구니에 담거나 구매한 음반 정보를 받는 태그 관리자.',
    },
    chat: {
      name: '고객 지원 채팅',
      description: '운영 시간 동안 채팅 서비스 제공업체를 통한 저희 팀과의 채팅.',
    },
  },
  current: {
    all: '모두 수락했습니다.',
    none: '선택 항목을 모두 거부했습니다.',
    some: '일부 항목을 수락했습니다.',
    unset: '아직 선택하지 않았습니다.',
  },
};
