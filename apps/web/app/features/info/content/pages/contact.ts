// Contact page (/contact): text shown above and around the contact form.
import type { LocalisedInfoPage } from '../types.ts';

export const contactPage: LocalisedInfoPage = {
  en: {
    title: 'Contact us',
    description:
      'A question about an order, a pre-order or a pressing project? Write to the Spindle team in Paris: we reply Monday to Friday, 10:00 to 17:00 Paris time.',
    lead: 'Use the form below to write to the Spindle team in Paris. Tell us who you are (a fan, an artist or label, a journalist) and what your message is about, and it will reach the right person straight away. Many answers are already waiting in our help centre, which never closes.',
    sections: [
      {
        id: 'support-hours',
        heading: 'Support hours and response times',
        paragraphs: [
          'Our support team works from Paris, Monday to Friday, from 10:00 to 17:00 Paris time, except on French public holidays. Messages sent in the evening or at the weekend are read first thing on the next working day.',
          'We do not offer phone support: writing lets us look up your order before we answer, and keeps a record of what we agreed. From mid-November to the end of December, and in the days after a big release opens, replies can take a little longer. We answer messages in the order they arrive, so there is no need to send the same question twice.',
        ],
        facts: [
          { term: 'Opening hours', detail: 'Monday to Friday, 10:00 to 17:00, Paris time' },
          { term: 'Orders and deliveries', detail: 'Reply within one working day' },
          { term: 'Pressing projects and quotes', detail: 'Reply within two working days' },
          { term: 'Press and partnerships', detail: 'Reply within five working days' },
          { term: 'Languages', detail: 'Write to us in English, French, Spanish, Korean or Chinese' },
        ],
      },
      {
        id: 'what-to-include',
        heading: 'Help us help you faster',
        paragraphs: [
          'A complete first message saves a round of e-mails. Please include:',
          'Never send us your card number or your password. We will never ask for them.',
        ],
        bullets: [
          'Your order number, found in your confirmation e-mail and under My account › Orders.',
          'The e-mail address used for the order, if it differs from the one you are writing from.',
          'The name of the record, artist or project concerned.',
          'For a damaged or faulty item: photos of the record, the sleeve and the parcel, sent within 7 days of delivery.',
          'For a delivery question: the destination country and the tracking number, if you have one.',
        ],
      },
      {
        id: 'for-fans',
        heading: 'For music fans',
        paragraphs: [
          'For a question about an order, a delivery, the progress of a pre-order, a return or your vinyl box, choose “My order” in the form or write to support@spindle.example.',
          'Much of it you can follow yourself from your account: the status of each order, tracking links, your box picks and your digs. Each project page also shows how close a pre-order is to its goal.',
        ],
        cta: { label: 'Read the return and refund policy', href: '/return-and-refund-policy' },
      },
      {
        id: 'for-artists',
        heading: 'For artists and labels',
        paragraphs: [
          'Planning a record? The quickest start is our online quote, which prices your project in a couple of minutes. For anything it does not cover, such as unusual formats, large runs, box sets or a whole catalogue reissue, write to artists@spindle.example.',
          'If your project is already running, write from the e-mail address linked to your artist or label account and give the project’s name, so the person following your release picks it up directly. We can help with:',
        ],
        bullets: [
          'quotes, formats and pressing options;',
          'pre-orders, goals and end dates;',
          'audio files, artwork and test pressings;',
          'your shop, statements and payments.',
        ],
        cta: { label: 'Get a pressing quote', href: '/quote' },
      },
      {
        id: 'for-press',
        heading: 'Press and media',
        paragraphs: [
          'Journalists, radio hosts and podcasters can reach us at press@spindle.example for interviews, images, background on a release or review copies. Please tell us which outlet you write for and when your deadline is.',
          'Pressing plants, logistics companies, distributors and record shops interested in working with us can write to partners@spindle.example. For anything else, hello@spindle.example reaches the whole team.',
        ],
        cta: { label: 'Meet our partners', href: '/partners' },
      },
    ],
    cta: { label: 'Visit the help centre', href: '/help' },
  },
  fr: {
    title: 'Nous contacter',
    description:
      'Une question sur une commande, une prévente ou un projet de pressage ? Écrivez à l’équipe Spindle à Paris : réponse du lundi au vendredi, de 10 h à 17 h.',
    lead: 'Le formulaire ci-dessous vous permet d’écrire à l’équipe Spindle, à Paris. Dites-nous qui vous êtes (fan, artiste ou label, journaliste) et l’objet de votre message : il arrivera directement à la bonne personne. Beaucoup de réponses vous attendent déjà dans notre centre d’aide, ouvert jour et nuit.',
    sections: [
      {
        id: 'support-hours',
        heading: 'Horaires et délais de réponse',
        paragraphs: [
          'Notre service client travaille depuis Paris, du lundi au vendredi, de 10 h à 17 h (heure de Paris), sauf jours fériés. Les messages envoyés le soir ou le week-end sont lus dès l’ouverture, le jour ouvré suivant.',
          'Nous ne proposons pas d’assistance téléphonique : l’écrit nous permet de consulter votre commande avant de répondre et garde une trace de ce qui a été convenu. De mi-novembre à fin décembre, et dans les jours qui suivent l’ouverture d’une grosse sortie, les réponses peuvent prendre un peu plus de temps. Nous traitons les messages dans leur ordre d’arrivée : inutile d’envoyer deux fois la même question.',
        ],
        facts: [
          { term: 'Horaires', detail: 'Du lundi au vendredi, de 10 h à 17 h, heure de Paris' },
          { term: 'Commandes et livraisons', detail: 'Réponse sous un jour ouvré' },
          { term: 'Projets de pressage et devis', detail: 'Réponse sous deux jours ouvrés' },
          { term: 'Presse et partenariats', detail: 'Réponse sous cinq jours ouvrés' },
          { term: 'Langues', detail: 'Écrivez-nous en français, anglais, espagnol, coréen ou chinois' },
        ],
      },
      {
        id: 'what-to-include',
        heading: 'Pour une réponse plus rapide',
        paragraphs: [
          'Un premier message complet évite un aller-retour. Pensez à indiquer :',
          'Ne nous envoyez jamais votre numéro de carte ni votre mot de passe. Nous ne vous les demanderons jamais.',
        ],
        bullets: [
          'votre numéro de commande, qui figure dans l’e-mail de confirmation et dans Mon compte › Commandes ;',
          'l’adresse e-mail utilisée pour la commande, si ce n’est pas celle depuis laquelle vous écrivez ;',
          'le nom du disque, de l’artiste ou du projet concerné ;',
          'pour un article abîmé ou défectueux : des photos du disque, de la pochette et du colis, envoyées dans les 7 jours suivant la livraison ;',
          'pour une question de livraison : le pays de destination et, si vous l’avez, le numéro de suivi.',
        ],
      },
      {
        id: 'for-fans',
        heading: 'Pour les fans',
        paragraphs: [
          'Pour une question sur une commande, une livraison, l’avancement d’une prévente, un retour ou votre box de vinyles, choisissez « Ma commande » dans le formulaire ou écrivez à support@spindle.example.',
          'Une bonne partie se suit directement depuis votre compte : le statut de chaque commande, les liens de suivi, vos choix de box et vos digs. Chaque page projet indique aussi où en est la prévente par rapport à son objectif.',
        ],
        cta: { label: 'Lire la politique de retour et de remboursement', href: '/return-and-refund-policy' },
      },
      {
        id: 'for-artists',
        heading: 'Pour les artistes et les labels',
        paragraphs: [
          'Vous préparez un disque ? Le plus simple est de commencer par notre devis en ligne, qui chiffre votre projet en quelques minutes. Pour tout ce qu’il ne couvre pas (formats inhabituels, gros tirages, coffrets, réédition de tout un catalogue), écrivez à artists@spindle.example.',
          'Si votre projet est déjà en cours, écrivez depuis l’adresse liée à votre compte artiste ou label en précisant le nom du projet : la personne qui suit votre sortie le prendra en charge directement. Nous pouvons vous aider pour :',
        ],
        bullets: [
          'les devis, les formats et les options de pressage ;',
          'les préventes, les objectifs et les dates de fin ;',
          'les fichiers audio, les visuels et les test pressings ;',
          'votre boutique, vos relevés et vos paiements.',
        ],
        cta: { label: 'Obtenir un devis de pressage', href: '/quote' },
      },
      {
        id: 'for-press',
        heading: 'Presse et médias',
        paragraphs: [
          'Journalistes, animateurs radio et podcasteurs peuvent nous joindre à press@spindle.example pour une interview, des visuels, des informations sur une sortie ou un exemplaire promo. Indiquez-nous votre média et votre date de bouclage.',
          'Usines de pressage, logisticiens, distributeurs et disquaires qui souhaitent travailler avec nous peuvent écrire à partners@spindle.example. Pour tout le reste, hello@spindle.example joint toute l’équipe.',
        ],
        cta: { label: 'Découvrir nos partenaires', href: '/partners' },
      },
    ],
    cta: { label: 'Consulter le centre d’aide', href: '/help' },
  },
  es: {
    title: 'Contacto',
    description:
      '¿Dudas sobre un pedido, una preventa o un proyecto de prensado? Escribe al equipo de Spindle en París: respondemos de lunes a viernes, de 10:00 a 17:00.',
    lead: 'Con el formulario de abajo puedes escribir al equipo de Spindle en París. Dinos quién eres (fan, artista o sello, periodista) y de qué trata tu mensaje, y llegará directamente a la persona adecuada. Muchas respuestas ya te esperan en nuestro centro de ayuda, abierto día y noche.',
    sections: [
      {
        id: 'support-hours',
        heading: 'Horario y plazos de respuesta',
        paragraphs: [
          'Nuestro equipo de atención trabaja desde París, de lunes a viernes, de 10:00 a 17:00 (hora de París), salvo festivos en Francia. Los mensajes enviados por la tarde-noche o el fin de semana se leen a primera hora del siguiente día laborable.',
          'No ofrecemos atención telefónica: por escrito podemos consultar tu pedido antes de responder y queda constancia de lo acordado. Entre mediados de noviembre y finales de diciembre, y los días posteriores a la apertura de un gran lanzamiento, las respuestas pueden tardar algo más. Atendemos los mensajes por orden de llegada, así que no hace falta enviar la misma pregunta dos veces.',
        ],
        facts: [
          { term: 'Horario', detail: 'De lunes a viernes, de 10:00 a 17:00, hora de París' },
          { term: 'Pedidos y entregas', detail: 'Respuesta en un día laborable' },
          { term: 'Proyectos de prensado y presupuestos', detail: 'Respuesta en dos días laborables' },
          { term: 'Prensa y colaboraciones', detail: 'Respuesta en cinco días laborables' },
          { term: 'Idiomas', detail: 'Escríbenos en español, inglés, francés, coreano o chino' },
        ],
      },
      {
        id: 'what-to-include',
        heading: 'Para responderte antes',
        paragraphs: [
          'Un primer mensaje completo nos ahorra un ida y vuelta. Incluye, por favor:',
          'Nunca nos envíes el número de tu tarjeta ni tu contraseña. Jamás te los pediremos.',
        ],
        bullets: [
          'Tu número de pedido, que aparece en el e-mail de confirmación y en Mi cuenta › Pedidos.',
          'El e-mail con el que hiciste el pedido, si no es desde el que nos escribes.',
          'El nombre del disco, del artista o del proyecto.',
          'Si un artículo llegó dañado o defectuoso: fotos del disco, de la funda y del paquete, enviadas en los 7 días siguientes a la entrega.',
          'Si es una duda de envío: el país de destino y el número de seguimiento, si lo tienes.',
        ],
      },
      {
        id: 'for-fans',
        heading: 'Para fans',
        paragraphs: [
          'Si tu pregunta es sobre un pedido, una entrega, el avance de una preventa, una devolución o tu vinyl box, elige «Mi pedido» en el formulario o escribe a support@spindle.example.',
          'Buena parte puedes seguirla tú mismo desde tu cuenta: el estado de cada pedido, los enlaces de seguimiento, tus elecciones de la box y tus digs. Cada página de proyecto muestra además cuánto le falta a la preventa para llegar a su objetivo.',
        ],
        cta: { label: 'Leer la política de devoluciones y reembolsos', href: '/return-and-refund-policy' },
      },
      {
        id: 'for-artists',
        heading: 'Para artistas y sellos',
        paragraphs: [
          '¿Preparas un disco? Lo más rápido es empezar por nuestro presupuesto en línea, que calcula tu proyecto en un par de minutos. Para lo que no cubre, como formatos poco habituales, tiradas grandes, cajas recopilatorias o la reedición de todo un catálogo, escribe a artists@spindle.example.',
          'Si tu proyecto ya está en marcha, escríbenos desde el e-mail vinculado a tu cuenta de artista o sello e indica el nombre del proyecto: así lo recibirá directamente la persona que sigue tu lanzamiento. Te ayudamos con:',
        ],
        bullets: [
          'presupuestos, formatos y opciones de prensado;',
          'preventas, objetivos y fechas de cierre;',
          'archivos de audio, diseño gráfico y test pressings;',
          'tu tienda, tus liquidaciones y tus pagos.',
        ],
        cta: { label: 'Pedir presupuesto de prensado', href: '/quote' },
      },
      {
        id: 'for-press',
        heading: 'Prensa y medios',
        paragraphs: [
          'Periodistas, locutores de radio y podcasters pueden escribirnos a press@spindle.example para entrevistas, imágenes, información sobre un lanzamiento o copias promocionales. Cuéntanos en qué medio trabajas y cuál es tu fecha de cierre.',
          'Las fábricas de prensado, empresas de logística, distribuidoras y tiendas de discos que quieran trabajar con nosotros pueden escribir a partners@spindle.example. Para todo lo demás, hello@spindle.example llega a todo el equipo.',
        ],
        cta: { label: 'Conocer a nuestros socios', href: '/partners' },
      },
    ],
    cta: { label: 'Ir al centro de ayuda', href: '/help' },
  },
  kr: {
    title: '문의하기',
    description:
      '주문, 예약 판매, 프레싱 프로젝트에 대해 궁금한 점이 있으신가요? 파리의 Spindle 팀에 문의해 주세요. 파리 시간 기준 월요일부터 금요일, 오전 10시부터 오후 5시까지 답변해 드리며, 주문 번호를 적어 주시면 더 빨리 도와드립니다.',
    lead: '아래 문의 양식으로 파리에 있는 Spindle 팀에 메시지를 보내실 수 있습니다. 팬, 아티스트나 레이블, 기자 중 어떤 분이신지와 문의 내용을 알려 주시면 담당자에게 바로 전달됩니다. 자주 묻는 질문의 답은 언제든 열려 있는 고객센터에서도 확인하실 수 있습니다.',
    sections: [
      {
        id: 'support-hours',
        heading: '운영 시간과 답변 소요 시간',
        paragraphs: [
          '고객 지원팀은 파리에서 월요일부터 금요일, 파리 시간 기준 오전 10시부터 오후 5시까지 근무하며 프랑스 공휴일에는 쉽니다. 저녁이나 주말에 보내신 메시지는 다음 영업일 업무 시작과 함께 확인합니다.',
          '전화 상담은 운영하지 않습니다. 서면으로 문의해 주시면 답변 전에 주문 내역을 확인할 수 있고, 안내해 드린 내용도 기록으로 남습니다. 11월 중순부터 12월 말까지, 그리고 대형 프로젝트가 오픈한 직후에는 답변이 조금 늦어질 수 있습니다. 메시지는 도착한 순서대로 처리하므로 같은 문의를 여러 번 보내지 않으셔도 됩니다.',
        ],
        facts: [
          { term: '운영 시간', detail: '월요일~금요일, 오전 10시~오후 5시 (파리 시간)' },
          { term: '주문 및 배송', detail: '영업일 기준 1일 이내 답변' },
          { term: '프레싱 프로젝트 및 견적', detail: '영업일 기준 2일 이내 답변' },
          { term: '언론 및 제휴', detail: '영업일 기준 5일 이내 답변' },
          { term: '지원 언어', detail: '한국어, 영어, 프랑스어, 스페인어, 중국어로 문의하실 수 있습니다' },
        ],
      },
      {
        id: 'what-to-include',
        heading: '더 빠른 답변을 위해',
        paragraphs: [
          '첫 메시지에 필요한 정보가 모두 있으면 메일을 주고받는 시간을 줄일 수 있습니다. 다음 내용을 함께 적어 주세요.',
          '카드 번호나 비밀번호는 절대 보내지 마세요. Spindle은 이를 요청하지 않습니다.',
        ],
        bullets: [
          '주문 번호: 주문 확인 메일과 내 계정 › 주문 내역에서 확인하실 수 있습니다.',
          '문의하시는 메일 주소와 다르다면 주문할 때 사용한 메일 주소',
          '해당 음반, 아티스트 또는 프로젝트 이름',
          '파손되었거나 불량인 상품: 배송 완료 후 7일 이내에 음반, 슬리브, 택배 상자 사진',
          '배송 문의: 배송 국가와 운송장 번호(있는 경우)',
        ],
      },
      {
        id: 'for-fans',
        heading: '음악 팬 문의',
        paragraphs: [
          '주문, 배송, 예약 판매 진행 상황, 반품, 바이닐 박스에 관한 문의는 양식에서 ‘내 주문’을 선택하시거나 support@spindle.example로 메일을 보내 주세요.',
          '대부분의 내용은 내 계정에서 직접 확인하실 수 있습니다. 주문별 진행 상태, 배송 추적 링크, 박스 음반 선택, 적립된 digs를 볼 수 있으며, 각 프로젝트 페이지에서는 예약 판매가 목표에 얼마나 다가갔는지도 보여 드립니다.',
        ],
        cta: { label: '반품 및 환불 정책 보기', href: '/return-and-refund-policy' },
      },
      {
        id: 'for-artists',
        heading: '아티스트 및 레이블 문의',
        paragraphs: [
          '음반 제작을 준비하고 계신가요? 가장 빠른 방법은 몇 분 만에 가격을 알려 드리는 온라인 견적입니다. 특수 포맷, 대량 제작, 박스 세트, 카탈로그 전체 재발매처럼 온라인 견적으로 다루기 어려운 경우에는 artists@spindle.example로 연락해 주세요.',
          '이미 진행 중인 프로젝트라면 아티스트 또는 레이블 계정에 연결된 메일 주소로 프로젝트 이름을 적어 보내 주세요. 담당자가 바로 확인합니다. 다음과 같은 내용을 도와드립니다.',
        ],
        bullets: [
          '견적, 포맷, 프레싱 옵션',
          '예약 판매, 목표 수량, 마감일',
          '음원 파일, 아트워크, 테스트 프레싱',
          '숍 운영, 정산서, 지급',
        ],
        cta: { label: '프레싱 견적 받기', href: '/quote' },
      },
      {
        id: 'for-press',
        heading: '언론 및 미디어 문의',
        paragraphs: [
          '기자, 라디오 진행자, 팟캐스터분들은 인터뷰, 보도용 이미지, 음반 관련 정보, 리뷰용 음반이 필요하시면 press@spindle.example로 연락해 주세요. 소속 매체와 마감 일정을 함께 알려 주시면 좋습니다.',
          'Spindle과 협력하고 싶은 프레싱 공장, 물류 회사, 유통사, 레코드 숍은 partners@spindle.example로 연락해 주세요. 그 밖의 문의는 hello@spindle.example로 보내시면 팀 전체가 받아 봅니다.',
        ],
        cta: { label: '파트너 소개 보기', href: '/partners' },
      },
    ],
    cta: { label: '고객센터 바로 가기', href: '/help' },
  },
  zh: {
    title: '联系我们',
    description:
      '关于订单、预售或压片项目有疑问？欢迎写信给位于巴黎的 Spindle 团队。客服在巴黎时间周一至周五 10:00 至 17:00 处理留言，来信时请附上订单号，方便我们尽快为你查询和处理。艺人、厂牌和媒体也有各自专属的联系邮箱，详见下文说明。',
    lead: '通过下方表单即可给巴黎的 Spindle 团队留言。告诉我们你的身份（乐迷、艺人或厂牌、媒体）以及留言的主题，消息就会直接转给对应的同事。许多常见问题的答案已经在全天候开放的帮助中心里等着你。',
    sections: [
      {
        id: 'support-hours',
        heading: '服务时间与回复时效',
        paragraphs: [
          '我们的客服团队在巴黎办公，服务时间为巴黎时间周一至周五 10:00 至 17:00，法国法定节假日休息。晚间或周末发来的留言，会在下一个工作日一上班就处理。',
          '我们不提供电话客服：书面沟通让我们能在回复前先查好你的订单，也能留下双方约定的记录。每年 11 月中旬到 12 月底，以及大型项目开启预售后的几天里，回复可能会稍慢一些。留言按收到的先后顺序处理，同一个问题无需重复发送。',
        ],
        facts: [
          { term: '服务时间', detail: '周一至周五 10:00–17:00（巴黎时间）' },
          { term: '订单与配送', detail: '一个工作日内回复' },
          { term: '压片项目与报价', detail: '两个工作日内回复' },
          { term: '媒体与合作', detail: '五个工作日内回复' },
          { term: '沟通语言', detail: '可使用中文、英语、法语、西班牙语或韩语留言' },
        ],
      },
      {
        id: 'what-to-include',
        heading: '这样写，回复更快',
        paragraphs: [
          '第一封留言信息齐全，就能省去来回确认。请附上：',
          '请不要发送银行卡号或账户密码，我们永远不会向你索取这些信息。',
        ],
        bullets: [
          '订单号：见订单确认邮件，或在“我的账户 › 订单”中查看；',
          '下单时使用的邮箱地址（如果与你现在写信的邮箱不同）；',
          '相关唱片、艺人或项目的名称；',
          '商品破损或有缺陷时：请在签收后 7 天内提供唱片、封套和包裹的照片；',
          '配送问题：收货国家，以及运单号（如有）。',
        ],
      },
      {
        id: 'for-fans',
        heading: '乐迷咨询',
        paragraphs: [
          '关于订单、配送、预售进度、退货或黑胶订阅盒的问题，请在表单中选择“我的订单”，或发邮件至 support@spindle.example。',
          '很多信息你可以直接在账户中查看：每笔订单的状态、物流跟踪链接、订阅盒的选碟和你的 digs 积分。每个项目页面也会显示预售距离目标还差多少。',
        ],
        cta: { label: '查看退货与退款政策', href: '/return-and-refund-policy' },
      },
      {
        id: 'for-artists',
        heading: '艺人与厂牌咨询',
        paragraphs: [
          '正在筹备一张唱片？最快的方式是使用我们的在线报价，几分钟就能算出项目价格。特殊规格、大批量压制、套装或整套目录再版等在线报价无法覆盖的情况，请发邮件至 artists@spindle.example。',
          '如果项目已经在进行中，请用与艺人或厂牌账户绑定的邮箱来信，并注明项目名称，负责跟进你这张唱片的同事会直接接手。我们可以协助：',
        ],
        bullets: [
          '报价、规格与压片选项；',
          '预售、目标与截止日期；',
          '音频文件、美术设计与测试压片；',
          '店铺、对账单与付款。',
        ],
        cta: { label: '获取压片报价', href: '/quote' },
      },
      {
        id: 'for-press',
        heading: '媒体垂询',
        paragraphs: [
          '记者、电台主持人和播客作者如需采访、图片素材、唱片背景资料或评测样品，请发邮件至 press@spindle.example，并注明所在媒体和截稿时间。',
          '希望与我们合作的压片厂、物流公司、发行商和唱片店，请写信至 partners@spindle.example。其他事宜，发往 hello@spindle.example 的邮件全体成员都能看到。',
        ],
        cta: { label: '了解我们的合作伙伴', href: '/partners' },
      },
    ],
    cta: { label: '前往帮助中心', href: '/help' },
  },
};
