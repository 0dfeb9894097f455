// About page (/about, French path /fr/qui-sommes-nous): who Spindle is, for fans and for artists.
import type { LocalisedInfoPage } from '../types.ts';

export const aboutPage: LocalisedInfoPage = {
  en: {
    title: 'About Spindle',
    description:
      'Spindle is a Paris-based vinyl shop and pressing service: fans buy records direct, artists and labels press, pre-sell and sell their music.',
    lead: 'Spindle is a record shop and a pressing plant’s front door under one roof. Fans buy vinyl, CDs, tapes and merch straight from the artists and labels who made them. Artists and labels come to the same place to get a quote, press their record, pre-sell it and run their own shop.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Who we are',
        paragraphs: [
          'We are a small team of record collectors, sound engineers, designers and developers. We started Spindle because pressing a record had become both harder and riskier for independent musicians: long queues at the plants, minimum runs paid for up front, and no way of knowing whether the boxes of records in the spare room would ever sell.',
          'Spindle takes that risk away. A record can go on pre-order before a single copy exists, and it is pressed only once enough people have asked for it. Everything in between, from cutting the master to the parcel on your doorstep, we organise together with the artist.',
        ],
      },
      {
        id: 'for-fans',
        heading: 'For music fans',
        paragraphs: [
          'Our shop brings together new releases, reissues, exclusive colour pressings and limited editions you will not find anywhere else, alongside CDs, cassettes, merch and record-care accessories. Every purchase sends most of the money to the people who made the music.',
        ],
        bullets: [
          'Play previews before you buy, and follow the artists and labels you love to hear about their next release first.',
          'Back a pre-order and get your copy as soon as it comes off the press. If a project misses its goal, you are refunded in full.',
          'Pay in one of nine currencies: euro, US, Canadian and Australian dollar, pound sterling, Japanese yen, Korean won, Chinese yuan or Philippine peso.',
          'Earn 10 digs for every item you buy, and tell other fans what you think once your record has arrived.',
          'Subscribe to the vinyl box and receive one or two records chosen with care every month.',
        ],
        cta: { label: 'Browse the shop', href: '/vinyl-shop' },
      },
      {
        id: 'for-artists',
        heading: 'For artists and labels',
        paragraphs: [
          'Whether you are releasing a first EP or reissuing a back catalogue, Spindle takes care of the whole chain: mastering, cutting, pressing, sleeves and inserts, storage, shipping to fans around the world and, if you wish, distribution to record shops.',
        ],
        bullets: [
          'An instant pressing quote: choose format, weight, colour, sleeve and finish, and watch the price of each option update as you go.',
          'Pre-sales and crowdfunding with a goal and an end date, so you press what your audience has already ordered.',
          'Your own shop on Spindle, with records, merch and bundles in one place.',
          'Monthly statements, as PDF or spreadsheet, listing every sale and every cost.',
        ],
        cta: { label: 'Get a pressing quote', href: '/quote' },
      },
      {
        id: 'how-it-works',
        heading: 'How pressing and pre-orders work',
        paragraphs: [
          'Every project follows the same path, and both the artist and the fans can see where it stands at any time.',
          'If a project does not reach its goal by the end date, nothing is pressed and every buyer gets their money back.',
        ],
        facts: [
          {
            term: 'Quote',
            detail:
              'Configure your record online and see the price straight away. We price each job at several pressing plants and keep the best offer that covers all your options.',
          },
          {
            term: 'Review',
            detail:
              'You submit the project; our team checks the audio, the artwork and the rights before it goes live.',
          },
          {
            term: 'Pre-order',
            detail: 'The project opens with a goal and an end date. Fans order, and the progress bar fills up.',
          },
          {
            term: 'Production',
            detail:
              'Once the goal is reached, the plant makes a test pressing for the artist to approve, then presses the full run.',
          },
          {
            term: 'Dispatch',
            detail:
              'The records go to our logistics partners and ship to every buyer, usually 10 to 16 weeks after production starts, a little longer in the busy autumn season.',
          },
        ],
      },
      {
        id: 'values',
        heading: 'What we stand for',
        paragraphs: [
          'A record is a physical object that takes energy, oil-based plastic and cardboard to make. We think it should be made for someone who wants it, paid for fairly and built to last.',
        ],
        bullets: [
          'Fair, readable pay: our platform fee is 25% of sales, the same for everyone, and every cost appears line by line on the artist’s monthly statement.',
          'Less waste: pre-orders mean records are pressed for listeners, not for a warehouse shelf.',
          'An eco pressing option: recycled or bio-attributed compounds where our plants offer them, recycled board sleeves, paper inner sleeves and no shrink-wrap. We never call a record carbon neutral.',
          'Honest prices for fans: the price shown includes VAT, and our service charge appears as its own line before you pay.',
          'The same care for every run: a 100-copy pressing gets the same checks, test pressing and packaging as a 5,000-copy one.',
        ],
        cta: { label: 'Discover eco pressing', href: '/vinyl-pressing-green' },
      },
      {
        id: 'team',
        heading: 'Made in Paris',
        paragraphs: [
          'Spindle is a French company based in Paris. Our office is a few metro stops from some of the city’s best record shops, and most of us still spend Saturday mornings going through their crates.',
          'The site speaks English, French, Spanish, Korean and Chinese. We work with several partner pressing plants and with logistics partners in France, the United States, the United Kingdom, Germany, Spain, Canada, Australia and Hong Kong, so your records travel as short a distance as possible.',
        ],
      },
    ],
    cta: { label: 'Discover our pressing service', href: '/pressing' },
  },
  fr: {
    title: 'Qui sommes-nous ?',
    description:
      'Spindle, disquaire en ligne et service de pressage basé à Paris : les fans achètent en direct, les artistes et labels pressent et prévendent leurs disques.',
    lead: 'Spindle, c’est à la fois un disquaire et la porte d’entrée d’une usine de pressage. Les fans y achètent vinyles, CD, cassettes et merch directement auprès des artistes et des labels qui les ont créés. Les artistes et les labels, eux, y obtiennent un devis, pressent leur disque, le mettent en prévente et tiennent leur propre boutique.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Qui nous sommes',
        paragraphs: [
          'Nous sommes une petite équipe de collectionneurs, d’ingénieurs du son, de graphistes et de développeurs. Nous avons lancé Spindle parce que presser un disque était devenu à la fois plus difficile et plus risqué pour les musiciens indépendants : des files d’attente interminables dans les usines, des tirages minimums à payer d’avance, et aucune garantie que les cartons entassés dans la chambre d’amis finiraient par se vendre.',
          'Spindle supprime ce risque. Un disque peut être mis en prévente avant même qu’un seul exemplaire existe, et il n’est pressé que lorsque suffisamment de personnes l’ont commandé. Entre les deux, de la gravure du master au colis sur votre palier, nous nous occupons de tout avec l’artiste.',
        ],
      },
      {
        id: 'for-fans',
        heading: 'Pour les fans de musique',
        paragraphs: [
          'Notre boutique réunit nouveautés, rééditions, pressages couleur exclusifs et éditions limitées introuvables ailleurs, mais aussi CD, cassettes, merch et accessoires d’entretien. À chaque achat, l’essentiel de l’argent revient à celles et ceux qui ont fait la musique.',
        ],
        bullets: [
          'Écoutez des extraits avant d’acheter et suivez vos artistes et labels préférés pour être les premiers informés de leurs sorties.',
          'Soutenez une prévente et recevez votre exemplaire dès sa sortie d’usine. Si le projet n’atteint pas son objectif, vous êtes intégralement remboursé.',
          'Payez dans l’une de nos neuf devises : euro, dollar américain, canadien ou australien, livre sterling, yen, won, yuan ou peso philippin.',
          'Gagnez 10 digs pour chaque article acheté et donnez votre avis aux autres fans une fois votre disque arrivé.',
          'Abonnez-vous à la box de vinyles et recevez chaque mois un ou deux disques choisis avec soin.',
        ],
        cta: { label: 'Parcourir la boutique', href: '/vinyl-shop' },
      },
      {
        id: 'for-artists',
        heading: 'Pour les artistes et les labels',
        paragraphs: [
          'Premier EP ou réédition d’un catalogue, Spindle prend en charge toute la chaîne : mastering, gravure, pressage, pochettes et inserts, stockage, expédition aux fans du monde entier et, si vous le souhaitez, distribution chez les disquaires.',
        ],
        bullets: [
          'Un devis de pressage instantané : choisissez format, grammage, couleur, pochette et finition, et voyez le prix de chaque option évoluer en direct.',
          'Des préventes et du financement participatif avec un objectif et une date de fin, pour ne presser que ce que votre public a déjà commandé.',
          'Votre propre boutique sur Spindle, avec vos disques, votre merch et vos bundles au même endroit.',
          'Des relevés mensuels, en PDF ou en tableur, qui détaillent chaque vente et chaque coût.',
        ],
        cta: { label: 'Obtenir un devis de pressage', href: '/quote' },
      },
      {
        id: 'how-it-works',
        heading: 'Le pressage et la prévente en bref',
        paragraphs: [
          'Chaque projet suit le même parcours, et l’artiste comme les fans peuvent voir à tout moment où il en est.',
          'Si l’objectif n’est pas atteint à la date de fin, rien n’est pressé et chaque acheteur est remboursé.',
        ],
        facts: [
          {
            term: 'Devis',
            detail:
              'Configurez votre disque en ligne et obtenez le prix immédiatement. Nous chiffrons chaque projet auprès de plusieurs usines de pressage et retenons la meilleure offre couvrant toutes vos options.',
          },
          {
            term: 'Validation',
            detail:
              'Vous soumettez le projet ; notre équipe vérifie le son, les visuels et les droits avant sa mise en ligne.',
          },
          {
            term: 'Prévente',
            detail: 'Le projet ouvre avec un objectif et une date de fin. Les fans commandent, la jauge se remplit.',
          },
          {
            term: 'Production',
            detail:
              'Une fois l’objectif atteint, l’usine réalise un test pressing que l’artiste valide, puis presse l’ensemble du tirage.',
          },
          {
            term: 'Expédition',
            detail:
              'Les disques partent chez nos partenaires logistiques puis chez chaque acheteur, en général 10 à 16 semaines après le lancement de la production, un peu plus à l’automne, la saison la plus chargée.',
          },
        ],
      },
      {
        id: 'values',
        heading: 'Nos engagements',
        paragraphs: [
          'Un disque est un objet qui demande de l’énergie, du plastique issu du pétrole et du carton. Nous pensons qu’il doit être fabriqué pour quelqu’un qui le veut, payé au juste prix et fait pour durer.',
        ],
        bullets: [
          'Une rémunération juste et lisible : notre commission est de 25 % des ventes, identique pour tous, et chaque coût figure ligne par ligne sur le relevé mensuel de l’artiste.',
          'Moins de gaspillage : avec la prévente, on presse pour des auditeurs, pas pour une étagère d’entrepôt.',
          'Une option de pressage écologique : PVC recyclé ou biosourcé selon les usines, pochettes en carton recyclé, sous-pochettes en papier et pas de film plastique. Nous ne qualifions jamais un disque de « neutre en carbone ».',
          'Des prix honnêtes : le prix affiché inclut la TVA, et nos frais de service apparaissent sur une ligne à part avant le paiement.',
          'Le même soin pour chaque tirage : 100 exemplaires bénéficient des mêmes contrôles, du même test pressing et du même emballage que 5 000.',
        ],
        cta: { label: 'Découvrir le pressage écologique', href: '/vinyl-pressing-green' },
      },
      {
        id: 'team',
        heading: 'Fabriqué à Paris',
        paragraphs: [
          'Spindle est une société française installée à Paris. Notre bureau se trouve à quelques stations de métro de certains des meilleurs disquaires de la ville, et la plupart d’entre nous y passent encore leurs samedis matin à fouiller les bacs.',
          'Le site parle français, anglais, espagnol, coréen et chinois. Nous travaillons avec plusieurs usines de pressage partenaires et des partenaires logistiques en France, aux États-Unis, au Royaume-Uni, en Allemagne, en Espagne, au Canada, en Australie et à Hong Kong, pour que vos disques voyagent le moins possible.',
        ],
      },
    ],
    cta: { label: 'Découvrir notre service de pressage', href: '/pressing' },
  },
  es: {
    title: 'Quiénes somos',
    description:
      'Spindle es una tienda de vinilos y un servicio de prensado con sede en París: los fans compran directo y los artistas prensan y prevenden su música.',
    lead: 'Spindle es, a la vez, una tienda de discos y la puerta de entrada a una fábrica de prensado. Los fans compran vinilos, CD, casetes y merch directamente a los artistas y sellos que los crearon. Los artistas y sellos vienen al mismo sitio a pedir presupuesto, prensar su disco, ponerlo en preventa y gestionar su propia tienda.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Quiénes somos',
        paragraphs: [
          'Somos un equipo pequeño de coleccionistas, ingenieros de sonido, diseñadores y desarrolladores. Creamos Spindle porque prensar un disco se había vuelto más difícil y más arriesgado para los músicos independientes: largas colas en las fábricas, tiradas mínimas pagadas por adelantado y ninguna garantía de que las cajas apiladas en casa llegaran a venderse.',
          'Spindle elimina ese riesgo. Un disco puede salir en preventa antes de que exista una sola copia, y solo se prensa cuando suficientes personas lo han pedido. Todo lo que hay en medio, desde el corte del máster hasta el paquete en tu puerta, lo organizamos junto con el artista.',
        ],
      },
      {
        id: 'for-fans',
        heading: 'Para los fans de la música',
        paragraphs: [
          'Nuestra tienda reúne novedades, reediciones, prensajes de color exclusivos y ediciones limitadas que no encontrarás en otro sitio, además de CD, casetes, merch y accesorios para cuidar tus discos. Con cada compra, la mayor parte del dinero va a quienes hicieron la música.',
        ],
        bullets: [
          'Escucha adelantos antes de comprar y sigue a tus artistas y sellos favoritos para enterarte antes que nadie de sus lanzamientos.',
          'Apoya una preventa y recibe tu copia en cuanto salga de la fábrica. Si el proyecto no alcanza su objetivo, te devolvemos todo el importe.',
          'Paga en una de nueve monedas: euro, dólar estadounidense, canadiense o australiano, libra esterlina, yen, won, yuan o peso filipino.',
          'Gana 10 digs por cada artículo que compres y cuenta a otros fans qué te ha parecido cuando llegue tu disco.',
          'Suscríbete a la vinyl box y recibe cada mes uno o dos discos elegidos con mimo.',
        ],
        cta: { label: 'Ver la tienda', href: '/vinyl-shop' },
      },
      {
        id: 'for-artists',
        heading: 'Para artistas y sellos',
        paragraphs: [
          'Tanto si publicas tu primer EP como si reeditas un catálogo, Spindle se encarga de toda la cadena: masterización, corte, prensado, fundas e insertos, almacenaje, envíos a fans de todo el mundo y, si lo deseas, distribución a tiendas de discos.',
        ],
        bullets: [
          'Presupuesto de prensado al instante: elige formato, gramaje, color, funda y acabado, y mira cómo cambia el precio de cada opción.',
          'Preventas y micromecenazgo con objetivo y fecha de cierre, para prensar solo lo que tu público ya ha pedido.',
          'Tu propia tienda en Spindle, con discos, merch y packs en un mismo lugar.',
          'Liquidaciones mensuales, en PDF o en hoja de cálculo, con cada venta y cada coste.',
        ],
        cta: { label: 'Pedir presupuesto de prensado', href: '/quote' },
      },
      {
        id: 'how-it-works',
        heading: 'Prensado y preventa, en resumen',
        paragraphs: [
          'Todos los proyectos siguen el mismo camino, y tanto el artista como los fans pueden ver en todo momento en qué punto está.',
          'Si el proyecto no llega a su objetivo en la fecha de cierre, no se prensa nada y cada comprador recupera su dinero.',
        ],
        facts: [
          {
            term: 'Presupuesto',
            detail:
              'Configura tu disco en línea y conoce el precio al momento. Comparamos cada trabajo en varias fábricas de prensado y nos quedamos con la mejor oferta que cubra todas tus opciones.',
          },
          {
            term: 'Revisión',
            detail:
              'Envías el proyecto y nuestro equipo revisa el audio, el arte gráfico y los derechos antes de publicarlo.',
          },
          {
            term: 'Preventa',
            detail:
              'El proyecto se abre con un objetivo y una fecha de cierre. Los fans compran y la barra de progreso avanza.',
          },
          {
            term: 'Producción',
            detail:
              'Al alcanzar el objetivo, la fábrica hace un test pressing que el artista aprueba, y después prensa la tirada completa.',
          },
          {
            term: 'Envío',
            detail:
              'Los discos pasan a nuestros socios logísticos y se envían a cada comprador, normalmente entre 10 y 16 semanas después de empezar la producción, algo más en otoño, la temporada más cargada.',
          },
        ],
      },
      {
        id: 'values',
        heading: 'En qué creemos',
        paragraphs: [
          'Un disco es un objeto físico que consume energía, plástico derivado del petróleo y cartón. Creemos que debe fabricarse para alguien que lo quiere, pagarse de forma justa y durar muchos años.',
        ],
        bullets: [
          'Pago justo y claro: nuestra comisión es el 25 % de las ventas, igual para todos, y cada coste aparece línea a línea en la liquidación mensual del artista.',
          'Menos desperdicio: con la preventa se prensa para oyentes, no para la estantería de un almacén.',
          'Opción de prensado ecológico: PVC reciclado o de origen biológico cuando la fábrica lo ofrece, fundas de cartón reciclado, fundas interiores de papel y sin retractilado. Nunca diremos que un disco es «neutro en carbono».',
          'Precios honestos: el precio mostrado incluye el IVA y nuestro cargo por servicio aparece en una línea aparte antes de pagar.',
          'El mismo cuidado para cada tirada: 100 copias pasan los mismos controles, el mismo test pressing y el mismo embalaje que 5000.',
        ],
        cta: { label: 'Conocer el prensado ecológico', href: '/vinyl-pressing-green' },
      },
      {
        id: 'team',
        heading: 'Hecho en París',
        paragraphs: [
          'Spindle es una empresa francesa con sede en París. Nuestra oficina está a pocas paradas de metro de algunas de las mejores tiendas de discos de la ciudad, y casi todos seguimos pasando los sábados por la mañana rebuscando en sus cubetas.',
          'La web está en español, inglés, francés, coreano y chino. Trabajamos con varias fábricas de prensado asociadas y con socios logísticos en Francia, Estados Unidos, Reino Unido, Alemania, España, Canadá, Australia y Hong Kong, para que tus discos viajen lo menos posible.',
        ],
      },
    ],
    cta: { label: 'Conocer nuestro servicio de prensado', href: '/pressing' },
  },
  kr: {
    title: 'Spindle 소개',
    description:
      'Spindle은 파리에 있는 바이닐 레코드 스토어이자 프레싱 서비스입니다. 팬은 아티스트와 레이블에게서 음반을 직접 사고, 아티스트와 레이블은 견적부터 제작, 예약 판매, 자체 숍 운영까지 모두 한곳에서 해결할 수 있습니다.',
    lead: 'Spindle은 레코드 숍이자 프레싱 공장으로 통하는 입구입니다. 팬들은 바이닐, CD, 카세트테이프와 굿즈를 만든 아티스트와 레이블에게서 직접 구매합니다. 아티스트와 레이블은 같은 곳에서 견적을 받고, 음반을 제작하고, 예약 판매를 열고, 자신의 숍을 운영합니다.',
    sections: [
      {
        id: 'who-we-are',
        heading: '우리는 누구인가',
        paragraphs: [
          'Spindle은 음반 수집가, 사운드 엔지니어, 디자이너, 개발자로 이루어진 작은 팀입니다. 독립 뮤지션에게 음반 제작이 점점 더 어렵고 위험한 일이 되었기 때문에 Spindle을 시작했습니다. 공장 대기 기간은 길어지고, 최소 수량 제작비는 미리 내야 하며, 방 한쪽에 쌓인 음반 상자가 언젠가 팔릴지 알 수 없었습니다.',
          'Spindle은 그 위험을 덜어 드립니다. 음반은 한 장도 만들어지기 전에 예약 판매를 시작할 수 있고, 충분한 주문이 모였을 때에만 프레싱합니다. 마스터 커팅부터 문 앞에 도착하는 택배까지, 그 사이의 모든 과정은 아티스트와 함께 저희가 챙깁니다.',
        ],
      },
      {
        id: 'for-fans',
        heading: '음악 팬을 위해',
        paragraphs: [
          'Spindle 스토어에는 신보, 재발매반, 단독 컬러 바이닐, 다른 곳에서는 구할 수 없는 한정판은 물론 CD, 카세트테이프, 굿즈, 음반 관리용 액세서리까지 있습니다. 구매 금액의 대부분은 음악을 만든 사람들에게 돌아갑니다.',
        ],
        bullets: [
          '구매 전에 미리 듣기로 음악을 들어 보고, 좋아하는 아티스트와 레이블을 팔로우해 새 음반 소식을 가장 먼저 받아 보세요.',
          '예약 주문에 참여하면 음반이 공장에서 나오는 대로 받아 보실 수 있습니다. 프로젝트가 목표에 도달하지 못하면 전액 환불해 드립니다.',
          '유로, 미국·캐나다·호주 달러, 영국 파운드, 엔, 원, 위안, 필리핀 페소 등 9개 통화로 결제할 수 있습니다.',
          '구매한 상품 1개마다 10 digs가 적립되며, 음반을 받은 뒤에는 다른 팬들을 위해 후기를 남길 수 있습니다.',
          '바이닐 박스를 구독하면 매달 정성껏 고른 음반을 한두 장씩 받아 보실 수 있습니다.',
        ],
        cta: { label: '스토어 둘러보기', href: '/vinyl-shop' },
      },
      {
        id: 'for-artists',
        heading: '아티스트와 레이블을 위해',
        paragraphs: [
          '첫 EP든 카탈로그 재발매든, Spindle이 마스터링, 커팅, 프레싱, 슬리브와 삽지, 보관, 전 세계 팬에게 보내는 배송, 원하신다면 레코드 숍 유통까지 전 과정을 맡습니다.',
        ],
        bullets: [
          '즉시 확인하는 프레싱 견적: 포맷, 중량, 색상, 슬리브, 마감을 고르면 옵션별 가격이 바로 바뀌는 것을 볼 수 있습니다.',
          '목표 수량과 마감일이 있는 예약 판매와 크라우드펀딩으로, 팬들이 이미 주문한 만큼만 제작합니다.',
          '음반, 굿즈, 번들을 한곳에 모은 나만의 Spindle 숍을 운영할 수 있습니다.',
          '모든 판매와 비용을 담은 월간 정산서를 PDF나 스프레드시트로 내려받을 수 있습니다.',
        ],
        cta: { label: '프레싱 견적 받기', href: '/quote' },
      },
      {
        id: 'how-it-works',
        heading: '프레싱과 예약 판매, 한눈에 보기',
        paragraphs: [
          '모든 프로젝트는 같은 과정을 거치며, 아티스트와 팬 모두 언제든지 진행 상황을 확인할 수 있습니다.',
          '마감일까지 목표에 도달하지 못하면 음반은 제작되지 않으며, 구매자 전원에게 환불해 드립니다.',
        ],
        facts: [
          {
            term: '견적',
            detail:
              '온라인에서 음반 사양을 정하면 바로 가격이 나옵니다. 여러 프레싱 공장의 견적을 비교해, 선택하신 옵션을 모두 지원하는 가장 좋은 조건을 적용합니다.',
          },
          {
            term: '검토',
            detail: '프로젝트를 제출하면 공개 전에 저희 팀이 음원, 아트워크, 권리 관계를 확인합니다.',
          },
          {
            term: '예약 판매',
            detail: '목표 수량과 마감일을 정해 판매를 시작합니다. 팬들의 주문이 모일수록 진행률이 올라갑니다.',
          },
          {
            term: '제작',
            detail:
              '목표를 달성하면 공장에서 테스트 프레싱을 만들어 아티스트의 승인을 받은 뒤 전체 수량을 프레싱합니다.',
          },
          {
            term: '배송',
            detail:
              '완성된 음반은 물류 파트너를 거쳐 구매자에게 발송됩니다. 보통 제작 시작 후 10~16주가 걸리며, 주문이 몰리는 가을에는 조금 더 걸릴 수 있습니다.',
          },
        ],
      },
      {
        id: 'values',
        heading: 'Spindle이 지키는 것',
        paragraphs: [
          '음반은 에너지와 석유 기반 플라스틱, 종이를 써서 만드는 물건입니다. 그러니 원하는 사람을 위해 만들고, 공정하게 값을 치르고, 오래 쓸 수 있어야 한다고 생각합니다.',
        ],
        bullets: [
          '공정하고 투명한 정산: 플랫폼 수수료는 모두에게 동일하게 판매액의 25%이며, 모든 비용은 아티스트의 월간 정산서에 항목별로 표시됩니다.',
          '낭비를 줄입니다: 예약 판매 덕분에 창고 선반이 아니라 듣는 사람을 위해 음반을 만듭니다.',
          '친환경 프레싱 옵션: 공장에 따라 재생 PVC나 바이오 기반 PVC, 재생 판지 슬리브, 종이 이너 슬리브를 고를 수 있고 수축 포장은 생략합니다. 다만 어떤 음반도 ‘탄소 중립’이라고 부르지 않습니다.',
          '정직한 가격: 표시 가격에는 부가가치세가 포함되어 있으며, 서비스 수수료는 결제 전에 별도 항목으로 보여 드립니다.',
          '모든 제작에 같은 정성을: 100장을 찍든 5,000장을 찍든 같은 검수, 같은 테스트 프레싱, 같은 포장을 거칩니다.',
        ],
        cta: { label: '친환경 프레싱 알아보기', href: '/vinyl-pressing-green' },
      },
      {
        id: 'team',
        heading: '파리에서 만듭니다',
        paragraphs: [
          'Spindle은 파리에 자리한 프랑스 기업입니다. 사무실에서 지하철로 몇 정거장만 가면 파리에서 손꼽히는 레코드 숍들이 있고, 팀원 대부분은 지금도 토요일 오전을 그곳에서 음반을 뒤지며 보냅니다.',
          'Spindle 사이트는 한국어, 영어, 프랑스어, 스페인어, 중국어를 지원합니다. 여러 협력 프레싱 공장, 그리고 프랑스, 미국, 영국, 독일, 스페인, 캐나다, 호주, 홍콩의 물류 파트너와 협력해 음반이 최대한 짧은 거리를 이동하도록 합니다.',
        ],
      },
    ],
    cta: { label: '프레싱 서비스 알아보기', href: '/pressing' },
  },
  zh: {
    title: '关于 Spindle',
    description:
      'Spindle 是总部位于巴黎的黑胶唱片商店与压片服务平台。乐迷可以直接向艺人和厂牌购买黑胶、CD、磁带和周边；艺人和厂牌则在这里获取压片报价、开启预售或众筹、压制唱片并经营自己的店铺，从报价、生产到发往全球乐迷的每一步，都由我们全程陪伴完成。',
    lead: 'Spindle 既是一家唱片店，也是通往压片厂的大门。乐迷在这里直接向创作音乐的艺人和厂牌购买黑胶、CD、磁带和周边；艺人和厂牌则在同一个地方获取报价、压制唱片、开启预售，并经营自己的店铺。',
    sections: [
      {
        id: 'who-we-are',
        heading: '我们是谁',
        paragraphs: [
          '我们是一支由唱片收藏者、录音师、设计师和开发者组成的小团队。创办 Spindle，是因为对独立音乐人来说，压一张唱片变得越来越难、风险也越来越大：压片厂排期漫长，起订量要提前付清，而堆在家里的一箱箱唱片能否卖出去，谁也说不准。',
          'Spindle 替音乐人承担了这份风险。唱片可以在一张都还没压制之前开启预售，只有订购的人足够多时才会投产。从母盘刻录到送到你家门口的包裹，中间的每一步都由我们和艺人一起完成。',
        ],
      },
      {
        id: 'for-fans',
        heading: '写给乐迷',
        paragraphs: [
          '我们的商店汇集新专辑、再版唱片、独家彩胶和别处买不到的限量版，也有 CD、磁带、周边和唱片养护配件。你每买一件商品，大部分收入都会回到创作音乐的人手中。',
        ],
        bullets: [
          '购买前先试听，关注喜欢的艺人和厂牌，第一时间获知他们的新作。',
          '参与预售，唱片一出厂就寄给你；如果项目未达到目标，我们全额退款。',
          '支持九种货币付款：欧元、美元、加元、澳元、英镑、日元、韩元、人民币和菲律宾比索。',
          '每购买一件商品可获得 10 个 digs 积分；唱片到手后，还可以写下评价，分享给其他乐迷。',
          '订阅黑胶订阅盒，每月收到一到两张精心挑选的唱片。',
        ],
        cta: { label: '逛逛商店', href: '/vinyl-shop' },
      },
      {
        id: 'for-artists',
        heading: '写给艺人和厂牌',
        paragraphs: [
          '无论是发行第一张 EP 还是再版旧目录，Spindle 都能包办整个流程：母带处理、刻盘、压制、封套和内页、仓储、发往全球乐迷的物流，如有需要，还可以分销到实体唱片店。',
        ],
        bullets: [
          '即时压片报价：选择规格、克重、颜色、封套和工艺，每个选项的价格变化一目了然。',
          '设有目标和截止日期的预售与众筹，只压制乐迷已经订购的数量。',
          '在 Spindle 开设自己的店铺，唱片、周边和套装集中展示。',
          '每月对账单，可下载 PDF 或表格，列明每一笔销售和每一项成本。',
        ],
        cta: { label: '获取压片报价', href: '/quote' },
      },
      {
        id: 'how-it-works',
        heading: '压片与预售流程简介',
        paragraphs: [
          '每个项目都遵循相同的流程，艺人和乐迷随时都能看到项目进展到哪一步。',
          '如果项目在截止日期前没有达到目标，唱片不会投产，每位买家都会拿回全部款项。',
        ],
        facts: [
          {
            term: '报价',
            detail: '在线配置你的唱片，立即看到价格。我们会向多家压片厂询价，选出能满足全部选项的最优方案。',
          },
          {
            term: '审核',
            detail: '提交项目后，我们的团队会在上线前检查音频、美术设计和版权。',
          },
          {
            term: '预售',
            detail: '项目带着目标数量和截止日期上线，乐迷下单，进度条随之增长。',
          },
          {
            term: '生产',
            detail: '达到目标后，压片厂先制作测试压片交由艺人确认，再压制全部数量。',
          },
          {
            term: '发货',
            detail: '唱片送到我们的物流合作伙伴处，再寄给每位买家。通常在投产后 10 到 16 周发货，秋季旺季会稍长一些。',
          },
        ],
      },
      {
        id: 'values',
        heading: '我们的原则',
        paragraphs: [
          '唱片是实实在在的物件，制作它需要能源、石油基塑料和纸板。我们认为，它应该为真正想要它的人而做，价钱公道，经久耐用。',
        ],
        bullets: [
          '公平透明的分成：平台佣金为销售额的 25%，对所有人一视同仁，每一项成本都逐条列在艺人的月度对账单上。',
          '减少浪费：预售意味着唱片是为听众而压，而不是为了堆在仓库货架上。',
          '环保压片选项：视压片厂条件可选用再生 PVC 或生物基 PVC、再生纸板封套和纸质内袋，并省去塑封膜。但我们从不把任何唱片称为“碳中和”。',
          '诚实的价格：标价已含增值税，服务费在付款前单独列出。',
          '每批唱片同样用心：压 100 张和压 5000 张，经过同样的检验、同样的测试压片和同样的包装。',
        ],
        cta: { label: '了解环保压片', href: '/vinyl-pressing-green' },
      },
      {
        id: 'team',
        heading: '来自巴黎',
        paragraphs: [
          'Spindle 是一家总部位于巴黎的法国公司。我们的办公室离城里几家最好的唱片店只有几站地铁，团队里大多数人至今仍把周六上午花在翻唱片箱上。',
          '网站支持简体中文、英语、法语、西班牙语和韩语。我们与多家压片厂合作，并在法国、美国、英国、德国、西班牙、加拿大、澳大利亚和香港设有物流合作伙伴，让你的唱片尽量少走路。',
        ],
      },
    ],
    cta: { label: '了解我们的压片服务', href: '/pressing' },
  },
};
