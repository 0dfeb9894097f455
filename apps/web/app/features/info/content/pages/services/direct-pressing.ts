import type { LocalisedInfoPage } from '../../types.ts';

/** /services/direct-pressing: a pressing bought outright and delivered to the artist. */
export const DIRECT_PRESSING_SERVICE_PAGE: LocalisedInfoPage = {
  en: {
    title: 'Direct pressing',
    description:
      'Order your vinyl run outright and receive the records at your door: instant online quote, plant comparison, test pressings and delivery worldwide.',
    lead: 'Sometimes you simply need the records: for a tour, a label catalogue, a distribution deal or your own web shop. Direct pressing is our pressing service with no campaign attached. You order the run, we produce it, the records come to you.',
    sections: [
      {
        id: 'when',
        heading: 'When to choose it',
        paragraphs: [
          'Direct pressing suits projects whose demand you already know, or whose sales happen somewhere other than Spindle.',
        ],
        bullets: [
          'Records for the merch table on tour.',
          'Labels with their own distribution or shop.',
          'Represses and reissues with a proven audience.',
          'Releases sold on another platform or at gigs.',
        ],
      },
      {
        id: 'order',
        heading: 'Quote and order',
        paragraphs: [
          'Use the same configurator as every Spindle project: all formats, colours, sleeves and extras, with the price updating as you choose and every line itemised. Once your files and artwork are approved, you pay the quote and the plant schedules your run.',
        ],
      },
      {
        id: 'delivery',
        heading: 'Delivery',
        paragraphs: [
          'The records are delivered in cartons to the address you choose, anywhere we ship, with the delivery priced for that address. You can also split the run: part to you, part to our logistics partners so the record is on sale in your Spindle shop and shipped to fans for you.',
        ],
      },
      {
        id: 'timeline',
        heading: 'Timeline',
        paragraphs: [
          'Allow 10 to 14 weeks from approved files to delivery, including test pressings, which we recommend just as much for a direct pressing. Tell us your deadline, a tour date or a release day, when you order and we will say honestly whether it can be met.',
        ],
      },
    ],
    cta: { label: 'Price your pressing', href: '/quote' },
  },
  fr: {
    title: 'Pressage en direct',
    description:
      'Achetez votre tirage vinyle et recevez les disques chez vous : devis immédiat en ligne, comparaison des usines, test pressings et livraison partout.',
    lead: 'Parfois, il vous faut simplement les disques : pour une tournée, le catalogue d’un label, un accord de distribution ou votre propre boutique en ligne. Le pressage en direct, c’est notre service de pressage sans campagne. Vous commandez le tirage, nous le fabriquons, les disques arrivent chez vous.',
    sections: [
      {
        id: 'when',
        heading: 'Quand le choisir',
        paragraphs: [
          'Le pressage en direct convient aux projets dont vous connaissez déjà la demande, ou dont les ventes se font ailleurs que sur Spindle.',
        ],
        bullets: [
          'Des disques pour la table de merch en tournée.',
          'Les labels qui ont leur propre distribution ou boutique.',
          'Les repressages et rééditions au public déjà acquis.',
          'Les sorties vendues sur une autre plateforme ou en concert.',
        ],
      },
      {
        id: 'order',
        heading: 'Devis et commande',
        paragraphs: [
          'Vous utilisez le même configurateur que pour tout projet Spindle : tous les formats, couleurs, pochettes et options, avec un prix qui se met à jour à chaque choix et un détail ligne par ligne. Une fois vos fichiers et visuels validés, vous réglez le devis et l’usine planifie votre tirage.',
        ],
      },
      {
        id: 'delivery',
        heading: 'Livraison',
        paragraphs: [
          'Les disques sont livrés en cartons à l’adresse de votre choix, partout où nous expédions, avec une livraison chiffrée pour cette adresse. Vous pouvez aussi partager le tirage : une partie chez vous, une partie chez nos logisticiens pour que le disque soit en vente dans votre boutique Spindle et expédié à vos fans à votre place.',
        ],
      },
      {
        id: 'timeline',
        heading: 'Délais',
        paragraphs: [
          'Prévoyez 10 à 14 semaines entre la validation des fichiers et la livraison, test pressings compris, que nous recommandons tout autant pour un pressage en direct. Indiquez-nous votre échéance, une date de tournée ou de sortie, à la commande : nous vous dirons franchement si elle peut être tenue.',
        ],
      },
    ],
    cta: { label: 'Chiffrer votre pressage', href: '/quote' },
  },
  es: {
    title: 'Prensado directo',
    description:
      'Compra tu tirada de vinilo y recibe los discos en casa: presupuesto inmediato en línea, comparación de plantas, test pressings y entrega en todo el mundo.',
    lead: 'A veces solo necesitas los discos: para una gira, el catálogo de un sello, un acuerdo de distribución o tu propia tienda en línea. El prensado directo es nuestro servicio de prensado sin campaña. Tú pides la tirada, nosotros la fabricamos y los discos te llegan a ti.',
    sections: [
      {
        id: 'when',
        heading: 'Cuándo elegirlo',
        paragraphs: [
          'El prensado directo encaja con proyectos cuya demanda ya conoces o cuyas ventas se hacen fuera de Spindle.',
        ],
        bullets: [
          'Discos para la mesa de merch en gira.',
          'Sellos con distribución o tienda propias.',
          'Reprensados y reediciones con un público probado.',
          'Lanzamientos que se venden en otra plataforma o en conciertos.',
        ],
      },
      {
        id: 'order',
        heading: 'Presupuesto y pedido',
        paragraphs: [
          'Usas el mismo configurador que en cualquier proyecto de Spindle: todos los formatos, colores, fundas y extras, con el precio actualizándose con cada elección y cada línea desglosada. Cuando tus archivos y tu arte están aprobados, pagas el presupuesto y la planta programa tu tirada.',
        ],
      },
      {
        id: 'delivery',
        heading: 'Entrega',
        paragraphs: [
          'Los discos se entregan en cajas en la dirección que elijas, en cualquier lugar al que enviemos, con la entrega presupuestada para esa dirección. También puedes dividir la tirada: una parte para ti y otra para nuestros socios logísticos, para que el disco esté a la venta en tu tienda de Spindle y lo enviemos a tus fans por ti.',
        ],
      },
      {
        id: 'timeline',
        heading: 'Plazos',
        paragraphs: [
          'Calcula de 10 a 14 semanas desde los archivos aprobados hasta la entrega, test pressings incluidos, que también recomendamos en un prensado directo. Dinos tu fecha límite, una gira o un día de lanzamiento, al hacer el pedido y te diremos con sinceridad si se puede cumplir.',
        ],
      },
    ],
    cta: { label: 'Calcula tu prensado', href: '/quote' },
  },
  kr: {
    title: '다이렉트 프레싱',
    description:
      '바이닐 제작 물량을 직접 구매하고 원하는 곳에서 레코드를 받아 보세요. 온라인 즉시 견적, 여러 협력 공장의 가격 비교, 테스트 프레싱, 전 세계 배송까지, 별도의 캠페인 없이 제작만 깔끔하고 빠르게 진행할 수 있습니다.',
    lead: '때로는 레코드 자체만 필요할 때가 있습니다. 투어, 레이블 카탈로그, 유통 계약, 자체 온라인 숍을 위해서요. 다이렉트 프레싱은 캠페인 없이 이용하는 제작 서비스입니다. 수량을 주문하시면 제작해서 보내 드립니다.',
    sections: [
      {
        id: 'when',
        heading: '이럴 때 선택하세요',
        paragraphs: ['이미 수요를 알고 있거나 Spindle 밖에서 판매하는 프로젝트에 잘 맞습니다.'],
        bullets: [
          '투어 공연장 머천 테이블용 레코드.',
          '자체 유통망이나 숍을 가진 레이블.',
          '검증된 수요가 있는 재프레싱과 재발매.',
          '다른 플랫폼이나 공연에서 판매하는 음반.',
        ],
      },
      {
        id: 'order',
        heading: '견적과 주문',
        paragraphs: [
          '모든 Spindle 프로젝트와 같은 견적 계산기를 사용합니다. 모든 포맷, 컬러, 슬리브, 추가 옵션을 선택할 수 있고, 선택할 때마다 가격이 바뀌며 항목별로 표시됩니다. 파일과 아트워크가 승인되면 견적 금액을 결제하고, 공장이 제작 일정을 잡습니다.',
        ],
      },
      {
        id: 'delivery',
        heading: '배송',
        paragraphs: [
          '레코드는 박스 단위로 원하시는 주소에 배송되며, 배송비는 해당 주소 기준으로 산정됩니다. 물량을 나눌 수도 있습니다. 일부는 직접 받고, 일부는 물류 파트너에 입고해 Spindle 숍에서 판매하고 팬에게 대신 발송하는 방식입니다.',
        ],
      },
      {
        id: 'timeline',
        heading: '제작 기간',
        paragraphs: [
          '파일 승인부터 배송까지 테스트 프레싱을 포함해 10~14주를 예상하세요. 다이렉트 프레싱에서도 테스트 프레싱을 똑같이 권해 드립니다. 투어 날짜나 발매일처럼 꼭 맞춰야 할 일정이 있다면 주문할 때 알려 주세요. 가능한지 솔직하게 말씀드립니다.',
        ],
      },
    ],
    cta: { label: '제작 견적 내기', href: '/quote' },
  },
  zh: {
    title: '直接压制',
    description:
      '一次性买下整批黑胶唱片，直接送到你指定的任何地址：在线即时报价，我们会在多家合作压片厂之间比价并选出更优的一家，同样提供测试压片，并可配送到世界各地。无需发起任何预售或众筹活动，只专注于把唱片好好地压出来，再按时、稳稳当当地交到你本人的手里。',
    lead: '有时候你需要的只是唱片本身：为了巡演、厂牌目录、分销合作或你自己的网店。直接压制就是不附带任何活动的压制服务：你下单，我们生产，唱片送到你手中。',
    sections: [
      {
        id: 'when',
        heading: '什么时候选择它',
        paragraphs: ['直接压制适合你已经清楚需求量，或主要在 Spindle 以外销售的项目。'],
        bullets: [
          '巡演时周边摊位上的唱片。',
          '拥有自己分销渠道或店铺的厂牌。',
          '已有稳定听众的再压和再版。',
          '在其他平台或演出现场销售的作品。',
        ],
      },
      {
        id: 'order',
        heading: '报价与下单',
        paragraphs: [
          '使用与所有 Spindle 项目相同的配置器：全部规格、颜色、封套和附加选项任你挑选，价格随选择实时更新，并逐项列明。文件和封面确认后，你支付报价金额，压片厂即安排排期。',
        ],
      },
      {
        id: 'delivery',
        heading: '交付',
        paragraphs: [
          '唱片按箱送到你指定的地址，凡我们能配送的地方都可以，运费按该地址单独报价。你也可以分批处理：一部分送给你，一部分送到我们的物流伙伴，在你的 Spindle 店铺上架，由我们代你发给乐迷。',
        ],
      },
      {
        id: 'timeline',
        heading: '周期',
        paragraphs: [
          '从文件确认到交付请预留 10 至 14 周，其中包括测试压片；即使是直接压制，我们也同样建议做测试压片。如果有必须赶上的日期，比如巡演或发行日，请在下单时告诉我们，能否赶上我们会如实相告。',
        ],
      },
    ],
    cta: { label: '为你的压制报价', href: '/quote' },
  },
};
