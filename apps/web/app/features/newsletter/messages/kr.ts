// /newsletter/unsubscribe 한국어.
import type { newsletterPageEn } from './en.ts';

export const newsletterPageKr: typeof newsletterPageEn = {
  unsubscribe: {
    title: '뉴스레터 구독 취소',
    intro:
      '버튼을 누르면 이 주소로 더 이상 Spindle 뉴스레터가 발송되지 않습니다. 계정, 주문, 다른 메일은 그대로 유지됩니다.',
    button: '구독 취소',
    doneTitle: '구독이 취소되었습니다',
    doneText: '이 주소로는 더 이상 뉴스레터가 발송되지 않습니다. 마음이 바뀌셨나요? 언제든 다시 구독할 수 있습니다.',
    subscribeAgain: '다시 구독하기',
    invalid: '유효하지 않은 링크입니다. 메일에서 복사하셨다면 링크 전체가 복사되었는지 확인해 주세요.',
    home: '스토어로 돌아가기',
  },
};
