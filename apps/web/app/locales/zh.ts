// 简体中文目录。
import type { StorefrontCatalogue } from './en.ts';
import { playerZh } from '../features/player/messages/zh.ts';
import { searchZh } from '../features/search/messages/zh.ts';
import { shopZh } from '../features/shop/messages/zh.ts';
import { sellersZh } from '../features/sellers/messages/zh.ts';
import { infoZh } from '../features/info/messages/zh.ts';
import { navigationZh } from '../features/navigation/messages/zh.ts';
import { consentZh } from '../features/consent/messages/zh.ts';
import { supportZh } from '../features/support/messages/zh.ts';
import { sherafZh } from '../features/sheraf/messages/zh.ts';
import { creditsZh } from '../features/credits/messages/zh.ts';
import { accountZh } from '../features/account/messages/zh.ts';
import { cartZh } from '../features/cart/messages/zh.ts';

const zh: StorefrontCatalogue = {
  meta: {
    siteName: 'Spindle',
    description: '由独立音乐人和厂牌压制并出售的黑胶唱片、CD、磁带和周边。预订、发现，并在购买前试听。',
  },
  nav: {
    skipToContent: '跳到正文',
    home: 'Spindle 首页',
    categories: '商店分类',
    moreCategories: '更多',
    signIn: '登录',
  },
  search: searchZh,
  shop: shopZh,
  player: playerZh,
  sellers: sellersZh,
  cart: cartZh,
  preferences: {
    currency: '货币',
    currencyCurrent: '货币：{{code}}',
    language: '语言',
    languageCurrent: '语言：{{language}}',
    // The nine currencies' names (CLDR's, as Intl.DisplayNames gives them): a table, not ICU at hydration.
    currencyName: {
      EUR: '欧元',
      USD: '美元',
      GBP: '英镑',
      AUD: '澳大利亚元',
      CAD: '加拿大元',
      KRW: '韩元',
      JPY: '日元',
      CNY: '人民币',
      PHP: '菲律宾比索',
    },
  },
  menu: {
    genre: {
      pop: '流行',
      rock_metal: '摇滚与金属',
      hip_hop_rnb: '嘻哈与节奏布鲁斯',
      folk_country: '民谣与乡村',
      soundtracks: '原声音乐',
      world_reggae: '世界音乐与雷鬼',
      electronic: '电子',
      soul_blues: '灵魂乐与布鲁斯',
    },
  },
  category: {
    'staff-picks': '编辑精选',
    exclusives: '独家发行',
    'color-records': '彩胶',
    merch: '周边',
    'cd-and-tapes': 'CD 与磁带',
    accessories: '配件',
    jazz: '爵士',
    pro: '专业版',
  },
  genre: {
    '1': '电子',
    '2': '乡村',
    '3': '布鲁斯',
    '4': '民谣',
    '5': '放克',
    '6': '嘻哈',
    '7': '爵士',
    '8': '流行',
    '9': '节奏布鲁斯',
    '10': '灵魂乐',
    '11': '摇滚',
    '12': '世界音乐',
    '13': '综艺',
    '14': '雷鬼',
    '15': '古典',
    '16': '其他',
    '17': '迪斯科',
    '18': '金属',
    '20': '原声音乐',
  },
  footer: {
    tagline: '由创作者亲自压制并出售的唱片。',
    social: '关注我们',
    socialLink: '在 {{network}} 上关注 Spindle',
    cookiePreferences: 'Cookie 偏好设置',
    copyright: '© {{year}} Spindle。保留所有权利。',
    shop: '商店',
    information: '信息',
    credits: '致谢',
  },
  cookies: {
    title: 'Cookie 偏好设置',
    text: 'Spindle 只使用运行所必需的 Cookie：您的语言、货币、购物车和登录会话。没有需要关闭的广告或跟踪 Cookie。',
    close: '关闭',
  },
  announcement: {
    label: '公告',
    close: '关闭公告',
  },
  home: {
    title: '独立音乐人压制的黑胶唱片',
    heading: '由独立音乐人压制并出售的唱片',
    featured: '精选',
    sections: {
      new: '新品发行',
      staff_picks: '编辑精选',
      preorders: '预订',
      colour: '彩胶',
      popular: '当前热门',
      merch: '周边',
    },
    seeAll: '查看全部',
    empty: '暂时还没有可展示的唱片，请稍后再来。',
  },
  project: {
    coverAlt: '{{artist}} 的《{{title}}》',
    badge: {
      limited: '限量版',
      preorder: '预订',
      colour: '彩胶',
      soldOut: '已售罄',
    },
    funded: '已达成 {{percent}}%',
    copiesLeft_one: '最后一张',
    copiesLeft_other: '仅剩 {{count}} 张',
  },
  info: infoZh,
  navigation: navigationZh,
  consent: consentZh,
  support: supportZh,
  sheraf: sherafZh,
  credits: creditsZh,
  account: accountZh,
  errors: {
    '404': {
      title: '页面未找到',
      text: '您要找的页面不存在或已被移动。',
      back: '返回',
      home: '返回首页',
    },
    '500': {
      title: '我们马上回来',
      text: 'Spindle 正在维护中。',
      text2: '本页面每分钟会自动刷新。',
      text3: '感谢您的耐心等待。',
      reload: '立即刷新',
    },
  },
};

export default zh;
