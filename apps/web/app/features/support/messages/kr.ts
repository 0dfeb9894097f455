import type { Catalogue } from '../../../locales/en.ts';

export const supportKr: Catalogue['support'] = {
  chat: '채팅 상담',
  contact: '문의하기',
  hide: '도움말 버튼 숨기기',
};
