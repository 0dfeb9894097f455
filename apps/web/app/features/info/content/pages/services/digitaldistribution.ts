import type { LocalisedInfoPage } from '../../types.ts';

/** /services/digitaldistribution: streaming and download stores, plus downloads with the record. */
export const DIGITAL_DISTRIBUTION_SERVICE_PAGE: LocalisedInfoPage = {
  en: {
    title: 'Digital distribution',
    description:
      'Release your music on Spotify, Apple Music, Deezer and other stores, and give every record buyer a download, with royalties on one statement.',
    lead: 'Your record and your streams should tell the same story. We deliver your release to the streaming and download stores through our distribution partner, and we give every buyer of the record its digital version in their Spindle library.',
    sections: [
      {
        id: 'stores',
        heading: 'Streaming and download stores',
        paragraphs: [
          'One delivery takes your release to the major services worldwide, on the release date you choose.',
        ],
        bullets: [
          'Spotify, Apple Music, Deezer, Amazon Music, YouTube Music and TIDAL.',
          'Regional services in Asia and elsewhere, depending on the territory.',
          'Download stores for those who still buy files.',
        ],
      },
      {
        id: 'downloads',
        heading: 'A download with every record',
        paragraphs: [
          'When a release has a digital version, buying the record adds it to the buyer’s digital library on Spindle straight away, even if the vinyl ships months later. Fans listen now and wait for the record with the music already in their ears.',
        ],
      },
      {
        id: 'metadata',
        heading: 'Metadata and codes',
        paragraphs: [
          'Clean metadata is what gets you paid. We check titles, credits, featured artists and explicit flags, and assign the ISRC codes and the barcode your release needs if you don’t have them, so the vinyl and the digital release match.',
        ],
      },
      {
        id: 'royalties',
        heading: 'Royalties',
        paragraphs: [
          'Streaming and download royalties are reported by store and by territory on your monthly statement, next to your record sales. Stores report with a delay of one to three months, so the first figures arrive a little after release.',
        ],
      },
    ],
    cta: { label: 'Ask about digital release', href: '/contact' },
  },
  fr: {
    title: 'Distribution numérique',
    description:
      'Sortez votre musique sur Spotify, Apple Music, Deezer et les autres plateformes, offrez le téléchargement à chaque acheteur, revenus sur un seul relevé.',
    lead: 'Votre disque et vos streams doivent raconter la même histoire. Nous livrons votre sortie aux plateformes de streaming et de téléchargement via notre partenaire de distribution, et chaque acheteur du disque en reçoit la version numérique dans sa bibliothèque Spindle.',
    sections: [
      {
        id: 'stores',
        heading: 'Plateformes de streaming et de téléchargement',
        paragraphs: [
          'Une seule livraison place votre sortie sur les grands services du monde entier, à la date de sortie que vous choisissez.',
        ],
        bullets: [
          'Spotify, Apple Music, Deezer, Amazon Music, YouTube Music et TIDAL.',
          'Des services régionaux en Asie et ailleurs, selon les territoires.',
          'Des boutiques de téléchargement pour ceux qui achètent encore des fichiers.',
        ],
      },
      {
        id: 'downloads',
        heading: 'Un téléchargement avec chaque disque',
        paragraphs: [
          'Quand une sortie a une version numérique, l’achat du disque l’ajoute aussitôt à la bibliothèque numérique de l’acheteur sur Spindle, même si le vinyle part des mois plus tard. Les fans écoutent tout de suite et attendent le disque avec la musique déjà en tête.',
        ],
      },
      {
        id: 'metadata',
        heading: 'Métadonnées et codes',
        paragraphs: [
          'Des métadonnées propres, c’est ce qui vous fait payer. Nous vérifions titres, crédits, artistes invités et mentions explicites, et attribuons les codes ISRC et le code-barres nécessaires si vous ne les avez pas, pour que le vinyle et la sortie numérique concordent.',
        ],
      },
      {
        id: 'royalties',
        heading: 'Revenus',
        paragraphs: [
          'Les revenus de streaming et de téléchargement sont détaillés par plateforme et par territoire sur votre relevé mensuel, à côté de vos ventes de disques. Les plateformes déclarent avec un à trois mois de décalage : les premiers chiffres arrivent donc un peu après la sortie.',
        ],
      },
    ],
    cta: { label: 'Parler sortie numérique', href: '/contact' },
  },
  es: {
    title: 'Distribución digital',
    description:
      'Publica tu música en Spotify, Apple Music, Deezer y otras tiendas, da a cada comprador del disco su descarga y cobra los royalties en una liquidación.',
    lead: 'Tu disco y tus streams deben contar la misma historia. Entregamos tu lanzamiento a las tiendas de streaming y descarga a través de nuestro socio de distribución, y cada comprador del disco recibe la versión digital en su biblioteca de Spindle.',
    sections: [
      {
        id: 'stores',
        heading: 'Tiendas de streaming y descarga',
        paragraphs: [
          'Una sola entrega lleva tu lanzamiento a los grandes servicios de todo el mundo, en la fecha de salida que elijas.',
        ],
        bullets: [
          'Spotify, Apple Music, Deezer, Amazon Music, YouTube Music y TIDAL.',
          'Servicios regionales en Asia y otros lugares, según el territorio.',
          'Tiendas de descarga para quien todavía compra archivos.',
        ],
      },
      {
        id: 'downloads',
        heading: 'Una descarga con cada disco',
        paragraphs: [
          'Cuando un lanzamiento tiene versión digital, comprar el disco la añade al momento a la biblioteca digital del comprador en Spindle, aunque el vinilo se envíe meses después. Los fans escuchan ya y esperan el disco con la música en la cabeza.',
        ],
      },
      {
        id: 'metadata',
        heading: 'Metadatos y códigos',
        paragraphs: [
          'Unos metadatos limpios son lo que hace que cobres. Revisamos títulos, créditos, artistas invitados y avisos de contenido explícito, y asignamos los códigos ISRC y el código de barras que necesites si no los tienes, para que el vinilo y el lanzamiento digital coincidan.',
        ],
      },
      {
        id: 'royalties',
        heading: 'Royalties',
        paragraphs: [
          'Los ingresos por streaming y descarga aparecen por tienda y por territorio en tu liquidación mensual, junto a tus ventas de discos. Las tiendas reportan con uno a tres meses de retraso, así que las primeras cifras llegan un poco después del lanzamiento.',
        ],
      },
    ],
    cta: { label: 'Consultar sobre lanzamiento digital', href: '/contact' },
  },
  kr: {
    title: '디지털 유통',
    description:
      '스포티파이, 애플 뮤직, 디저 등 전 세계 주요 스트리밍 서비스에 음원을 발매하고, 레코드를 산 모든 구매자에게 디지털 다운로드를 바로 제공하세요. 스트리밍 수익도 레코드 판매와 함께 하나의 월별 정산서로 확인합니다.',
    lead: '레코드와 스트리밍은 같은 이야기를 들려줘야 합니다. 유통 파트너를 통해 스트리밍·다운로드 서비스에 음원을 공급하고, 레코드 구매자 모두에게 Spindle 라이브러리로 디지털 버전을 제공합니다.',
    sections: [
      {
        id: 'stores',
        heading: '스트리밍·다운로드 서비스',
        paragraphs: ['한 번의 등록으로 원하는 발매일에 전 세계 주요 서비스에 음원이 공개됩니다.'],
        bullets: [
          '스포티파이, 애플 뮤직, 디저, 아마존 뮤직, 유튜브 뮤직, 타이달.',
          '지역에 따라 아시아 등 각 지역의 음원 서비스.',
          '여전히 파일을 구매하는 리스너를 위한 다운로드 스토어.',
        ],
      },
      {
        id: 'downloads',
        heading: '레코드마다 다운로드 제공',
        paragraphs: [
          '디지털 버전이 있는 음반은 레코드를 구매하는 즉시 구매자의 Spindle 디지털 라이브러리에 추가됩니다. 바이닐이 몇 달 뒤에 발송되더라도 팬들은 바로 음악을 들으며 레코드를 기다릴 수 있습니다.',
        ],
      },
      {
        id: 'metadata',
        heading: '메타데이터와 코드',
        paragraphs: [
          '정확한 메타데이터가 정확한 수익으로 이어집니다. 제목, 크레디트, 피처링 아티스트, 청소년 유해 표시를 확인하고, ISRC 코드와 바코드가 없다면 발급해 바이닐과 디지털 음원 정보가 일치하도록 합니다.',
        ],
      },
      {
        id: 'royalties',
        heading: '음원 수익',
        paragraphs: [
          '스트리밍과 다운로드 수익은 서비스별, 국가별로 월별 정산서에 레코드 판매와 함께 표시됩니다. 각 서비스는 1~3개월 늦게 실적을 보고하므로 첫 수치는 발매 후 조금 지나서 확인할 수 있습니다.',
        ],
      },
    ],
    cta: { label: '디지털 발매 문의하기', href: '/contact' },
  },
  zh: {
    title: '数字发行',
    description:
      '把你的音乐发布到 Spotify、Apple Music、Deezer、Amazon Music 等全球主流流媒体和下载平台，同时让每一位唱片买家都能在下单后立即获得数字下载；流媒体和下载收入与唱片销售一起，按平台和地区列在同一份月度结算单上，清晰明了。',
    lead: '你的唱片和你的流媒体应该讲述同一个故事。我们通过发行合作伙伴把你的作品送上流媒体和下载平台，并让每一位唱片买家都在 Spindle 数字曲库中获得数字版本。',
    sections: [
      {
        id: 'stores',
        heading: '流媒体与下载平台',
        paragraphs: ['一次提交，就能在你选定的发行日登上全球各大平台。'],
        bullets: [
          'Spotify、Apple Music、Deezer、Amazon Music、YouTube Music 和 TIDAL。',
          '视地区而定，覆盖亚洲及其他地区的本地平台。',
          '面向仍习惯购买文件的听众的下载商店。',
        ],
      },
      {
        id: 'downloads',
        heading: '每张唱片附赠下载',
        paragraphs: [
          '作品有数字版本时，购买唱片后它会立即加入买家在 Spindle 的数字曲库，即使黑胶要几个月后才发货。乐迷现在就能听，一边听一边等唱片到来。',
        ],
      },
      {
        id: 'metadata',
        heading: '元数据与编码',
        paragraphs: [
          '干净准确的元数据，才能让你顺利收到版税。我们会检查标题、制作名单、合作音乐人和露骨内容标记；如果你还没有 ISRC 编码和条形码，我们会为你分配，确保黑胶与数字版本信息一致。',
        ],
      },
      {
        id: 'royalties',
        heading: '版税收入',
        paragraphs: [
          '流媒体和下载收入按平台和地区列在月度结算单上，与唱片销售并列。各平台的数据通常延迟一到三个月上报，所以首批数字会在发行后稍晚一些出现。',
        ],
      },
    ],
    cta: { label: '咨询数字发行', href: '/contact' },
  },
};
