import type { Catalogue } from '../../../locales/en.ts';

export const creationZh: Catalogue['creation'] = {
  vinyl: {
    title: '创建你的黑胶项目',
    lead: '为你的唱片取个名字。之后可以添加封面、曲目、价格和日期，再提交给我们的团队审核。',
  },
  digital: {
    title: '创建你的数字发行',
    lead: '以下载形式出售你的音乐。先为发行命名，再添加封面和曲目。',
  },
  fromQuote: '根据你的报价：',
  quoteSummary: '{{quantity}} 张，{{format}} 英寸 {{weight}} 克，{{colour}}',
  fields: {
    name: '项目标题',
    artistName: '艺人名称',
    saleType: '你想怎样销售？',
    owner: '发行方',
    ownerSelf: '我自己（{{name}}）',
    ownerArtist: '{{name}}（艺人主页）',
    ownerLabel: '{{name}}（厂牌）',
  },
  saleTypes: {
    funding: { title: '预售（众筹）', text: '预订数量足够后开始压制。' },
    limited_edition: { title: '限量版', text: '固定数量，售完即止。' },
    direct_pressing: { title: '直接压制', text: '我们压制唱片并送货给你。' },
    test_pressing: { title: '测试压片', text: '正式生产前先做几张测试片。' },
    deposit_sales: { title: '寄售', text: '把你现有的唱片寄给我们，由我们销售。' },
    stock: { title: '现货', text: '从我们仓库直接发货的唱片。' },
  },
  submit: '创建项目',
  creating: '创建中…',
  errors: {
    input_required: '请填写此项。',
    input_too_long: '内容过长。',
    input_invalid_choice: '请选择一个选项。',
    input_invalid: '请检查此值。',
    owner_invalid: '你不能为这位艺人或厂牌创建项目。',
    quote_option_unavailable: '报价中的某个选项已不再提供，请在配置器中修改。',
    request_failed: '项目未能创建，请重试。',
  },
};
