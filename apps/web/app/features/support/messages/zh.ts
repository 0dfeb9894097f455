import type { Catalogue } from '../../../locales/en.ts';

export const supportZh: Catalogue['support'] = {
  chat: '在线客服',
  contact: '给我们留言',
  hide: '隐藏帮助按钮',
  form: {
    title: '给团队留言',
    intro: '我们在工作日巴黎时间 10:00 至 17:00 回复。',
    message: '您的留言',
    send: '发送留言',
    close: '关闭',
    failed: '留言未能发送，请重试。',
    sentTitle: '您的留言已发送。',
    sentInbox: '团队的回复将发送到您的消息中。',
    openInbox: '打开对话',
    sentEmail: '团队将回复到您填写的电子邮箱。',
  },
};
