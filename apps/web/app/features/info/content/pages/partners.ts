// Partners page (/partners): pressing plants, logistics by region, distributors, how to become a partner.
import type { LocalisedInfoPage } from '../types.ts';

export const partnersPage: LocalisedInfoPage = {
  en: {
    title: 'Our partners',
    description:
      'The pressing plants, logistics partners and distributors behind Spindle, from France to Hong Kong, and how your company can join them as a partner.',
    lead: 'A record on Spindle passes through many hands before it reaches yours: a cutting engineer, a pressing plant, a printer, a warehouse, a carrier. We choose those partners carefully and work with them every week, so that artists deal with one team and fans receive their records quickly, wherever they live.',
    sections: [
      {
        id: 'pressing-plants',
        heading: 'Pressing plants',
        paragraphs: [
          'We do not own a pressing plant, and that is deliberate. We work with several independent partner plants, chosen for the quality of their pressings, their reliability on schedules and the options they offer, from colours and effects to recycled or bio-attributed compounds.',
          'Each quote is priced at more than one plant, and we keep the cheaper one that can make every option you chose. Whatever the plant, the same rules apply: a test pressing for the artist to approve, checks during the run, and one Spindle contact following the project from start to finish.',
        ],
        bullets: [
          '7-inch, 10-inch and 12-inch records, 140 g or 180 g.',
          'Runs from 100 copies to 5,000 and beyond.',
          'Solid, translucent, splatter and marble colours.',
          'Lacquer or DMM cutting.',
          'CD and cassette partners for releases in several formats.',
        ],
      },
      {
        id: 'logistics',
        heading: 'Logistics partners around the world',
        paragraphs: [
          'Records reach fans through fulfilment partners in eight countries. Stock is placed where the buyers are, and each order ships from a warehouse that holds it and can deliver it at the lowest cost, so parcels travel less and arrive sooner.',
          'Every parcel gets a tracking number as soon as it leaves, visible in the buyer’s account, and projects that ship together are grouped in a single parcel.',
        ],
        facts: [
          {
            term: 'France',
            detail:
              'Our main hub: several warehouses hold the catalogue and ship to France, the rest of the EU and the world, to the door or to a pickup point.',
          },
          {
            term: 'United States',
            detail: 'Fulfilment partners ship US orders from inside the country, with no customs on the way.',
          },
          {
            term: 'United Kingdom',
            detail: 'A UK warehouse sends British orders domestically, without customs paperwork at the door.',
          },
          { term: 'Germany', detail: 'A German warehouse serving Germany and its neighbours in central Europe.' },
          { term: 'Spain', detail: 'A Spanish partner for orders and record shops in Spain and Portugal.' },
          { term: 'Canada', detail: 'A Canadian partner delivering orders from coast to coast.' },
          { term: 'Australia', detail: 'An Australian partner for Australia and New Zealand.' },
          {
            term: 'Hong Kong',
            detail:
              'Our Asian hub, shipping to Korea, Japan, mainland China, the Philippines and the rest of the region.',
          },
        ],
      },
      {
        id: 'distributors',
        heading: 'Distributors and record shops',
        paragraphs: [
          'Beyond our own shop, records pressed with Spindle can reach record stores through our distribution partners, either through standard retail distribution or as consignment sales in independent shops. Artists who want their music on streaming and download platforms alongside the vinyl can use our digital distribution partners too.',
          'Record shops can open a Pro account to order from our catalogue at trade prices where a release offers them, including exclusives and pre-orders.',
        ],
        bullets: [
          'Retail distribution to independent shops and chains.',
          'Consignment sales in selected independent shops.',
          'Digital distribution to streaming and download platforms.',
          'Pro accounts with trade prices for record shops.',
        ],
      },
      {
        id: 'become-a-partner',
        heading: 'Become a partner',
        paragraphs: [
          'We are always glad to meet pressing plants, fulfilment and logistics companies, distributors and record shops who care about well-made records as much as we do. Write to partners@spindle.example and tell us:',
          'We answer every proposal within five working days. Record shops that simply want to stock our releases can open a Pro account straight away.',
        ],
        bullets: [
          'who you are, where you are based and what you do;',
          'your capacity, turnaround times and the countries you serve;',
          'the formats, options or services you offer (for plants: sizes, weights, colours, compounds, cutting);',
          'your environmental commitments or certifications, if any;',
          'the person we should speak to.',
        ],
        cta: { label: 'Contact our partnerships team', href: '/contact' },
      },
    ],
    cta: { label: 'Get a pressing quote', href: '/quote' },
  },
  fr: {
    title: 'Nos partenaires',
    description:
      'Les usines de pressage, partenaires logistiques et distributeurs qui font Spindle, de la France à Hong Kong, et comment votre entreprise peut les rejoindre.',
    lead: 'Avant d’arriver chez vous, un disque Spindle passe entre beaucoup de mains : un graveur, une usine de pressage, un imprimeur, un entrepôt, un transporteur. Nous choisissons ces partenaires avec soin et travaillons avec eux chaque semaine, pour que les artistes n’aient qu’une seule équipe en face d’eux et que les fans reçoivent vite leurs disques, où qu’ils vivent.',
    sections: [
      {
        id: 'pressing-plants',
        heading: 'Usines de pressage',
        paragraphs: [
          'Nous ne possédons pas d’usine de pressage, et c’est un choix. Nous travaillons avec plusieurs usines partenaires indépendantes, retenues pour la qualité de leurs pressages, leur fiabilité sur les délais et les options qu’elles proposent, des couleurs et effets aux matières recyclées ou biosourcées.',
          'Chaque devis est chiffré auprès de plusieurs usines, et nous retenons la moins chère capable de réaliser toutes les options choisies. Quelle que soit l’usine, les mêmes règles s’appliquent : un test pressing validé par l’artiste, des contrôles pendant le tirage et un seul interlocuteur Spindle qui suit le projet du début à la fin.',
        ],
        bullets: [
          'Disques 7", 10" et 12", en 140 g ou 180 g.',
          'Tirages de 100 à 5 000 exemplaires et au-delà.',
          'Couleurs unies, translucides, splatter et marbrées.',
          'Gravure sur laque ou DMM.',
          'Partenaires CD et cassette pour les sorties multiformats.',
        ],
      },
      {
        id: 'logistics',
        heading: 'Des partenaires logistiques dans le monde entier',
        paragraphs: [
          'Les disques parviennent aux fans grâce à des logisticiens partenaires dans huit pays. Le stock est placé là où se trouvent les acheteurs, et chaque commande part d’un entrepôt qui la détient et peut la livrer au meilleur coût : les colis voyagent moins et arrivent plus vite.',
          'Chaque colis reçoit un numéro de suivi dès son départ, visible dans le compte de l’acheteur, et les projets expédiés ensemble sont regroupés dans un même colis.',
        ],
        facts: [
          {
            term: 'France',
            detail:
              'Notre plateforme principale : plusieurs entrepôts stockent le catalogue et expédient en France, dans le reste de l’UE et dans le monde, à domicile ou en point relais.',
          },
          {
            term: 'États-Unis',
            detail:
              'Des logisticiens partenaires expédient les commandes américaines depuis le pays, sans passage en douane.',
          },
          {
            term: 'Royaume-Uni',
            detail:
              'Un entrepôt britannique livre les commandes du Royaume-Uni sur place, sans formalités douanières à la réception.',
          },
          { term: 'Allemagne', detail: 'Un entrepôt allemand pour l’Allemagne et ses voisins d’Europe centrale.' },
          {
            term: 'Espagne',
            detail: 'Un partenaire espagnol pour les commandes et les disquaires d’Espagne et du Portugal.',
          },
          { term: 'Canada', detail: 'Un partenaire canadien qui livre d’un océan à l’autre.' },
          { term: 'Australie', detail: 'Un partenaire australien pour l’Australie et la Nouvelle-Zélande.' },
          {
            term: 'Hong Kong',
            detail:
              'Notre plateforme asiatique, qui expédie vers la Corée, le Japon, la Chine continentale, les Philippines et le reste de la région.',
          },
        ],
      },
      {
        id: 'distributors',
        heading: 'Distributeurs et disquaires',
        paragraphs: [
          'Au-delà de notre boutique, les disques pressés avec Spindle peuvent rejoindre les bacs des disquaires grâce à nos partenaires de distribution, en distribution classique ou en dépôt-vente chez des disquaires indépendants. Les artistes qui veulent aussi leur musique sur les plateformes de streaming et de téléchargement peuvent passer par nos partenaires de distribution numérique.',
          'Les disquaires peuvent ouvrir un compte Pro pour commander notre catalogue aux prix professionnels lorsqu’une sortie en propose, y compris les exclusivités et les préventes.',
        ],
        bullets: [
          'Distribution chez les disquaires indépendants et les chaînes.',
          'Dépôt-vente chez des disquaires indépendants sélectionnés.',
          'Distribution numérique vers les plateformes de streaming et de téléchargement.',
          'Comptes Pro aux prix professionnels pour les disquaires.',
        ],
      },
      {
        id: 'become-a-partner',
        heading: 'Devenir partenaire',
        paragraphs: [
          'Nous sommes toujours heureux de rencontrer des usines de pressage, des logisticiens, des distributeurs et des disquaires qui tiennent autant que nous aux disques bien faits. Écrivez à partners@spindle.example en nous indiquant :',
          'Nous répondons à chaque proposition sous cinq jours ouvrés. Les disquaires qui souhaitent simplement vendre nos sorties peuvent ouvrir un compte Pro tout de suite.',
        ],
        bullets: [
          'qui vous êtes, où vous êtes installés et ce que vous faites ;',
          'votre capacité, vos délais et les pays que vous desservez ;',
          'les formats, options ou services proposés (pour les usines : tailles, grammages, couleurs, matières, gravure) ;',
          'vos engagements environnementaux ou certifications, le cas échéant ;',
          'la personne à contacter.',
        ],
        cta: { label: 'Contacter l’équipe partenariats', href: '/contact' },
      },
    ],
    cta: { label: 'Obtenir un devis de pressage', href: '/quote' },
  },
  es: {
    title: 'Nuestros socios',
    description:
      'Las fábricas de prensado, socios logísticos y distribuidoras que hay detrás de Spindle, de Francia a Hong Kong, y cómo puede tu empresa unirse a ellos.',
    lead: 'Antes de llegar a tus manos, un disco de Spindle pasa por muchas otras: un ingeniero de corte, una fábrica de prensado, una imprenta, un almacén, un transportista. Elegimos a esos socios con cuidado y trabajamos con ellos cada semana, para que los artistas traten con un único equipo y los fans reciban sus discos rápido, vivan donde vivan.',
    sections: [
      {
        id: 'pressing-plants',
        heading: 'Fábricas de prensado',
        paragraphs: [
          'No tenemos fábrica de prensado propia, y es a propósito. Trabajamos con varias fábricas independientes asociadas, elegidas por la calidad de sus prensajes, su fiabilidad con los plazos y las opciones que ofrecen, desde colores y efectos hasta compuestos reciclados o de origen biológico.',
          'Cada presupuesto se calcula en más de una fábrica y nos quedamos con la más económica que pueda hacer todas las opciones elegidas. Sea cual sea la fábrica, las reglas son las mismas: un test pressing que aprueba el artista, controles durante la tirada y una única persona de contacto en Spindle que sigue el proyecto de principio a fin.',
        ],
        bullets: [
          'Discos de 7", 10" y 12", de 140 g o 180 g.',
          'Tiradas desde 100 hasta 5000 copias y más.',
          'Colores lisos, translúcidos, splatter y marmolados.',
          'Corte en laca o DMM.',
          'Socios de CD y casete para lanzamientos en varios formatos.',
        ],
      },
      {
        id: 'logistics',
        heading: 'Socios logísticos en todo el mundo',
        paragraphs: [
          'Los discos llegan a los fans a través de socios logísticos en ocho países. El stock se sitúa donde están los compradores, y cada pedido sale de un almacén que lo tiene y puede entregarlo al menor coste, así que los paquetes viajan menos y llegan antes.',
          'Cada paquete recibe un número de seguimiento en cuanto sale, visible en la cuenta del comprador, y los proyectos que se envían juntos se agrupan en un solo paquete.',
        ],
        facts: [
          {
            term: 'Francia',
            detail:
              'Nuestro centro principal: varios almacenes guardan el catálogo y envían a Francia, al resto de la UE y al mundo, a domicilio o a punto de recogida.',
          },
          {
            term: 'Estados Unidos',
            detail: 'Socios logísticos envían los pedidos estadounidenses desde el propio país, sin pasar por aduanas.',
          },
          {
            term: 'Reino Unido',
            detail:
              'Un almacén británico envía los pedidos del Reino Unido dentro del país, sin trámites aduaneros al recibirlos.',
          },
          { term: 'Alemania', detail: 'Un almacén alemán para Alemania y sus vecinos de Europa central.' },
          { term: 'España', detail: 'Un socio español para los pedidos y las tiendas de discos de España y Portugal.' },
          { term: 'Canadá', detail: 'Un socio canadiense que entrega de costa a costa.' },
          { term: 'Australia', detail: 'Un socio australiano para Australia y Nueva Zelanda.' },
          {
            term: 'Hong Kong',
            detail:
              'Nuestro centro asiático, con envíos a Corea, Japón, China continental, Filipinas y el resto de la región.',
          },
        ],
      },
      {
        id: 'distributors',
        heading: 'Distribuidoras y tiendas de discos',
        paragraphs: [
          'Más allá de nuestra tienda, los discos prensados con Spindle pueden llegar a las tiendas de discos gracias a nuestros socios de distribución, ya sea con distribución convencional o en depósito en tiendas independientes. Los artistas que quieran su música también en plataformas de streaming y descarga pueden usar nuestros socios de distribución digital.',
          'Las tiendas de discos pueden abrir una cuenta Pro para pedir de nuestro catálogo a precio profesional cuando el lanzamiento lo ofrezca, incluidas exclusivas y preventas.',
        ],
        bullets: [
          'Distribución a tiendas independientes y cadenas.',
          'Venta en depósito en tiendas independientes seleccionadas.',
          'Distribución digital a plataformas de streaming y descarga.',
          'Cuentas Pro con precio profesional para tiendas de discos.',
        ],
      },
      {
        id: 'become-a-partner',
        heading: 'Hazte socio',
        paragraphs: [
          'Siempre nos alegra conocer fábricas de prensado, empresas de logística, distribuidoras y tiendas de discos a las que les importen los discos bien hechos tanto como a nosotros. Escribe a partners@spindle.example y cuéntanos:',
          'Respondemos a cada propuesta en un plazo de cinco días laborables. Las tiendas que simplemente quieran vender nuestros lanzamientos pueden abrir una cuenta Pro ahora mismo.',
        ],
        bullets: [
          'quiénes sois, dónde estáis y a qué os dedicáis;',
          'vuestra capacidad, plazos y los países a los que llegáis;',
          'los formatos, opciones o servicios que ofrecéis (para fábricas: tamaños, gramajes, colores, compuestos, corte);',
          'vuestros compromisos o certificaciones medioambientales, si los tenéis;',
          'la persona con la que debemos hablar.',
        ],
        cta: { label: 'Contactar con el equipo de colaboraciones', href: '/contact' },
      },
    ],
    cta: { label: 'Pedir presupuesto de prensado', href: '/quote' },
  },
  kr: {
    title: '파트너',
    description:
      '프랑스에서 홍콩까지, Spindle을 함께 만드는 프레싱 공장과 8개국의 물류 파트너, 유통사를 소개합니다. 여러분의 회사가 Spindle의 파트너가 되는 방법과, 제안하실 때 알려 주셔야 할 정보도 함께 안내합니다.',
    lead: 'Spindle의 음반은 여러분 손에 닿기 전에 많은 사람의 손을 거칩니다. 커팅 엔지니어, 프레싱 공장, 인쇄소, 창고, 운송사까지. 저희는 이 파트너들을 신중하게 고르고 매주 함께 일합니다. 덕분에 아티스트는 한 팀과만 소통하면 되고, 팬은 어디에 살든 음반을 빠르게 받아 볼 수 있습니다.',
    sections: [
      {
        id: 'pressing-plants',
        heading: '프레싱 공장',
        paragraphs: [
          'Spindle은 자체 프레싱 공장을 갖고 있지 않으며, 이는 의도된 선택입니다. 프레싱 품질, 일정 준수, 컬러와 특수 효과부터 재생·바이오 기반 원료까지 제공하는 옵션을 기준으로 고른 여러 독립 공장과 협력합니다.',
          '모든 견적은 두 곳 이상의 공장에서 산출하며, 선택하신 옵션을 모두 만들 수 있는 곳 중 더 저렴한 곳을 고릅니다. 어느 공장이든 원칙은 같습니다. 아티스트가 승인하는 테스트 프레싱, 생산 중 검수, 그리고 처음부터 끝까지 프로젝트를 챙기는 Spindle 담당자 한 명입니다.',
        ],
        bullets: [
          '7인치, 10인치, 12인치 음반, 140g 또는 180g',
          '100장부터 5,000장 이상까지',
          '단색, 반투명, 스플래터, 마블 컬러',
          '래커 또는 DMM 커팅',
          '여러 포맷으로 발매할 수 있도록 CD·카세트 제작 파트너도 함께합니다',
        ],
      },
      {
        id: 'logistics',
        heading: '전 세계 물류 파트너',
        paragraphs: [
          '음반은 8개국의 물류 파트너를 통해 팬들에게 전달됩니다. 재고는 구매자가 있는 곳에 배치하고, 각 주문은 재고를 보유하면서 가장 낮은 비용으로 배송할 수 있는 창고에서 출발합니다. 그만큼 택배의 이동 거리는 줄고 도착은 빨라집니다.',
          '모든 택배에는 출고 즉시 운송장 번호가 부여되어 구매자 계정에서 확인할 수 있으며, 함께 발송되는 프로젝트는 한 상자에 묶어 보냅니다.',
        ],
        facts: [
          {
            term: '프랑스',
            detail:
              '메인 허브입니다. 여러 창고에서 카탈로그를 보관하며 프랑스, 기타 EU 국가, 전 세계로 문 앞 배송 또는 픽업 포인트 배송을 합니다.',
          },
          { term: '미국', detail: '현지 물류 파트너가 미국 내에서 주문을 발송하므로 통관을 거치지 않습니다.' },
          { term: '영국', detail: '영국 창고에서 영국 내 주문을 국내 배송하므로 수령 시 통관 절차가 없습니다.' },
          { term: '독일', detail: '독일과 인접한 중부 유럽 국가를 위한 독일 창고입니다.' },
          { term: '스페인', detail: '스페인과 포르투갈의 주문과 레코드 숍을 담당하는 스페인 파트너입니다.' },
          { term: '캐나다', detail: '캐나다 전역으로 배송하는 캐나다 파트너입니다.' },
          { term: '호주', detail: '호주와 뉴질랜드를 담당하는 호주 파트너입니다.' },
          { term: '홍콩', detail: '아시아 허브로, 한국, 일본, 중국 본토, 필리핀 등 아시아 각지로 발송합니다.' },
        ],
      },
      {
        id: 'distributors',
        heading: '유통사와 레코드 숍',
        paragraphs: [
          'Spindle 스토어 외에도, Spindle에서 제작한 음반은 유통 파트너를 통해 일반 유통 또는 독립 레코드 숍 위탁 판매 방식으로 레코드 숍 진열대에 오를 수 있습니다. 바이닐과 함께 스트리밍·다운로드 플랫폼에도 음악을 선보이고 싶은 아티스트는 디지털 유통 파트너를 이용할 수 있습니다.',
          '레코드 숍은 Pro 계정을 만들어, 도매가가 설정된 음반을 단독 상품과 예약 판매 상품까지 포함해 도매가로 주문할 수 있습니다.',
        ],
        bullets: [
          '독립 레코드 숍과 체인점 유통',
          '엄선한 독립 레코드 숍에서의 위탁 판매',
          '스트리밍·다운로드 플랫폼 디지털 유통',
          '레코드 숍을 위한 도매가 Pro 계정',
        ],
      },
      {
        id: 'become-a-partner',
        heading: '파트너가 되어 주세요',
        paragraphs: [
          '잘 만든 음반을 저희만큼 아끼는 프레싱 공장, 물류 회사, 유통사, 레코드 숍을 언제나 반갑게 만납니다. partners@spindle.example로 다음 내용을 알려 주세요.',
          '모든 제안에 영업일 기준 5일 이내에 답변드립니다. Spindle의 음반을 매장에서 판매하고 싶은 레코드 숍은 지금 바로 Pro 계정을 만드실 수 있습니다.',
        ],
        bullets: [
          '회사 소개, 소재지, 하는 일',
          '생산·처리 능력, 소요 기간, 서비스 가능 국가',
          '제공하는 포맷, 옵션, 서비스(공장의 경우 크기, 중량, 색상, 원료, 커팅 방식)',
          '환경 관련 약속이나 인증(있는 경우)',
          '연락할 담당자',
        ],
        cta: { label: '제휴 담당팀에 문의하기', href: '/contact' },
      },
    ],
    cta: { label: '프레싱 견적 받기', href: '/quote' },
  },
  zh: {
    title: '合作伙伴',
    description:
      '认识 Spindle 背后的压片厂、遍布八个国家和地区的物流合作伙伴以及唱片发行商：从法国到香港，正是他们让每一张唱片都能顺利、快速地送到全球乐迷手中。本页还介绍了贵公司如何成为我们的合作伙伴，以及提交合作提案时需要向我们提供哪些具体信息。',
    lead: '一张 Spindle 唱片在到达你手中之前，要经过许多双手：刻盘师、压片厂、印刷厂、仓库和承运商。我们精心挑选这些合作伙伴，并且每周都与他们共事，让艺人只需对接一个团队，让乐迷无论身在何处都能尽快收到唱片。',
    sections: [
      {
        id: 'pressing-plants',
        heading: '压片厂',
        paragraphs: [
          '我们没有自己的压片厂，这是有意为之。我们与多家独立的合作压片厂携手，挑选标准是压制品质、交期是否可靠，以及能提供哪些选项，从颜色和特殊效果到再生或生物基原料。',
          '每份报价都会向不止一家压片厂询价，并在能满足你全部选项的工厂中选择价格更低的一家。无论由哪家工厂生产，规则都一样：测试压片须经艺人确认，生产过程中持续抽检，并由一位 Spindle 专人从头到尾跟进项目。',
        ],
        bullets: [
          '7 英寸、10 英寸和 12 英寸唱片，140 克或 180 克。',
          '起订 100 张，可达 5000 张甚至更多。',
          '纯色、半透明、飞溅和大理石纹彩胶。',
          '漆盘刻录或 DMM 刻录。',
          '另有 CD 和磁带合作厂，方便多种规格同时发行。',
        ],
      },
      {
        id: 'logistics',
        heading: '遍布全球的物流合作伙伴',
        paragraphs: [
          '唱片通过八个国家和地区的物流合作伙伴送到乐迷手中。库存放在买家所在的地方，每笔订单都从持有库存、且配送成本最低的仓库发出，包裹少走路，到得也更快。',
          '每个包裹一出库就会生成运单号，买家可在账户中查看；一同发货的项目会合并为一个包裹寄出。',
        ],
        facts: [
          {
            term: '法国',
            detail:
              '我们的主要枢纽：多个仓库存放商品目录，发往法国、其他欧盟国家和全球各地，支持送货上门或自提点取件。',
          },
          { term: '美国', detail: '当地物流伙伴在美国境内发货，无需清关。' },
          { term: '英国', detail: '英国仓库在境内配送英国订单，收货时无需办理海关手续。' },
          { term: '德国', detail: '德国仓库服务德国及中欧邻近国家。' },
          { term: '西班牙', detail: '西班牙合作伙伴负责西班牙和葡萄牙的订单及唱片店。' },
          { term: '加拿大', detail: '加拿大合作伙伴，配送覆盖全国。' },
          { term: '澳大利亚', detail: '澳大利亚合作伙伴，服务澳大利亚和新西兰。' },
          { term: '香港', detail: '我们的亚洲枢纽，发往韩国、日本、中国内地、菲律宾及亚洲其他地区。' },
        ],
      },
      {
        id: 'distributors',
        heading: '发行商与唱片店',
        paragraphs: [
          '除了我们自己的商店，在 Spindle 压制的唱片还可以通过发行合作伙伴进入唱片店，既可以走常规零售发行，也可以在独立唱片店寄售。希望同时在流媒体和下载平台上架音乐的艺人，也可以使用我们的数字发行合作伙伴。',
          '唱片店可以开通 Pro 账户，在唱片提供批发价时以批发价订购我们的商品，包括独家版本和预售唱片。',
        ],
        bullets: [
          '面向独立唱片店和连锁店的零售发行。',
          '在精选独立唱片店寄售。',
          '发行到流媒体和下载平台。',
          '为唱片店提供批发价的 Pro 账户。',
        ],
      },
      {
        id: 'become-a-partner',
        heading: '成为合作伙伴',
        paragraphs: [
          '我们一直乐于结识和我们一样在意唱片品质的压片厂、物流公司、发行商和唱片店。请写信至 partners@spindle.example，并告诉我们：',
          '我们会在五个工作日内答复每一份提案。只想销售我们唱片的唱片店，现在就可以开通 Pro 账户。',
        ],
        bullets: [
          '贵公司的简介、所在地和业务范围；',
          '产能、交付周期以及服务的国家和地区；',
          '可提供的规格、选项或服务（压片厂请注明尺寸、克重、颜色、原料和刻录方式）；',
          '环保承诺或相关认证（如有）；',
          '我们应联系的负责人。',
        ],
        cta: { label: '联系合作团队', href: '/contact' },
      },
    ],
    cta: { label: '获取压片报价', href: '/quote' },
  },
};
