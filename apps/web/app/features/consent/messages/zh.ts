import type { Catalogue } from '../../../locales/en.ts';

export const consentZh: Catalogue['consent'] = {
  label: 'Cookie 同意',
  title: 'Spindle 上的 Cookie',
  text: '为了改进商店，我们希望统计访问量以及播放、加入购物车和购买的内容。未经您同意，我们不会进行任何统计。',
  accept: '接受',
  refuse: '拒绝',
  preferencesText:
    'Spindle 始终使用运行所必需的 Cookie：您的语言、货币、购物车和会话。经您同意后，我们还会统计访问和购买情况，以改进商店。',
  current: {
    granted: '您已同意统计访问。',
    denied: '您已拒绝统计访问。',
    unset: '您尚未做出选择。',
  },
};
