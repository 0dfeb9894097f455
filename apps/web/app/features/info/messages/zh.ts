import type { Catalogue } from '../../../locales/en.ts';

export const infoZh: Catalogue['info'] = {
  toc: '本页内容',
  services: {
    eyebrow: '我们的服务',
    others: '其他服务',
  },
  blog: {
    articles: '最新文章',
    allArticles: '全部文章',
    moreArticles: '更多文章',
  },
  form: {
    optional: '选填',
    errors: {
      input_required: '请填写此项。',
      email_invalid: '请输入有效的电子邮箱地址，例如 name@example.com。',
      latin_invalid: "只能使用拉丁字母、数字、空格以及 # , ' ’ . - / 符号。",
      input_too_long: '内容过长。',
      input_invalid_choice: '请从列表中选择一项。',
    },
    tooManyRequests: '您在短时间内多次提交了此表单，请几分钟后再试。',
    failed: '暂时无法发送，请稍后再试。',
  },
  contact: {
    heading: '给我们留言',
    name: '您的姓名',
    email: '您的电子邮箱',
    subject: '咨询类型',
    chooseSubject: '请选择咨询类型',
    subjects: {
      order: '我的订单',
      artist: '压片或艺人项目',
      press: '媒体与报道',
      other: '其他问题',
    },
    orderNumber: '订单号',
    orderNumberHint: '可在订单确认邮件中找到，例如 10452。',
    message: '留言内容',
    honeypot: '请勿填写此项',
    submit: '发送留言',
    sending: '正在发送…',
    sentTitle: '留言已发送',
    sentText: '感谢您的来信。留言副本已发送至您的邮箱，我们将在巴黎时间周一至周五 10:00 至 17:00 期间回复您。',
    writeAnother: '再写一条留言',
  },
  newsletter: {
    heading: '订阅通讯',
    email: '您的电子邮箱',
    language: '通讯语言',
    submit: '订阅',
    subscribing: '正在订阅…',
    subscribedTitle: '订阅成功',
    subscribedText: '下一期通讯将于周四上午送达。每一期末尾都有一键退订链接。',
  },
};
