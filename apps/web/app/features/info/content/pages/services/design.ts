import type { LocalisedInfoPage } from '../../types.ts';

/** /services/design: artwork templates, prepress, set-up and custom design. */
export const DESIGN_SERVICE_PAGE: LocalisedInfoPage = {
  en: {
    title: 'Artwork and design',
    description:
      'Print-ready artwork for sleeves, labels and inserts: our templates, a prepress check on every file, set-up for €100 or a full design on brief.',
    lead: 'A record is a printed object as much as a sound. We make sure your artwork prints the way you imagined it, and if you have no artwork yet, we put you in touch with designers who know the format.',
    sections: [
      {
        id: 'templates',
        heading: 'Print templates',
        paragraphs: [
          'Every sleeve, label and insert has its template, with the trim, bleed and safe zones marked. Working in them from the start saves a round of corrections later.',
        ],
        bullets: [
          'CMYK, 300 dpi at final size, 3 mm bleed on every edge.',
          'Text and logos at least 5 mm inside the trim.',
          'Fonts outlined or embedded; PDF preferred.',
          'Labels leave the centre hole clear; the spine of a jacket carries artist, title and catalogue number.',
        ],
      },
      {
        id: 'prepress',
        heading: 'Prepress check',
        paragraphs: [
          'Every file is checked before it goes to the printer: resolution, colour mode, bleed, barcode placement, spine width for double albums and gatefolds. If something needs fixing, we tell you exactly what and where, and you approve a final proof before printing.',
        ],
      },
      {
        id: 'set-up',
        heading: 'Artwork set-up',
        paragraphs: [
          'Have a cover but not the rest? For a flat €100 on your quote, we adapt your artwork to the templates: the jacket front and back, the labels, the barcode and the credits, ready for print.',
        ],
      },
      {
        id: 'custom',
        heading: 'Full design',
        paragraphs: [
          'For a sleeve created from scratch, we work with independent designers and illustrators who have made record covers before. Send us a brief, a mood board or a few references, and we come back with a quote and a timeline. The finished artwork is yours to use on every format.',
        ],
      },
    ],
    cta: { label: 'Talk to us about your artwork', href: '/contact' },
  },
  fr: {
    title: 'Visuels et graphisme',
    description:
      'Des visuels prêts à imprimer pour pochettes, macarons et inserts : nos gabarits, un contrôle de chaque fichier, mise en page à 100 € ou création sur brief.',
    lead: 'Un disque est un objet imprimé autant qu’un son. Nous veillons à ce que vos visuels s’impriment comme vous les avez imaginés, et si vous n’en avez pas encore, nous vous mettons en relation avec des graphistes qui connaissent le format.',
    sections: [
      {
        id: 'templates',
        heading: 'Gabarits d’impression',
        paragraphs: [
          'Chaque pochette, macaron et insert a son gabarit, avec les traits de coupe, le fond perdu et les zones de sécurité. Y travailler dès le départ évite une série de corrections plus tard.',
        ],
        bullets: [
          'CMJN, 300 dpi à la taille finale, 3 mm de fond perdu sur chaque bord.',
          'Textes et logos à 5 mm au moins à l’intérieur du format.',
          'Polices vectorisées ou incorporées ; PDF de préférence.',
          'Les macarons laissent le trou central libre ; le dos de la pochette porte l’artiste, le titre et la référence.',
        ],
      },
      {
        id: 'prepress',
        heading: 'Contrôle prépresse',
        paragraphs: [
          'Chaque fichier est vérifié avant de partir chez l’imprimeur : résolution, mode colorimétrique, fond perdu, emplacement du code-barres, largeur du dos pour les doubles albums et les pochettes ouvrantes. Si quelque chose doit être corrigé, nous vous disons précisément quoi et où, et vous validez une épreuve finale avant impression.',
        ],
      },
      {
        id: 'set-up',
        heading: 'Mise en page des visuels',
        paragraphs: [
          'Vous avez une pochette mais pas le reste ? Pour un forfait de 100 € sur votre devis, nous adaptons vos visuels aux gabarits : recto et verso de la pochette, macarons, code-barres et crédits, prêts à imprimer.',
        ],
      },
      {
        id: 'custom',
        heading: 'Création complète',
        paragraphs: [
          'Pour une pochette créée de toutes pièces, nous travaillons avec des graphistes et des illustrateurs indépendants qui ont déjà signé des pochettes de disques. Envoyez-nous un brief, une planche d’inspiration ou quelques références : nous revenons vers vous avec un devis et un calendrier. Le visuel final vous appartient, pour tous les formats.',
        ],
      },
    ],
    cta: { label: 'Parlons de vos visuels', href: '/contact' },
  },
  es: {
    title: 'Arte gráfico y diseño',
    description:
      'Arte listo para imprimir en fundas, galletas y encartes: nuestras plantillas, revisión de cada archivo, adaptación por 100 € o diseño completo por encargo.',
    lead: 'Un disco es tanto un objeto impreso como un sonido. Nos aseguramos de que tu arte se imprima tal como lo imaginaste y, si aún no lo tienes, te ponemos en contacto con diseñadores que conocen el formato.',
    sections: [
      {
        id: 'templates',
        heading: 'Plantillas de impresión',
        paragraphs: [
          'Cada funda, galleta y encarte tiene su plantilla, con las líneas de corte, el sangrado y las zonas de seguridad marcadas. Trabajar en ellas desde el principio ahorra una ronda de correcciones.',
        ],
        bullets: [
          'CMYK, 300 ppp a tamaño final, 3 mm de sangrado en cada borde.',
          'Textos y logos al menos a 5 mm del corte.',
          'Fuentes trazadas o incrustadas; preferiblemente en PDF.',
          'Las galletas dejan libre el agujero central; el lomo de la funda lleva artista, título y número de catálogo.',
        ],
      },
      {
        id: 'prepress',
        heading: 'Revisión de preimpresión',
        paragraphs: [
          'Revisamos cada archivo antes de enviarlo a la imprenta: resolución, modo de color, sangrado, posición del código de barras, ancho del lomo en dobles y carpetas desplegables. Si hay algo que corregir, te decimos exactamente qué y dónde, y apruebas una prueba final antes de imprimir.',
        ],
      },
      {
        id: 'set-up',
        heading: 'Adaptación del arte',
        paragraphs: [
          '¿Tienes la portada pero no el resto? Por una tarifa fija de 100 € en tu presupuesto, adaptamos tu arte a las plantillas: portada y contraportada, galletas, código de barras y créditos, listos para imprimir.',
        ],
      },
      {
        id: 'custom',
        heading: 'Diseño completo',
        paragraphs: [
          'Para una funda creada desde cero, trabajamos con diseñadores e ilustradores independientes que ya han hecho portadas de discos. Envíanos un briefing, un moodboard o algunas referencias y te respondemos con un presupuesto y un calendario. El arte final es tuyo para usarlo en todos los formatos.',
        ],
      },
    ],
    cta: { label: 'Háblanos de tu arte gráfico', href: '/contact' },
  },
  kr: {
    title: '아트워크와 디자인',
    description:
      '재킷, 라벨, 인서트를 위한 인쇄용 아트워크를 준비해 드립니다. 전용 템플릿 제공, 모든 파일의 꼼꼼한 인쇄 전 검수, 100유로 정액 아트워크 세팅, 브리프에 따른 맞춤 디자인까지 필요한 서비스만 골라 편하게 이용하세요.',
    lead: '레코드는 소리인 동시에 인쇄물입니다. 아트워크가 상상한 그대로 인쇄되도록 꼼꼼히 확인하며, 아직 아트워크가 없다면 이 포맷을 잘 아는 디자이너를 연결해 드립니다.',
    sections: [
      {
        id: 'templates',
        heading: '인쇄 템플릿',
        paragraphs: [
          '모든 재킷, 라벨, 인서트에는 재단선, 도련, 안전 영역이 표시된 템플릿이 있습니다. 처음부터 템플릿으로 작업하면 나중의 수정 작업을 한 번 줄일 수 있습니다.',
        ],
        bullets: [
          'CMYK, 실제 크기 기준 300dpi, 모든 가장자리에 3mm 도련.',
          '텍스트와 로고는 재단선 안쪽으로 최소 5mm.',
          '폰트는 아웃라인 처리 또는 포함, PDF 권장.',
          '라벨 중앙 구멍 자리는 비워 두고, 재킷 책등에는 아티스트, 제목, 카탈로그 번호를 넣습니다.',
        ],
      },
      {
        id: 'prepress',
        heading: '인쇄 전 검수',
        paragraphs: [
          '모든 파일은 인쇄소로 보내기 전에 해상도, 색상 모드, 도련, 바코드 위치, 2LP와 게이트폴드의 책등 폭까지 확인합니다. 수정이 필요하면 무엇을 어디서 고쳐야 하는지 정확히 알려 드리며, 인쇄 전에 최종 교정쇄를 승인하시게 됩니다.',
        ],
      },
      {
        id: 'set-up',
        heading: '아트워크 세팅',
        paragraphs: [
          '커버는 있는데 나머지가 없으신가요? 견적에 100유로 정액 항목을 추가하시면 재킷 앞뒤, 라벨, 바코드, 크레디트까지 템플릿에 맞춰 인쇄 가능한 상태로 준비해 드립니다.',
        ],
      },
      {
        id: 'custom',
        heading: '맞춤 디자인',
        paragraphs: [
          '처음부터 새로 만드는 재킷이라면 레코드 커버 작업 경험이 있는 독립 디자이너와 일러스트레이터와 함께합니다. 브리프, 무드보드, 참고 이미지를 보내 주시면 견적과 일정을 안내해 드립니다. 완성된 아트워크는 모든 포맷에 자유롭게 사용하실 수 있습니다.',
        ],
      },
    ],
    cta: { label: '아트워크 상담하기', href: '/contact' },
  },
  zh: {
    title: '封面与设计',
    description:
      '为黑胶封套、中心标和插页准备可以直接付印的设计文件：我们提供每种规格的专用印刷模板，每个文件在送印前都经过仔细的印前检查；你可以选择 100 欧元的封面排版服务，也可以根据你的需求简报，由熟悉唱片封面的独立设计师从零开始为你量身定制一套完整设计。',
    lead: '唱片既是声音，也是一件印刷品。我们确保你的设计按你想象的样子印出来；如果你还没有封面，我们会为你介绍熟悉这一形式的设计师。',
    sections: [
      {
        id: 'templates',
        heading: '印刷模板',
        paragraphs: [
          '每种封套、中心标和插页都有对应模板，标出了裁切线、出血和安全区。从一开始就在模板里工作，可以省去后面一轮修改。',
        ],
        bullets: [
          'CMYK 模式，成品尺寸 300 dpi，四边各留 3 毫米出血。',
          '文字和标志距裁切线至少 5 毫米。',
          '字体转曲或嵌入，优先提供 PDF。',
          '中心标需留出中心孔位置；封套书脊印上音乐人、标题和编号。',
        ],
      },
      {
        id: 'prepress',
        heading: '印前检查',
        paragraphs: [
          '每个文件送印前都会检查：分辨率、色彩模式、出血、条形码位置，以及双碟和对开封套的书脊宽度。如需修改，我们会准确告诉你哪里、改什么，印刷前由你确认最终样稿。',
        ],
      },
      {
        id: 'set-up',
        heading: '封面排版',
        paragraphs: [
          '只有封面、缺少其他部分？在报价中加上 100 欧元的固定费用，我们就会把你的设计套入模板：封套正反面、中心标、条形码和制作名单，全部准备好付印。',
        ],
      },
      {
        id: 'custom',
        heading: '完整设计',
        paragraphs: [
          '如果需要从零创作封面，我们会与做过唱片封面的独立设计师和插画师合作。发来需求简报、情绪板或几张参考图，我们会回复报价和时间安排。完成的设计归你所有，可用于所有载体。',
        ],
      },
    ],
    cta: { label: '和我们聊聊你的封面', href: '/contact' },
  },
};
