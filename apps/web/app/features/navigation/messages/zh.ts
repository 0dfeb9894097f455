import type { Catalogue } from '../../../locales/en.ts';

export const navigationZh: Catalogue['navigation'] = {
  open: '打开菜单',
  title: '浏览 Spindle',
  close: '关闭菜单',
  genres: '流派',
  categories: '分类',
  allRecords: '全部唱片',
  information: 'Spindle',
  language: '语言',
  currency: '货币',
  links: {
    about: '关于我们',
    pressing: '压制您的唱片',
    howItWorks: '使用方法',
    blog: '博客',
    newsletter: '新闻通讯',
    partners: '合作伙伴',
    contact: '联系我们',
    terms: '销售条款',
    returns: '退货与退款',
    vinyl: '黑胶唱片',
    cd: 'CD 唱片',
    tape: '磁带',
    merch: '周边',
  },
};
