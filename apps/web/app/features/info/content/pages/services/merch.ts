import type { LocalisedInfoPage } from '../../types.ts';

/** /services/merch: merchandise made and sold alongside the record. */
export const MERCH_SERVICE_PAGE: LocalisedInfoPage = {
  en: {
    title: 'Merch',
    description:
      'T-shirts, hoodies, tote bags, posters and slipmats made to sell beside your record, alone or in bundles, stored and shipped in the same parcel.',
    lead: 'A record sells better with a shirt beside it, and a shirt sells better with a record. We produce your merch, list it in your shop and ship it with the vinyl, so fans get one parcel and you get one statement.',
    sections: [
      {
        id: 'products',
        heading: 'What we make',
        paragraphs: [
          'We work with textile and print partners used to band merch, and we send you a mock-up to approve before anything is printed.',
        ],
        bullets: [
          'T-shirts and hoodies, screen printed or embroidered, with organic cotton on request.',
          'Tote bags, caps and beanies.',
          'Posters and art prints, signed or numbered if you like.',
          'Slipmats, badges and stickers.',
        ],
      },
      {
        id: 'bundles',
        heading: 'Bundles and sizes',
        paragraphs: [
          'Sell each item on its own or pair it with the record in a bundle, often the best-selling option of a campaign. Buyers choose their size at checkout, and stock is counted size by size, so a sold-out XL never blocks the rest.',
        ],
      },
      {
        id: 'production',
        heading: 'Quantities and timing',
        paragraphs: [
          'Screen printing starts to make sense from around 50 pieces per design; below that, we suggest a smaller range or a print-on-demand approach. Textile takes two to four weeks after you approve the mock-up, so it is ready long before the vinyl.',
        ],
      },
      {
        id: 'shipping',
        heading: 'One parcel, one statement',
        paragraphs: [
          'Merch is stored with your records at our logistics partners and ships in the same parcel when ordered together. Sales and costs appear on your monthly statement next to the records, with the same 25% platform fee.',
        ],
      },
    ],
    cta: { label: 'Plan your merch', href: '/contact' },
  },
  fr: {
    title: 'Merch',
    description:
      'T-shirts, sweats, tote bags, affiches et feutrines à vendre avec votre disque, seuls ou en pack, stockés et expédiés dans le même colis.',
    lead: 'Un disque se vend mieux avec un t-shirt à côté, et un t-shirt se vend mieux avec un disque. Nous fabriquons votre merch, le mettons en vente dans votre boutique et l’expédions avec le vinyle : un colis pour vos fans, un relevé pour vous.',
    sections: [
      {
        id: 'products',
        heading: 'Ce que nous fabriquons',
        paragraphs: [
          'Nous travaillons avec des ateliers textile et d’impression habitués au merch de groupes, et vous envoyons une maquette à valider avant toute impression.',
        ],
        bullets: [
          'T-shirts et sweats à capuche, sérigraphiés ou brodés, en coton bio sur demande.',
          'Tote bags, casquettes et bonnets.',
          'Affiches et tirages d’art, signés ou numérotés si vous le souhaitez.',
          'Feutrines, badges et stickers.',
        ],
      },
      {
        id: 'bundles',
        heading: 'Packs et tailles',
        paragraphs: [
          'Vendez chaque article seul ou associez-le au disque dans un pack, souvent la meilleure vente d’une campagne. Les acheteurs choisissent leur taille au moment de payer et le stock est suivi taille par taille : un XL épuisé ne bloque jamais le reste.',
        ],
      },
      {
        id: 'production',
        heading: 'Quantités et délais',
        paragraphs: [
          'La sérigraphie devient intéressante à partir d’une cinquantaine de pièces par visuel ; en dessous, nous conseillons une gamme plus courte ou l’impression à la demande. Le textile demande deux à quatre semaines après validation de la maquette : il est prêt bien avant le vinyle.',
        ],
      },
      {
        id: 'shipping',
        heading: 'Un colis, un relevé',
        paragraphs: [
          'Le merch est stocké avec vos disques chez nos logisticiens et part dans le même colis quand il est commandé ensemble. Ventes et coûts figurent sur votre relevé mensuel à côté des disques, avec la même commission de 25 %.',
        ],
      },
    ],
    cta: { label: 'Préparer votre merch', href: '/contact' },
  },
  es: {
    title: 'Merch',
    description:
      'Camisetas, sudaderas, tote bags, pósteres y slipmats para vender junto a tu disco, solos o en packs, almacenados y enviados en el mismo paquete.',
    lead: 'Un disco se vende mejor con una camiseta al lado, y una camiseta se vende mejor con un disco. Fabricamos tu merch, lo ponemos en tu tienda y lo enviamos con el vinilo: un paquete para tus fans y una liquidación para ti.',
    sections: [
      {
        id: 'products',
        heading: 'Qué fabricamos',
        paragraphs: [
          'Trabajamos con talleres textiles y de impresión acostumbrados al merch de bandas, y te enviamos una maqueta para aprobar antes de imprimir nada.',
        ],
        bullets: [
          'Camisetas y sudaderas, serigrafiadas o bordadas, en algodón orgánico si lo pides.',
          'Tote bags, gorras y gorros.',
          'Pósteres y láminas, firmados o numerados si quieres.',
          'Slipmats, chapas y pegatinas.',
        ],
      },
      {
        id: 'bundles',
        heading: 'Packs y tallas',
        paragraphs: [
          'Vende cada artículo por separado o júntalo con el disco en un pack, a menudo lo más vendido de una campaña. Los compradores eligen su talla al pagar y el stock se cuenta talla a talla, así que una XL agotada nunca bloquea el resto.',
        ],
      },
      {
        id: 'production',
        heading: 'Cantidades y plazos',
        paragraphs: [
          'La serigrafía empieza a compensar a partir de unas 50 piezas por diseño; por debajo, te recomendamos una gama más corta o impresión bajo demanda. El textil tarda de dos a cuatro semanas tras aprobar la maqueta, así que está listo mucho antes que el vinilo.',
        ],
      },
      {
        id: 'shipping',
        heading: 'Un paquete, una liquidación',
        paragraphs: [
          'El merch se almacena con tus discos en nuestros socios logísticos y viaja en el mismo paquete cuando se pide junto. Ventas y costes aparecen en tu liquidación mensual al lado de los discos, con la misma comisión del 25 %.',
        ],
      },
    ],
    cta: { label: 'Planifica tu merch', href: '/contact' },
  },
  kr: {
    title: '머천다이즈',
    description:
      '티셔츠, 후디, 에코백, 포스터, 슬립매트를 레코드와 함께 단품이나 번들로 판매하세요. 시안 제작부터 생산, 창고 보관, 레코드와 한 상자에 담는 배송, 월별 정산까지 Spindle이 처음부터 끝까지 모두 함께 처리합니다.',
    lead: '레코드 옆에 티셔츠가 있으면 더 잘 팔리고, 티셔츠도 레코드와 함께일 때 더 잘 팔립니다. 머천다이즈를 제작해 숍에 올리고 바이닐과 함께 발송하므로, 팬은 한 번에 받고 아티스트는 하나의 정산서로 확인합니다.',
    sections: [
      {
        id: 'products',
        heading: '제작 품목',
        paragraphs: ['밴드 머천다이즈에 익숙한 의류·인쇄 파트너와 협업하며, 인쇄 전에 시안을 보내 승인을 받습니다.'],
        bullets: [
          '실크스크린 또는 자수 티셔츠와 후디, 요청 시 오가닉 코튼.',
          '에코백, 캡, 비니.',
          '포스터와 아트 프린트, 원하시면 사인이나 넘버링 가능.',
          '슬립매트, 배지, 스티커.',
        ],
      },
      {
        id: 'bundles',
        heading: '번들과 사이즈',
        paragraphs: [
          '각 상품을 단독으로 판매하거나 레코드와 묶어 번들로 판매하세요. 번들은 캠페인에서 가장 잘 팔리는 구성인 경우가 많습니다. 구매자는 결제할 때 사이즈를 고르고, 재고는 사이즈별로 관리되므로 XL이 품절되어도 다른 사이즈 판매에는 영향이 없습니다.',
        ],
      },
      {
        id: 'production',
        heading: '수량과 일정',
        paragraphs: [
          '실크스크린은 디자인당 50장 정도부터 효율적입니다. 그보다 적다면 품목 수를 줄이거나 주문 제작 방식을 권해 드립니다. 의류는 시안 승인 후 2~4주면 준비되므로 바이닐보다 훨씬 먼저 완성됩니다.',
        ],
      },
      {
        id: 'shipping',
        heading: '하나의 소포, 하나의 정산서',
        paragraphs: [
          '머천다이즈는 레코드와 함께 물류 파트너 창고에 보관되며, 함께 주문하면 같은 소포로 발송됩니다. 판매와 비용은 월별 정산서에 레코드와 나란히 표시되며, 플랫폼 수수료도 동일하게 25%입니다.',
        ],
      },
    ],
    cta: { label: '머천다이즈 상담하기', href: '/contact' },
  },
  zh: {
    title: '周边',
    description:
      'T 恤、连帽衫、帆布袋、海报和唱盘垫，与你的黑胶唱片一起销售，既可以单独售卖，也可以和唱片组成套装；从效果图打样、生产制作到仓储，再到和唱片装进同一个包裹发货、每月出具清晰的结算单，全部由 Spindle 一站式处理，你只需专心做音乐就好。',
    lead: '唱片旁边放一件 T 恤卖得更好，T 恤配上唱片也卖得更好。我们为你制作周边、上架到你的店铺，并与黑胶一起发货：乐迷收到一个包裹，你看到一份结算单。',
    sections: [
      {
        id: 'products',
        heading: '我们制作什么',
        paragraphs: ['我们与熟悉乐队周边的服装和印刷伙伴合作，印刷前会先发效果图请你确认。'],
        bullets: [
          'T 恤和连帽衫，丝网印刷或刺绣，可应要求使用有机棉。',
          '帆布袋、棒球帽和毛线帽。',
          '海报和艺术微喷，可签名或编号。',
          '唱盘垫、徽章和贴纸。',
        ],
      },
      {
        id: 'bundles',
        heading: '套装与尺码',
        paragraphs: [
          '每件商品都可以单独销售，也可以和唱片组成套装，套装往往是一场活动里最畅销的选项。买家在结账时选择尺码，库存按尺码分别统计，XL 售罄也不会影响其他尺码。',
        ],
      },
      {
        id: 'production',
        heading: '数量与周期',
        paragraphs: [
          '丝网印刷大约从每款 50 件起才划算；数量更少时，我们建议精简款式或采用按需印刷。服装在效果图确认后两到四周即可完成，远早于黑胶到货。',
        ],
      },
      {
        id: 'shipping',
        heading: '一个包裹，一份结算单',
        paragraphs: [
          '周边与唱片一起存放在物流伙伴的仓库，同时下单时装在同一个包裹里发出。销售和成本与唱片并列显示在月度结算单上，平台佣金同样为 25%。',
        ],
      },
    ],
    cta: { label: '规划你的周边', href: '/contact' },
  },
};
