import type { InfoPage } from '../types.ts';

/** /how-it-works (/fr/comment-ca-marche) en français. */
export const HOW_IT_WORKS_FR: InfoPage = {
  title: 'Comment ça marche',
  description:
    'Les fans précommandent et suivent le financement ; les artistes obtiennent un devis, lancent leur projet, le vendent et suivent fabrication et paiements.',
  lead: 'Spindle réunit ceux qui font les disques et ceux qui les écoutent. Les fans soutiennent les sorties avant leur pressage ; les artistes et les labels pressent ce que leur public veut vraiment, sans avancer des milliers d’euros. Voici comment ça se passe, d’un côté comme de l’autre.',
  sections: [
    {
      id: 'fans',
      heading: 'Pour les fans : soutenez les disques que vous voulez',
      paragraphs: [
        'Parcourez la boutique, écoutez les extraits et précommandez les sorties que vous voulez avoir. Beaucoup de projets ne sont pressés que parce que suffisamment de fans les ont commandés : votre commande aide vraiment le disque à exister.',
      ],
      bullets: [
        'Des couleurs exclusives, des éditions limitées et des test pressings signés, souvent disponibles uniquement sur Spindle.',
        'Un téléchargement numérique accompagne le disque quand la sortie en propose un : de quoi écouter en attendant.',
        'Chaque disque acheté vous rapporte 10 digs, nos points de fidélité.',
        'Des prix dans votre devise : euro, dollar, livre, won, yen, yuan et d’autres.',
      ],
      cta: { label: 'Parcourir la boutique', href: '/vinyl-shop' },
    },
    {
      id: 'funding',
      heading: 'Suivez le financement',
      paragraphs: [
        'Un projet en financement participatif a un objectif, en nombre d’exemplaires, et une date de fin. La barre de progression de sa page indique la part de l’objectif déjà commandée, et elle peut largement dépasser 100 % : chaque commande en plus, c’est un disque de plus pressé.',
        'Suivez un projet pour recevoir un rappel trois jours avant sa clôture. Les projets annoncés « bientôt disponibles » ouvrent les commandes à leur date de lancement.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Si un projet n’aboutit pas',
      paragraphs: [
        'Quand un projet n’atteint pas son objectif à la date de fin, notre équipe l’examine avec l’artiste. S’il est annulé, rien n’est pressé et chaque acheteur est remboursé sur son moyen de paiement d’origine. Si l’artiste décide de lancer malgré tout un tirage plus petit, votre commande est maintenue et expédiée comme prévu.',
      ],
    },
    {
      id: 'shipping',
      heading: 'Expédition dès le pressage',
      paragraphs: [
        'Les précommandes partent une fois les disques pressés ; la page du projet donne la date prévue et nous vous prévenons si elle change. Avant tout départ de l’entrepôt, nous vous écrivons pour vérifier votre adresse de livraison, puis vous envoyons un lien de suivi dès que le colis est en route.',
        'Les disques partent du logisticien le plus proche de chez vous qui détient le stock, à domicile ou en point relais. Les articles déjà en stock sont expédiés tout de suite, séparément des précommandes, sauf si les projets sont prévus pour partir ensemble.',
      ],
    },
    {
      id: 'artists',
      heading: 'Pour les artistes et les labels',
      paragraphs: [
        'Premier 45 tours ou dixième réédition d’un label, le chemin est le même : chiffrer, préparer, vendre, presser, être payé. Notre équipe valide chaque étape avec vous, et votre tableau de bord montre où en est chaque chose.',
      ],
      bullets: [
        'Obtenez un devis.',
        'Créez votre projet.',
        'Importez vos titres et vos visuels.',
        'Vendez ou lancez votre financement.',
        'Suivez la fabrication.',
        'Consultez vos relevés et recevez vos paiements.',
      ],
    },
    {
      id: 'quote',
      heading: '1. Obtenez un devis',
      paragraphs: [
        'Choisissez le format, la quantité à partir de 100 exemplaires, la couleur et le grammage du vinyle, les pochettes et les options. Le prix se met à jour à chaque choix et se détaille ligne par ligne. Indiquez un prix de vente pour voir votre coût par disque et le bénéfice que vous feriez une fois le tirage vendu.',
      ],
      cta: { label: 'Ouvrir l’outil de devis', href: '/quote' },
    },
    {
      id: 'project',
      heading: '2. Créez votre projet',
      paragraphs: [
        'Choisissez votre façon de vendre : un financement participatif avec objectif, une prévente simple, une vente privée pour votre communauté, ou un pressage en direct livré chez vous. Fixez votre prix, votre objectif et vos dates, puis soumettez le projet. Notre équipe le vérifie, en général sous quelques jours ouvrés, avant sa mise en ligne.',
      ],
    },
    {
      id: 'uploads',
      heading: '3. Importez vos titres et vos visuels',
      paragraphs: [
        'Envoyez un fichier WAV par titre (24 bits, 44,1 kHz ou plus), dans l’ordre des faces, avec la liste des titres. Les gros fichiers s’envoient en plusieurs parties avec une barre de progression : une coupure de connexion ne vous oblige pas à tout recommencer. Les visuels se placent dans nos gabarits d’impression : pochette, macarons, inserts. Nous préparons les extraits pour la page de votre projet.',
      ],
    },
    {
      id: 'selling',
      heading: '4. Vendez ou financez',
      paragraphs: [
        'Partagez la page de votre projet et votre boutique partout où sont vos fans. Votre tableau de bord affiche les commandes au fil de l’eau et d’où viennent vos acheteurs : Instagram, TikTok, une newsletter, une recherche. Nous vous prévenons sept jours avant la fin de votre campagne, à temps pour une dernière relance.',
      ],
    },
    {
      id: 'production',
      heading: '5. La fabrication',
      paragraphs: [
        'Une fois le projet réussi, il passe par trois étapes. La préproduction réunit tout ce dont l’usine a besoin : code-barres, visuels et audio définitifs, droits mécaniques, informations de livraison. La production comprend la gravure, le test pressing que vous validez ou refusez, puis le pressage. La post-production achemine les disques chez nos logisticiens, confirme l’adresse de chaque acheteur et expédie les commandes.',
      ],
      cta: { label: 'Lire le guide du pressage', href: '/vinyl-pressing' },
    },
    {
      id: 'payouts',
      heading: '6. Relevés et paiements',
      paragraphs: [
        'Un relevé est établi le 28 de chaque mois, téléchargeable en PDF ou en tableur. Il reprend chaque vente hors TVA et déduction faite de la commission de 25 %, puis les coûts : fabrication, mastering, expédition, stockage. Votre solde est versé sur votre compte bancaire, et chaque versement figure sur le relevé suivant.',
      ],
    },
  ],
  cta: { label: 'Créer votre projet', href: '/creation/vinyl' },
};
