import type { InfoPage } from '../types.ts';

/** /pressing en français. */
export const PRESSING_FR: InfoPage = {
  title: 'Pressage de vinyles',
  description:
    'Pressez votre disque avec Spindle : vinyles 7", 10" et 12" dès 100 exemplaires, couleurs, test pressings, prévente ou financement participatif.',
  lead: 'Spindle presse les disques des artistes et des labels, d’un premier tirage de 100 exemplaires jusqu’à 5 000 et au-delà, puis vous aide à les vendre jusqu’au dernier. Chiffrez votre disque en quelques minutes, prévendez-le pour ne jamais presser à l’aveugle et laissez une seule équipe, à Paris, s’occuper de l’usine, de l’entrepôt et des colis.',
  sections: [
    {
      id: 'spindle',
      heading: 'Nos services',
      paragraphs: [
        'Spindle, c’est l’arrière-boutique d’un label, disponible projet par projet. Nous travaillons avec plusieurs usines de pressage partenaires et avec des logisticiens en Europe, en Amérique du Nord et en Asie-Pacifique : une seule équipe suit votre sortie, du premier fichier audio au dernier numéro de suivi.',
        'Prenez toute la chaîne ou seulement les maillons dont vous avez besoin : certains artistes viennent uniquement pour un pressage, d’autres pour une prévente, une boutique et l’expédition dans le monde entier.',
      ],
      bullets: [
        'Pressage vinyle : 7", 10" et 12", noir ou couleur, dès 100 exemplaires.',
        'Prévente et financement participatif : vos fans commandent d’abord, le disque est pressé une fois l’objectif atteint, sans avance de votre part.',
        'Pressage en direct : vous achetez le tirage et recevez les disques chez vous.',
        'Votre propre boutique sur Spindle, en neuf devises et cinq langues, avec une option en marque blanche.',
        'Mastering, mise en page des visuels, CD, cassettes et merch à sortir avec le disque.',
        'Stockage, expédition dans le monde entier, service client et distribution chez les disquaires.',
      ],
      cta: { label: 'Voir comment ça marche', href: '/how-it-works' },
    },
    {
      id: 'formats',
      heading: 'Formats',
      paragraphs: [
        'Nous pressons les trois formats classiques. La durée par face compte plus qu’on ne le croit : plus la face est longue, plus les sillons sont serrés et plus le niveau de gravure baisse. Gardez des faces courtes si votre musique est forte ou riche en basses.',
      ],
      facts: [
        {
          term: '12 pouces',
          detail:
            'Albums et maxis, 140 g ou 180 g. Jusqu’à 22 minutes environ par face en 33 tours, autour de 12 en 45 tours.',
        },
        { term: '10 pouces', detail: 'EP et albums courts. Jusqu’à 14 minutes environ par face en 33 tours.' },
        { term: '7 pouces', detail: 'Singles. De 4 à 5 minutes par face en 45 tours, jusqu’à 6 en 33 tours.' },
        { term: 'Doubles et triples albums', detail: 'Chiffrés par disque ; la pochette ouvrante est faite pour eux.' },
      ],
      cta: { label: 'Lire le guide du pressage', href: '/vinyl-pressing' },
    },
    {
      id: 'options',
      heading: 'À votre image',
      paragraphs: [
        'Chaque option du configurateur affiche son effet sur le prix dès que vous la choisissez : vous comparez une pochette ouvrante et un vinyle couleur avec de vrais chiffres, pas des suppositions.',
      ],
      bullets: [
        'Trente couleurs de vinyle, du transparent, fumé ou « coke bottle » à l’or et au phosphorescent, plus les effets splatter et marbré.',
        'Pochettes extérieures : papier blanc ou noir, discobag imprimé, pochette imprimée ou ouvrante, finition mate, brillante ou vernis sélectif.',
        'Sous-pochettes en papier blanc ou noir, antistatiques ou entièrement imprimées.',
        'Macarons imprimés ou vierges, gravure sur laque ou DMM.',
        'Inserts imprimés, stickers, numérotation à la main et film plastique.',
      ],
    },
    {
      id: 'process',
      heading: 'Des fichiers aux fans',
      paragraphs: [
        'Un projet avance par étapes claires, et votre tableau de bord indique à tout moment où il en est. Notre équipe vérifie chaque projet avant sa mise en vente, puis le mène avec vous jusqu’au bout de la fabrication.',
      ],
      bullets: [
        'Devis : choisissez le format, la quantité et les finitions, et voyez le coût complet.',
        'Projet : importez vos titres et vos visuels, fixez un prix, un objectif et une date de fin.',
        'Vente : précommandes ou financement participatif sur la page du projet, à partager partout où sont vos fans.',
        'Préproduction : code-barres, droits mécaniques, visuels définitifs et contrôle de l’audio.',
        'Production : gravure, test pressing que vous validez, puis pressage et impression.',
        'Post-production : les disques arrivent chez nos logisticiens, les acheteurs confirment leur adresse, les colis partent.',
      ],
      facts: [
        {
          term: 'Délai habituel',
          detail:
            '10 à 16 semaines entre la validation des fichiers et la livraison, davantage en automne, la saison la plus chargée.',
        },
      ],
    },
    {
      id: 'pricing',
      heading: 'Des prix clairs',
      paragraphs: [
        'Les prix suivent des paliers de quantité : plus il y a d’exemplaires, moins chacun coûte. Votre devis est détaillé ligne par ligne, de la gravure et du vinyle aux pochettes, au test pressing, à l’énergie et aux droits mécaniques : rien n’apparaît après coup.',
        'Pour chaque devis, nous chiffrons votre disque auprès de plusieurs usines partenaires et retenons la moins chère parmi celles qui proposent toutes vos options. Quand vous vendez sur Spindle, la fabrication est payée par vos ventes et notre commission est une part de ces ventes, pas un abonnement.',
      ],
      facts: [
        { term: 'Paliers de quantité', detail: '100, 200, 300, 500, 1 000, 2 000, 3 000 et 5 000 exemplaires.' },
        { term: 'Mastering', detail: '60 € par titre, en option.' },
        { term: 'Mise en page des visuels', detail: '100 €, en option.' },
        { term: 'Commission de la plateforme', detail: '25 % des ventes réalisées sur Spindle.' },
      ],
      cta: { label: 'Obtenir un devis immédiat', href: '/quote' },
    },
    {
      id: 'eco',
      heading: 'Un pressage plus vert',
      paragraphs: [
        'La prévente est le premier geste écologique : vous pressez ce que vos fans ont déjà commandé, pas des cartons qui finiront invendus. Quand nos usines partenaires les proposent, vous pouvez aussi choisir des matières recyclées ou biosourcées, des pochettes en carton recyclé, des sous-pochettes en papier, et renoncer au film plastique.',
      ],
      cta: { label: 'Le pressage écologique', href: '/vinyl-pressing-green' },
    },
    {
      id: 'faq',
      heading: 'Les questions qu’on nous pose souvent',
      paragraphs: [],
      facts: [
        {
          term: 'Quel est le plus petit tirage ?',
          detail:
            '100 exemplaires pour un vinyle. En dessous, la gravure au tour ou un tirage CD est souvent plus avantageux.',
        },
        {
          term: 'Dois-je payer quelque chose avant ma campagne ?',
          detail:
            'Non pour un projet en prévente : la fabrication est payée par les ventes. Le pressage en direct se règle avant le lancement en usine.',
        },
        {
          term: 'Et si mon projet n’atteint pas son objectif ?',
          detail:
            'Rien n’est pressé et les acheteurs sont remboursés. Vous pouvez ajuster l’objectif ou le prix, puis relancer.',
        },
        {
          term: 'Est-ce que je garde les droits sur ma musique ?',
          detail: 'Oui. Vos enregistrements, vos visuels et vos masters restent à vous.',
        },
        {
          term: 'Puis-je garder quelques exemplaires pour moi ?',
          detail:
            'Oui. Indiquez-nous combien : nous vous les livrons pendant que les autres partent chez vos acheteurs.',
        },
      ],
    },
  ],
  cta: { label: 'Créer votre projet', href: '/creation/vinyl' },
};
