import type { LocalisedInfoPage } from '../../types.ts';

/** /services/production: production management across pre-production, production and post-production. */
export const PRODUCTION_SERVICE_PAGE: LocalisedInfoPage = {
  en: {
    title: 'Production management',
    description:
      'One team follows your release from files to delivery: pre-production checklist, test pressing approval, pressing, then reception and dispatch.',
    lead: 'Making a record involves a plant, a printer, a cutting engineer, a collecting society, a warehouse and a carrier. We coordinate all of them, so you have one contact, one dashboard and one date to watch.',
    sections: [
      {
        id: 'pre-production',
        heading: 'Pre-production',
        paragraphs: [
          'Everything the plant needs, gathered and checked before the first lacquer is cut. Each item shows its status: to do, pending, to check, validated or refused.',
        ],
        bullets: [
          'Release information and barcode.',
          'Final audio, tracklisting and artwork.',
          'Mechanical rights: the pressing is declared to the collecting society (SDRM in France), or we collect your waiver if your songs are not registered.',
          'Delivery details, order form and billing.',
        ],
      },
      {
        id: 'production',
        heading: 'Production',
        paragraphs: [
          'The plant cuts and plates your record and the printer proofs your sleeve. Your test pressings come to you: you validate them, or refuse them with notes and we sort out the cause with the plant. Only then is the run pressed, printed, assembled and dispatched.',
        ],
      },
      {
        id: 'post-production',
        heading: 'Post-production',
        paragraphs: [
          'The records travel to our logistics partners, where they are received and counted. Every buyer gets an email to confirm their address before shipping, and the stock is synchronised with your shop. Once the orders are out, we collect feedback and close the project.',
        ],
      },
      {
        id: 'dashboard',
        heading: 'Your dashboard',
        paragraphs: [
          'Each step appears in your project dashboard with its status and, where relevant, what we need from you. Questions and approvals happen in your Spindle messages, so the whole history of your record stays in one place.',
        ],
      },
    ],
    cta: { label: 'Create your project', href: '/creation/vinyl' },
  },
  fr: {
    title: 'Suivi de fabrication',
    description:
      'Une équipe suit votre sortie des fichiers à la livraison : préproduction, validation du test pressing, pressage, puis réception et expédition.',
    lead: 'Faire un disque mobilise une usine, un imprimeur, un graveur, une société de gestion collective, un entrepôt et un transporteur. Nous les coordonnons tous : vous avez un interlocuteur, un tableau de bord et une date à suivre.',
    sections: [
      {
        id: 'pre-production',
        heading: 'Préproduction',
        paragraphs: [
          'Tout ce dont l’usine a besoin, réuni et vérifié avant la gravure de la première laque. Chaque élément affiche son statut : à faire, en attente, à vérifier, validé ou refusé.',
        ],
        bullets: [
          'Informations de la sortie et code-barres.',
          'Audio définitif, liste des titres et visuels.',
          'Droits mécaniques : le pressage est déclaré à la société de gestion (SDRM en France), ou nous recueillons votre renonciation si vos titres ne sont pas déposés.',
          'Informations de livraison, bon de commande et facturation.',
        ],
      },
      {
        id: 'production',
        heading: 'Production',
        paragraphs: [
          'L’usine grave et galvanise votre disque, l’imprimeur envoie les épreuves de la pochette. Vos test pressings vous parviennent : vous les validez, ou les refusez avec vos remarques et nous réglons le problème avec l’usine. Alors seulement le tirage est pressé, imprimé, assemblé et expédié.',
        ],
      },
      {
        id: 'post-production',
        heading: 'Post-production',
        paragraphs: [
          'Les disques rejoignent nos logisticiens, qui les réceptionnent et les comptent. Chaque acheteur reçoit un e-mail pour confirmer son adresse avant l’expédition, et le stock est synchronisé avec votre boutique. Une fois les commandes parties, nous recueillons les retours et clôturons le projet.',
        ],
      },
      {
        id: 'dashboard',
        heading: 'Votre tableau de bord',
        paragraphs: [
          'Chaque étape apparaît dans le tableau de bord de votre projet avec son statut et, le cas échéant, ce que nous attendons de vous. Questions et validations passent par votre messagerie Spindle : toute l’histoire de votre disque reste au même endroit.',
        ],
      },
    ],
    cta: { label: 'Créer votre projet', href: '/creation/vinyl' },
  },
  es: {
    title: 'Gestión de la fabricación',
    description:
      'Un solo equipo sigue tu lanzamiento de los archivos a la entrega: preproducción, aprobación del test pressing, prensado, recepción y envío.',
    lead: 'Hacer un disco implica a una planta, una imprenta, un ingeniero de corte, una entidad de gestión, un almacén y un transportista. Los coordinamos a todos para que tengas un contacto, un panel y una fecha que seguir.',
    sections: [
      {
        id: 'pre-production',
        heading: 'Preproducción',
        paragraphs: [
          'Todo lo que necesita la planta, reunido y revisado antes de cortar la primera laca. Cada elemento muestra su estado: pendiente, en espera, por revisar, validado o rechazado.',
        ],
        bullets: [
          'Información del lanzamiento y código de barras.',
          'Audio definitivo, listado de canciones y arte.',
          'Derechos mecánicos: el prensado se declara a la entidad de gestión (SDRM en Francia) o recogemos tu renuncia si tus canciones no están registradas.',
          'Datos de entrega, hoja de pedido y facturación.',
        ],
      },
      {
        id: 'production',
        heading: 'Producción',
        paragraphs: [
          'La planta corta y galvaniza tu disco y la imprenta envía las pruebas de la funda. Los test pressings te llegan a ti: los apruebas, o los rechazas con tus notas y resolvemos la causa con la planta. Solo entonces se prensa, imprime, monta y envía la tirada.',
        ],
      },
      {
        id: 'post-production',
        heading: 'Postproducción',
        paragraphs: [
          'Los discos viajan a nuestros socios logísticos, que los reciben y los cuentan. Cada comprador recibe un correo para confirmar su dirección antes del envío y el stock se sincroniza con tu tienda. Cuando los pedidos han salido, recogemos opiniones y cerramos el proyecto.',
        ],
      },
      {
        id: 'dashboard',
        heading: 'Tu panel',
        paragraphs: [
          'Cada paso aparece en el panel de tu proyecto con su estado y, cuando hace falta, lo que necesitamos de ti. Las preguntas y aprobaciones pasan por tus mensajes de Spindle, así que toda la historia de tu disco queda en un solo lugar.',
        ],
      },
    ],
    cta: { label: 'Crea tu proyecto', href: '/creation/vinyl' },
  },
  kr: {
    title: '제작 관리',
    description:
      '파일 접수부터 배송까지 한 팀이 음반 제작을 책임집니다. 프리프로덕션 체크리스트, 테스트 프레싱 승인, 본 프레싱, 물류 입고와 구매자 발송까지, 모든 단계의 진행 상황과 필요한 작업을 대시보드에서 한눈에 확인하세요.',
    lead: '레코드 한 장을 만드는 데는 프레싱 공장, 인쇄소, 커팅 엔지니어, 저작권 신탁 단체, 창고, 택배사가 필요합니다. Spindle이 이 모두를 조율하므로 아티스트는 한 명의 담당자, 하나의 대시보드, 하나의 일정만 확인하면 됩니다.',
    sections: [
      {
        id: 'pre-production',
        heading: '프리프로덕션',
        paragraphs: [
          '첫 래커를 커팅하기 전에 공장에 필요한 모든 것을 모으고 확인합니다. 각 항목에는 할 일, 대기, 확인 필요, 승인, 반려 상태가 표시됩니다.',
        ],
        bullets: [
          '음반 정보와 바코드.',
          '최종 음원, 트랙리스트, 아트워크.',
          '기계적 복제권: 제작 수량을 저작권 단체(프랑스의 경우 SDRM)에 신고하거나, 등록되지 않은 곡이라면 권리 포기 확인서를 받습니다.',
          '배송 정보, 주문서, 청구 정보.',
        ],
      },
      {
        id: 'production',
        heading: '프로덕션',
        paragraphs: [
          '공장에서 커팅과 도금을 진행하고, 인쇄소는 재킷 교정쇄를 보냅니다. 테스트 프레싱을 받아 승인하시거나, 메모와 함께 반려하시면 공장과 함께 원인을 해결합니다. 그런 다음에야 본 프레싱, 인쇄, 조립, 출고가 진행됩니다.',
        ],
      },
      {
        id: 'post-production',
        heading: '포스트프로덕션',
        paragraphs: [
          '레코드는 물류 파트너로 이동해 입고되고 수량이 확인됩니다. 모든 구매자에게 발송 전 주소 확인 이메일이 가고, 재고는 숍과 동기화됩니다. 주문이 모두 발송되면 피드백을 모으고 프로젝트를 마무리합니다.',
        ],
      },
      {
        id: 'dashboard',
        heading: '대시보드',
        paragraphs: [
          '각 단계는 프로젝트 대시보드에 상태와 함께 표시되며, 필요한 경우 아티스트에게 요청할 사항도 안내됩니다. 질문과 승인은 Spindle 메시지로 주고받으므로 레코드 제작의 모든 기록이 한곳에 남습니다.',
        ],
      },
    ],
    cta: { label: '프로젝트 만들기', href: '/creation/vinyl' },
  },
  zh: {
    title: '生产管理',
    description:
      '从收到文件到最终交付，由同一支团队全程跟进你的唱片：前期制作清单、条形码与机械复制权、测试压片确认、正式压制，再到物流入库、地址确认和向每位买家发货；每一步的状态、需要你处理的事项和预计日期，都能在项目控制面板里随时查看，不必反复追问进度。',
    lead: '做一张唱片，要和压片厂、印刷厂、刻录工程师、著作权集体管理组织、仓库和快递公司打交道。我们来协调所有环节，你只需要一个联系人、一个控制面板和一个日期。',
    sections: [
      {
        id: 'pre-production',
        heading: '前期制作',
        paragraphs: [
          '在刻录第一张漆盘之前，收齐并核对压片厂所需的一切。每一项都会显示状态：待办、处理中、待检查、已通过或已驳回。',
        ],
        bullets: [
          '发行信息和条形码。',
          '最终音频、曲目表和封面。',
          '机械复制权：向著作权集体管理组织（法国为 SDRM）申报压制数量；如果歌曲未登记，则由你签署放弃声明。',
          '交付信息、订单表和开票信息。',
        ],
      },
      {
        id: 'production',
        heading: '生产',
        paragraphs: [
          '压片厂进行刻录和电镀，印刷厂寄出封套样张。测试压片寄到你手中：你确认通过，或附上意见驳回，我们与压片厂一起解决问题。之后才会正式压制、印刷、组装和出厂。',
        ],
      },
      {
        id: 'post-production',
        heading: '后期制作',
        paragraphs: [
          '唱片运到我们的物流伙伴处，入库并清点。发货前，每位买家都会收到确认地址的邮件，库存也会同步到你的店铺。订单全部发出后，我们收集反馈并结束项目。',
        ],
      },
      {
        id: 'dashboard',
        heading: '你的控制面板',
        paragraphs: [
          '每一步都会显示在项目控制面板中，附上状态以及需要你处理的事项。提问和确认都通过 Spindle 消息进行，唱片制作的全部记录都保存在同一个地方。',
        ],
      },
    ],
    cta: { label: '创建你的项目', href: '/creation/vinyl' },
  },
};
