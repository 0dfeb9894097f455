import type { Catalogue } from '../../../locales/en.ts';

export const sherafZh: Catalogue['sheraf'] = {
  kicker: '合作商店',
  title: 'Spindle 上的 {{name}}',
  description: '{{name}} 的精选，由厂牌亲自挑选并在 Spindle 销售：小批量压制的唱片，由商店发货。',
  intro:
    '厂牌亲自挑选的唱片，集中在这里。所有商品都通过 Spindle 销售：同一个购物车、同一次结账，与您订单中的其他商品一起由商店配送。',
  selection: '厂牌精选',
  empty: '该厂牌目前没有在售的唱片。',
  fullShop: '{{name}} 商店的全部商品',
  back: '返回 Spindle',
  withSpindle: '× Spindle 合作',
};
