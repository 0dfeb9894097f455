import type { LocalisedInfoPage } from '../../types.ts';

/** /services/customerservice: buyer support handled on the artist's behalf. */
export const CUSTOMER_SERVICE_PAGE: LocalisedInfoPage = {
  en: {
    title: 'Customer service',
    description:
      'We answer your buyers for you: order questions, address changes, tracking, damaged parcels and refunds, in five languages, Monday to Friday.',
    lead: 'Every order brings questions: where is my record, can I change my address, my sleeve arrived dented. Our team answers your buyers on your behalf, so you spend your time on music rather than on tracking numbers.',
    sections: [
      {
        id: 'handled',
        heading: 'What we handle',
        paragraphs: ['Customer service comes with every project sold on Spindle, at no extra cost.'],
        bullets: [
          'Questions about orders, payment and delivery dates.',
          'Address changes, and the address check sent to buyers before each pre-order ships.',
          'Tracking and delivery problems, taken up with the carrier.',
          'Damaged or faulty records: replacement, or refund when no copy is left.',
          'Refunds when a project is cancelled.',
        ],
      },
      {
        id: 'hours',
        heading: 'Languages and hours',
        paragraphs: [
          'We answer in English, French, Spanish, Korean and Chinese. Live chat is open Monday to Friday, 10:00 to 17:00 Paris time; messages sent outside those hours are answered the next working day.',
        ],
      },
      {
        id: 'reviews',
        heading: 'Reviews and feedback',
        paragraphs: [
          'After delivery, or three weeks after dispatch, buyers are invited to review their order. You see what fans say about the record, the packaging and the delivery, and we use it to fix problems before they repeat.',
        ],
      },
      {
        id: 'loop',
        heading: 'You stay in the loop',
        paragraphs: [
          'Questions about the music itself, special requests and anything that needs your answer are passed to you in your Spindle messages, with a badge in the menu when something new arrives. Nothing is promised to a fan in your name without your agreement.',
        ],
      },
    ],
    cta: { label: 'Contact us', href: '/contact' },
  },
  fr: {
    title: 'Service client',
    description:
      'Nous répondons à vos acheteurs à votre place : commandes, changements d’adresse, suivi, colis abîmés et remboursements, en cinq langues, en semaine.',
    lead: 'Chaque commande amène ses questions : où est mon disque, puis-je changer d’adresse, ma pochette est arrivée cornée. Notre équipe répond à vos acheteurs en votre nom, pour que vous passiez votre temps sur la musique plutôt que sur les numéros de suivi.',
    sections: [
      {
        id: 'handled',
        heading: 'Ce que nous prenons en charge',
        paragraphs: ['Le service client est inclus dans chaque projet vendu sur Spindle, sans surcoût.'],
        bullets: [
          'Les questions sur les commandes, le paiement et les dates de livraison.',
          'Les changements d’adresse, et la vérification d’adresse envoyée aux acheteurs avant l’expédition de chaque précommande.',
          'Les problèmes de suivi et de livraison, traités avec le transporteur.',
          'Les disques abîmés ou défectueux : remplacement, ou remboursement s’il ne reste plus d’exemplaire.',
          'Les remboursements quand un projet est annulé.',
        ],
      },
      {
        id: 'hours',
        heading: 'Langues et horaires',
        paragraphs: [
          'Nous répondons en français, anglais, espagnol, coréen et chinois. Le chat est ouvert du lundi au vendredi, de 10 h à 17 h, heure de Paris ; les messages envoyés en dehors de ces horaires reçoivent une réponse le jour ouvré suivant.',
        ],
      },
      {
        id: 'reviews',
        heading: 'Avis et retours',
        paragraphs: [
          'Après la livraison, ou trois semaines après l’expédition, les acheteurs sont invités à donner leur avis sur leur commande. Vous voyez ce que les fans pensent du disque, de l’emballage et de la livraison, et nous nous en servons pour corriger les problèmes avant qu’ils ne se répètent.',
        ],
      },
      {
        id: 'loop',
        heading: 'Vous restez informé',
        paragraphs: [
          'Les questions sur la musique elle-même, les demandes particulières et tout ce qui demande votre réponse vous sont transmis dans votre messagerie Spindle, avec une pastille dans le menu à chaque nouveauté. Rien n’est promis à un fan en votre nom sans votre accord.',
        ],
      },
    ],
    cta: { label: 'Nous contacter', href: '/contact' },
  },
  es: {
    title: 'Atención al cliente',
    description:
      'Respondemos a tus compradores por ti: pedidos, cambios de dirección, seguimiento, paquetes dañados y reembolsos, en cinco idiomas, de lunes a viernes.',
    lead: 'Cada pedido trae preguntas: dónde está mi disco, puedo cambiar la dirección, la funda llegó doblada. Nuestro equipo responde a tus compradores en tu nombre, para que dediques tu tiempo a la música y no a los números de seguimiento.',
    sections: [
      {
        id: 'handled',
        heading: 'De qué nos ocupamos',
        paragraphs: ['La atención al cliente está incluida en todo proyecto vendido en Spindle, sin coste adicional.'],
        bullets: [
          'Preguntas sobre pedidos, pagos y fechas de entrega.',
          'Cambios de dirección, y la confirmación de dirección que enviamos a los compradores antes de que salga cada preventa.',
          'Problemas de seguimiento y entrega, gestionados con el transportista.',
          'Discos dañados o defectuosos: reposición, o reembolso si no quedan copias.',
          'Reembolsos cuando se cancela un proyecto.',
        ],
      },
      {
        id: 'hours',
        heading: 'Idiomas y horario',
        paragraphs: [
          'Respondemos en español, inglés, francés, coreano y chino. El chat está abierto de lunes a viernes, de 10:00 a 17:00, hora de París; los mensajes que llegan fuera de ese horario se responden el siguiente día laborable.',
        ],
      },
      {
        id: 'reviews',
        heading: 'Opiniones y comentarios',
        paragraphs: [
          'Tras la entrega, o tres semanas después del envío, invitamos a los compradores a valorar su pedido. Ves lo que opinan los fans del disco, el embalaje y la entrega, y lo usamos para corregir los problemas antes de que se repitan.',
        ],
      },
      {
        id: 'loop',
        heading: 'Siempre al tanto',
        paragraphs: [
          'Las preguntas sobre la propia música, las peticiones especiales y todo lo que necesite tu respuesta te llegan a tus mensajes de Spindle, con un aviso en el menú cuando hay algo nuevo. No prometemos nada a un fan en tu nombre sin tu acuerdo.',
        ],
      },
    ],
    cta: { label: 'Contáctanos', href: '/contact' },
  },
  kr: {
    title: '고객 응대',
    description:
      '아티스트를 대신해 구매자 문의에 답합니다. 주문 문의, 주소 변경, 배송 조회, 파손된 소포, 환불까지 영어, 프랑스어, 스페인어, 한국어, 중국어 5개 언어로 평일에 응대하며, Spindle의 모든 프로젝트에 기본으로 포함됩니다.',
    lead: '주문에는 늘 질문이 따릅니다. 레코드는 언제 오나요, 주소를 바꿀 수 있나요, 재킷 모서리가 찌그러져 왔어요. Spindle 팀이 아티스트를 대신해 구매자에게 답하므로, 송장 번호가 아니라 음악에 시간을 쓰실 수 있습니다.',
    sections: [
      {
        id: 'handled',
        heading: '응대 범위',
        paragraphs: ['고객 응대는 Spindle에서 판매하는 모든 프로젝트에 추가 비용 없이 포함됩니다.'],
        bullets: [
          '주문, 결제, 배송 일정 문의.',
          '주소 변경, 그리고 프리오더 발송 전 구매자에게 보내는 주소 확인.',
          '배송 조회와 배송 문제를 택배사와 함께 해결.',
          '파손되거나 불량인 레코드: 교환, 재고가 없으면 환불.',
          '프로젝트가 취소된 경우의 환불.',
        ],
      },
      {
        id: 'hours',
        heading: '언어와 운영 시간',
        paragraphs: [
          '한국어, 영어, 프랑스어, 스페인어, 중국어로 응대합니다. 실시간 채팅은 파리 시간 기준 월요일부터 금요일, 10시부터 17시까지 운영하며, 운영 시간 외에 받은 메시지는 다음 영업일에 답변드립니다.',
        ],
      },
      {
        id: 'reviews',
        heading: '리뷰와 피드백',
        paragraphs: [
          '배송이 완료되거나 발송 후 3주가 지나면 구매자에게 리뷰를 요청합니다. 레코드, 포장, 배송에 대한 팬들의 의견을 확인하실 수 있으며, Spindle은 이를 바탕으로 같은 문제가 반복되지 않도록 개선합니다.',
        ],
      },
      {
        id: 'loop',
        heading: '아티스트와 늘 공유합니다',
        paragraphs: [
          '음악 자체에 대한 질문, 특별한 요청 등 아티스트의 답변이 필요한 내용은 Spindle 메시지로 전달되며, 새 메시지가 오면 메뉴에 배지가 표시됩니다. 아티스트의 동의 없이 아티스트 이름으로 팬에게 무언가를 약속하지 않습니다.',
        ],
      },
    ],
    cta: { label: '문의하기', href: '/contact' },
  },
  zh: {
    title: '客户服务',
    description:
      '我们代你回复买家的各种问题：订单咨询、修改地址、物流追踪、包裹破损和退款，使用英语、法语、西班牙语、韩语和中文五种语言，巴黎时间周一至周五在线服务；每个在 Spindle 销售的项目都免费包含这项服务，让你把宝贵的时间留给音乐，而不是快递单号。',
    lead: '每笔订单都会带来问题：我的唱片到哪了？能改地址吗？封套寄到时压坏了。我们的团队以你的名义回复买家，让你把时间花在音乐上，而不是快递单号上。',
    sections: [
      {
        id: 'handled',
        heading: '我们负责什么',
        paragraphs: ['在 Spindle 销售的每个项目都包含客户服务，不另收费。'],
        bullets: [
          '关于订单、付款和交付日期的咨询。',
          '修改地址，以及每批预订发货前发给买家的地址确认。',
          '物流追踪和配送问题，由我们与快递公司交涉。',
          '唱片破损或有缺陷：换货；若已无库存则退款。',
          '项目取消时的退款。',
        ],
      },
      {
        id: 'hours',
        heading: '语言与服务时间',
        paragraphs: [
          '我们使用中文、英语、法语、西班牙语和韩语答复。在线客服开放时间为巴黎时间周一至周五 10:00 至 17:00；非工作时间发来的消息，会在下一个工作日回复。',
        ],
      },
      {
        id: 'reviews',
        heading: '评价与反馈',
        paragraphs: [
          '送达后，或发货三周后，我们会邀请买家评价订单。你能看到乐迷对唱片、包装和配送的评价，我们也会据此改进，避免同样的问题再次发生。',
        ],
      },
      {
        id: 'loop',
        heading: '你始终知情',
        paragraphs: [
          '关于音乐本身的问题、特殊请求以及任何需要你回复的事情，都会转到你的 Spindle 消息中，有新消息时菜单上会显示提醒。未经你同意，我们不会以你的名义向乐迷作出任何承诺。',
        ],
      },
    ],
    cta: { label: '联系我们', href: '/contact' },
  },
};
