import type { Catalogue } from '../../../locales/en.ts';

export const supportZh: Catalogue['support'] = {
  chat: '在线客服',
  contact: '联系我们',
  hide: '隐藏帮助按钮',
};
