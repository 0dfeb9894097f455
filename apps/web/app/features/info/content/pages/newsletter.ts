// Newsletter page (/newsletter): what subscribers get, how often, how to leave, privacy.
import type { LocalisedInfoPage } from '../types.ts';

export const newsletterPage: LocalisedInfoPage = {
  en: {
    title: 'The Spindle newsletter',
    description:
      'New releases, pre-orders about to close, exclusive colour pressings and stories from the plant, once a week. Free, and one click to unsubscribe.',
    lead: 'Once a week, a short e-mail with the records worth knowing about: new pre-orders, projects close to their goal, limited pressings before they sell out, and a story or two from the pressing plant. Sign up with your e-mail address below.',
    sections: [
      {
        id: 'what-you-get',
        heading: 'What you get',
        paragraphs: ['Each issue is written by our team and fits on one screen. You will find:'],
        bullets: [
          'New releases and pre-orders that have just opened, picked by people who listened to them.',
          'Last calls: projects a few days from their end date, and limited editions running low.',
          'Early word on exclusive colour pressings and restocks.',
          'The month’s vinyl box selection, for subscribers and the curious.',
          'New articles from our blog: how records are made, care tips, buying guides.',
        ],
      },
      {
        id: 'how-often',
        heading: 'How often',
        paragraphs: [
          'The fan newsletter goes out every Thursday morning, Paris time. Now and then, for a major release or a sale, we send an extra e-mail, but never more than two in a week. Artists and labels can also choose a monthly letter with pressing news, pre-order advice and the occasional offer on our services.',
        ],
        facts: [
          { term: 'Fan newsletter', detail: 'Weekly, on Thursday' },
          { term: 'Artist and label letter', detail: 'Monthly, in the first week of the month' },
          { term: 'Language', detail: 'English, French, Spanish, Korean or Chinese, following your choice' },
          { term: 'Price', detail: 'Free' },
        ],
      },
      {
        id: 'sign-up',
        heading: 'Signing up',
        paragraphs: [
          'Enter your e-mail address and choose the language you would like to read it in: you are on the list at once, and the next issue reaches you on Thursday. If it has not arrived by then, look in your spam folder. With an account, you can also switch each newsletter on or off in your notification settings.',
        ],
      },
      {
        id: 'unsubscribe',
        heading: 'Unsubscribing',
        paragraphs: [
          'Every e-mail ends with an unsubscribe link: one click and you are off the list, with no login and no questions asked. You can also switch it off in your account’s notification settings, or write to hello@spindle.example.',
          'Leaving the newsletter does not stop the e-mails about your orders, pre-orders and vinyl box: those keep coming as long as you have something on its way.',
        ],
      },
      {
        id: 'privacy',
        heading: 'Your privacy',
        paragraphs: [
          'We use your e-mail address only to send the newsletters you chose and, if you have an account, your language and favourite genres to make them relevant. We never sell it, and never pass it to artists, labels or advertisers. Our e-mailing provider handles it on our behalf, under a data processing agreement that meets the GDPR.',
          'When you unsubscribe, sending stops at once, and we keep your address only on a suppression list so that you are never added back by mistake. To have it deleted entirely, or to exercise your other rights, write to privacy@spindle.example. Section 13 of our terms tells you more.',
        ],
      },
    ],
    cta: { label: 'Browse new releases', href: '/vinyl-shop' },
  },
  fr: {
    title: 'La newsletter Spindle',
    description:
      'Nouveautés, préventes sur le point de fermer, pressages couleur exclusifs et histoires d’usine, une fois par semaine. Gratuite, désinscription en un clic.',
    lead: 'Une fois par semaine, un e-mail court avec les disques à ne pas manquer : nouvelles préventes, projets proches de leur objectif, pressages limités avant qu’ils ne soient épuisés, et une ou deux histoires venues de l’usine. Inscrivez-vous avec votre adresse e-mail ci-dessous.',
    sections: [
      {
        id: 'what-you-get',
        heading: 'Ce que vous recevez',
        paragraphs: ['Chaque numéro est écrit par notre équipe et tient sur un écran. Vous y trouverez :'],
        bullets: [
          'les nouveautés et les préventes tout juste ouvertes, choisies par des gens qui les ont écoutées ;',
          'les derniers appels : projets à quelques jours de leur date de fin et éditions limitées presque épuisées ;',
          'les premières nouvelles des pressages couleur exclusifs et des réassorts ;',
          'la sélection du mois de la box de vinyles, pour les abonnés comme pour les curieux ;',
          'les nouveaux articles du blog : fabrication des disques, conseils d’entretien, guides d’achat.',
        ],
      },
      {
        id: 'how-often',
        heading: 'À quelle fréquence ?',
        paragraphs: [
          'La newsletter des fans part chaque jeudi matin, heure de Paris. De temps en temps, pour une grosse sortie ou des soldes, nous envoyons un e-mail de plus, jamais plus de deux par semaine. Les artistes et les labels peuvent aussi choisir une lettre mensuelle : actualité du pressage, conseils pour les préventes et, à l’occasion, une offre sur nos services.',
        ],
        facts: [
          { term: 'Newsletter des fans', detail: 'Hebdomadaire, le jeudi' },
          { term: 'Lettre artistes et labels', detail: 'Mensuelle, la première semaine du mois' },
          { term: 'Langue', detail: 'Français, anglais, espagnol, coréen ou chinois, selon votre choix' },
          { term: 'Prix', detail: 'Gratuite' },
        ],
      },
      {
        id: 'sign-up',
        heading: 'S’inscrire',
        paragraphs: [
          'Saisissez votre adresse e-mail et choisissez la langue dans laquelle vous souhaitez la lire : votre inscription est immédiate, et le prochain numéro vous arrive jeudi. S’il n’est pas arrivé d’ici là, jetez un œil à vos spams. Si vous avez un compte, vous pouvez aussi activer ou désactiver chaque newsletter dans vos préférences de notification.',
        ],
      },
      {
        id: 'unsubscribe',
        heading: 'Se désinscrire',
        paragraphs: [
          'Chaque e-mail se termine par un lien de désinscription : un clic et vous êtes retiré de la liste, sans connexion ni question. Vous pouvez aussi la désactiver dans les préférences de notification de votre compte, ou écrire à hello@spindle.example.',
          'Quitter la newsletter n’arrête pas les e-mails liés à vos commandes, préventes et box de vinyles : ils continuent tant que vous avez quelque chose en route.',
        ],
      },
      {
        id: 'privacy',
        heading: 'Vos données',
        paragraphs: [
          'Nous utilisons votre adresse uniquement pour envoyer les newsletters choisies et, si vous avez un compte, votre langue et vos genres préférés pour les rendre pertinentes. Nous ne la vendons jamais et ne la transmettons ni aux artistes, ni aux labels, ni aux annonceurs. Notre prestataire d’e-mailing la traite pour notre compte, dans le cadre d’un contrat conforme au RGPD.',
          'Dès votre désinscription, les envois s’arrêtent, et nous ne gardons votre adresse que sur une liste d’exclusion pour ne jamais vous réinscrire par erreur. Pour la faire supprimer entièrement, ou exercer vos autres droits, écrivez à privacy@spindle.example. L’article 13 de nos conditions vous en dit plus.',
        ],
      },
    ],
    cta: { label: 'Voir les nouveautés', href: '/vinyl-shop' },
  },
  es: {
    title: 'La newsletter de Spindle',
    description:
      'Novedades, preventas a punto de cerrar, prensajes de color exclusivos e historias de la fábrica, una vez por semana. Gratis y con baja en un solo clic.',
    lead: 'Una vez por semana, un e-mail breve con los discos que merece la pena conocer: preventas nuevas, proyectos cerca de su objetivo, prensajes limitados antes de que se agoten y alguna historia de la fábrica de prensado. Suscríbete con tu e-mail aquí abajo.',
    sections: [
      {
        id: 'what-you-get',
        heading: 'Qué recibirás',
        paragraphs: ['Cada número lo escribe nuestro equipo y cabe en una pantalla. Encontrarás:'],
        bullets: [
          'Novedades y preventas recién abiertas, elegidas por personas que las han escuchado.',
          'Últimas llamadas: proyectos a pocos días del cierre y ediciones limitadas a punto de agotarse.',
          'Las primeras noticias de prensajes de color exclusivos y reposiciones.',
          'La selección del mes de la vinyl box, para suscriptores y curiosos.',
          'Los nuevos artículos del blog: cómo se hacen los discos, consejos de cuidado, guías de compra.',
        ],
      },
      {
        id: 'how-often',
        heading: 'Con qué frecuencia',
        paragraphs: [
          'La newsletter para fans sale cada jueves por la mañana, hora de París. De vez en cuando, por un gran lanzamiento o unas rebajas, enviamos un e-mail extra, pero nunca más de dos por semana. Los artistas y sellos también pueden elegir una carta mensual con novedades de prensado, consejos para preventas y, a veces, alguna oferta en nuestros servicios.',
        ],
        facts: [
          { term: 'Newsletter para fans', detail: 'Semanal, los jueves' },
          { term: 'Carta para artistas y sellos', detail: 'Mensual, la primera semana del mes' },
          { term: 'Idioma', detail: 'Español, inglés, francés, coreano o chino, según prefieras' },
          { term: 'Precio', detail: 'Gratis' },
        ],
      },
      {
        id: 'sign-up',
        heading: 'Cómo suscribirte',
        paragraphs: [
          'Escribe tu e-mail y elige el idioma en que quieres leerla: quedas suscrito al momento y el próximo número te llegará el jueves. Si para entonces no lo has recibido, revisa la carpeta de spam. Si tienes cuenta, también puedes activar o desactivar cada newsletter en tus preferencias de notificaciones.',
        ],
      },
      {
        id: 'unsubscribe',
        heading: 'Cómo darte de baja',
        paragraphs: [
          'Todos los e-mails terminan con un enlace para darte de baja: un clic y sales de la lista, sin iniciar sesión y sin preguntas. También puedes desactivarla en las preferencias de notificaciones de tu cuenta o escribir a hello@spindle.example.',
          'Darte de baja de la newsletter no detiene los e-mails sobre tus pedidos, preventas y vinyl box: seguirán llegando mientras tengas algo en camino.',
        ],
      },
      {
        id: 'privacy',
        heading: 'Tu privacidad',
        paragraphs: [
          'Usamos tu e-mail solo para enviarte las newsletters que elegiste y, si tienes cuenta, tu idioma y tus géneros favoritos para que te interesen de verdad. Nunca lo vendemos ni se lo damos a artistas, sellos o anunciantes. Nuestro proveedor de e-mailing lo trata por cuenta nuestra, con un contrato de encargo de tratamiento conforme al RGPD.',
          'Cuando te das de baja, los envíos se detienen al instante y solo conservamos tu dirección en una lista de exclusión, para no volver a añadirte por error. Para que la borremos del todo, o para ejercer tus demás derechos, escribe a privacy@spindle.example. El apartado 13 de nuestras condiciones te da más detalles.',
        ],
      },
    ],
    cta: { label: 'Ver las novedades', href: '/vinyl-shop' },
  },
  kr: {
    title: 'Spindle 뉴스레터',
    description:
      '새 음반, 마감이 임박한 예약 판매, 단독 컬러 바이닐, 프레싱 공장 이야기를 일주일에 한 번 메일로 보내 드립니다. 구독은 무료이며, 원하실 때 클릭 한 번으로 바로 해지할 수 있고, 주소는 절대 판매하지 않습니다.',
    lead: '일주일에 한 번, 꼭 알아 둘 만한 음반을 담은 짧은 메일을 보내 드립니다. 새로 열린 예약 판매, 목표에 가까워진 프로젝트, 품절 전의 한정 프레싱, 그리고 프레싱 공장에서 전하는 이야기까지. 아래에 이메일 주소를 입력해 구독하세요.',
    sections: [
      {
        id: 'what-you-get',
        heading: '이런 소식을 받습니다',
        paragraphs: ['매 호는 Spindle 팀이 직접 쓰며, 화면 하나에 담기는 분량입니다. 다음과 같은 내용을 담습니다.'],
        bullets: [
          '막 시작된 신보와 예약 판매. 직접 들어 본 사람들이 고릅니다.',
          '마지막 기회: 마감이 며칠 남지 않은 프로젝트와 얼마 남지 않은 한정판',
          '단독 컬러 바이닐과 재입고 소식을 누구보다 먼저',
          '이달의 바이닐 박스 셀렉션. 구독자는 물론 궁금한 분들께도',
          '블로그 새 글: 음반 제작 과정, 관리 요령, 구매 가이드',
        ],
      },
      {
        id: 'how-often',
        heading: '발송 주기',
        paragraphs: [
          '팬 뉴스레터는 매주 목요일 오전(파리 시간)에 발송됩니다. 대형 발매나 세일이 있을 때는 가끔 한 통을 더 보내지만, 일주일에 두 통을 넘지 않습니다. 아티스트와 레이블은 프레싱 소식, 예약 판매 노하우, 가끔씩 서비스 할인 소식을 담은 월간 레터도 선택할 수 있습니다.',
        ],
        facts: [
          { term: '팬 뉴스레터', detail: '매주 목요일' },
          { term: '아티스트·레이블 레터', detail: '매월 첫째 주' },
          { term: '언어', detail: '한국어, 영어, 프랑스어, 스페인어, 중국어 중 선택' },
          { term: '요금', detail: '무료' },
        ],
      },
      {
        id: 'sign-up',
        heading: '구독 방법',
        paragraphs: [
          '이메일 주소를 입력하고 뉴스레터를 받아 볼 언어를 고르세요. 바로 구독이 완료되며, 다음 호는 목요일에 도착합니다. 그때까지 메일이 오지 않으면 스팸함을 확인해 주세요. 계정이 있으시면 알림 설정에서 뉴스레터별로 켜고 끌 수도 있습니다.',
        ],
      },
      {
        id: 'unsubscribe',
        heading: '구독 해지',
        paragraphs: [
          '모든 메일 하단에 구독 해지 링크가 있습니다. 로그인도, 이유를 묻는 절차도 없이 클릭 한 번으로 목록에서 빠집니다. 계정의 알림 설정에서 끄시거나 hello@spindle.example로 요청하셔도 됩니다.',
          '뉴스레터를 해지해도 주문, 예약 주문, 바이닐 박스에 관한 메일은 배송 중인 상품이 있는 동안 계속 발송됩니다.',
        ],
      },
      {
        id: 'privacy',
        heading: '개인정보 보호',
        paragraphs: [
          '이메일 주소는 선택하신 뉴스레터를 보내는 데만 사용하며, 계정이 있으시면 언어와 선호 장르를 참고해 관심 있을 내용을 골라 드립니다. 이메일 주소를 판매하거나 아티스트, 레이블, 광고주에게 넘기는 일은 없습니다. 메일 발송 업체는 GDPR에 맞는 데이터 처리 계약에 따라 Spindle을 대신해 이를 처리합니다.',
          '구독을 해지하면 즉시 발송이 중단되며, 실수로 다시 추가되지 않도록 수신 거부 목록에만 주소를 남겨 둡니다. 완전히 삭제하시거나 다른 권리를 행사하시려면 privacy@spindle.example로 연락해 주세요. 자세한 내용은 이용약관 제13조에 있습니다.',
        ],
      },
    ],
    cta: { label: '신보 둘러보기', href: '/vinyl-shop' },
  },
  zh: {
    title: 'Spindle 新闻通讯',
    description:
      '每周一封邮件，为你带来新发行的唱片、即将截止的预售、独家彩胶和压片厂里的故事。订阅完全免费，每封邮件底部都有退订链接，随时一键退订，无需登录；我们绝不出售你的邮箱地址。艺人和厂牌还可以另外选择每月一期、专为独立创作者准备的压片与预售实用通讯。',
    lead: '每周一封简短的邮件，介绍值得关注的唱片：新开启的预售、接近目标的项目、售罄前的限量压片，还有一两个来自压片厂的故事。在下方填写邮箱地址即可订阅。',
    sections: [
      {
        id: 'what-you-get',
        heading: '你会收到什么',
        paragraphs: ['每一期都由我们的团队亲自撰写，一屏就能读完。内容包括：'],
        bullets: [
          '刚刚开启的新唱片和预售，由真正听过的人挑选；',
          '最后召集：距离截止只剩几天的项目，以及所剩无几的限量版；',
          '独家彩胶和补货的第一手消息；',
          '当月黑胶订阅盒的精选曲目，订阅者和好奇的朋友都可以看看；',
          '博客新文章：唱片是怎样制作的、保养技巧、选购指南。',
        ],
      },
      {
        id: 'how-often',
        heading: '发送频率',
        paragraphs: [
          '乐迷版通讯每周四上午（巴黎时间）发送。偶尔遇到重磅发行或促销，我们会加发一封，但每周绝不超过两封。艺人和厂牌还可以选择每月一期的专属通讯，内容包括压片动态、预售建议，以及不定期的服务优惠。',
        ],
        facts: [
          { term: '乐迷版通讯', detail: '每周四' },
          { term: '艺人与厂牌通讯', detail: '每月第一周' },
          { term: '语言', detail: '简体中文、英语、法语、西班牙语或韩语，任你选择' },
          { term: '费用', detail: '免费' },
        ],
      },
      {
        id: 'sign-up',
        heading: '如何订阅',
        paragraphs: [
          '填写邮箱地址，选择你希望阅读的语言，即可立即完成订阅，下一期将于周四送达。如果届时仍未收到，请查看垃圾邮件文件夹。已有账户的用户，也可以在通知设置中分别开启或关闭各类通讯。',
        ],
      },
      {
        id: 'unsubscribe',
        heading: '如何退订',
        paragraphs: [
          '每封邮件底部都有退订链接：点一下就能退出名单，无需登录，也不会被追问原因。你也可以在账户的通知设置中关闭，或写信至 hello@spindle.example。',
          '退订新闻通讯不会影响与你的订单、预售和黑胶订阅盒相关的邮件：只要你还有商品在途，这些邮件就会继续发送。',
        ],
      },
      {
        id: 'privacy',
        heading: '隐私说明',
        paragraphs: [
          '你的邮箱地址只用于发送你选择的通讯；如果你有账户，我们还会参考你的语言和偏好的音乐类型，让内容更贴合你的兴趣。我们绝不出售你的邮箱，也不会提供给艺人、厂牌或广告商。我们的邮件服务商依据符合 GDPR 的数据处理协议，代表我们处理这些信息。',
          '退订后，我们会立即停止发送，并仅把你的地址保留在退订名单中，以免误将你重新加入。如需彻底删除或行使其他权利，请写信至 privacy@spindle.example。更多信息见我们销售条款的第 13 条。',
        ],
      },
    ],
    cta: { label: '浏览新唱片', href: '/vinyl-shop' },
  },
};
