// 员工端订阅盒选品页面 (/admin/box, features/admin/box)。
import type { adminBoxEn } from './en.ts';

type Shape<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const adminBoxZh: Shape<typeof adminBoxEn> = {
  nav: '黑胶订阅盒',
  title: '黑胶订阅盒：本月选品',
  intro: '订阅者某月可选的唱片，以及为订阅盒预留的数量（不在商店出售）。选择于 1 日午夜（巴黎时间）截止。',
  month: '月份',
  show: '显示',
  previous: '上个月',
  next: '下个月',
  tableCaption: '{{month}} 选品',
  cover: '封面',
  record: '唱片',
  setAside: '预留',
  taken: '已选',
  actions: '操作',
  quantityOf: '为《{{name}}》预留的数量',
  save: '保存',
  saveLabel: '保存为《{{name}}》预留的数量',
  remove: '移除',
  removeLabel: '从 {{month}} 移除《{{name}}》',
  empty: '本月选品中还没有唱片。',
  addTitle: '添加唱片',
  search: '项目名称或编号',
  searchSubmit: '搜索',
  none: '未找到项目。',
  already: '已在选品中',
  quantity: '为《{{name}}》预留的数量',
  add: '添加',
  addLabel: '将《{{name}}》添加到 {{month}}',
  done: {
    add: '《{{name}}》已加入 {{month}} 的选品。',
    set: '为《{{name}}》预留的数量已保存。',
    remove: '《{{name}}》已从 {{month}} 的选品中移除。',
  },
  errors: {
    box_selection_below_taken: '已有订阅者选择了这张唱片：数量不能低于已选数量。',
    not_found: '该项目不存在。',
    input_invalid: '请输入 1 到 100,000 之间的数量。',
    other: '操作未成功，请重试。',
  },
};
