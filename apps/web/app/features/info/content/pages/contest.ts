// The contest's landing pages (spec section 2): /contest, printed on our flyers, and /contest/party,
// shown at our party nights. Visiting them sets the visitor's origin (FL, PA1: packages/domain
// origin.ts), which the account keeps at sign-up; each month the team draws a record from the staff
// picks among the new members who joined that way (docs/admin.md "Pass and challenge").
import type { AppLocale } from '@spindle/domain';
import type { InfoPage, LocalisedInfoPage } from '../types.ts';

/** Sign up, then land on the staff picks the prize comes from (InfoCta localises both paths). */
const SIGN_UP = '/sign?tab=signup&redirect=/vinyl-shop/9/staff-picks';

/** What differs between the flyer's page and the party's: the title, the lead and the description. */
interface Opening {
  title: string;
  description: string;
  lead: string;
}

/** The rest of the page, the same for both. */
interface Body {
  draw: { heading: string; paragraphs: string[] };
  enter: { heading: string; paragraphs: string[]; bullets: string[] };
  rules: { heading: string; paragraphs: string[]; bullets: string[] };
  newsletter: { heading: string; paragraphs: string[]; label: string };
  picks: string;
  signUp: string;
}

function page(opening: Opening, body: Body): InfoPage {
  return {
    ...opening,
    sections: [
      { id: 'the-draw', ...body.draw, cta: { label: body.picks, href: '/vinyl-shop/9/staff-picks' } },
      { id: 'how-to-enter', ...body.enter },
      { id: 'rules', ...body.rules },
      {
        id: 'newsletter',
        heading: body.newsletter.heading,
        paragraphs: body.newsletter.paragraphs,
        cta: { label: body.newsletter.label, href: '/newsletter' },
      },
    ],
    cta: { label: body.signUp, href: SIGN_UP },
  };
}

