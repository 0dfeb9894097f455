import type { LocalisedInfoPage } from '../../types.ts';

/** /services/ondemand: vinyl on demand, the pre-sale / crowdfunding model. */
export const ONDEMAND_SERVICE_PAGE: LocalisedInfoPage = {
  en: {
    title: 'Vinyl on demand',
    description:
      'Launch your record as a pre-sale or crowdfunding campaign: no upfront cost, pressing once the goal is reached, and refunds if it is not.',
    lead: 'Vinyl on demand turns the usual risk around. Instead of paying for a run and hoping it sells, you open orders first and press once your fans have committed. No money up front, no garage full of boxes.',
    sections: [
      {
        id: 'principle',
        heading: 'How it works',
        paragraphs: [
          'You set the goal, the price and the end date. Fans order on your project page and the progress bar fills as they do.',
        ],
        bullets: [
          'Goal reached by the end date: the records are pressed and shipped to every buyer.',
          'Goal missed: nothing is pressed and buyers are refunded, or you choose to go ahead with a smaller run.',
          'Every order above the goal is one more record pressed.',
        ],
      },
      {
        id: 'goal',
        heading: 'Setting the right goal',
        paragraphs: [
          'A good goal is one you are confident of reaching: the number of fans you know will buy, not the number you dream of. The quote tool shows the price per copy at each tier, so you can see where a project breaks even. We are happy to look at your figures with you before launch.',
        ],
      },
      {
        id: 'money',
        heading: 'Who pays what',
        paragraphs: [
          'Production is paid out of your sales, so there is nothing to pay before the campaign. Buyers pay shipping on top of the record price. Spindle keeps a 25% platform fee on sales; the rest, after production costs, is your profit, detailed on your monthly statement.',
        ],
      },
      {
        id: 'after',
        heading: 'After the campaign',
        paragraphs: [
          'Once the goal is reached, your project goes into production: pre-production checks, test pressing that you approve, pressing, then dispatch to every buyer. Your project can stay open for orders during production, and copies left over can stay in your shop as regular stock.',
        ],
      },
    ],
    cta: { label: 'Create your project', href: '/creation/vinyl' },
  },
  fr: {
    title: 'Vinyle à la demande',
    description:
      'Lancez votre disque en prévente ou en financement participatif : aucune avance, un pressage une fois l’objectif atteint, un remboursement sinon.',
    lead: 'Le vinyle à la demande renverse le risque habituel. Au lieu de payer un tirage en espérant le vendre, vous ouvrez d’abord les commandes et pressez une fois que vos fans se sont engagés. Pas d’avance, pas de garage rempli de cartons.',
    sections: [
      {
        id: 'principle',
        heading: 'Comment ça marche',
        paragraphs: [
          'Vous fixez l’objectif, le prix et la date de fin. Les fans commandent sur la page de votre projet et la barre de progression se remplit au fil des commandes.',
        ],
        bullets: [
          'Objectif atteint à la date de fin : les disques sont pressés et expédiés à chaque acheteur.',
          'Objectif manqué : rien n’est pressé et les acheteurs sont remboursés, ou vous décidez de lancer un tirage plus petit.',
          'Chaque commande au-delà de l’objectif, c’est un disque de plus pressé.',
        ],
      },
      {
        id: 'goal',
        heading: 'Bien fixer son objectif',
        paragraphs: [
          'Un bon objectif est un objectif que vous êtes sûr d’atteindre : le nombre de fans dont vous savez qu’ils achèteront, pas celui dont vous rêvez. L’outil de devis affiche le prix par exemplaire à chaque palier, pour voir à partir de quand un projet est rentable. Nous regardons volontiers vos chiffres avec vous avant le lancement.',
        ],
      },
      {
        id: 'money',
        heading: 'Qui paie quoi',
        paragraphs: [
          'La fabrication est payée par vos ventes : rien à régler avant la campagne. Les acheteurs paient la livraison en plus du prix du disque. Spindle retient une commission de 25 % sur les ventes ; le reste, une fois la fabrication déduite, est votre bénéfice, détaillé sur votre relevé mensuel.',
        ],
      },
      {
        id: 'after',
        heading: 'Après la campagne',
        paragraphs: [
          'Une fois l’objectif atteint, votre projet part en fabrication : contrôles de préproduction, test pressing que vous validez, pressage, puis expédition à chaque acheteur. Le projet peut rester ouvert aux commandes pendant la fabrication, et les exemplaires restants peuvent rester dans votre boutique comme stock classique.',
        ],
      },
    ],
    cta: { label: 'Créer votre projet', href: '/creation/vinyl' },
  },
  es: {
    title: 'Vinilo bajo demanda',
    description:
      'Lanza tu disco en preventa o micromecenazgo: sin coste por adelantado, se prensa al alcanzar el objetivo y, si no se alcanza, se reembolsa.',
    lead: 'El vinilo bajo demanda le da la vuelta al riesgo de siempre. En lugar de pagar una tirada y esperar que se venda, abres primero los pedidos y prensas cuando tus fans se han comprometido. Sin dinero por adelantado y sin un garaje lleno de cajas.',
    sections: [
      {
        id: 'principle',
        heading: 'Cómo funciona',
        paragraphs: [
          'Tú fijas el objetivo, el precio y la fecha de cierre. Los fans piden en la página de tu proyecto y la barra de progreso se llena con cada pedido.',
        ],
        bullets: [
          'Objetivo alcanzado en la fecha de cierre: los discos se prensan y se envían a cada comprador.',
          'Objetivo no alcanzado: no se prensa nada y se reembolsa a los compradores, o decides seguir con una tirada más pequeña.',
          'Cada pedido por encima del objetivo es un disco más prensado.',
        ],
      },
      {
        id: 'goal',
        heading: 'Fijar bien el objetivo',
        paragraphs: [
          'Un buen objetivo es uno que sabes que vas a alcanzar: el número de fans que sabes que comprarán, no el que sueñas. El presupuestador muestra el precio por copia en cada tramo, para ver a partir de cuándo un proyecto es rentable. Encantados de revisar tus cifras contigo antes del lanzamiento.',
        ],
      },
      {
        id: 'money',
        heading: 'Quién paga qué',
        paragraphs: [
          'La fabricación se paga con tus ventas, así que no hay nada que pagar antes de la campaña. Los compradores pagan el envío aparte del precio del disco. Spindle se queda una comisión del 25 % sobre las ventas; el resto, descontada la fabricación, es tu beneficio, detallado en tu liquidación mensual.',
        ],
      },
      {
        id: 'after',
        heading: 'Después de la campaña',
        paragraphs: [
          'Al alcanzar el objetivo, tu proyecto pasa a fabricación: revisiones de preproducción, test pressing que apruebas, prensado y envío a cada comprador. El proyecto puede seguir abierto a pedidos durante la fabricación y las copias sobrantes pueden quedarse en tu tienda como stock normal.',
        ],
      },
    ],
    cta: { label: 'Crea tu proyecto', href: '/creation/vinyl' },
  },
  kr: {
    title: '온디맨드 바이닐',
    description:
      '레코드를 프리오더나 크라우드펀딩으로 시작하세요. 선투자 비용 없이 판매를 열고, 목표를 달성하면 제작에 들어가며, 목표에 이르지 못하면 구매자에게 환불됩니다. 재고 부담 없이 팬과 함께 레코드를 만드는 가장 안전한 제작 방식입니다.',
    lead: '온디맨드 바이닐은 기존의 위험 구조를 뒤집습니다. 먼저 제작비를 내고 팔리기를 기다리는 대신, 주문을 먼저 받고 팬들의 주문이 모이면 제작합니다. 선투자도, 창고를 가득 채운 상자도 필요 없습니다.',
    sections: [
      {
        id: 'principle',
        heading: '진행 방식',
        paragraphs: [
          '목표 수량, 가격, 마감일을 직접 정합니다. 팬들이 프로젝트 페이지에서 주문할 때마다 진행 바가 채워집니다.',
        ],
        bullets: [
          '마감일까지 목표 달성: 레코드를 제작해 모든 구매자에게 발송합니다.',
          '목표 미달: 제작하지 않고 구매자에게 환불하거나, 더 적은 수량으로 제작을 진행할 수 있습니다.',
          '목표를 넘는 주문 하나하나가 레코드 한 장씩 더 제작됩니다.',
        ],
      },
      {
        id: 'goal',
        heading: '적절한 목표 정하기',
        paragraphs: [
          '좋은 목표는 확실히 달성할 수 있는 목표입니다. 꿈꾸는 숫자가 아니라 반드시 구매할 팬의 수를 기준으로 하세요. 견적 계산기에서 구간별 장당 가격을 확인하면 어느 수량부터 손익분기점을 넘는지 알 수 있습니다. 시작 전에 숫자를 함께 검토해 드립니다.',
        ],
      },
      {
        id: 'money',
        heading: '비용 구조',
        paragraphs: [
          '제작비는 판매 대금에서 충당되므로 캠페인 전에 낼 비용이 없습니다. 배송비는 구매자가 레코드 가격과 별도로 부담합니다. Spindle은 판매액의 25%를 플랫폼 수수료로 받으며, 제작비를 뺀 나머지가 아티스트의 수익으로 월별 정산서에 상세히 표시됩니다.',
        ],
      },
      {
        id: 'after',
        heading: '캠페인이 끝난 뒤',
        paragraphs: [
          '목표를 달성하면 프로젝트는 제작 단계로 넘어갑니다. 프리프로덕션 검수, 아티스트가 승인하는 테스트 프레싱, 프레싱을 거쳐 모든 구매자에게 발송됩니다. 제작 중에도 주문을 계속 받을 수 있으며, 남은 수량은 일반 재고로 숍에서 계속 판매할 수 있습니다.',
        ],
      },
    ],
    cta: { label: '프로젝트 만들기', href: '/creation/vinyl' },
  },
  zh: {
    title: '按需黑胶',
    description:
      '以预售或众筹的方式发行你的黑胶唱片：无需任何预付费用，先开放预订，等乐迷订单达到目标后再开机压制；如果截止日期前未能达到目标，则不会压制，买家将获得退款。不压库存、不担风险，让乐迷的真实订单来决定压制数量，让每一张唱片都能找到真正属于它的归宿。',
    lead: '按需黑胶把传统的风险倒了过来。不必先为一批唱片付钱再祈祷卖得出去，而是先开放预订，等乐迷下单后再压制。无需预付，也不会有堆满车库的纸箱。',
    sections: [
      {
        id: 'principle',
        heading: '运作方式',
        paragraphs: ['由你设定目标数量、价格和截止日期。乐迷在项目页面下单，进度条随之增长。'],
        bullets: [
          '截止日期前达到目标：唱片开始压制，并寄给每一位买家。',
          '未达到目标：不进行压制，买家获得退款；你也可以选择以较小数量继续压制。',
          '超出目标的每一份订单，就意味着多压一张唱片。',
        ],
      },
      {
        id: 'goal',
        heading: '设定合适的目标',
        paragraphs: [
          '好的目标是你有把握达到的目标：按你确定会购买的乐迷人数来定，而不是梦想中的数字。报价工具会显示每个档位的单张价格，让你看清项目从多少张开始盈利。上线之前，我们很乐意和你一起看看这些数字。',
        ],
      },
      {
        id: 'money',
        heading: '费用由谁承担',
        paragraphs: [
          '生产费用从销售收入中支付，活动开始前无需付任何钱。运费由买家在唱片价格之外另付。Spindle 收取销售额 25% 的平台佣金；扣除生产成本后的其余部分就是你的利润，详列在每月结算单上。',
        ],
      },
      {
        id: 'after',
        heading: '活动结束之后',
        paragraphs: [
          '达到目标后，项目进入生产：前期检查、由你确认的测试压片、正式压制，然后寄给每位买家。生产期间项目可以继续接受订单，剩余的唱片也可以作为常规库存留在你的店铺里销售。',
        ],
      },
    ],
    cta: { label: '创建你的项目', href: '/creation/vinyl' },
  },
};
