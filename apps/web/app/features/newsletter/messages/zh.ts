// /newsletter/unsubscribe 中文。
import type { newsletterPageEn } from './en.ts';

export const newsletterPageZh: typeof newsletterPageEn = {
  unsubscribe: {
    title: '退订新闻通讯',
    intro: '点击按钮后，此地址将不再收到 Spindle 新闻通讯。您的账户、订单和其他邮件不受影响。',
    button: '退订',
    doneTitle: '您已退订',
    doneText: '此地址将不再收到新闻通讯。改变主意了？您可以随时重新订阅。',
    subscribeAgain: '重新订阅',
    invalid: '此链接无效。如果是从邮件中复制的，请检查链接是否完整。',
    home: '返回商店',
  },
};
