import type { Catalogue } from '../../../locales/en.ts';

export const supportKr: Catalogue['support'] = {
  chat: '채팅 상담',
  contact: '문의 남기기',
  hide: '도움말 버튼 숨기기',
  form: {
    title: '팀에 메시지 보내기',
    intro: '평일 파리 시간 10:00~17:00에 답변드립니다.',
    message: '메시지',
    send: '메시지 보내기',
    close: '닫기',
    failed: '메시지를 보내지 못했습니다. 다시 시도해 주세요.',
    sentTitle: '메시지를 보냈습니다.',
    sentInbox: '팀의 답변은 내 메시지함으로 도착합니다.',
    openInbox: '대화 열기',
    sentEmail: '입력하신 이메일 주소로 답변드리겠습니다.',
  },
};
