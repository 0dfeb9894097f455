import type { LocalisedInfoPage } from '../../types.ts';

/** /services/retaildistribution: physical distribution to record shops and retailers. */
export const RETAIL_DISTRIBUTION_SERVICE_PAGE: LocalisedInfoPage = {
  en: {
    title: 'Retail distribution',
    description:
      'Get your records into independent record shops and chains through our distribution partners, with retail sales and returns on your statement.',
    lead: 'Fans still discover records in shops, browsing a rack on a Saturday afternoon. Through our distribution partners, we place your release with independent record stores and larger chains in France, across Europe and beyond.',
    sections: [
      {
        id: 'network',
        heading: 'Where your records go',
        paragraphs: [
          'Our partners sell to the shops that matter for vinyl, from the independent on the corner to national chains and online retailers.',
        ],
        bullets: [
          'Independent record shops in France and Europe.',
          'Cultural chains and department stores.',
          'Online record retailers.',
          'Other territories through partner distributors.',
        ],
      },
      {
        id: 'how',
        heading: 'How it works',
        paragraphs: [
          'We present your release to the distributor with its artwork, description and release date, ideally two to three months ahead so shops can pre-order. The agreed quantity is set aside from your run and shipped to the distributor; the rest stays available for your direct sales.',
        ],
      },
      {
        id: 'returns',
        heading: 'Returns and timing',
        paragraphs: [
          'Retail works on sale or return: shops can send back unsold copies within the distributor’s terms, and distributors pay a few months after the sale. We plan the retail allocation with you so that direct sales, where your margin is highest, are never short of stock.',
        ],
      },
      {
        id: 'statements',
        heading: 'On your statement',
        paragraphs: [
          'Retail sales appear on your monthly statement per distributor, net of returns and distribution fees, alongside your Spindle sales. You see exactly what sold where.',
        ],
      },
    ],
    cta: { label: 'Ask about distribution', href: '/contact' },
  },
  fr: {
    title: 'Distribution en magasin',
    description:
      'Placez vos disques chez les disquaires indépendants et les enseignes via nos partenaires distributeurs, ventes et retours détaillés sur votre relevé.',
    lead: 'Les fans découvrent encore des disques en magasin, en fouillant un bac un samedi après-midi. Avec nos partenaires distributeurs, nous plaçons votre sortie chez les disquaires indépendants et les grandes enseignes, en France, en Europe et au-delà.',
    sections: [
      {
        id: 'network',
        heading: 'Où vont vos disques',
        paragraphs: [
          'Nos partenaires vendent aux magasins qui comptent pour le vinyle, du disquaire du coin aux enseignes nationales et aux boutiques en ligne.',
        ],
        bullets: [
          'Disquaires indépendants en France et en Europe.',
          'Enseignes culturelles et grands magasins.',
          'Disquaires en ligne.',
          'D’autres territoires via des distributeurs partenaires.',
        ],
      },
      {
        id: 'how',
        heading: 'Comment ça marche',
        paragraphs: [
          'Nous présentons votre sortie au distributeur avec ses visuels, sa description et sa date de sortie, idéalement deux à trois mois à l’avance pour que les magasins puissent précommander. La quantité convenue est prélevée sur votre tirage et envoyée au distributeur ; le reste demeure disponible pour vos ventes directes.',
        ],
      },
      {
        id: 'returns',
        heading: 'Retours et délais',
        paragraphs: [
          'La distribution fonctionne avec droit de retour : les magasins peuvent renvoyer les invendus selon les conditions du distributeur, qui paie quelques mois après la vente. Nous planifions avec vous la part réservée aux magasins pour que vos ventes directes, où votre marge est la plus forte, ne manquent jamais de stock.',
        ],
      },
      {
        id: 'statements',
        heading: 'Sur votre relevé',
        paragraphs: [
          'Les ventes en magasin figurent sur votre relevé mensuel par distributeur, déduction faite des retours et des frais de distribution, à côté de vos ventes Spindle. Vous voyez exactement ce qui s’est vendu et où.',
        ],
      },
    ],
    cta: { label: 'Parler distribution', href: '/contact' },
  },
  es: {
    title: 'Distribución en tiendas',
    description:
      'Lleva tus discos a tiendas independientes y cadenas con nuestros socios de distribución, con ventas y devoluciones detalladas en tu liquidación.',
    lead: 'Los fans siguen descubriendo discos en las tiendas, rebuscando en un cajón un sábado por la tarde. Con nuestros socios de distribución, colocamos tu lanzamiento en tiendas de discos independientes y grandes cadenas, en Francia, en Europa y más allá.',
    sections: [
      {
        id: 'network',
        heading: 'Adónde van tus discos',
        paragraphs: [
          'Nuestros socios venden a las tiendas que importan para el vinilo, desde la independiente de la esquina hasta las cadenas nacionales y las tiendas en línea.',
        ],
        bullets: [
          'Tiendas de discos independientes en Francia y Europa.',
          'Cadenas culturales y grandes almacenes.',
          'Tiendas de discos en línea.',
          'Otros territorios a través de distribuidores asociados.',
        ],
      },
      {
        id: 'how',
        heading: 'Cómo funciona',
        paragraphs: [
          'Presentamos tu lanzamiento al distribuidor con su arte, su descripción y su fecha de salida, idealmente con dos o tres meses de antelación para que las tiendas puedan reservar. La cantidad acordada se aparta de tu tirada y se envía al distribuidor; el resto sigue disponible para tus ventas directas.',
        ],
      },
      {
        id: 'returns',
        heading: 'Devoluciones y plazos',
        paragraphs: [
          'La distribución funciona con derecho a devolución: las tiendas pueden devolver las copias no vendidas según las condiciones del distribuidor, que paga unos meses después de la venta. Planificamos contigo la parte destinada a tiendas para que a tus ventas directas, donde tu margen es mayor, nunca les falte stock.',
        ],
      },
      {
        id: 'statements',
        heading: 'En tu liquidación',
        paragraphs: [
          'Las ventas en tiendas aparecen en tu liquidación mensual por distribuidor, descontadas las devoluciones y las comisiones de distribución, junto a tus ventas en Spindle. Ves exactamente qué se vendió y dónde.',
        ],
      },
    ],
    cta: { label: 'Consultar sobre distribución', href: '/contact' },
  },
  kr: {
    title: '오프라인 유통',
    description:
      '유통 파트너를 통해 프랑스와 유럽, 그 밖의 지역의 독립 레코드숍과 대형 매장에 음반을 입점시키세요. 매장 판매량과 반품 내역, 유통 수수료는 매달 발행되는 정산서에 유통사별로 정리되어 있어 한눈에 쉽게 확인할 수 있습니다.',
    lead: '팬들은 여전히 주말 오후 레코드숍의 진열대를 넘기며 음반을 발견합니다. Spindle은 유통 파트너를 통해 프랑스와 유럽, 그리고 그 밖의 지역의 독립 레코드숍과 대형 매장에 음반을 입점시킵니다.',
    sections: [
      {
        id: 'network',
        heading: '입점 채널',
        paragraphs: [
          '파트너사는 동네 독립 레코드숍부터 전국 체인, 온라인 판매처까지 바이닐에 중요한 매장에 음반을 공급합니다.',
        ],
        bullets: [
          '프랑스와 유럽의 독립 레코드숍.',
          '문화 전문 체인과 백화점.',
          '온라인 레코드 판매처.',
          '협력 유통사를 통한 기타 지역.',
        ],
      },
      {
        id: 'how',
        heading: '진행 방식',
        paragraphs: [
          '매장이 예약 주문을 할 수 있도록, 가능하면 발매 2~3개월 전에 아트워크, 소개 문구, 발매일과 함께 유통사에 음반을 소개합니다. 합의된 수량은 제작 물량에서 따로 떼어 유통사로 보내고, 나머지는 직접 판매용으로 남겨 둡니다.',
        ],
      },
      {
        id: 'returns',
        heading: '반품과 정산 시기',
        paragraphs: [
          '매장 유통은 반품 조건부 판매입니다. 매장은 유통사 조건에 따라 팔리지 않은 음반을 반품할 수 있고, 유통사는 판매 후 몇 달 뒤에 대금을 지급합니다. 마진이 가장 높은 직접 판매에 재고가 부족하지 않도록 매장 배정 수량을 함께 계획합니다.',
        ],
      },
      {
        id: 'statements',
        heading: '정산서에서 확인',
        paragraphs: [
          '매장 판매는 반품과 유통 수수료를 뺀 금액으로 유통사별로 월별 정산서에 Spindle 판매와 함께 표시됩니다. 어디에서 무엇이 팔렸는지 정확히 확인할 수 있습니다.',
        ],
      },
    ],
    cta: { label: '유통 문의하기', href: '/contact' },
  },
  zh: {
    title: '实体店分销',
    description:
      '通过我们的分销合作伙伴，让你的黑胶唱片走进法国、欧洲及其他地区的独立唱片店、大型文化连锁店和线上唱片零售商；每家门店的销售、退货以及分销费用，都会按分销商逐一列在你的月度结算单上，与你在 Spindle 上的直接销售并列显示，一目了然、清清楚楚。',
    lead: '乐迷至今仍会在某个周六下午翻着唱片架发现新唱片。借助分销合作伙伴，我们把你的作品送进法国、欧洲乃至更远地区的独立唱片店和大型连锁店。',
    sections: [
      {
        id: 'network',
        heading: '你的唱片会去哪里',
        paragraphs: ['我们的合作伙伴向对黑胶最重要的门店供货，从街角的独立唱片店到全国连锁和线上零售商。'],
        bullets: [
          '法国和欧洲的独立唱片店。',
          '文化连锁店和百货商店。',
          '线上唱片零售商。',
          '通过合作分销商覆盖的其他地区。',
        ],
      },
      {
        id: 'how',
        heading: '运作方式',
        paragraphs: [
          '我们会带着封面、介绍和发行日期向分销商推荐你的作品，最好提前两到三个月，让门店可以预订。商定的数量从你的压制批次中单独留出并发给分销商，其余部分继续用于你的直接销售。',
        ],
      },
      {
        id: 'returns',
        heading: '退货与回款',
        paragraphs: [
          '门店分销采用可退货的模式：门店可以按分销商的条款退回未售出的唱片，分销商通常在销售几个月后付款。我们会和你一起规划门店配货量，确保利润最高的直接销售永远不缺货。',
        ],
      },
      {
        id: 'statements',
        heading: '体现在结算单上',
        paragraphs: [
          '门店销售按分销商列在你的月度结算单上，已扣除退货和分销费用，与你在 Spindle 上的销售并列显示。哪里卖了多少，一目了然。',
        ],
      },
    ],
    cta: { label: '咨询分销', href: '/contact' },
  },
};