const BODY: Record<AppLocale, Body> = {
  en: {
    draw: {
      heading: 'A record from our staff picks, every month',
      paragraphs: [
        'Each month, our team draws one winner among the people who joined Spindle from one of our flyers or party nights during that month. The winner chooses a record from our staff picks, the records the team loves most right now, and we send it to them at our expense.',
        'The draw is done by the people who run the shop, not by a machine or an outside company: we list that month’s new members who came from a flyer or a party and draw one name at random.',
      ],
    },
    enter: {
      heading: 'How to take part',
      paragraphs: ['It takes a minute, and it is free:'],
      bullets: [
        'create your Spindle account from this page;',
        'confirm your e-mail address with the link we send you, so that we can reach you if you win;',
        'that’s it: you are in the draw of the month you signed up in.',
      ],
    },
    rules: {
      heading: 'The rules in short',
      paragraphs: ['The small print, in plain words:'],
      bullets: [
        'No purchase needed. One entry per person, with one account.',
        'Open to new members only: an account created before your visit does not take part.',
        'The draw takes place in the first days of the following month.',
        'We tell the winner by e-mail, at their account’s address. Without an answer within 30 days, we draw again.',
        'The prize is one record from the staff picks available at the time; it cannot be exchanged for money.',
        'The Spindle team and their families cannot take part.',
      ],
    },
    newsletter: {
      heading: 'Hear about the next parties',
      paragraphs: [
        'Our newsletter brings the new releases, the staff picks of the month and the dates of our next party nights. You can unsubscribe with one click.',
      ],
      label: 'Join the newsletter',
    },
    picks: 'See the staff picks',
    signUp: 'Create my account',
  },
  fr: {
    draw: {
      heading: 'Un disque de nos coups de cœur, chaque mois',
      paragraphs: [
        'Chaque mois, l’équipe tire au sort un gagnant parmi les personnes qui ont rejoint Spindle ce mois-là grâce à l’un de nos flyers ou à l’une de nos soirées. Le gagnant choisit un disque parmi nos coups de cœur, ceux que l’équipe écoute en boucle en ce moment, et nous le lui envoyons à nos frais.',
        'Le tirage est fait par celles et ceux qui tiennent la boutique, pas par une machine ni par une société extérieure : nous dressons la liste des nouveaux membres du mois venus d’un flyer ou d’une soirée, et tirons un nom au hasard.',
      ],
    },
    enter: {
      heading: 'Comment participer',
      paragraphs: ['C’est gratuit et ça prend une minute :'],
      bullets: [
        'créez votre compte Spindle depuis cette page ;',
        'confirmez votre adresse e-mail grâce au lien que nous vous envoyons, pour que nous puissions vous joindre si vous gagnez ;',
        'c’est tout : vous participez au tirage du mois de votre inscription.',
      ],
    },
    rules: {
      heading: 'Le règlement en bref',
      paragraphs: ['Les petites lignes, en clair :'],
      bullets: [
        'Aucun achat nécessaire. Une participation par personne, avec un seul compte.',
        'Réservé aux nouveaux membres : un compte créé avant votre visite ne participe pas.',
        'Le tirage a lieu dans les premiers jours du mois suivant.',
        'Le gagnant est prévenu par e-mail, à l’adresse de son compte. Sans réponse sous 30 jours, nous procédons à un nouveau tirage.',
        'Le lot est un disque parmi les coups de cœur disponibles à ce moment-là ; il ne peut pas être échangé contre de l’argent.',
        'L’équipe de Spindle et ses proches ne peuvent pas participer.',
      ],
    },
    newsletter: {
      heading: 'Soyez au courant des prochaines soirées',
      paragraphs: [
        'Notre newsletter vous annonce les nouveautés, les coups de cœur du mois et les dates de nos prochaines soirées. Un clic suffit pour vous désinscrire.',
      ],
      label: 'S’inscrire à la newsletter',
    },
    picks: 'Voir nos coups de cœur',
    signUp: 'Créer mon compte',
  },
  es: {
    draw: {
      heading: 'Un disco de nuestras recomendaciones, cada mes',
      paragraphs: [
        'Cada mes, nuestro equipo sortea un ganador entre las personas que se unieron a Spindle ese mes gracias a uno de nuestros flyers o a una de nuestras fiestas. Quien gana elige un disco de nuestras recomendaciones, los que más escucha el equipo ahora mismo, y se lo enviamos sin coste.',
        'El sorteo lo hacemos las personas que llevamos la tienda, no una máquina ni una empresa externa: hacemos la lista de los nuevos miembros del mes que llegaron por un flyer o una fiesta y sacamos un nombre al azar.',
      ],
    },
    enter: {
      heading: 'Cómo participar',
      paragraphs: ['Es gratis y se hace en un minuto:'],
      bullets: [
        'crea tu cuenta de Spindle desde esta página;',
        'confirma tu correo con el enlace que te enviamos, para que podamos avisarte si ganas;',
        'y listo: entras en el sorteo del mes en que te registraste.',
      ],
    },
    rules: {
      heading: 'Las bases, en resumen',
      paragraphs: ['La letra pequeña, en palabras sencillas:'],
      bullets: [
        'No hace falta comprar nada. Una participación por persona, con una sola cuenta.',
        'Solo para nuevos miembros: una cuenta creada antes de tu visita no participa.',
        'El sorteo se hace en los primeros días del mes siguiente.',
        'Avisamos a quien gane por correo, a la dirección de su cuenta. Si no responde en 30 días, volvemos a sortear.',
        'El premio es un disco de las recomendaciones disponibles en ese momento y no se puede cambiar por dinero.',
        'El equipo de Spindle y sus familiares no pueden participar.',
      ],
    },
    newsletter: {
      heading: 'Entérate de las próximas fiestas',
      paragraphs: [
        'Nuestra newsletter te trae las novedades, las recomendaciones del mes y las fechas de nuestras próximas fiestas. Puedes darte de baja con un clic.',
      ],
      label: 'Suscribirme a la newsletter',
    },
    picks: 'Ver las recomendaciones',
    signUp: 'Crear mi cuenta',
  },
  kr: {
    draw: {
      heading: '매달 스태프 추천 음반 한 장',
      paragraphs: [
        '매달 저희 팀은 그달에 전단지나 파티를 통해 Spindle에 가입한 분들 가운데 한 분을 추첨합니다. 당첨자는 지금 팀이 가장 아끼는 스태프 추천 음반 중 한 장을 고를 수 있고, 배송비는 저희가 부담합니다.',
        '추첨은 기계나 외부 업체가 아니라 숍을 운영하는 저희가 직접 합니다. 그달 전단지나 파티로 가입한 신규 회원 명단을 만든 뒤, 무작위로 한 명을 뽑습니다.',
      ],
    },
    enter: {
      heading: '참여 방법',
      paragraphs: ['무료이고, 1분이면 충분합니다.'],
      bullets: [
        '이 페이지에서 Spindle 계정을 만드세요.',
        '당첨되면 연락드릴 수 있도록, 보내 드린 링크로 이메일 주소를 인증하세요.',
        '끝입니다. 가입한 달의 추첨에 자동으로 참여됩니다.',
      ],
    },
    rules: {
      heading: '간단한 참여 규칙',
      paragraphs: ['꼭 알아 두실 내용을 쉽게 정리했습니다.'],
      bullets: [
        '구매할 필요가 없습니다. 한 사람당 계정 하나로 한 번만 참여할 수 있습니다.',
        '신규 회원만 참여할 수 있습니다. 방문 전에 만든 계정은 해당되지 않습니다.',
        '추첨은 다음 달 초에 진행합니다.',
        '당첨자에게는 계정 이메일로 알려 드립니다. 30일 안에 답이 없으면 다시 추첨합니다.',
        '경품은 당시 구할 수 있는 스태프 추천 음반 한 장이며, 현금으로 바꿀 수 없습니다.',
        'Spindle 팀원과 그 가족은 참여할 수 없습니다.',
      ],
    },
    newsletter: {
      heading: '다음 파티 소식 받기',
      paragraphs: [
        '뉴스레터로 신보, 이달의 스태프 추천, 다음 파티 일정을 알려 드립니다. 구독 해지는 클릭 한 번이면 됩니다.',
      ],
      label: '뉴스레터 구독하기',
    },
    picks: '스태프 추천 보기',
    signUp: '계정 만들기',
  },
  zh: {
    draw: {
      heading: '每月送出一张员工精选唱片',
      paragraphs: [
        '每个月，我们团队会从当月通过传单或派对加入 Spindle 的新会员中抽出一位幸运儿。获奖者可以从员工精选（团队最近最爱的唱片）中挑一张，我们免费寄出。',
        '抽奖由经营这家店的我们亲手进行，不靠机器，也不交给外部公司：我们列出当月通过传单或派对加入的新会员名单，随机抽出一个名字。',
      ],
    },
    enter: {
      heading: '如何参加',
      paragraphs: ['免费参加，一分钟搞定：'],
      bullets: [
        '在本页面创建 Spindle 账户；',
        '点击我们发送的链接验证邮箱，以便中奖时我们能联系到您；',
        '完成！您将参加注册当月的抽奖。',
      ],
    },
    rules: {
      heading: '规则简述',
      paragraphs: ['用大白话说清楚细则：'],
      bullets: [
        '无需购买。每人限一个账户、参加一次。',
        '仅限新会员：访问本页之前创建的账户不参加。',
        '抽奖在次月初进行。',
        '我们会发邮件到获奖者的账户邮箱通知。30 天内未回复的，我们将重新抽奖。',
        '奖品为届时有货的员工精选唱片一张，不可兑换现金。',
        'Spindle 团队成员及其家属不得参加。',
      ],
    },
    newsletter: {
      heading: '获取下一场派对的消息',
      paragraphs: ['订阅我们的新闻简报，第一时间了解新品、当月员工精选和下一场派对的日期。一键即可退订。'],
      label: '订阅新闻简报',
    },
    picks: '查看员工精选',
    signUp: '创建我的账户',
  },
};

