import type { LocalisedInfoPage } from '../../types.ts';

/** /services/deposit-sales: consignment of stock the artist already has. */
export const DEPOSIT_SALES_SERVICE_PAGE: LocalisedInfoPage = {
  en: {
    title: 'Consignment sales',
    description:
      'Already have records? Send your stock to our warehouse and sell it on Spindle worldwide: we store, ship and pay you monthly, minus a 25% fee.',
    lead: 'Pressed elsewhere, or boxes left over from a tour? Deposit your stock with us and it goes on sale in the Spindle shop and on your own shop page, shipped to fans around the world by our logistics partners.',
    sections: [
      {
        id: 'how',
        heading: 'How it works',
        paragraphs: ['Consignment takes a few days to set up and no commitment on quantity.'],
        bullets: [
          'Tell us what you have: format, quantity, barcode, price.',
          'We send you a delivery address and a reference for your cartons.',
          'On arrival, the stock is counted and goes on sale.',
          'Each order is packed and shipped by our logistics partners.',
        ],
      },
      {
        id: 'accepted',
        heading: 'What we take',
        paragraphs: [
          'New records, CDs, cassettes and merch, in their final packaging and with a barcode. Second-hand stock is not accepted. If your release has a digital version, buyers can also receive the download with their order.',
        ],
      },
      {
        id: 'fees',
        heading: 'Fees',
        paragraphs: [
          'Listing is free. Spindle keeps 25% of each sale. Storage is charged only while you have 10 units or more in stock: €0.10 per vinyl and €0.05 per CD, tape or other item, per month. Buyers pay for shipping.',
        ],
      },
      {
        id: 'payouts',
        heading: 'Getting paid',
        paragraphs: [
          'Sales appear on your statement, issued on the 28th of each month with the costs and your balance, and the balance is paid to your bank account. You can ask for your remaining stock back at any time; return shipping is at your cost.',
        ],
      },
    ],
    cta: { label: 'Send us your stock', href: '/contact' },
  },
  fr: {
    title: 'Vente en dépôt',
    description:
      'Vous avez déjà vos disques ? Confiez votre stock à notre entrepôt et vendez-le sur Spindle : nous stockons, expédions et vous payons chaque mois.',
    lead: 'Pressés ailleurs, ou des cartons restés après une tournée ? Déposez votre stock chez nous : il est mis en vente dans la boutique Spindle et sur votre propre page, et expédié aux fans du monde entier par nos logisticiens.',
    sections: [
      {
        id: 'how',
        heading: 'Comment ça marche',
        paragraphs: ['Le dépôt se met en place en quelques jours, sans engagement de quantité.'],
        bullets: [
          'Dites-nous ce que vous avez : format, quantité, code-barres, prix.',
          'Nous vous envoyons une adresse de livraison et une référence pour vos cartons.',
          'À l’arrivée, le stock est compté et mis en vente.',
          'Chaque commande est préparée et expédiée par nos logisticiens.',
        ],
      },
      {
        id: 'accepted',
        heading: 'Ce que nous acceptons',
        paragraphs: [
          'Des disques, CD, cassettes et articles de merch neufs, dans leur emballage définitif et avec un code-barres. Nous n’acceptons pas l’occasion. Si votre sortie existe en numérique, les acheteurs peuvent aussi recevoir le téléchargement avec leur commande.',
        ],
      },
      {
        id: 'fees',
        heading: 'Frais',
        paragraphs: [
          'La mise en vente est gratuite. Spindle retient 25 % de chaque vente. Le stockage n’est facturé que tant que vous avez au moins 10 articles en stock : 0,10 € par vinyle et 0,05 € par CD, cassette ou autre article, par mois. La livraison est payée par les acheteurs.',
        ],
      },
      {
        id: 'payouts',
        heading: 'Être payé',
        paragraphs: [
          'Les ventes figurent sur votre relevé, établi le 28 de chaque mois avec les coûts et votre solde, et le solde est versé sur votre compte bancaire. Vous pouvez récupérer votre stock restant à tout moment ; le retour est à votre charge.',
        ],
      },
    ],
    cta: { label: 'Nous confier votre stock', href: '/contact' },
  },
  es: {
    title: 'Venta en depósito',
    description:
      '¿Ya tienes tus discos? Envía tu stock a nuestro almacén y véndelo en Spindle: lo guardamos, lo enviamos y te pagamos cada mes, menos un 25 %.',
    lead: '¿Los prensaste en otro sitio o te sobraron cajas de la gira? Deja tu stock con nosotros y se pondrá a la venta en la tienda de Spindle y en tu propia página, con envíos a fans de todo el mundo a cargo de nuestros socios logísticos.',
    sections: [
      {
        id: 'how',
        heading: 'Cómo funciona',
        paragraphs: ['El depósito se pone en marcha en pocos días y sin compromiso de cantidad.'],
        bullets: [
          'Cuéntanos qué tienes: formato, cantidad, código de barras, precio.',
          'Te enviamos una dirección de entrega y una referencia para tus cajas.',
          'Al llegar, el stock se cuenta y se pone a la venta.',
          'Cada pedido lo preparan y envían nuestros socios logísticos.',
        ],
      },
      {
        id: 'accepted',
        heading: 'Qué aceptamos',
        paragraphs: [
          'Discos, CD, casetes y merch nuevos, en su embalaje definitivo y con código de barras. No aceptamos stock de segunda mano. Si tu lanzamiento tiene versión digital, los compradores también pueden recibir la descarga con su pedido.',
        ],
      },
      {
        id: 'fees',
        heading: 'Tarifas',
        paragraphs: [
          'Publicar es gratis. Spindle se queda el 25 % de cada venta. El almacenaje solo se cobra mientras tengas 10 unidades o más en stock: 0,10 € por vinilo y 0,05 € por CD, casete u otro artículo, al mes. Los compradores pagan el envío.',
        ],
      },
      {
        id: 'payouts',
        heading: 'Cobrar',
        paragraphs: [
          'Las ventas aparecen en tu liquidación, que se emite el día 28 de cada mes con los costes y tu saldo, y el saldo se paga en tu cuenta bancaria. Puedes pedir que te devolvamos el stock restante cuando quieras; el envío de vuelta corre de tu cuenta.',
        ],
      },
    ],
    cta: { label: 'Envíanos tu stock', href: '/contact' },
  },
  kr: {
    title: '위탁 판매',
    description:
      '이미 레코드를 갖고 계신가요? 재고를 Spindle 물류 창고로 보내 전 세계 팬에게 판매하세요. 보관과 포장, 배송은 모두 저희가 맡아 처리하고, 판매액에서 25% 수수료를 뺀 금액을 매달 정산서와 함께 지급해 드립니다.',
    lead: '다른 곳에서 제작했거나 투어 후 남은 재고가 있으신가요? 재고를 맡겨 주시면 Spindle 숍과 아티스트 숍 페이지에서 판매하고, 물류 파트너가 전 세계 팬에게 발송합니다.',
    sections: [
      {
        id: 'how',
        heading: '진행 방식',
        paragraphs: ['위탁 판매는 며칠이면 시작할 수 있으며 수량 약정이 없습니다.'],
        bullets: [
          '보유 재고를 알려 주세요: 포맷, 수량, 바코드, 판매가.',
          '입고 주소와 박스에 붙일 참조 번호를 보내 드립니다.',
          '입고되면 수량을 확인하고 판매를 시작합니다.',
          '주문은 물류 파트너가 포장해 발송합니다.',
        ],
      },
      {
        id: 'accepted',
        heading: '취급 품목',
        paragraphs: [
          '최종 포장 상태에 바코드가 있는 새 레코드, CD, 카세트, 머천다이즈를 받습니다. 중고 재고는 받지 않습니다. 디지털 버전이 있는 음반은 구매자가 주문과 함께 다운로드를 받을 수도 있습니다.',
        ],
      },
      {
        id: 'fees',
        heading: '수수료',
        paragraphs: [
          '상품 등록은 무료입니다. Spindle은 판매액의 25%를 수수료로 받습니다. 보관료는 재고가 10개 이상일 때만 부과되며, 월 기준 바이닐 1장당 0.10유로, CD·카세트·기타 상품 1개당 0.05유로입니다. 배송비는 구매자가 부담합니다.',
        ],
      },
      {
        id: 'payouts',
        heading: '정산',
        paragraphs: [
          '판매 내역은 매달 28일에 발행되는 정산서에 비용, 잔액과 함께 표시되며, 잔액은 은행 계좌로 지급됩니다. 남은 재고는 언제든 돌려받으실 수 있으며, 반송 배송비는 아티스트가 부담합니다.',
        ],
      },
    ],
    cta: { label: '재고 맡기기', href: '/contact' },
  },
  zh: {
    title: '寄售',
    description:
      '手上已经有唱片了？把库存寄到我们的仓库，就能通过 Spindle 销往世界各地的乐迷：由我们负责仓储、打包和发货，每月出具一份清晰的结算单，扣除 25% 的平台佣金后把余款打给你。上架完全免费，没有任何数量要求，剩余库存也可以随时申请取回。',
    lead: '在别处压制的唱片，或者巡演后剩下的几箱货？交给我们寄售，它们就会在 Spindle 商店和你自己的店铺页面上架，由我们的物流伙伴寄给世界各地的乐迷。',
    sections: [
      {
        id: 'how',
        heading: '运作方式',
        paragraphs: ['寄售几天内即可开通，对数量没有任何要求。'],
        bullets: [
          '告诉我们你有什么：规格、数量、条形码、售价。',
          '我们会发给你收货地址和纸箱上要标注的编号。',
          '货到后清点库存并上架销售。',
          '每笔订单都由我们的物流伙伴打包发货。',
        ],
      },
      {
        id: 'accepted',
        heading: '我们接收什么',
        paragraphs: [
          '全新的唱片、CD、卡带和周边，需为最终包装并带有条形码。我们不接收二手库存。如果你的作品有数字版本，买家下单时还可以同时获得下载。',
        ],
      },
      {
        id: 'fees',
        heading: '费用',
        paragraphs: [
          '上架免费。Spindle 从每笔销售中收取 25%。仅当库存达到 10 件或以上时才收取仓储费：每张黑胶每月 0.10 欧元，每张 CD、每盘卡带或其他商品每月 0.05 欧元。运费由买家支付。',
        ],
      },
      {
        id: 'payouts',
        heading: '收款',
        paragraphs: [
          '销售记录会出现在每月 28 日出具的结算单上，同时列出成本和余额，余额打入你的银行账户。你可以随时要求取回剩余库存，退回运费由你承担。',
        ],
      },
    ],
    cta: { label: '把库存交给我们', href: '/contact' },
  },
};
