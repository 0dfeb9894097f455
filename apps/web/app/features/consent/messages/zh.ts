import type { Catalogue } from '../../../locales/en.ts';

export const consentZh: Catalogue['consent'] = {
  label: 'Cookie 同意',
  title: 'Spindle 上的 Cookie',
  text: '我们希望统计访问、运行营销代码并提供客服聊天。未经您同意，这些都不会运行。',
  acceptAll: '全部接受',
  refuseAll: '全部拒绝',
  choose: '自行选择',
  save: '保存我的选择',
  preferencesText: 'Spindle 始终使用其运行所需的 Cookie：您的语言、货币、购物车和会话。请选择还允许运行哪些内容。',
  purposes: {
    necessary: {
      name: '必要',
      description: '语言、货币、购物车和会话。始终开启。',
    },
    analytics: {
      name: '访问统计',
      description: '我们自己的访问和购买统计，以及我们的分析服务。',
    },
    marketing: {
      name: '营销',
      description: '标签管理器，会收到浏览的页面以及加入购物车和购买的唱片。',
    },
    chat: {
      name: '客服聊天',
      description: '在营业时间内，通过我们的聊天服务商与我们的团队聊天。',
    },
  },
  current: {
    all: '您已全部接受。',
    none: '您已拒绝所有可选项。',
    some: '您已接受部分用途。',
    unset: '您尚未选择。',
  },
};
