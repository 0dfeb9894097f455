import type { Catalogue } from '../../../../locales/en.ts';
import type { adminModerationEn } from './en.ts';

export const adminModerationZh: Pick<Catalogue['admin'], keyof typeof adminModerationEn> = {
  moderation: {
    nav: '评价',
    title: '客户评价',
    waiting: '待审核的客户评价',
    counts: '待审核 {{pending}} 条，已发布 {{published}} 条，已隐藏 {{hidden}} 条',
    status: '状态',
    statuses: { any: '全部', pending: '待审核', published: '已发布', hidden: '已隐藏' },
    rating: '评分',
    anyRating: '全部',
    project: '项目编号',
    written: '撰写时间',
    review: '评价',
    author: '作者',
    order: '订单',
    actions: '审核',
    stars: '{{rating}} 分（满分 5 分）',
    publish: '发布',
    hide: '隐藏',
    answer: '回复',
    answerLabel: '对评价 {{id}} 的回复（显示在评价下方）',
    saveAnswer: '保存回复',
    answered: '{{date}} 已回复',
    done: { publish: '评价 {{id}} 已发布。', hide: '评价 {{id}} 已隐藏。', answer: '已保存对评价 {{id}} 的回复。' },
    failed: '无法修改评价：{{code}}。',
  },
};
