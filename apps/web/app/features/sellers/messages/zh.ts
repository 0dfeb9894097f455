import type { Catalogue } from '../../../locales/en.ts';

export const sellersZh: Catalogue['sellers'] = {
  kind: {
    artist: '艺人',
    label: '厂牌',
  },
  follow: '关注',
  following: '已关注',
  followers_one: '{{count}} 位关注者',
  followers_other: '{{count}} 位关注者',
  visitShop: '访问店铺',
  about: '简介',
  links: '链接',
  notTranslated: '暂无中文版本。',
  releases: '作品',
  releaseCount_one: '{{count}} 件作品',
  releaseCount_other: '{{count}} 件作品',
  noReleases: '目前没有在售商品。关注以获取下一张发行的消息。',
  labelArtists: '厂牌旗下艺人',
  pagination: {
    label: '分页',
    previous: '上一页',
    next: '下一页',
  },
  artistTitle: '{{name}}：唱片、黑胶与周边',
  labelTitle: '{{name}}：唱片与艺人',
  artistDescription: '{{name}} 的唱片、黑胶与周边，在 Spindle 压制与销售。',
  labelDescription: '{{name}} 及旗下艺人发行的唱片，在 Spindle 压制与销售。',
  shop: {
    title: '官方店铺',
    description: '{{name}} 官方店铺：唱片、黑胶与周边。',
    home: '{{name}} 店铺首页',
    inShop: '店铺商品',
    empty: '该店铺目前没有在售商品，请稍后再来。',
    ownerPage: {
      artist: '艺人主页',
      label: '厂牌主页',
    },
  },
  whiteLabel: {
    information: '店铺信息',
    shipping: '配送',
    returns: '退货',
    contact: '联系我们',
    terms: '销售条款',
    poweredBy: '由 Spindle 提供支持',
  },
};
