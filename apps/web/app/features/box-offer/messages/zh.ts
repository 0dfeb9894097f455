import type { Catalogue } from '../../../locales/en.ts';

export const boxOfferZh: Catalogue['boxOffer'] = {
  title: '黑胶唱片盒',
  intro: '每月从我们的精选中挑出一到两张唱片，由您自选或由我们按您喜爱的流派挑选，送货上门。',
  months: '最近几个月',
  type: '每月唱片数',
  one: '一张唱片',
  two: '两张唱片',
  periodicity: '付款方式',
  perMonth: '每月 {{price}}',
  total: '合计 {{price}}',
  saving: '节省 {{price}}',
  add: '将唱片盒加入购物车',
  unavailable: '您所在的国家暂不提供',
  included: '含运费和增值税。',
  period: {
    monthly: '按月付费，随时可停',
    '1_month': '预付 1 个月',
    '3_months': '预付 3 个月',
    '6_months': '预付 6 个月',
    '12_months': '预付 12 个月',
  },
};
