import type { LocalisedInfoPage } from '../../types.ts';

/** /services/vinyl: vinyl pressing as a service. */
export const VINYL_SERVICE_PAGE: LocalisedInfoPage = {
  en: {
    title: 'Vinyl pressing',
    description:
      'Vinyl pressing from 100 copies: 7", 10" and 12", 140 or 180 g, thirty colours, printed sleeves, test pressings and an itemised quote online.',
    lead: 'The record is the heart of everything we do. We press 7-inch, 10-inch and 12-inch vinyl through a network of partner plants, follow every step with you and price it openly, line by line.',
    sections: [
      {
        id: 'what-we-press',
        heading: 'What we press',
        paragraphs: [
          'From a 100-copy single to a 5,000-copy reissue in a gatefold, the options are the same ones the big labels use.',
        ],
        bullets: [
          '7", 10" and 12", single, double or triple discs.',
          '140 g standard or 180 g heavyweight.',
          'Black, thirty colours, splatter and marble effects.',
          'Paper sleeves, printed discobags, printed jackets and gatefolds, with matte, gloss or spot UV.',
          'Printed inserts, stickers, hand numbering and shrink wrap.',
        ],
      },
      {
        id: 'quality',
        heading: 'Quality you can hear',
        paragraphs: [
          'For every quote we compare several partner plants and keep the one that makes every option you chose at the better price. Your test pressings come to you before the run; nothing is pressed until you approve them. Plants add a few spare copies to each run to cover quality control and transit damage.',
        ],
      },
      {
        id: 'timeline',
        heading: 'Timeline',
        paragraphs: [
          'Count on 10 to 16 weeks from approved files to delivery: one to two weeks of pre-production, three to five weeks to receive test pressings, then four to six weeks of pressing and assembly before the records reach our logistics partners. We give you a date when production starts and keep it up to date.',
        ],
      },
      {
        id: 'pricing',
        heading: 'Pricing',
        paragraphs: [
          'Prices follow quantity tiers from 100 to 5,000 copies, and the quote lists every line: cutting, vinyl, labels, sleeves, inserts, test pressing, energy and mechanical rights. Sell through a pre-sale and production is paid out of your sales; order a direct pressing and you pay the quote before the plant starts.',
        ],
        cta: { label: 'Read the pressing guide', href: '/vinyl-pressing' },
      },
    ],
    cta: { label: 'Get a quote', href: '/quote' },
  },
  fr: {
    title: 'Pressage vinyle',
    description:
      'Pressage vinyle dès 100 exemplaires : 7", 10" et 12", 140 ou 180 g, trente couleurs, pochettes imprimées, test pressings et devis détaillé en ligne.',
    lead: 'Le disque est au cœur de tout ce que nous faisons. Nous pressons des vinyles 7, 10 et 12 pouces avec un réseau d’usines partenaires, suivons chaque étape avec vous et affichons nos prix ouvertement, ligne par ligne.',
    sections: [
      {
        id: 'what-we-press',
        heading: 'Ce que nous pressons',
        paragraphs: [
          'Du 45 tours tiré à 100 exemplaires à la réédition à 5 000 exemplaires en pochette ouvrante, les options sont celles qu’utilisent les grands labels.',
        ],
        bullets: [
          '7", 10" et 12", simple, double ou triple disque.',
          '140 g standard ou 180 g.',
          'Noir, trente couleurs, effets splatter et marbré.',
          'Pochettes papier, discobags imprimés, pochettes imprimées et ouvrantes, finition mate, brillante ou vernis sélectif.',
          'Inserts imprimés, stickers, numérotation à la main et film plastique.',
        ],
      },
      {
        id: 'quality',
        heading: 'Une qualité qui s’entend',
        paragraphs: [
          'Pour chaque devis, nous comparons plusieurs usines partenaires et retenons celle qui réalise toutes vos options au meilleur prix. Vos test pressings vous parviennent avant le tirage : rien n’est pressé sans votre validation. Les usines ajoutent quelques exemplaires de réserve à chaque tirage pour le contrôle qualité et la casse en transport.',
        ],
      },
      {
        id: 'timeline',
        heading: 'Calendrier',
        paragraphs: [
          'Comptez 10 à 16 semaines entre la validation des fichiers et la livraison : une à deux semaines de préproduction, trois à cinq semaines pour recevoir les test pressings, puis quatre à six semaines de pressage et d’assemblage avant l’arrivée des disques chez nos logisticiens. Nous vous donnons une date au lancement de la fabrication et la tenons à jour.',
        ],
      },
      {
        id: 'pricing',
        heading: 'Tarifs',
        paragraphs: [
          'Les prix suivent des paliers de 100 à 5 000 exemplaires, et le devis détaille chaque ligne : gravure, vinyle, macarons, pochettes, inserts, test pressing, énergie et droits mécaniques. En prévente, la fabrication est payée par vos ventes ; en pressage en direct, vous réglez le devis avant le lancement en usine.',
        ],
        cta: { label: 'Lire le guide du pressage', href: '/vinyl-pressing' },
      },
    ],
    cta: { label: 'Obtenir un devis', href: '/quote' },
  },
  es: {
    title: 'Prensado de vinilo',
    description:
      'Prensado de vinilo desde 100 copias: 7", 10" y 12", 140 o 180 g, treinta colores, fundas impresas, test pressings y presupuesto detallado en línea.',
    lead: 'El disco es el centro de todo lo que hacemos. Prensamos vinilos de 7, 10 y 12 pulgadas con una red de plantas asociadas, seguimos cada paso contigo y mostramos los precios con claridad, línea a línea.',
    sections: [
      {
        id: 'what-we-press',
        heading: 'Qué prensamos',
        paragraphs: [
          'Desde un single de 100 copias hasta una reedición de 5000 en carpeta desplegable, las opciones son las mismas que usan los grandes sellos.',
        ],
        bullets: [
          '7", 10" y 12", disco sencillo, doble o triple.',
          '140 g estándar o 180 g.',
          'Negro, treinta colores, efectos splatter y marmolado.',
          'Fundas de papel, discobags impresos, fundas impresas y carpetas desplegables, con acabado mate, brillo o barniz UV selectivo.',
          'Encartes impresos, pegatinas, numeración a mano y retractilado.',
        ],
      },
      {
        id: 'quality',
        heading: 'Una calidad que se oye',
        paragraphs: [
          'En cada presupuesto comparamos varias plantas asociadas y elegimos la que hace todas tus opciones al mejor precio. Los test pressings te llegan antes de la tirada: no se prensa nada sin tu aprobación. Las plantas añaden algunas copias de reserva a cada tirada para el control de calidad y los daños en el transporte.',
        ],
      },
      {
        id: 'timeline',
        heading: 'Calendario',
        paragraphs: [
          'Cuenta con 10 a 16 semanas desde los archivos aprobados hasta la entrega: de una a dos semanas de preproducción, de tres a cinco para recibir los test pressings y de cuatro a seis de prensado y montaje antes de que los discos lleguen a nuestros socios logísticos. Te damos una fecha al arrancar la fabricación y la mantenemos al día.',
        ],
      },
      {
        id: 'pricing',
        heading: 'Precios',
        paragraphs: [
          'Los precios siguen tramos de 100 a 5000 copias y el presupuesto detalla cada línea: corte, vinilo, galletas, fundas, encartes, test pressing, energía y derechos mecánicos. Con una preventa, la fabricación se paga con tus ventas; con un prensado directo, pagas el presupuesto antes de que arranque la planta.',
        ],
        cta: { label: 'Leer la guía de prensado', href: '/vinyl-pressing' },
      },
    ],
    cta: { label: 'Pide un presupuesto', href: '/quote' },
  },
  kr: {
    title: '바이닐 제작',
    description:
      '100장부터 시작하는 바이닐 제작 서비스입니다. 7인치, 10인치, 12인치, 140g 또는 180g, 30가지 컬러와 효과, 인쇄 슬리브, 테스트 프레싱까지 선택하고 항목별로 정리된 견적을 온라인에서 바로 확인하세요.',
    lead: '레코드는 Spindle이 하는 모든 일의 중심입니다. 협력 공장 네트워크를 통해 7인치, 10인치, 12인치 바이닐을 제작하고, 모든 단계를 함께하며, 가격을 항목별로 투명하게 공개합니다.',
    sections: [
      {
        id: 'what-we-press',
        heading: '제작 가능한 레코드',
        paragraphs: [
          '100장짜리 싱글부터 게이트폴드에 담긴 5,000장 재발매반까지, 메이저 레이블이 쓰는 옵션을 그대로 이용할 수 있습니다.',
        ],
        bullets: [
          '7인치, 10인치, 12인치, 1LP·2LP·3LP.',
          '140g 표준 또는 180g 헤비웨이트.',
          '블랙, 30가지 컬러, 스플래터와 마블 효과.',
          '페이퍼 슬리브, 인쇄 디스코백, 인쇄 재킷, 게이트폴드와 무광, 유광, 부분 UV 후가공.',
          '인쇄 인서트, 스티커, 수기 넘버링, 수축 포장.',
        ],
      },
      {
        id: 'quality',
        heading: '귀로 확인하는 품질',
        paragraphs: [
          '견적마다 여러 협력 공장을 비교해, 선택하신 옵션을 모두 제작할 수 있는 곳 중 더 좋은 가격의 공장을 선택합니다. 테스트 프레싱은 본 프레싱 전에 보내 드리며, 승인 전에는 아무것도 찍지 않습니다. 공장은 품질 검수와 배송 중 파손에 대비해 매번 몇 장을 더 제작합니다.',
        ],
      },
      {
        id: 'timeline',
        heading: '일정',
        paragraphs: [
          '파일 승인부터 배송까지 10~16주를 예상하세요. 프리프로덕션 1~2주, 테스트 프레싱을 받기까지 3~5주, 이후 프레싱과 조립 4~6주를 거쳐 레코드가 물류 파트너에 입고됩니다. 제작이 시작되면 예상 일정을 알려 드리고 계속 업데이트합니다.',
        ],
      },
      {
        id: 'pricing',
        heading: '가격',
        paragraphs: [
          '가격은 100장부터 5,000장까지 수량 구간에 따라 정해지며, 견적서에는 커팅, 바이닐, 라벨, 슬리브, 인서트, 테스트 프레싱, 에너지 비용, 기계적 복제권이 모두 항목별로 표시됩니다. 프리오더로 판매하면 제작비는 판매 대금에서 충당되고, 다이렉트 프레싱은 공장 작업 전에 견적 금액을 결제합니다.',
        ],
        cta: { label: '제작 가이드 읽기', href: '/vinyl-pressing' },
      },
    ],
    cta: { label: '견적 받기', href: '/quote' },
  },
  zh: {
    title: '黑胶压制',
    description:
      '黑胶唱片压制服务，100 张起订：7 英寸、10 英寸和 12 英寸，140 克或 180 克，三十种颜色以及喷溅和大理石纹效果可选，另有印刷封套、对开封套、插页和测试压片等丰富选项，在线即可获得逐项列明、清楚透明的详细报价，无需漫长等待。',
    lead: '唱片是我们一切工作的核心。我们通过合作压片厂网络压制 7 英寸、10 英寸和 12 英寸黑胶，与你一起跟进每个环节，并逐项公开透明地报价。',
    sections: [
      {
        id: 'what-we-press',
        heading: '我们压制什么',
        paragraphs: ['从 100 张的单曲到 5,000 张的对开封套再版，你能用上的选项和大厂牌完全一样。'],
        bullets: [
          '7 英寸、10 英寸和 12 英寸，单碟、双碟或三碟。',
          '140 克标准或 180 克重磅。',
          '黑色、三十种颜色、喷溅和大理石纹效果。',
          '纸套、印刷纸袋、印刷封套和对开封套，可选哑光、亮光或局部 UV。',
          '印刷插页、贴纸、手写编号和收缩膜。',
        ],
      },
      {
        id: 'quality',
        heading: '听得见的品质',
        paragraphs: [
          '每次报价，我们都会比较多家合作压片厂，选出能做全部选项、价格更优的一家。测试压片会在正式压制前寄给你，未经你确认，一张都不会压。压片厂每次都会多压几张备用，用于质检和应对运输损坏。',
        ],
      },
      {
        id: 'timeline',
        heading: '时间安排',
        paragraphs: [
          '从文件确认到交付，请预留 10 至 16 周：前期制作 1 至 2 周，收到测试压片需 3 至 5 周，之后压制和组装 4 至 6 周，唱片再送到物流伙伴处。生产启动时我们会给出日期，并持续更新。',
        ],
      },
      {
        id: 'pricing',
        heading: '价格',
        paragraphs: [
          '价格按 100 至 5,000 张的数量档位计算，报价逐项列出：刻录、黑胶、中心标、封套、插页、测试压片、能源和机械复制权。通过预售销售时，生产费用从销售收入中支付；选择直接压制时，需在工厂开工前支付报价金额。',
        ],
        cta: { label: '阅读压制指南', href: '/vinyl-pressing' },
      },
    ],
    cta: { label: '获取报价', href: '/quote' },
  },
};
