import type { LocalisedInfoPage } from '../../types.ts';

/** /services/fulfillment: storage, pick, pack and ship through the logistics partners. */
export const FULFILLMENT_SERVICE_PAGE: LocalisedInfoPage = {
  en: {
    title: 'Storage and fulfilment',
    description:
      'Records stored and shipped worldwide by our logistics partners in Europe, North America and Asia-Pacific, with tracking and pickup points.',
    lead: 'Packing hundreds of parcels on the kitchen floor is a rite of passage, once. After that, let our logistics partners do it: your stock is stored close to your fans and every order leaves packed for vinyl, with tracking.',
    sections: [
      {
        id: 'network',
        heading: 'Our network',
        paragraphs: ['Each order ships from the partner that holds your stock and can deliver it at the best price.'],
        facts: [
          { term: 'Europe', detail: 'France, the United Kingdom, Germany and Spain.' },
          { term: 'North America', detail: 'The United States and Canada.' },
          { term: 'Asia-Pacific', detail: 'Australia and Hong Kong.' },
        ],
      },
      {
        id: 'shipping',
        heading: 'Shipping',
        paragraphs: ['Shipping is priced by weight and destination and paid by the buyer at checkout.'],
        bullets: [
          'Rigid mailers made for records.',
          'Home delivery, standard or tracked, and pickup points where available.',
          'Items from the same shop grouped in one parcel.',
          'An address check before each pre-order ships, then a tracking link by email.',
        ],
      },
      {
        id: 'storage',
        heading: 'Storage',
        paragraphs: [
          'Storage is free while you have fewer than 10 units in stock. From 10 units, it costs €0.10 per vinyl and €0.05 per CD, tape or other item, per month, shown on your statement. Your dashboard shows the stock at each partner, and we can move stock between regions on request.',
        ],
      },
      {
        id: 'returns',
        heading: 'Returns and damage',
        paragraphs: [
          'Parcels returned to sender, whether the address was wrong or the parcel was refused, go back into stock. Damaged records are replaced, and we handle the claim with the carrier.',
        ],
      },
    ],
    cta: { label: 'Talk to us about logistics', href: '/contact' },
  },
  fr: {
    title: 'Stockage et logistique',
    description:
      'Vos disques stockés et expédiés dans le monde entier par nos logisticiens en Europe, en Amérique du Nord et en Asie-Pacifique, suivi et points relais.',
    lead: 'Emballer des centaines de colis sur le sol de la cuisine est un rite de passage, une fois. Ensuite, laissez faire nos logisticiens : votre stock est entreposé près de vos fans et chaque commande part emballée pour le vinyle, avec suivi.',
    sections: [
      {
        id: 'network',
        heading: 'Notre réseau',
        paragraphs: ['Chaque commande part du logisticien qui détient votre stock et peut la livrer au meilleur prix.'],
        facts: [
          { term: 'Europe', detail: 'France, Royaume-Uni, Allemagne et Espagne.' },
          { term: 'Amérique du Nord', detail: 'États-Unis et Canada.' },
          { term: 'Asie-Pacifique', detail: 'Australie et Hong Kong.' },
        ],
      },
      {
        id: 'shipping',
        heading: 'Expédition',
        paragraphs: [
          'La livraison est calculée selon le poids et la destination, et payée par l’acheteur à la commande.',
        ],
        bullets: [
          'Des emballages rigides conçus pour les disques.',
          'Livraison à domicile, standard ou suivie, et points relais là où ils existent.',
          'Les articles d’une même boutique regroupés dans un seul colis.',
          'Une vérification d’adresse avant l’expédition de chaque précommande, puis un lien de suivi par e-mail.',
        ],
      },
      {
        id: 'storage',
        heading: 'Stockage',
        paragraphs: [
          'Le stockage est gratuit tant que vous avez moins de 10 articles en stock. À partir de 10, il coûte 0,10 € par vinyle et 0,05 € par CD, cassette ou autre article, par mois, et figure sur votre relevé. Votre tableau de bord affiche le stock chez chaque logisticien, et nous pouvons le déplacer d’une région à l’autre sur demande.',
        ],
      },
      {
        id: 'returns',
        heading: 'Retours et casse',
        paragraphs: [
          'Les colis retournés à l’expéditeur, adresse erronée ou colis refusé, reviennent en stock. Les disques abîmés sont remplacés, et nous gérons la réclamation auprès du transporteur.',
        ],
      },
    ],
    cta: { label: 'Parler logistique', href: '/contact' },
  },
  es: {
    title: 'Almacenaje y logística',
    description:
      'Tus discos almacenados y enviados a todo el mundo por nuestros socios logísticos en Europa, Norteamérica y Asia-Pacífico, con seguimiento y puntos de recogida.',
    lead: 'Empaquetar cientos de paquetes en el suelo de la cocina es un rito de iniciación, una vez. Después, deja que lo hagan nuestros socios logísticos: tu stock se guarda cerca de tus fans y cada pedido sale embalado para vinilo y con seguimiento.',
    sections: [
      {
        id: 'network',
        heading: 'Nuestra red',
        paragraphs: ['Cada pedido sale del socio que tiene tu stock y puede entregarlo al mejor precio.'],
        facts: [
          { term: 'Europa', detail: 'Francia, Reino Unido, Alemania y España.' },
          { term: 'Norteamérica', detail: 'Estados Unidos y Canadá.' },
          { term: 'Asia-Pacífico', detail: 'Australia y Hong Kong.' },
        ],
      },
      {
        id: 'shipping',
        heading: 'Envíos',
        paragraphs: ['El envío se calcula por peso y destino y lo paga el comprador al hacer el pedido.'],
        bullets: [
          'Embalajes rígidos pensados para discos.',
          'Entrega a domicilio, estándar o con seguimiento, y puntos de recogida donde los hay.',
          'Los artículos de una misma tienda, agrupados en un solo paquete.',
          'Confirmación de dirección antes de que salga cada preventa y, después, un enlace de seguimiento por correo.',
        ],
      },
      {
        id: 'storage',
        heading: 'Almacenaje',
        paragraphs: [
          'El almacenaje es gratis mientras tengas menos de 10 unidades en stock. A partir de 10, cuesta 0,10 € por vinilo y 0,05 € por CD, casete u otro artículo, al mes, y aparece en tu liquidación. Tu panel muestra el stock en cada socio y podemos moverlo entre regiones si lo pides.',
        ],
      },
      {
        id: 'returns',
        heading: 'Devoluciones y daños',
        paragraphs: [
          'Los paquetes devueltos al remitente, por dirección errónea o porque se rechazaron, vuelven al stock. Los discos dañados se reponen y nosotros gestionamos la reclamación con el transportista.',
        ],
      },
    ],
    cta: { label: 'Háblanos de logística', href: '/contact' },
  },
  kr: {
    title: '보관과 배송 대행',
    description:
      '유럽, 북미, 아시아·태평양의 물류 파트너가 레코드를 보관하고 전 세계로 발송합니다. 바이닐 전용 포장, 배송 조회, 픽업 지점 수령까지 지원하며, 보관료는 재고가 10개 이상일 때만 월 단위로 부과되어 정산서에 표시됩니다.',
    lead: '부엌 바닥에서 수백 개의 소포를 포장하는 일은 한 번쯤 겪는 통과의례입니다. 그다음부터는 물류 파트너에게 맡기세요. 재고는 팬들과 가까운 곳에 보관되고, 모든 주문은 바이닐 전용 포장과 배송 조회와 함께 출고됩니다.',
    sections: [
      {
        id: 'network',
        heading: '물류 네트워크',
        paragraphs: ['각 주문은 재고를 보유한 파트너 중 가장 좋은 가격으로 배송할 수 있는 곳에서 출고됩니다.'],
        facts: [
          { term: '유럽', detail: '프랑스, 영국, 독일, 스페인.' },
          { term: '북미', detail: '미국, 캐나다.' },
          { term: '아시아·태평양', detail: '호주, 홍콩.' },
        ],
      },
      {
        id: 'shipping',
        heading: '배송',
        paragraphs: ['배송비는 무게와 목적지에 따라 산정되며 구매자가 결제 시 부담합니다.'],
        bullets: [
          '레코드 전용 하드 포장재.',
          '일반 또는 추적 가능한 자택 배송, 가능한 지역에서는 픽업 지점 수령.',
          '같은 숍의 상품은 한 소포로 묶음 배송.',
          '프리오더 발송 전 주소 확인, 이후 이메일로 배송 조회 링크 발송.',
        ],
      },
      {
        id: 'storage',
        heading: '보관',
        paragraphs: [
          '재고가 10개 미만이면 보관료는 무료입니다. 10개 이상부터는 월 기준 바이닐 1장당 0.10유로, CD·카세트·기타 상품 1개당 0.05유로이며 정산서에 표시됩니다. 대시보드에서 파트너별 재고를 확인할 수 있고, 요청하시면 지역 간 재고 이동도 가능합니다.',
        ],
      },
      {
        id: 'returns',
        heading: '반송과 파손',
        paragraphs: [
          '주소 오류나 수취 거부로 반송된 소포는 다시 재고로 입고됩니다. 파손된 레코드는 새 제품으로 보내 드리며, 택배사 배상 청구는 Spindle이 처리합니다.',
        ],
      },
    ],
    cta: { label: '물류 상담하기', href: '/contact' },
  },
  zh: {
    title: '仓储与代发货',
    description:
      '由我们在欧洲、北美和亚太地区的物流伙伴为你仓储唱片并发往世界各地：采用专为黑胶设计的硬质包装，提供物流追踪和自提点取货，同一店铺的商品合并发货；库存少于 10 件时免收仓储费，达到 10 件后才按月计费，所有费用都清清楚楚地列在你的每月结算单上。',
    lead: '坐在厨房地板上打包几百个包裹，经历一次就够了。之后就交给我们的物流伙伴吧：你的库存存放在离乐迷更近的地方，每笔订单都用专为黑胶设计的包装发出，并附物流追踪。',
    sections: [
      {
        id: 'network',
        heading: '我们的网络',
        paragraphs: ['每笔订单都从持有你库存、且能以最优价格送达的物流伙伴发出。'],
        facts: [
          { term: '欧洲', detail: '法国、英国、德国和西班牙。' },
          { term: '北美', detail: '美国和加拿大。' },
          { term: '亚太', detail: '澳大利亚和中国香港。' },
        ],
      },
      {
        id: 'shipping',
        heading: '配送',
        paragraphs: ['运费按重量和目的地计算，由买家在结账时支付。'],
        bullets: [
          '专为唱片设计的硬质邮寄包装。',
          '送货上门（普通或可追踪），有条件的地区可选自提点。',
          '同一店铺的商品合并为一个包裹。',
          '每批预订发货前确认地址，发货后通过邮件发送追踪链接。',
        ],
      },
      {
        id: 'storage',
        heading: '仓储',
        paragraphs: [
          '库存少于 10 件时仓储免费。达到 10 件起，每张黑胶每月 0.10 欧元，每张 CD、每盘卡带或其他商品每月 0.05 欧元，并列在结算单上。控制面板会显示各物流伙伴处的库存，如有需要，我们也可以在不同地区之间调拨库存。',
        ],
      },
      {
        id: 'returns',
        heading: '退件与破损',
        paragraphs: ['因地址错误或被拒收而退回的包裹会重新入库。破损的唱片会补发新品，与快递公司的索赔由我们处理。'],
      },
    ],
    cta: { label: '咨询物流服务', href: '/contact' },
  },
};
