// /admin/messages의 한국어 문구 (docs/messages.md).
import type { Catalogue } from '../../../locales/en.ts';
import type { adminSupportInboxEn } from './support-inbox-en.ts';

export const adminSupportInboxKr: Pick<Catalogue['admin'], keyof typeof adminSupportInboxEn> = {
  supportInbox: {
    nav: '고객 지원 메시지',
    title: '고객 지원 메시지',
    intro:
      '고객이 팀에 보낸 메시지를 최신순으로 보여 줍니다. 읽지 않은 메시지는 굵게, 개수와 함께 표시됩니다. 메시지를 열어 읽고 답변하면 고객은 내 메시지함에서 답변을 확인합니다.',
    unreadTotal: '읽지 않은 고객 지원 메시지 {{count}}건',
    none: '아직 고객 지원 메시지가 없습니다.',
    back: '모든 고객 지원 메시지',
  },
};
