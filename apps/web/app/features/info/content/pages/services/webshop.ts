import type { LocalisedInfoPage } from '../../types.ts';

/** /services/webshop: an artist or label shop on Spindle, optionally white-label. */
export const WEBSHOP_SERVICE_PAGE: LocalisedInfoPage = {
  en: {
    title: 'Your own web shop',
    description:
      'Open your artist or label shop on Spindle: records, merch and downloads in nine currencies and five languages, or as a white-label storefront.',
    lead: 'Every artist and label on Spindle can have a shop of their own: one address for the whole catalogue, pre-sales and stock alike, with payments, VAT, shipping and customer service handled for you.',
    sections: [
      {
        id: 'shop',
        heading: 'Your shop on Spindle',
        paragraphs: [
          'Your shop has its own address to share, and it sits alongside your artist or label page, where fans can follow you.',
        ],
        bullets: [
          'Vinyl, CDs, tapes, merch and bundles.',
          'Digital releases, delivered to each buyer’s library.',
          'Pre-sales and crowdfunding next to the records already in stock.',
          'Limited editions and test pressings that sell out when the last copy goes.',
        ],
      },
      {
        id: 'white-label',
        heading: 'White-label storefront',
        paragraphs: [
          'Prefer your fans to see only your brand? A white-label shop shows your logo or name and a cart, hides the Spindle navigation and branding, and keeps a discreet footer with the essential information and a small “Powered by Spindle” link.',
        ],
      },
      {
        id: 'worldwide',
        heading: 'Selling worldwide',
        paragraphs: [
          'Visitors see prices in their currency, chosen from their country: euro, US dollar, pound sterling, Australian and Canadian dollars, won, yen, yuan and Philippine peso. The shop speaks English, French, Spanish, Korean and Chinese. VAT is worked out for each destination and shipping for each parcel, and you can create promo codes limited by date, country or product.',
        ],
      },
      {
        id: 'manage',
        heading: 'Running it',
        paragraphs: [
          'Orders, stock and sales figures live in your dashboard, and everything is summed up in your monthly statement. Opening a shop is free; Spindle keeps 25% of the sales made through it.',
        ],
      },
    ],
    cta: { label: 'Open your shop', href: '/contact' },
  },
  fr: {
    title: 'Votre boutique en ligne',
    description:
      'Ouvrez votre boutique d’artiste ou de label sur Spindle : disques, merch et numérique en neuf devises et cinq langues, ou en marque blanche.',
    lead: 'Chaque artiste et chaque label sur Spindle peut avoir sa propre boutique : une adresse pour tout le catalogue, préventes comme stock, avec paiement, TVA, livraison et service client pris en charge.',
    sections: [
      {
        id: 'shop',
        heading: 'Votre boutique sur Spindle',
        paragraphs: [
          'Votre boutique a sa propre adresse à partager, à côté de votre page d’artiste ou de label, où les fans peuvent vous suivre.',
        ],
        bullets: [
          'Vinyles, CD, cassettes, merch et packs.',
          'Sorties numériques, livrées dans la bibliothèque de chaque acheteur.',
          'Préventes et financements participatifs à côté des disques déjà en stock.',
          'Éditions limitées et test pressings, épuisés au départ du dernier exemplaire.',
        ],
      },
      {
        id: 'white-label',
        heading: 'Boutique en marque blanche',
        paragraphs: [
          'Vous préférez que vos fans ne voient que votre marque ? Une boutique en marque blanche affiche votre logo ou votre nom et un panier, masque la navigation et la marque Spindle, et garde un pied de page discret avec les informations essentielles et un petit lien « Powered by Spindle ».',
        ],
      },
      {
        id: 'worldwide',
        heading: 'Vendre dans le monde entier',
        paragraphs: [
          'Les visiteurs voient les prix dans leur devise, choisie selon leur pays : euro, dollar américain, livre sterling, dollars australien et canadien, won, yen, yuan et peso philippin. La boutique parle français, anglais, espagnol, coréen et chinois. La TVA est calculée pour chaque destination et la livraison pour chaque colis, et vous pouvez créer des codes promo limités par date, pays ou produit.',
        ],
      },
      {
        id: 'manage',
        heading: 'La gérer',
        paragraphs: [
          'Commandes, stock et chiffres de vente sont réunis dans votre tableau de bord, et tout est récapitulé dans votre relevé mensuel. Ouvrir une boutique est gratuit ; Spindle retient 25 % des ventes qui y sont réalisées.',
        ],
      },
    ],
    cta: { label: 'Ouvrir votre boutique', href: '/contact' },
  },
  es: {
    title: 'Tu propia tienda en línea',
    description:
      'Abre tu tienda de artista o de sello en Spindle: discos, merch y descargas en nueve divisas y cinco idiomas, o como tienda de marca blanca.',
    lead: 'Cada artista y cada sello en Spindle puede tener su propia tienda: una dirección para todo el catálogo, preventas y stock por igual, con pagos, IVA, envíos y atención al cliente resueltos.',
    sections: [
      {
        id: 'shop',
        heading: 'Tu tienda en Spindle',
        paragraphs: [
          'Tu tienda tiene su propia dirección para compartir, junto a tu página de artista o de sello, donde los fans pueden seguirte.',
        ],
        bullets: [
          'Vinilos, CD, casetes, merch y packs.',
          'Lanzamientos digitales, entregados en la biblioteca de cada comprador.',
          'Preventas y micromecenazgos junto a los discos que ya están en stock.',
          'Ediciones limitadas y test pressings que se agotan cuando sale la última copia.',
        ],
      },
      {
        id: 'white-label',
        heading: 'Tienda de marca blanca',
        paragraphs: [
          '¿Prefieres que tus fans solo vean tu marca? Una tienda de marca blanca muestra tu logo o tu nombre y un carrito, oculta la navegación y la marca de Spindle y mantiene un pie de página discreto con la información esencial y un pequeño enlace «Powered by Spindle».',
        ],
      },
      {
        id: 'worldwide',
        heading: 'Vender en todo el mundo',
        paragraphs: [
          'Los visitantes ven los precios en su divisa, elegida según su país: euro, dólar estadounidense, libra esterlina, dólares australiano y canadiense, won, yen, yuan y peso filipino. La tienda habla español, inglés, francés, coreano y chino. El IVA se calcula para cada destino y el envío para cada paquete, y puedes crear códigos promocionales limitados por fecha, país o producto.',
        ],
      },
      {
        id: 'manage',
        heading: 'Gestionarla',
        paragraphs: [
          'Pedidos, stock y cifras de venta están en tu panel, y todo se resume en tu liquidación mensual. Abrir una tienda es gratis; Spindle se queda el 25 % de las ventas que se hacen en ella.',
        ],
      },
    ],
    cta: { label: 'Abre tu tienda', href: '/contact' },
  },
  kr: {
    title: '나만의 온라인 숍',
    description:
      'Spindle에서 아티스트 숍이나 레이블 숍을 열어 보세요. 레코드, 머천다이즈, 디지털 음원을 9개 통화와 5개 언어로 전 세계에 판매할 수 있으며, 자체 브랜드만 보이는 화이트 라벨 스토어로도 운영할 수 있습니다.',
    lead: 'Spindle의 모든 아티스트와 레이블은 자신만의 숍을 가질 수 있습니다. 프리오더와 재고 상품을 아우르는 전체 카탈로그를 하나의 주소에 모으고, 결제, 부가가치세, 배송, 고객 응대는 Spindle이 맡습니다.',
    sections: [
      {
        id: 'shop',
        heading: 'Spindle 안의 숍',
        paragraphs: [
          '숍에는 공유할 수 있는 고유 주소가 있으며, 팬이 팔로우할 수 있는 아티스트·레이블 페이지와 함께 운영됩니다.',
        ],
        bullets: [
          '바이닐, CD, 카세트, 머천다이즈, 번들.',
          '구매자 라이브러리로 바로 전달되는 디지털 음원.',
          '재고 상품과 나란히 진행하는 프리오더와 크라우드펀딩.',
          '마지막 한 장이 팔리면 품절되는 한정판과 테스트 프레싱.',
        ],
      },
      {
        id: 'white-label',
        heading: '화이트 라벨 스토어',
        paragraphs: [
          '팬들에게 자신의 브랜드만 보여 주고 싶으신가요? 화이트 라벨 숍은 로고나 이름과 장바구니만 표시하고 Spindle의 내비게이션과 브랜드를 숨기며, 필수 정보와 작은 ‘Powered by Spindle’ 링크만 있는 간결한 푸터를 유지합니다.',
        ],
      },
      {
        id: 'worldwide',
        heading: '전 세계 판매',
        paragraphs: [
          '방문자는 국가에 따라 자동으로 정해진 통화로 가격을 확인합니다. 유로, 미국 달러, 영국 파운드, 호주 달러, 캐나다 달러, 원, 엔, 위안, 필리핀 페소를 지원합니다. 숍은 한국어, 영어, 프랑스어, 스페인어, 중국어로 제공됩니다. 부가가치세는 목적지별로, 배송비는 소포별로 계산되며, 기간, 국가, 상품별로 제한한 할인 코드도 만들 수 있습니다.',
        ],
      },
      {
        id: 'manage',
        heading: '숍 운영',
        paragraphs: [
          '주문, 재고, 판매 현황은 대시보드에서 확인하고, 모든 내용은 월별 정산서에 정리됩니다. 숍 개설은 무료이며, Spindle은 숍에서 발생한 판매액의 25%를 수수료로 받습니다.',
        ],
      },
    ],
    cta: { label: '숍 열기', href: '/contact' },
  },
  zh: {
    title: '你自己的网店',
    description:
      '在 Spindle 开设你的音乐人店铺或厂牌店铺：用九种货币和五种语言向全球乐迷销售黑胶唱片、CD、卡带、周边和数字下载，付款、增值税计算、配送和客服都由我们处理；你也可以把它开成只显示你自己品牌和标志的白标店铺。开店完全免费，只按实际销售额收取佣金。',
    lead: 'Spindle 上的每位音乐人和每个厂牌都可以拥有自己的店铺：一个地址汇集全部作品，预售和现货都在其中，付款、增值税、配送和客服都由我们处理。',
    sections: [
      {
        id: 'shop',
        heading: '你在 Spindle 上的店铺',
        paragraphs: ['你的店铺有可以分享的专属地址，并与乐迷可以关注的音乐人或厂牌页面相连。'],
        bullets: [
          '黑胶、CD、卡带、周边和套装。',
          '数字作品，直接送进每位买家的数字曲库。',
          '预售和众筹与现货唱片并列展示。',
          '限量版和测试压片，最后一张售出即告售罄。',
        ],
      },
      {
        id: 'white-label',
        heading: '白标店铺',
        paragraphs: [
          '希望乐迷只看到你的品牌？白标店铺只显示你的标志或名称以及购物车，隐藏 Spindle 的导航和品牌，只保留一个简洁的页脚，包含必要信息和一个小小的“Powered by Spindle”链接。',
        ],
      },
      {
        id: 'worldwide',
        heading: '面向全球销售',
        paragraphs: [
          '访客会看到按所在国家自动选择的货币价格：欧元、美元、英镑、澳元、加元、韩元、日元、人民币和菲律宾比索。店铺支持中文、英语、法语、西班牙语和韩语。增值税按目的地计算，运费按包裹计算，你还可以创建限定日期、国家或商品的优惠码。',
        ],
      },
      {
        id: 'manage',
        heading: '日常运营',
        paragraphs: [
          '订单、库存和销售数据都在你的控制面板里，所有内容汇总在每月结算单上。开店免费；Spindle 从店铺销售额中收取 25%。',
        ],
      },
    ],
    cta: { label: '开设你的店铺', href: '/contact' },
  },
};
