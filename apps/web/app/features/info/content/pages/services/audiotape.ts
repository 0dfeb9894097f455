import type { LocalisedInfoPage } from '../../types.ts';

/** /services/audiotape: cassette production. */
export const AUDIOTAPE_SERVICE_PAGE: LocalisedInfoPage = {
  en: {
    title: 'Cassette production',
    description:
      'Cassettes from 100 copies: Type I tape, clear or coloured shells with on-body print, J-cards and cases, sold and shipped alongside your vinyl.',
    lead: 'The cassette is back on merch tables and in collections: affordable, quick to produce and lovely to hold. We make tapes alongside your vinyl or on their own, and sell and ship them the same way.',
    sections: [
      {
        id: 'specs',
        heading: 'Specifications',
        paragraphs: ['Choose the shell and the packaging; we match the tape length to your running time.'],
        facts: [
          { term: 'Tape', detail: 'Normal bias (Type I), cut to length, up to about 45 minutes a side.' },
          { term: 'Shells', detail: 'Clear, white, black or coloured, with on-body printing.' },
          { term: 'Packaging', detail: 'Printed J-card in a standard case, or a printed cardboard sleeve.' },
          { term: 'Extras', detail: 'Download card, stickers, shrink wrap.' },
          { term: 'Run', detail: 'From 100 copies.' },
        ],
      },
      {
        id: 'audio',
        heading: 'Audio and duplication',
        paragraphs: [
          'Send one WAV per side, or per track with the running order. Tapes are duplicated from your masters and every batch is checked by ear. Tape is less forgiving with high frequencies than digital, so a very bright master may need a touch of adjustment; we tell you before duplication if it does.',
        ],
      },
      {
        id: 'timeline',
        heading: 'Timeline',
        paragraphs: [
          'Count on four to six weeks from approved audio and artwork to finished tapes, much quicker than vinyl. That makes cassettes a good way to have something to sell at shows while the record is being pressed.',
        ],
      },
      {
        id: 'selling',
        heading: 'Selling your tapes',
        paragraphs: [
          'Tapes go on sale in your shop on their own, as a pre-sale, or in a bundle with the vinyl. They are stored and shipped by our logistics partners like your records, and appear on the same monthly statement.',
        ],
      },
    ],
    cta: { label: 'Get a cassette quote', href: '/contact' },
  },
  fr: {
    title: 'Fabrication de cassettes',
    description:
      'Cassettes dès 100 exemplaires : bande Type I, boîtiers transparents ou colorés imprimés, jaquettes et étuis, vendues et expédiées avec votre vinyle.',
    lead: 'La cassette est de retour sur les tables de merch et dans les collections : abordable, rapide à produire et agréable à tenir. Nous fabriquons vos cassettes avec votre vinyle ou seules, et les vendons et expédions de la même façon.',
    sections: [
      {
        id: 'specs',
        heading: 'Caractéristiques',
        paragraphs: ['Choisissez la coque et l’emballage ; nous adaptons la longueur de bande à votre durée.'],
        facts: [
          { term: 'Bande', detail: 'Normale (Type I), coupée à la longueur, jusqu’à 45 minutes environ par face.' },
          { term: 'Coques', detail: 'Transparentes, blanches, noires ou colorées, avec impression directe.' },
          { term: 'Emballage', detail: 'Jaquette imprimée dans un boîtier standard, ou étui en carton imprimé.' },
          { term: 'Options', detail: 'Carte de téléchargement, stickers, film plastique.' },
          { term: 'Tirage', detail: 'À partir de 100 exemplaires.' },
        ],
      },
      {
        id: 'audio',
        heading: 'Audio et duplication',
        paragraphs: [
          'Envoyez un WAV par face, ou par titre avec l’ordre de passage. Les cassettes sont dupliquées à partir de vos masters et chaque lot est contrôlé à l’écoute. La bande est moins tendre avec les aigus que le numérique : un master très brillant peut demander un léger ajustement, et nous vous le disons avant la duplication.',
        ],
      },
      {
        id: 'timeline',
        heading: 'Délais',
        paragraphs: [
          'Comptez quatre à six semaines entre la validation de l’audio et des visuels et les cassettes terminées, bien plus vite que le vinyle. De quoi avoir quelque chose à vendre en concert pendant que le disque est au pressage.',
        ],
      },
      {
        id: 'selling',
        heading: 'Vendre vos cassettes',
        paragraphs: [
          'Les cassettes sont mises en vente dans votre boutique seules, en prévente ou en pack avec le vinyle. Elles sont stockées et expédiées par nos logisticiens comme vos disques, et figurent sur le même relevé mensuel.',
        ],
      },
    ],
    cta: { label: 'Demander un devis cassette', href: '/contact' },
  },
  es: {
    title: 'Fabricación de casetes',
    description:
      'Casetes desde 100 copias: cinta Tipo I, carcasas transparentes o de color con impresión, portadas y estuches, vendidos y enviados junto a tu vinilo.',
    lead: 'El casete ha vuelto a las mesas de merch y a las colecciones: asequible, rápido de producir y bonito en la mano. Fabricamos casetes junto a tu vinilo o por separado, y los vendemos y enviamos igual.',
    sections: [
      {
        id: 'specs',
        heading: 'Especificaciones',
        paragraphs: ['Elige la carcasa y el embalaje; ajustamos la longitud de la cinta a tu duración.'],
        facts: [
          { term: 'Cinta', detail: 'Normal (Tipo I), cortada a medida, hasta unos 45 minutos por cara.' },
          { term: 'Carcasas', detail: 'Transparentes, blancas, negras o de color, con impresión directa.' },
          { term: 'Embalaje', detail: 'Portada impresa (J-card) en estuche estándar, o funda de cartón impresa.' },
          { term: 'Extras', detail: 'Tarjeta de descarga, pegatinas, retractilado.' },
          { term: 'Tirada', detail: 'Desde 100 copias.' },
        ],
      },
      {
        id: 'audio',
        heading: 'Audio y duplicación',
        paragraphs: [
          'Envía un WAV por cara, o por pista con el orden. Los casetes se duplican a partir de tus másteres y cada lote se revisa de oído. La cinta trata los agudos con menos suavidad que el digital, así que un máster muy brillante puede necesitar un pequeño ajuste; si es así, te lo decimos antes de duplicar.',
        ],
      },
      {
        id: 'timeline',
        heading: 'Plazos',
        paragraphs: [
          'Cuenta con cuatro a seis semanas desde el audio y el arte aprobados hasta los casetes terminados, mucho más rápido que el vinilo. Una buena forma de tener algo que vender en los conciertos mientras el disco se prensa.',
        ],
      },
      {
        id: 'selling',
        heading: 'Vender tus casetes',
        paragraphs: [
          'Los casetes se ponen a la venta en tu tienda solos, en preventa o en pack con el vinilo. Nuestros socios logísticos los almacenan y envían igual que tus discos, y aparecen en la misma liquidación mensual.',
        ],
      },
    ],
    cta: { label: 'Pide presupuesto de casetes', href: '/contact' },
  },
  kr: {
    title: '카세트 제작',
    description:
      '100개부터 시작하는 카세트 제작 서비스입니다. 타입 I 테이프, 투명 또는 컬러 쉘에 직접 인쇄, J카드와 케이스까지 선택할 수 있으며, 바이닐보다 빠르게 완성되어 레코드와 함께 숍에서 판매하고 같은 물류망으로 발송합니다.',
    lead: '카세트가 다시 공연장 머천 테이블과 컬렉션으로 돌아왔습니다. 부담 없는 가격에 빠르게 만들 수 있고 손에 쥐는 맛이 있습니다. 바이닐과 함께 또는 단독으로 카세트를 제작하고, 레코드와 같은 방식으로 판매하고 발송합니다.',
    sections: [
      {
        id: 'specs',
        heading: '사양',
        paragraphs: ['쉘과 패키지를 고르시면, 재생 시간에 맞춰 테이프 길이를 조정합니다.'],
        facts: [
          { term: '테이프', detail: '노멀 바이어스(타입 I), 재생 시간에 맞춘 길이, 한 면 약 45분까지.' },
          { term: '쉘', detail: '투명, 화이트, 블랙 또는 컬러, 본체 직접 인쇄.' },
          { term: '패키지', detail: '표준 케이스에 인쇄 J카드, 또는 인쇄 종이 슬리브.' },
          { term: '추가 옵션', detail: '다운로드 카드, 스티커, 수축 포장.' },
          { term: '수량', detail: '100개부터.' },
        ],
      },
      {
        id: 'audio',
        heading: '음원과 복제',
        paragraphs: [
          '면마다 WAV 파일 하나, 또는 트랙별 파일과 순서를 보내 주세요. 카세트는 마스터 음원에서 복제하며 모든 배치를 직접 들어 검수합니다. 테이프는 디지털보다 고음에 민감하므로 아주 밝은 마스터는 약간의 조정이 필요할 수 있으며, 그런 경우 복제 전에 알려 드립니다.',
        ],
      },
      {
        id: 'timeline',
        heading: '제작 기간',
        paragraphs: [
          '음원과 아트워크 승인 후 완성까지 4~6주로, 바이닐보다 훨씬 빠릅니다. 레코드를 프레싱하는 동안 공연장에서 판매할 상품을 마련하기에 좋은 방법입니다.',
        ],
      },
      {
        id: 'selling',
        heading: '카세트 판매',
        paragraphs: [
          '카세트는 숍에서 단독으로, 프리오더로, 또는 바이닐과 번들로 판매할 수 있습니다. 레코드와 마찬가지로 물류 파트너가 보관하고 발송하며, 같은 월별 정산서에 표시됩니다.',
        ],
      },
    ],
    cta: { label: '카세트 견적 문의', href: '/contact' },
  },
  zh: {
    title: '卡带制作',
    description:
      '卡带 100 盘起订：采用 Type I 普通磁带，可选透明、白色、黑色或彩色带壳并直接在壳上印刷，配印刷封面卡和标准卡带盒，也可加下载卡；制作周期只需四到六周，比黑胶短得多，还可以和黑胶唱片一起在你的店铺销售、通过同一套物流网络发往世界各地。',
    lead: '卡带又回到了周边摊位和收藏架上：价格亲民、生产快、拿在手里很有感觉。我们可以与黑胶一起或单独为你制作卡带，并以同样的方式销售和发货。',
    sections: [
      {
        id: 'specs',
        heading: '规格',
        paragraphs: ['你选择带壳和包装，我们按你的时长配置磁带长度。'],
        facts: [
          { term: '磁带', detail: '普通偏磁（Type I），按时长裁切，每面最长约 45 分钟。' },
          { term: '带壳', detail: '透明、白色、黑色或彩色，壳身直接印刷。' },
          { term: '包装', detail: '标准卡带盒配印刷封面卡，或印刷纸套。' },
          { term: '附加选项', detail: '下载卡、贴纸、收缩膜。' },
          { term: '起订量', detail: '100 盘起。' },
        ],
      },
      {
        id: 'audio',
        heading: '音频与复制',
        paragraphs: [
          '每面提交一个 WAV 文件，或按曲目提交并附上曲序。卡带根据你的母带复制，每一批都经人耳检查。磁带对高频不如数字那样宽容，过亮的母带可能需要稍作调整；如有需要，我们会在复制前告诉你。',
        ],
      },
      {
        id: 'timeline',
        heading: '周期',
        paragraphs: [
          '从音频和封面确认到卡带完成约需四到六周，比黑胶快得多。在唱片压制期间，卡带是在演出现场先有东西可卖的好办法。',
        ],
      },
      {
        id: 'selling',
        heading: '销售你的卡带',
        paragraphs: [
          '卡带可以在你的店铺单独销售、预售，或与黑胶组成套装。它们和唱片一样由物流伙伴仓储发货，并显示在同一份月度结算单上。',
        ],
      },
    ],
    cta: { label: '获取卡带报价', href: '/contact' },
  },
};
