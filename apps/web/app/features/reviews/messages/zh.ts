// Strings of customers' reviews, Chinese.
import type { Catalogue } from '../../../locales/en.ts';

export const reviewsZh: Catalogue['reviews'] = {
  metaTitle: '评价您的订单',
  singleMetaTitle: '评价《{{title}}》',
  heading: '评价订单 {{order}}',
  intro: '告诉其他乐迷您对每张唱片的看法。评价经我们团队审核后会显示在商店中。',
  by: '艺人：{{artist}}',
  notShipped: '尚未发货：唱片离开仓库后即可评价。',
  noItems: '此订单没有可评价的唱片。',
  allItems: '订单 {{order}} 的所有唱片',
  reviewOne: '单独评价这张唱片',
  status: {
    pending: '谢谢，您的评价审核后即会显示。',
    published: '您的评价已发布。',
    hidden: '您的评价未在商店中显示。',
  },
  answer: '我们的回复',
  form: {
    rating: '您的评分',
    star_one: '{{count}} 星（满分 5 星）',
    star_other: '{{count}} 星（满分 5 星）',
    title: '标题（可选）',
    text: '您的评价',
    textHint: '至少 {{min}} 个字：音乐、音质、压制、封套。',
    submit: '提交评价',
    update: '更新评价',
    editNote: '修改评价后需要重新审核。',
  },
  errors: {
    rating_invalid: '请选择 1 到 5 星。',
    review_text_too_short: '请至少写 {{min}} 个字。',
    input_required: '请写几句关于这张唱片的话。',
    input_too_long: '内容太长了。',
    review_not_shipped: '这张唱片尚未发货。',
    generic: '评价未能提交，请重试。',
  },
  project: {
    heading: '评价',
    average: '{{average}} 分（满分 5 分）',
    count_one: '{{count}} 条评价',
    count_other: '{{count}} 条评价',
    none: '暂无评价。买家收到唱片后即可评价。',
    answer: 'Spindle 的回复',
    rated_one: '评分 {{count}} 星（满分 5 星）',
    rated_other: '评分 {{count}} 星（满分 5 星）',
  },
};
