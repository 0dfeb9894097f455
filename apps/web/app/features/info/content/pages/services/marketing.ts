import type { LocalisedInfoPage } from '../../types.ts';

/** /services/marketing: promotion on and off Spindle. */
export const MARKETING_SERVICE_PAGE: LocalisedInfoPage = {
  en: {
    title: 'Marketing and promotion',
    description:
      'Get your release heard: features in the Spindle shop and newsletter, campaign planning, social ads and press outreach, with results you can follow.',
    lead: 'A great record still has to be found. We help your project reach beyond the fans you already have, on Spindle and off it, and we show you what actually worked.',
    sections: [
      {
        id: 'on-spindle',
        heading: 'On Spindle',
        paragraphs: [
          'Our team picks releases to feature every week. Tell us about yours early: featured spots are planned weeks ahead.',
        ],
        bullets: [
          'Staff picks and the home page.',
          'Curated categories such as exclusives and colour records.',
          'The Spindle newsletter.',
          'The monthly selection of the vinyl box subscription.',
        ],
      },
      {
        id: 'campaign',
        heading: 'Campaign planning',
        paragraphs: [
          'A pre-sale has a rhythm: a teaser, a launch day, a push at mid-point and a final week. We help you plan it, choose the right goal and price, design bundles, and prepare the visuals that sell a record before it exists: mock-ups of the colour variant, short video clips, a listening link.',
        ],
      },
      {
        id: 'ads-press',
        heading: 'Ads and press',
        paragraphs: [
          'On a budget you set, our team runs paid campaigns on Instagram, Facebook and TikTok aimed at listeners of similar artists. For press and radio, we work with independent PR partners in France and Europe. Marketing costs appear as their own line on your statement, never mixed into anything else.',
        ],
      },
      {
        id: 'results',
        heading: 'Results you can see',
        paragraphs: [
          'Your dashboard shows where each buyer came from, whether Instagram, TikTok, YouTube, a search engine, the newsletter or a direct link, and how often your previews are played. After the campaign, we go through the numbers with you to plan the next one.',
        ],
      },
    ],
    cta: { label: 'Plan your campaign', href: '/contact' },
  },
  fr: {
    title: 'Marketing et promotion',
    description:
      'Faites entendre votre sortie : mises en avant sur Spindle et dans la newsletter, plan de campagne, publicité sociale et presse, résultats à l’appui.',
    lead: 'Un grand disque doit encore être découvert. Nous aidons votre projet à toucher au-delà des fans que vous avez déjà, sur Spindle comme ailleurs, et nous vous montrons ce qui a vraiment marché.',
    sections: [
      {
        id: 'on-spindle',
        heading: 'Sur Spindle',
        paragraphs: [
          'Notre équipe choisit chaque semaine les sorties à mettre en avant. Parlez-nous de la vôtre tôt : les mises en avant se planifient plusieurs semaines à l’avance.',
        ],
        bullets: [
          'La sélection de l’équipe et la page d’accueil.',
          'Des catégories éditorialisées, comme les exclusivités et les vinyles couleur.',
          'La newsletter Spindle.',
          'La sélection mensuelle de la box vinyle.',
        ],
      },
      {
        id: 'campaign',
        heading: 'Plan de campagne',
        paragraphs: [
          'Une prévente a son rythme : un teaser, un jour de lancement, une relance à mi-parcours et une dernière semaine. Nous vous aidons à la planifier, à choisir le bon objectif et le bon prix, à composer des packs et à préparer les visuels qui vendent un disque avant qu’il n’existe : maquettes de la version couleur, courtes vidéos, lien d’écoute.',
        ],
      },
      {
        id: 'ads-press',
        heading: 'Publicité et presse',
        paragraphs: [
          'Sur un budget que vous fixez, notre équipe mène des campagnes sur Instagram, Facebook et TikTok auprès des auditeurs d’artistes proches. Pour la presse et la radio, nous travaillons avec des attachés de presse indépendants en France et en Europe. Les dépenses marketing figurent sur une ligne à part de votre relevé, jamais mêlées au reste.',
        ],
      },
      {
        id: 'results',
        heading: 'Des résultats visibles',
        paragraphs: [
          'Votre tableau de bord montre d’où vient chaque acheteur, qu’il s’agisse d’Instagram, de TikTok, de YouTube, d’un moteur de recherche, de la newsletter ou d’un lien direct, et combien de fois vos extraits sont écoutés. Après la campagne, nous passons les chiffres en revue avec vous pour préparer la suivante.',
        ],
      },
    ],
    cta: { label: 'Préparer votre campagne', href: '/contact' },
  },
  es: {
    title: 'Marketing y promoción',
    description:
      'Haz que se escuche tu lanzamiento: destacados en Spindle y en la newsletter, plan de campaña, anuncios en redes y prensa, con resultados a la vista.',
    lead: 'Un gran disco todavía tiene que ser descubierto. Ayudamos a tu proyecto a llegar más allá de los fans que ya tienes, dentro y fuera de Spindle, y te mostramos qué ha funcionado de verdad.',
    sections: [
      {
        id: 'on-spindle',
        heading: 'En Spindle',
        paragraphs: [
          'Cada semana nuestro equipo elige qué lanzamientos destacar. Háblanos del tuyo con tiempo: los destacados se planifican con semanas de antelación.',
        ],
        bullets: [
          'La selección del equipo y la página de inicio.',
          'Categorías seleccionadas, como exclusivas y vinilos de color.',
          'La newsletter de Spindle.',
          'La selección mensual de la suscripción vinyl box.',
        ],
      },
      {
        id: 'campaign',
        heading: 'Plan de campaña',
        paragraphs: [
          'Una preventa tiene su ritmo: un adelanto, un día de lanzamiento, un empujón a mitad de camino y una última semana. Te ayudamos a planificarla, a elegir el objetivo y el precio adecuados, a diseñar packs y a preparar las imágenes que venden un disco antes de que exista: maquetas de la variante de color, vídeos cortos, un enlace de escucha.',
        ],
      },
      {
        id: 'ads-press',
        heading: 'Anuncios y prensa',
        paragraphs: [
          'Con el presupuesto que tú fijes, nuestro equipo gestiona campañas en Instagram, Facebook y TikTok dirigidas a oyentes de artistas afines. Para prensa y radio trabajamos con agencias de comunicación independientes en Francia y Europa. Los gastos de marketing aparecen en una línea propia de tu liquidación, nunca mezclados con nada más.',
        ],
      },
      {
        id: 'results',
        heading: 'Resultados a la vista',
        paragraphs: [
          'Tu panel muestra de dónde vino cada comprador, ya sea Instagram, TikTok, YouTube, un buscador, la newsletter o un enlace directo, y cuántas veces se escuchan tus adelantos. Tras la campaña, repasamos las cifras contigo para planificar la siguiente.',
        ],
      },
    ],
    cta: { label: 'Planifica tu campaña', href: '/contact' },
  },
  kr: {
    title: '마케팅과 홍보',
    description:
      '음반이 더 많은 사람에게 닿도록 돕습니다. Spindle 숍과 뉴스레터 노출, 프리오더 캠페인 기획, 소셜 광고와 언론 홍보까지 진행하고, 어떤 채널이 실제로 효과가 있었는지 대시보드에서 결과를 직접 확인할 수 있습니다.',
    lead: '좋은 레코드도 발견되어야 빛을 봅니다. Spindle 안팎에서 기존 팬을 넘어 더 많은 사람에게 프로젝트가 닿도록 돕고, 실제로 무엇이 효과가 있었는지 보여 드립니다.',
    sections: [
      {
        id: 'on-spindle',
        heading: 'Spindle 안에서',
        paragraphs: [
          'Spindle 팀은 매주 소개할 음반을 직접 고릅니다. 노출 일정은 몇 주 전에 정해지므로 미리 알려 주세요.',
        ],
        bullets: [
          '스태프 픽과 홈페이지.',
          '익스클루시브, 컬러 레코드 같은 큐레이션 카테고리.',
          'Spindle 뉴스레터.',
          '바이닐 박스 구독의 월간 셀렉션.',
        ],
      },
      {
        id: 'campaign',
        heading: '캠페인 기획',
        paragraphs: [
          '프리오더에는 흐름이 있습니다. 티저, 오픈일, 중간 점검, 마지막 한 주. 일정 기획, 적절한 목표와 가격 설정, 번들 구성, 그리고 아직 존재하지 않는 레코드를 팔리게 하는 비주얼 준비를 돕습니다. 컬러 버전 목업, 짧은 영상, 미리 듣기 링크 등입니다.',
        ],
      },
      {
        id: 'ads-press',
        heading: '광고와 언론 홍보',
        paragraphs: [
          '아티스트가 정한 예산 안에서 Spindle 팀이 비슷한 아티스트의 청취자를 대상으로 인스타그램, 페이스북, 틱톡 광고를 운영합니다. 언론과 라디오 홍보는 프랑스와 유럽의 독립 PR 파트너와 함께합니다. 마케팅 비용은 정산서에 별도 항목으로 표시되며 다른 비용과 섞이지 않습니다.',
        ],
      },
      {
        id: 'results',
        heading: '눈으로 확인하는 결과',
        paragraphs: [
          '대시보드에서 인스타그램, 틱톡, 유튜브, 검색 엔진, 뉴스레터, 직접 링크 등 구매자가 어디에서 왔는지, 미리 듣기가 몇 번 재생되었는지 확인할 수 있습니다. 캠페인이 끝나면 결과를 함께 검토하고 다음 캠페인을 준비합니다.',
        ],
      },
    ],
    cta: { label: '캠페인 상담하기', href: '/contact' },
  },
  zh: {
    title: '营销与推广',
    description:
      '让更多人听到你的作品：在 Spindle 商店首页、精选分类和邮件通讯中获得推荐，由团队协助策划预售活动的节奏，投放社交媒体广告并联系媒体与电台做宣传；每位买家从哪里来、试听片段播放了多少次，都能在你的控制面板里清清楚楚地看到，效果一目了然。',
    lead: '再好的唱片也需要被人发现。我们帮助你的项目在 Spindle 内外触达现有乐迷之外的更多听众，并让你看到真正有效的是什么。',
    sections: [
      {
        id: 'on-spindle',
        heading: '在 Spindle 上',
        paragraphs: ['我们的团队每周挑选要推荐的作品。请尽早告诉我们你的发行计划：推荐位通常提前数周排定。'],
        bullets: [
          '团队精选与首页推荐。',
          '独家发行、彩胶唱片等精选分类。',
          'Spindle 邮件通讯。',
          '黑胶订阅盒的每月精选。',
        ],
      },
      {
        id: 'campaign',
        heading: '活动策划',
        paragraphs: [
          '一场预售有它的节奏：预热、上线日、中期发力和最后一周。我们帮你规划节奏、设定合适的目标和价格、设计套装，并准备那些能在唱片诞生前就把它卖出去的视觉素材：彩胶版本效果图、短视频、试听链接。',
        ],
      },
      {
        id: 'ads-press',
        heading: '广告与媒体',
        paragraphs: [
          '在你设定的预算内，我们的团队在 Instagram、Facebook 和 TikTok 上面向相似音乐人的听众投放广告。媒体和电台宣传方面，我们与法国和欧洲的独立公关伙伴合作。营销费用在结算单上单独列为一行，绝不与其他费用混在一起。',
        ],
      },
      {
        id: 'results',
        heading: '看得见的效果',
        paragraphs: [
          '控制面板会显示每位买家的来源，无论是 Instagram、TikTok、YouTube、搜索引擎、邮件通讯还是直接链接，以及你的试听片段被播放了多少次。活动结束后，我们会和你一起复盘数据，规划下一次活动。',
        ],
      },
    ],
    cta: { label: '策划你的活动', href: '/contact' },
  },
};