const FLYER: Record<AppLocale, Opening> = {
  en: {
    title: 'Win a record every month',
    description:
      'Picked up one of our flyers? Create your Spindle account and you may win a record from our staff picks in this month’s draw, run by our team.',
    lead: 'You picked up one of our flyers: welcome to Spindle, the record shop where artists press and sell their own vinyl. Create your account this month and you are in our monthly draw for a record from our staff picks.',
  },
  fr: {
    title: 'Un disque à gagner chaque mois',
    description:
      'Vous avez trouvé un de nos flyers ? Créez votre compte Spindle et tentez de gagner un disque de nos coups de cœur au tirage du mois, fait par l’équipe.',
    lead: 'Vous avez trouvé l’un de nos flyers : bienvenue chez Spindle, le disquaire où les artistes pressent et vendent leurs propres vinyles. Créez votre compte ce mois-ci et vous participez à notre tirage mensuel pour gagner un disque de nos coups de cœur.',
  },
  es: {
    title: 'Un disco de regalo cada mes',
    description:
      '¿Has cogido uno de nuestros flyers? Crea tu cuenta de Spindle y participa en el sorteo mensual de un disco de nuestras recomendaciones, hecho por el equipo.',
    lead: 'Has cogido uno de nuestros flyers: bienvenido a Spindle, la tienda de discos donde los artistas prensan y venden sus propios vinilos. Crea tu cuenta este mes y entrarás en nuestro sorteo mensual de un disco de nuestras recomendaciones.',
  },
  kr: {
    title: '매달 음반 한 장을 드립니다',
    description:
      '전단지를 보고 오셨나요? Spindle 계정을 만들면 팀이 직접 진행하는 이달의 추첨에서 스태프 추천 음반을 받을 기회가 생깁니다.',
    lead: '전단지를 보고 찾아 주셨군요. 아티스트가 직접 바이닐을 프레싱하고 판매하는 음반 가게, Spindle에 오신 것을 환영합니다. 이번 달에 계정을 만들면 스태프 추천 음반을 드리는 월간 추첨에 참여하게 됩니다.',
  },
  zh: {
    title: '每月赢取一张唱片',
    description: '拿到了我们的传单？创建 Spindle 账户，即可参加团队亲自主持的每月抽奖，有机会赢得一张员工精选唱片。',
    lead: '您拿到了我们的传单：欢迎来到 Spindle，一家由艺人亲自压制并出售黑胶的唱片店。本月创建账户，即可参加我们的每月抽奖，赢取一张员工精选唱片。',
  },
};

