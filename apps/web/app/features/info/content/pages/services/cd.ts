import type { LocalisedInfoPage } from '../../types.ts';

/** /services/cd: CD replication and duplication. */
export const CD_SERVICE_PAGE: LocalisedInfoPage = {
  en: {
    title: 'CD production',
    description:
      'CDs from 100 copies: replicated or duplicated discs in jewel cases, digipacks or card wallets with booklets, ready in weeks and sold beside your vinyl.',
    lead: 'The CD is the quickest and most affordable way to put your music in fans’ hands, and in some markets, Japan and Korea among them, it is still the format of choice. We produce CDs alongside your vinyl or on their own.',
    sections: [
      {
        id: 'discs',
        heading: 'Replication or duplication',
        paragraphs: ['The method depends on the run; we recommend the right one with your quote.'],
        facts: [
          {
            term: 'Replication',
            detail:
              'Discs moulded from a glass master: the standard from about 500 copies, and the best price per disc.',
          },
          { term: 'Duplication', detail: 'Recorded and printed discs for short runs from 100 copies, ready sooner.' },
          { term: 'Disc print', detail: 'Full-colour offset or screen print on the disc face.' },
        ],
      },
      {
        id: 'packaging',
        heading: 'Packaging',
        paragraphs: ['From the classic jewel case to an all-card sleeve, with or without a booklet.'],
        bullets: [
          'Jewel case with booklet and tray inlay.',
          'Digipack: printed card with a clear tray.',
          'Card wallet: all paper, the lightest and most recyclable option.',
          'Obi strip, stickers and shrink wrap.',
        ],
      },
      {
        id: 'audio',
        heading: 'Audio and timeline',
        paragraphs: [
          'Send WAV files at 16-bit, 44.1 kHz, up to 79 minutes in total, with the track order, the gaps you want and the CD-Text if any. We check the master before production. Count on two to four weeks from approved audio and artwork to finished CDs.',
        ],
      },
      {
        id: 'selling',
        heading: 'Selling your CDs',
        paragraphs: [
          'CDs go on sale in your shop on their own, as a pre-sale or in a bundle with the vinyl, and they can be distributed to record shops too. Our logistics partners store and ship them with your records, and sales appear on the same monthly statement.',
        ],
      },
    ],
    cta: { label: 'Get a CD quote', href: '/contact' },
  },
  fr: {
    title: 'Fabrication de CD',
    description:
      'CD dès 100 exemplaires : pressés ou dupliqués, en boîtier cristal, digipack ou étui carton avec livret, prêts en quelques semaines, vendus avec le vinyle.',
    lead: 'Le CD est le moyen le plus rapide et le plus abordable de mettre votre musique entre les mains de vos fans, et sur certains marchés, dont le Japon et la Corée, il reste le format roi. Nous fabriquons vos CD avec votre vinyle ou seuls.',
    sections: [
      {
        id: 'discs',
        heading: 'Pressage ou duplication',
        paragraphs: ['La méthode dépend du tirage ; nous vous conseillons la bonne avec votre devis.'],
        facts: [
          {
            term: 'Pressage',
            detail:
              'Disques moulés à partir d’un glass master : la norme à partir de 500 exemplaires environ, et le meilleur prix par disque.',
          },
          {
            term: 'Duplication',
            detail: 'Disques gravés et imprimés pour les petits tirages dès 100 exemplaires, prêts plus vite.',
          },
          { term: 'Impression du disque', detail: 'Offset quadrichromie ou sérigraphie sur la face du disque.' },
        ],
      },
      {
        id: 'packaging',
        heading: 'Emballage',
        paragraphs: ['Du boîtier cristal classique à l’étui tout carton, avec ou sans livret.'],
        bullets: [
          'Boîtier cristal avec livret et jaquette arrière.',
          'Digipack : carton imprimé avec plateau transparent.',
          'Étui carton : tout papier, l’option la plus légère et la plus recyclable.',
          'Obi, stickers et film plastique.',
        ],
      },
      {
        id: 'audio',
        heading: 'Audio et délais',
        paragraphs: [
          'Envoyez des fichiers WAV en 16 bits, 44,1 kHz, jusqu’à 79 minutes au total, avec l’ordre des titres, les blancs souhaités et le CD-Text éventuel. Nous contrôlons le master avant fabrication. Comptez deux à quatre semaines entre la validation de l’audio et des visuels et les CD terminés.',
        ],
      },
      {
        id: 'selling',
        heading: 'Vendre vos CD',
        paragraphs: [
          'Les CD sont mis en vente dans votre boutique seuls, en prévente ou en pack avec le vinyle, et peuvent aussi être distribués chez les disquaires. Nos logisticiens les stockent et les expédient avec vos disques, et les ventes figurent sur le même relevé mensuel.',
        ],
      },
    ],
    cta: { label: 'Demander un devis CD', href: '/contact' },
  },
  es: {
    title: 'Fabricación de CD',
    description:
      'CD desde 100 copias: replicados o duplicados, en caja jewel, digipack o funda de cartón con libreto, listos en semanas y vendidos junto a tu vinilo.',
    lead: 'El CD es la forma más rápida y asequible de poner tu música en manos de tus fans, y en algunos mercados, entre ellos Japón y Corea, sigue siendo el formato preferido. Fabricamos CD junto a tu vinilo o por separado.',
    sections: [
      {
        id: 'discs',
        heading: 'Replicación o duplicación',
        paragraphs: ['El método depende de la tirada; te recomendamos el adecuado con tu presupuesto.'],
        facts: [
          {
            term: 'Replicación',
            detail:
              'Discos moldeados a partir de un glass master: lo habitual a partir de unas 500 copias y el mejor precio por disco.',
          },
          {
            term: 'Duplicación',
            detail: 'Discos grabados e impresos para tiradas cortas desde 100 copias, listos antes.',
          },
          { term: 'Impresión del disco', detail: 'Offset a todo color o serigrafía en la cara del disco.' },
        ],
      },
      {
        id: 'packaging',
        heading: 'Embalaje',
        paragraphs: ['De la clásica caja jewel a la funda toda de cartón, con o sin libreto.'],
        bullets: [
          'Caja jewel con libreto y trasera.',
          'Digipack: cartón impreso con bandeja transparente.',
          'Funda de cartón: todo papel, la opción más ligera y más reciclable.',
          'Obi, pegatinas y retractilado.',
        ],
      },
      {
        id: 'audio',
        heading: 'Audio y plazos',
        paragraphs: [
          'Envía archivos WAV a 16 bits, 44,1 kHz, hasta 79 minutos en total, con el orden de las pistas, las pausas que quieras y el CD-Text si lo hay. Revisamos el máster antes de fabricar. Cuenta con dos a cuatro semanas desde el audio y el arte aprobados hasta los CD terminados.',
        ],
      },
      {
        id: 'selling',
        heading: 'Vender tus CD',
        paragraphs: [
          'Los CD se ponen a la venta en tu tienda solos, en preventa o en pack con el vinilo, y también pueden distribuirse a tiendas de discos. Nuestros socios logísticos los almacenan y envían con tus discos, y las ventas aparecen en la misma liquidación mensual.',
        ],
      },
    ],
    cta: { label: 'Pide presupuesto de CD', href: '/contact' },
  },
  kr: {
    title: 'CD 제작',
    description:
      '100장부터 시작하는 CD 제작 서비스입니다. 프레스 CD와 복제 CD 중 선택하고, 주얼 케이스, 디지팩, 종이 슬리브에 부클릿까지 구성할 수 있습니다. 몇 주 안에 완성되어 바이닐과 함께 숍에서 판매할 수 있습니다.',
    lead: 'CD는 음악을 팬의 손에 가장 빠르고 부담 없이 전하는 방법이며, 일본과 한국을 비롯한 일부 시장에서는 여전히 가장 사랑받는 포맷입니다. 바이닐과 함께 또는 단독으로 CD를 제작합니다.',
    sections: [
      {
        id: 'discs',
        heading: '프레스 CD와 복제 CD',
        paragraphs: ['수량에 따라 방식이 달라지며, 견적과 함께 알맞은 방식을 추천해 드립니다.'],
        facts: [
          {
            term: '프레스(레플리케이션)',
            detail: '글라스 마스터로 찍어 내는 방식. 약 500장 이상일 때 표준이며 장당 가격이 가장 좋습니다.',
          },
          { term: '복제(듀플리케이션)', detail: '100장부터 가능한 소량용 기록·인쇄 디스크로, 더 빨리 준비됩니다.' },
          { term: '디스크 인쇄', detail: '디스크 면에 풀컬러 오프셋 또는 실크스크린 인쇄.' },
        ],
      },
      {
        id: 'packaging',
        heading: '패키지',
        paragraphs: ['클래식 주얼 케이스부터 종이로만 만든 슬리브까지, 부클릿 포함 여부도 선택할 수 있습니다.'],
        bullets: [
          '부클릿과 뒷면 인레이가 들어간 주얼 케이스.',
          '디지팩: 투명 트레이를 붙인 인쇄 판지.',
          '종이 슬리브: 전부 종이로 만들어 가장 가볍고 재활용이 쉬운 선택.',
          '오비, 스티커, 수축 포장.',
        ],
      },
      {
        id: 'audio',
        heading: '음원과 제작 기간',
        paragraphs: [
          '16비트, 44.1kHz WAV 파일을 총 79분 이내로, 트랙 순서, 원하는 트랙 간 간격, CD-Text가 있다면 함께 보내 주세요. 제작 전에 마스터를 검수합니다. 음원과 아트워크 승인 후 완성까지 2~4주가 걸립니다.',
        ],
      },
      {
        id: 'selling',
        heading: 'CD 판매',
        paragraphs: [
          'CD는 숍에서 단독으로, 프리오더로, 또는 바이닐과 번들로 판매할 수 있으며 레코드숍 유통도 가능합니다. 물류 파트너가 레코드와 함께 보관하고 발송하며, 판매 내역은 같은 월별 정산서에 표시됩니다.',
        ],
      },
    ],
    cta: { label: 'CD 견적 문의', href: '/contact' },
  },
  zh: {
    title: 'CD 制作',
    description:
      'CD 100 张起订：可选压制（玻璃母盘注塑复制）或刻录复制两种方式，搭配标准塑料盒、数码包装或全纸卡套，并可加入歌词册、侧标和收缩膜；从确认到完成只需两到四周，还可以和黑胶唱片一起在你的店铺销售、组成套装，由同一套物流网络发往世界各地的乐迷。',
    lead: 'CD 是把音乐送到乐迷手中最快、最实惠的方式；在日本、韩国等一些市场，它至今仍是首选格式。我们可以与黑胶一起或单独为你制作 CD。',
    sections: [
      {
        id: 'discs',
        heading: '压制还是刻录',
        paragraphs: ['方式取决于数量；报价时我们会为你推荐合适的一种。'],
        facts: [
          { term: '压制', detail: '用玻璃母盘注塑成型：约 500 张以上的标准做法，单张价格最优。' },
          { term: '刻录复制', detail: '适合 100 张起的小批量，刻录并印刷，交货更快。' },
          { term: '盘面印刷', detail: '盘面可做全彩胶印或丝网印刷。' },
        ],
      },
      {
        id: 'packaging',
        heading: '包装',
        paragraphs: ['从经典的塑料盒到全纸卡套，可带或不带歌词册。'],
        bullets: [
          '标准塑料盒（jewel case），配歌词册和底卡。',
          '数码包装（digipack）：印刷卡纸加透明托盘。',
          '纸卡套：全纸材质，最轻也最易回收。',
          '侧标（obi）、贴纸和收缩膜。',
        ],
      },
      {
        id: 'audio',
        heading: '音频与周期',
        paragraphs: [
          '请提交 16 位、44.1 kHz 的 WAV 文件，总时长不超过 79 分钟，并附上曲序、所需的曲间间隔以及 CD-Text（如有）。生产前我们会检查母带。从音频和封面确认到 CD 完成约需两到四周。',
        ],
      },
      {
        id: 'selling',
        heading: '销售你的 CD',
        paragraphs: [
          'CD 可以在你的店铺单独销售、预售，或与黑胶组成套装，也可以分销到唱片店。物流伙伴会把它们与唱片一起仓储发货，销售记录显示在同一份月度结算单上。',
        ],
      },
    ],
    cta: { label: '获取 CD 报价', href: '/contact' },
  },
};
