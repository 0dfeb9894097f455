import type { LocalisedInfoPage } from '../../types.ts';

/** /services/mastering: mastering prepared for vinyl cutting. */
export const MASTERING_SERVICE_PAGE: LocalisedInfoPage = {
  en: {
    title: 'Vinyl mastering',
    description:
      'Mastering made for vinyl by engineers who know the lathe: tamed sibilance, centred low end, sides sequenced for the groove, at €60 per track.',
    lead: 'Vinyl is a physical medium with physical limits. A master made for streaming often fights them: too loud, too bright, too wide in the bass. Our engineers prepare a master for the lathe, so your record cuts louder and cleaner.',
    sections: [
      {
        id: 'why',
        heading: 'Why a vinyl master',
        paragraphs: [
          'A groove is a tiny mechanical wave that a stylus has to follow. What a digital file tolerates, a groove sometimes cannot.',
        ],
        bullets: [
          'Sibilance and harsh highs are tamed so they do not distort on playback.',
          'Low frequencies are kept centred, so the groove stays stable.',
          'Dynamics are given room instead of being squeezed by a limiter.',
          'Sides are sequenced with care: the inner grooves carry less high-frequency detail, so dense, loud tracks sound best near the start of a side.',
        ],
      },
      {
        id: 'send',
        heading: 'What to send',
        paragraphs: [
          'Send your final stereo mixes as WAV files at 24-bit, 44.1 kHz or higher, with headroom (peaks around −3 to −6 dBFS) and no limiter on the mix bus. Add the running order for each side and, if you like, one or two reference records whose sound you love.',
        ],
      },
      {
        id: 'process',
        heading: 'How it works',
        paragraphs: [
          'The engineer listens to the whole record, masters it and sends you a reference to approve, usually within a week. One round of adjustments is included. The approved master goes straight to the cutting engineer with your cutting notes.',
        ],
      },
      {
        id: 'pricing',
        heading: 'Pricing',
        paragraphs: [
          'Mastering costs €60 per track and is added as its own line to your pressing quote, so a ten-track album comes to €600.',
        ],
        cta: { label: 'Open the quote tool', href: '/quote' },
      },
    ],
    cta: { label: 'Add mastering to your quote', href: '/quote' },
  },
  fr: {
    title: 'Mastering vinyle',
    description:
      'Un mastering pensé pour le vinyle par des ingénieurs qui connaissent le tour de gravure : sifflantes domptées, basses centrées, 60 € par titre.',
    lead: 'Le vinyle est un support physique, avec des limites physiques. Un master pensé pour le streaming les combat souvent : trop fort, trop brillant, trop large dans le grave. Nos ingénieurs préparent un master pour le tour de gravure, pour que votre disque se grave plus fort et plus proprement.',
    sections: [
      {
        id: 'why',
        heading: 'Pourquoi un master vinyle',
        paragraphs: [
          'Un sillon est une minuscule onde mécanique que le diamant doit suivre. Ce qu’un fichier numérique tolère, un sillon ne le supporte pas toujours.',
        ],
        bullets: [
          'Les sifflantes et les aigus agressifs sont domptés pour ne pas distordre à la lecture.',
          'Les basses restent centrées, pour que le sillon reste stable.',
          'La dynamique garde de l’espace au lieu d’être écrasée par un limiteur.',
          'L’ordre des faces est pensé avec soin : les derniers sillons, près du centre, rendent moins d’aigus, et les titres denses et forts sonnent mieux en début de face.',
        ],
      },
      {
        id: 'send',
        heading: 'Quoi envoyer',
        paragraphs: [
          'Envoyez vos mixages stéréo définitifs en WAV 24 bits, 44,1 kHz ou plus, avec de la marge (crêtes autour de −3 à −6 dBFS) et sans limiteur sur le bus de mixage. Ajoutez l’ordre des titres de chaque face et, si vous le souhaitez, un ou deux disques de référence dont vous aimez le son.',
        ],
      },
      {
        id: 'process',
        heading: 'Comment ça se passe',
        paragraphs: [
          'L’ingénieur écoute tout le disque, le masterise et vous envoie une référence à valider, en général sous une semaine. Une série d’ajustements est incluse. Le master validé part directement chez le graveur avec vos notes de gravure.',
        ],
      },
      {
        id: 'pricing',
        heading: 'Tarif',
        paragraphs: [
          'Le mastering coûte 60 € par titre et figure sur une ligne à part de votre devis de pressage : un album de dix titres revient donc à 600 €.',
        ],
        cta: { label: 'Ouvrir l’outil de devis', href: '/quote' },
      },
    ],
    cta: { label: 'Ajouter le mastering au devis', href: '/quote' },
  },
  es: {
    title: 'Masterización para vinilo',
    description:
      'Masterización pensada para el vinilo por ingenieros que conocen el torno: sibilantes controladas, graves centrados, caras bien ordenadas, 60 € por pista.',
    lead: 'El vinilo es un soporte físico con límites físicos. Un máster hecho para streaming suele pelearse con ellos: demasiado fuerte, demasiado brillante, demasiado abierto en los graves. Nuestros ingenieros preparan un máster para el torno, para que tu disco se corte más fuerte y más limpio.',
    sections: [
      {
        id: 'why',
        heading: 'Por qué un máster para vinilo',
        paragraphs: [
          'Un surco es una diminuta onda mecánica que la aguja tiene que seguir. Lo que un archivo digital tolera, un surco a veces no lo aguanta.',
        ],
        bullets: [
          'Las sibilantes y los agudos ásperos se controlan para que no distorsionen al reproducir.',
          'Los graves se mantienen centrados para que el surco sea estable.',
          'La dinámica tiene espacio en lugar de quedar aplastada por un limitador.',
          'El orden de las caras se cuida: los surcos interiores conservan menos detalle en agudos, así que los temas densos y fuertes suenan mejor al principio de una cara.',
        ],
      },
      {
        id: 'send',
        heading: 'Qué enviar',
        paragraphs: [
          'Envía tus mezclas estéreo finales en WAV a 24 bits, 44,1 kHz o más, con margen (picos entre −3 y −6 dBFS) y sin limitador en el bus de mezcla. Añade el orden de cada cara y, si quieres, uno o dos discos de referencia cuyo sonido te encante.',
        ],
      },
      {
        id: 'process',
        heading: 'Cómo funciona',
        paragraphs: [
          'El ingeniero escucha todo el disco, lo masteriza y te envía una referencia para aprobar, normalmente en una semana. Incluye una ronda de ajustes. El máster aprobado va directo al ingeniero de corte con tus notas.',
        ],
      },
      {
        id: 'pricing',
        heading: 'Precio',
        paragraphs: [
          'La masterización cuesta 60 € por pista y se añade como línea propia a tu presupuesto de prensado: un álbum de diez pistas sale por 600 €.',
        ],
        cta: { label: 'Abrir el presupuestador', href: '/quote' },
      },
    ],
    cta: { label: 'Añade la masterización al presupuesto', href: '/quote' },
  },
  kr: {
    title: '바이닐 마스터링',
    description:
      '래스를 잘 아는 엔지니어가 바이닐에 맞춰 마스터링합니다. 치찰음을 다듬고 저음을 가운데로 모으며, 소리골을 고려해 면 구성까지 살펴 더 크고 깨끗하게 커팅되도록 준비합니다. 가격은 트랙당 60유로이며 제작 견적에 바로 추가됩니다.',
    lead: '바이닐은 물리적인 한계가 있는 물리 매체입니다. 스트리밍용 마스터는 이 한계와 부딪치는 경우가 많습니다. 너무 크고, 너무 밝고, 저음이 너무 넓게 퍼져 있죠. Spindle의 엔지니어는 커팅 래스를 위한 마스터를 준비해 레코드가 더 크고 깨끗하게 커팅되도록 합니다.',
    sections: [
      {
        id: 'why',
        heading: '바이닐 전용 마스터가 필요한 이유',
        paragraphs: [
          '소리골은 바늘이 따라가야 하는 아주 작은 기계적 파형입니다. 디지털 파일에서는 문제없던 것이 소리골에서는 문제가 되기도 합니다.',
        ],
        bullets: [
          '재생 시 왜곡되지 않도록 치찰음과 거친 고음을 다듬습니다.',
          '소리골이 안정되도록 저음을 가운데로 모읍니다.',
          '리미터로 짓누르지 않고 다이내믹에 여유를 줍니다.',
          '면 구성을 세심하게 정합니다. 안쪽 소리골은 고음 표현력이 떨어지므로 밀도 높고 큰 곡은 면 앞쪽에 두는 것이 좋습니다.',
        ],
      },
      {
        id: 'send',
        heading: '보내 주실 파일',
        paragraphs: [
          '최종 스테레오 믹스를 24비트, 44.1kHz 이상의 WAV로, 헤드룸을 남기고(피크 약 −3~−6dBFS) 믹스 버스에 리미터 없이 보내 주세요. 각 면의 트랙 순서와, 원하시면 좋아하는 사운드의 레퍼런스 음반 한두 장도 함께 알려 주세요.',
        ],
      },
      {
        id: 'process',
        heading: '진행 방식',
        paragraphs: [
          '엔지니어가 앨범 전체를 듣고 마스터링한 뒤, 보통 일주일 안에 승인용 레퍼런스를 보내 드립니다. 한 번의 수정이 포함되어 있습니다. 승인된 마스터는 커팅 메모와 함께 커팅 엔지니어에게 바로 전달됩니다.',
        ],
      },
      {
        id: 'pricing',
        heading: '가격',
        paragraphs: [
          '마스터링은 트랙당 60유로이며 제작 견적에 별도 항목으로 추가됩니다. 10곡짜리 앨범이라면 600유로입니다.',
        ],
        cta: { label: '견적 계산기 열기', href: '/quote' },
      },
    ],
    cta: { label: '견적에 마스터링 추가하기', href: '/quote' },
  },
  zh: {
    title: '黑胶母带处理',
    description:
      '由熟悉刻录车床的工程师专门为黑胶制作母带：驯服齿音和刺耳的高频，让低频保持居中、音槽稳定，并根据内外圈音槽的特点安排每面曲序，让你的唱片刻得更响、更干净；价格为每首 60 欧元，包含一轮修改，并作为单独的一行直接加入你的压制报价，一目了然。',
    lead: '黑胶是有物理极限的物理介质。为流媒体制作的母带常常与这些极限相冲突：太响、太亮、低频太宽。我们的工程师为刻录车床准备专用母带，让你的唱片刻得更响、更干净。',
    sections: [
      {
        id: 'why',
        heading: '为什么需要黑胶母带',
        paragraphs: ['音槽是唱针必须跟随的微小机械波形。数字文件能容忍的东西，音槽有时承受不了。'],
        bullets: [
          '控制齿音和刺耳的高频，避免播放时失真。',
          '让低频保持居中，使音槽稳定。',
          '给动态留出空间，而不是用限制器压扁。',
          '精心安排每面曲序：内圈音槽的高频细节较少，密集响亮的曲目放在一面的开头效果最好。',
        ],
      },
      {
        id: 'send',
        heading: '需要提交什么',
        paragraphs: [
          '请提交最终立体声混音，格式为 24 位、44.1 kHz 或更高的 WAV，保留余量（峰值约 −3 至 −6 dBFS），混音总线上不要加限制器。附上每面的曲序；如果愿意，再附上一两张你喜欢其声音的参考唱片。',
        ],
      },
      {
        id: 'process',
        heading: '流程',
        paragraphs: [
          '工程师会完整聆听整张唱片并完成母带处理，通常在一周内发给你参考版确认，包含一轮修改。确认后的母带会连同刻录说明直接交给刻录工程师。',
        ],
      },
      {
        id: 'pricing',
        heading: '价格',
        paragraphs: ['母带处理每首 60 欧元，作为单独一行加入你的压制报价；十首歌的专辑即为 600 欧元。'],
        cta: { label: '打开报价工具', href: '/quote' },
      },
    ],
    cta: { label: '在报价中加入母带处理', href: '/quote' },
  },
};