const PARTY: Record<AppLocale, Opening> = {
  en: {
    title: 'Thanks for partying with us',
    description:
      'Met us at one of our party nights? Create your Spindle account and you may win a record from our staff picks in this month’s draw, run by our team.',
    lead: 'We hope you enjoyed the night. Spindle is the record shop where artists press and sell their own vinyl. Create your account this month and you are in our monthly draw for a record from our staff picks.',
  },
  fr: {
    title: 'Merci d’avoir fait la fête avec nous',
    description:
      'Vous étiez à l’une de nos soirées ? Créez votre compte Spindle et tentez de gagner un disque de nos coups de cœur au tirage du mois, fait par l’équipe.',
    lead: 'Nous espérons que la soirée vous a plu. Spindle est le disquaire où les artistes pressent et vendent leurs propres vinyles. Créez votre compte ce mois-ci et vous participez à notre tirage mensuel pour gagner un disque de nos coups de cœur.',
  },
  es: {
    title: 'Gracias por venir a la fiesta',
    description:
      '¿Nos conociste en una de nuestras fiestas? Crea tu cuenta de Spindle y participa en el sorteo mensual de un disco de nuestras recomendaciones.',
    lead: 'Esperamos que lo hayas pasado bien. Spindle es la tienda de discos donde los artistas prensan y venden sus propios vinilos. Crea tu cuenta este mes y entrarás en nuestro sorteo mensual de un disco de nuestras recomendaciones.',
  },
  kr: {
    title: '함께 즐겨 주셔서 고맙습니다',
    description:
      '저희 파티에서 만나셨나요? Spindle 계정을 만들면 팀이 직접 진행하는 이달의 추첨에서 스태프 추천 음반을 받을 기회가 생깁니다.',
    lead: '즐거운 밤이 되셨길 바랍니다. Spindle은 아티스트가 직접 바이닐을 프레싱하고 판매하는 음반 가게입니다. 이번 달에 계정을 만들면 스태프 추천 음반을 드리는 월간 추첨에 참여하게 됩니다.',
  },
  zh: {
    title: '感谢您来参加我们的派对',
    description:
      '在我们的派对上认识了我们？创建 Spindle 账户，即可参加团队亲自主持的每月抽奖，有机会赢得一张员工精选唱片。',
    lead: '希望您度过了愉快的夜晚。Spindle 是一家由艺人亲自压制并出售黑胶的唱片店。本月创建账户，即可参加我们的每月抽奖，赢取一张员工精选唱片。',
  },
};

function pagesOf(openings: Record<AppLocale, Opening>): LocalisedInfoPage {
  return {
    en: page(openings.en, BODY.en),
    fr: page(openings.fr, BODY.fr),
    es: page(openings.es, BODY.es),
    kr: page(openings.kr, BODY.kr),
    zh: page(openings.zh, BODY.zh),
  };
}

/** /contest: the flyer's page (origin FL). */
export const contestPage = pagesOf(FLYER);

/** /contest/party: the party night's page (origin PA1). */
export const contestPartyPage = pagesOf(PARTY);
