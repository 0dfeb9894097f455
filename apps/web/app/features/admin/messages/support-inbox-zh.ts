// /admin/messages 的中文文案（docs/messages.md）。
import type { Catalogue } from '../../../locales/en.ts';
import type { adminSupportInboxEn } from './support-inbox-en.ts';

export const adminSupportInboxZh: Pick<Catalogue['admin'], keyof typeof adminSupportInboxEn> = {
  supportInbox: {
    nav: '客服消息',
    title: '客服消息',
    intro:
      '客户发给团队的消息，按时间从新到旧排列；未读消息以粗体显示并标出数量。打开一条即可阅读并回复，客户会在自己的消息中看到回复。',
    unreadTotal: '{{count}} 条未读客服消息',
    none: '暂无客服消息。',
    back: '全部客服消息',
  },
};
