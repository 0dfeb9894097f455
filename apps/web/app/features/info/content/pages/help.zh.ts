// 帮助中心，中文版 (imported by help.ts).
import type { InfoPage } from '../types.ts';

const ORDERS = '订单与付款';
const SHIPPING = '配送与物流跟踪';
const RETURNS = '退货与退款';
const PREORDERS = '预售与乐迷众筹压制';
const BOX = '黑胶订阅盒与礼品';
const DIGITAL = '数字下载';
const ACCOUNT = '您的账户';
const PRESSING = '压制您自己的唱片';

export const helpPageZh: InfoPage = {
  title: '帮助中心',
  description:
    '关于订单、付款、配送、退货、预售、黑胶订阅盒、礼品、数字下载、账户设置以及在 Spindle 压制唱片的常见问题解答。',
  lead: '这里汇集了大家最常问的问题，每个问题都有简短的回答，并附上可以直接办理的页面链接。没有找到答案？请联系我们：团队成员会亲自回复，订单相关问题一个工作日内答复。',
  sections: [
    {
      id: 'payment-methods',
      group: ORDERS,
      heading: '可以用哪些方式付款？',
      paragraphs: [
        '在安全的支付页面用银行卡付款。卡片信息直接交给我们的支付服务商，绝不经过我们的服务器。如果您选择保存卡片，可以随时在账户中查看或删除。',
        '您支付的金额就是确认前购物车里显示的总额：唱片、运费和服务费（订单金额的 6%，最多 20 欧元）分行列出，适用时已含增值税。',
      ],
      cta: { label: '我保存的银行卡', href: '/my-account/cards' },
    },
    {
      id: 'currencies',
      group: ORDERS,
      heading: '可以用哪些货币付款？',
      paragraphs: [
        '欧元、美元、英镑、澳元、加元、韩元、日元、人民币和菲律宾比索。我们会根据您访问时所在的国家选择货币，您也可以随时通过页面顶部的货币菜单更换，您的选择会保存在账户中。',
      ],
    },
    {
      id: 'order-confirmation',
      group: ORDERS,
      heading: '在哪里查看订单和发票？',
      paragraphs: ['付款后您会立即收到确认邮件。所有订单、订单状态和发票都在账户的“我的订单”里。'],
      cta: { label: '我的订单', href: '/my-account/orders' },
    },
    {
      id: 'shipping-cost',
      group: SHIPPING,
      heading: '运费多少？可以寄到哪里？',
      paragraphs: [
        '我们通过法国、美国、英国、德国、西班牙、加拿大、澳大利亚和中国香港的合作仓库向全球发货。每笔订单都从离您最近且有库存的仓库发出，包裹路程更短。',
        '运费取决于包裹重量和收货国家，付款前在购物车里就能看到准确金额。一同发货的项目会装在同一个包裹里，只收一次运费。',
      ],
    },
    {
      id: 'pickup-point',
      group: SHIPPING,
      heading: '可以寄到自提点吗？',
      paragraphs: [
        '可以，只要您的地址附近有自提点服务。结账时选择“自提点”，再挑一个方便的网点即可。通常比送货上门便宜，而且可以随时去取。',
      ],
    },
    {
      id: 'tracking',
      group: SHIPPING,
      heading: '如何跟踪包裹？',
      paragraphs: [
        '包裹一离开仓库就会生成物流单号，在“我的订单”中打开该订单即可查看。预售唱片要等压制完成后才会发货，预计日期见项目页面。',
      ],
      cta: { label: '跟踪订单', href: '/my-account/orders' },
    },
    {
      id: 'change-of-mind',
      group: RETURNS,
      heading: '唱片可以退货吗？',
      paragraphs: [
        '可以。收货后 14 天内您都可以改变主意，但密封出售的唱片须保持密封完好。请附上订单号联系我们，并在 14 天内寄回商品。退货运费由谁承担、哪些商品可退，请看退货政策页面。',
      ],
      cta: { label: '退货与退款', href: '/return-and-refund-policy' },
    },
    {
      id: 'damaged-record',
      group: RETURNS,
      heading: '收到的唱片有损坏或瑕疵怎么办？',
      paragraphs: [
        '非常抱歉。请在收货后 7 天内，通过联系表单发送唱片和包裹的照片，并注明订单号。我们会为您换货或退款，寄回不需要您花一分钱。',
      ],
      cta: { label: '联系我们', href: '/contact' },
    },
    {
      id: 'refund-timing',
      group: RETURNS,
      heading: '退款多久到账？',
      paragraphs: [
        '退款一律退回您付款时使用的银行卡。我们发起退款后，银行通常需要 3 到 10 个工作日入账。退款发出时我们会发邮件通知您。',
      ],
    },
    {
      id: 'how-pre-orders-work',
      group: PREORDERS,
      heading: '预售是怎么运作的？',
      paragraphs: [
        'Spindle 上的许多唱片要等到足够多的乐迷下单后才会压制。下单时付款，项目页面会显示目标完成进度和截止日期。达成目标后，唱片开始压制，艺人确认测试压片后就会寄给您。',
      ],
      cta: { label: '运作方式', href: '/how-it-works' },
    },
    {
      id: 'project-fails',
      group: PREORDERS,
      heading: '项目没有达成目标怎么办？',
      paragraphs: ['唱片不会压制，我们会在公布结果后 14 天内全额退款，包括运费和服务费。您无需做任何操作。'],
    },
    {
      id: 'pre-order-delay',
      group: PREORDERS,
      heading: '为什么预售唱片要等这么久？',
      paragraphs: [
        '压制唱片需要时间：项目结束后，还要经过测试压片、艺人确认、正式生产和发货。预计发货日期见项目页面。如果唱片比最后一次公布的日期晚 30 天以上发货，只要还没有离开仓库，您就可以取消并获得全额退款。',
      ],
    },
    {
      id: 'box-how',
      group: BOX,
      heading: '黑胶订阅盒是怎么运作的？',
      paragraphs: [
        '根据您的方案，每月收到一张或两张唱片。可以按月付款，也可以预付 1、3、6 或 12 个月。每月 1 日扣款，唱片随后发出。',
      ],
      cta: { label: '了解订阅盒', href: '/vinyl-box' },
    },
    {
      id: 'box-pick',
      group: BOX,
      heading: '可以自己挑选唱片吗？',
      paragraphs: [
        '可以。每月 1 日之前，在账户里从当月精选中挑选。25 日我们会发提醒邮件。如果您没有选，我们会按您喜欢的曲风代为挑选，而且绝不会寄您已经收到过的唱片。',
      ],
      cta: { label: '我的订阅盒', href: '/my-account/box' },
    },
    {
      id: 'box-gift',
      group: BOX,
      heading: '如何赠送订阅盒，或兑换收到的礼品？',
      paragraphs: [
        '选择预付订阅盒，在购物车中勾选“礼品”，您会收到一个兑换码转交给对方；订阅盒在兑换后才开始。收到礼品的人登录后，在兑换页面输入兑换码并填写收货地址即可。您买过的礼品都列在账户中。',
      ],
      cta: { label: '兑换礼品码', href: '/box' },
    },
    {
      id: 'downloads',
      group: DIGITAL,
      heading: '我的下载在哪里？',
      paragraphs: [
        '如果您购买的唱片有数字版，付款确认后，曲目就会出现在账户的“数字版”中，唱片还没发货也能先下载。',
        '出于安全考虑，下载链接只在一段时间内有效。链接过期时，重新打开该页面就能得到新的链接。',
      ],
      cta: { label: '我的下载', href: '/my-account/digital' },
    },
    {
      id: 'password',
      group: ACCOUNT,
      heading: '忘记密码了',
      paragraphs: ['申请重置链接，我们会发到您的邮箱，点击后即可设置新密码。几分钟后仍未收到？请看看垃圾邮件文件夹。'],
      cta: { label: '重置密码', href: '/forgot-password' },
    },
    {
      id: 'account-settings',
      group: ACCOUNT,
      heading: '如何修改个人信息、语言或邮件订阅？',
      paragraphs: [
        '都在“我的账户”里：姓名、邮箱、收货地址、密码、邮件语言，以及您想收到的消息。每个页面顶部的语言和货币菜单会立即切换网站。',
      ],
      cta: { label: '我的账户', href: '/my-account' },
    },
    {
      id: 'digs',
      group: ACCOUNT,
      heading: 'digs 是什么？',
      paragraphs: ['这是我们的积分：每购买一张唱片或一件商品可获得 10 digs。余额和明细可以在账户中查看。'],
      cta: { label: '我的 digs', href: '/my-account/digs' },
    },
    {
      id: 'pressing-quote',
      group: PRESSING,
      heading: '压制我的唱片要多少钱？',
      paragraphs: [
        '用我们的报价工具，一分钟就能得到完整价格：选择规格、克重、颜色、封套和数量（100 张起），每个选项对总价的影响一目了然。报价免费，不产生任何义务。',
      ],
      cta: { label: '获取报价', href: '/quote' },
    },
    {
      id: 'test-pressing',
      group: PRESSING,
      heading: '正式生产前能先听到唱片吗？',
      paragraphs: [
        '能。在压制任何一张之前，工厂会把测试压片寄给您。您在家试听后确认，或者退回，由我们修正问题。只有您确认后才会开始正式生产。',
      ],
      cta: { label: '压制您的唱片', href: '/pressing' },
    },
    {
      id: 'sell-on-spindle',
      group: PRESSING,
      heading: '可以在 Spindle 上卖我的唱片吗？',
      paragraphs: [
        '可以。创建项目，定好价格和目标，在压制前向乐迷预售，或者出售您已有的唱片。收款、仓储和发货都由我们负责，每一笔销售都会出现在您的结算单里。',
      ],
      cta: { label: '创建您的项目', href: '/creation/vinyl' },
    },
  ],
  cta: { label: '联系客服', href: '/contact' },
};
