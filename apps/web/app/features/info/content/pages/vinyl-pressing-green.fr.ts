import type { InfoPage } from '../types.ts';

/** /vinyl-pressing-green (/fr/pressage-vinyle-ecologique) en français. */
export const VINYL_PRESSING_GREEN_FR: InfoPage = {
  title: 'Pressage vinyle écologique',
  description:
    'Moins d’invendus, des matières recyclées ou biosourcées, des pochettes recyclées et l’énergie visible sur le devis : un pressage plus vert et honnête.',
  lead: 'Un disque est un objet en plastique fait pour durer cinquante ans. Nous ne pouvons pas le rendre immatériel, mais nous pouvons vous aider à le fabriquer avec moins : moins d’exemplaires invendus, des matières à moindre impact quand nos usines les proposent, un emballage plus léger et des chiffres vérifiables. Cette page dit ce que chaque option change vraiment, et ce qu’elle ne change pas.',
  sections: [
    {
      id: 'press-to-demand',
      heading: 'Presser ce qui est vendu',
      paragraphs: [
        'Le disque le plus vert est celui qu’on ne presse pas pour personne. Les invendus sont le gaspillage silencieux de l’industrie : des cartons qui dorment des années en stock avant d’être broyés ou pilonnés. La prévente et le financement participatif vous permettent de calibrer le tirage sur de vraies commandes, avec une petite marge pour les disquaires et les retardataires, au lieu de viser trop haut.',
      ],
      cta: { label: 'Comment fonctionne la prévente', href: '/how-it-works' },
    },
    {
      id: 'materials',
      heading: 'Des matières à moindre impact',
      paragraphs: [
        'Les disques classiques sont pressés en PVC issu de ressources fossiles. Certaines de nos usines partenaires proposent des alternatives. Leur disponibilité dépend de l’usine, du format et de la couleur : nous vous confirmons donc par écrit la matière utilisée pour vos disques, et la certification qui la garantit, avant tout engagement.',
      ],
      facts: [
        {
          term: 'PVC recyclé',
          detail:
            'Fabriqué à partir des chutes et des disques rebutés de l’usine, broyés puis refondus. Il sonne aussi bien que le PVC vierge ; sa couleur est imprévisible, il est donc le plus souvent pressé en noir ou en « eco mix » où chaque exemplaire est différent.',
        },
        {
          term: 'PVC biosourcé par bilan massique',
          detail:
            'Un PVC produit en partie à partir de matières renouvelables ou de déchets, attribué à votre commande selon un système certifié de bilan massique. Chimiquement identique au PVC standard, il ne change ni le son ni l’aspect ; le gain porte sur la matière première, et le bilan massique est une méthode comptable, pas une molécule différente dans votre disque.',
        },
        {
          term: 'Disques sans PVC',
          detail:
            'Quelques usines pressent des disques dans d’autres plastiques, comme le PET. Prometteur, mais encore rare, avec moins de couleurs et de formats ; parlez-nous-en si vous voulez essayer.',
        },
      ],
    },
    {
      id: 'packaging',
      heading: 'Pochettes et emballage',
      paragraphs: [
        'C’est sur l’emballage que les progrès sont les plus faciles, et la plupart ne coûtent rien de plus.',
      ],
      bullets: [
        'Des pochettes en carton recyclé ou certifié FSC, quand l’imprimeur le propose.',
        'Des sous-pochettes en papier plutôt que doublées de polyéthylène.',
        'Pas de film plastique : un sticker ou un bandeau imprimé suffit pour la plupart des sorties.',
        'Moins d’inserts, ou un seul sur papier recyclé, avec paroles et crédits en ligne.',
      ],
    },
    {
      id: 'energy',
      heading: 'L’énergie, au grand jour',
      paragraphs: [
        'Presser un disque, c’est chauffer le PVC et les moules puis les refroidir, pour chaque disque, et la plupart des presses fonctionnent à la vapeur. Chaque devis Spindle affiche l’énergie sur une ligne à part, par disque : son coût n’est jamais noyé dans le prix. Certaines usines partenaires utilisent des presses plus récentes et plus sobres ou achètent de l’électricité renouvelable ; si c’est important pour vous, demandez-nous ce que nous savons de l’usine qui pressera votre disque.',
      ],
    },
    {
      id: 'shipping',
      heading: 'Des trajets plus courts',
      paragraphs: [
        'Les disques quittent l’usine en gros volumes, par la route ou la mer plutôt que par avion dès que le calendrier le permet. Le stock peut ensuite être réparti chez nos logisticiens en Europe, en Amérique du Nord et en Asie-Pacifique : un fan à Melbourne ou à Seattle reçoit un colis de sa région plutôt qu’un envoi parti de Paris en avion. Grouper les commandes qui partent ensemble et proposer les points relais réduit aussi les tournées de livraison.',
      ],
    },
    {
      id: 'footprint',
      heading: 'Comment nous calculons l’empreinte',
      paragraphs: [
        'Chaque devis et chaque page de disque affiche une empreinte carbone en kilogrammes de CO₂e par disque. C’est une estimation tirée de chiffres publiés par la filière, pas une mesure de l’usine qui presse votre disque, et elle s’arrête à notre entrepôt : la livraison à l’acheteur, l’écoute et la fin de vie du disque n’y sont pas.',
        'Le point de départ est le premier rapport d’empreinte carbone de la Vinyl Record Manufacturers Association et de la Vinyl Alliance (2024) : un 12" noir de 140 g dans une pochette imprimée représente environ 1,15 kg de CO₂e, de la matière première à la sortie d’usine. La moitié vient du compound PVC, 30 % de l’énergie de l’usine, 13 % des emballages imprimés. Nous ajoutons le film plastique et le trajet routier jusqu’à l’entrepôt, ce qui porte le disque habituel à environ 1,19 kg.',
      ],
      facts: [
        {
          term: 'Compound PVC',
          detail:
            'Environ 4,1 kg de CO₂e par kg pressé (575 g pour un disque de 140 g). Un disque de 180 g ajoute 14 %, comme l’a mesuré le rapport.',
        },
        {
          term: 'Compound bio-attribué',
          detail: 'Environ 0,9 kg de CO₂e par kg : le rapport place un disque bio-attribué vers 0,7 kg au total.',
        },
        {
          term: 'Compound recyclé',
          detail:
            'Environ 2,1 kg de CO₂e par kg : VinylPlus compte environ 2 kg de CO₂ évités par kg de PVC recyclé plutôt que neuf.',
        },
        {
          term: 'Énergie de pressage',
          detail: '345 g par disque (30 % de 1,15 kg) ; laques, matrices et macarons, 80 g de plus.',
        },
        {
          term: 'Couleurs et effets',
          detail:
            '300 g de plus par disque : le rapport a trouvé les couleurs spéciales et les éclaboussures 26 % plus lourdes.',
        },
        {
          term: 'Pochettes et emballage',
          detail:
            '1,67 kg de CO₂e par kg de carton et de papier, impression comprise ; le carton recyclé compté 20 % plus bas sur la pochette extérieure (notre estimation, les chiffres publiés variant selon les papeteries) ; film plastique 16 g.',
        },
        {
          term: 'Transport routier',
          detail:
            'Environ 107 g de CO₂e par tonne-kilomètre pour un poids lourd moyen chargé (facteurs de conversion du gouvernement britannique), sur 1 000 km de l’usine à l’entrepôt.',
        },
      ],
      figure: 'footprint',
      cta: { label: 'Chiffrer un pressage plus vert', href: '/quote' },
    },
    {
      id: 'honest-claims',
      heading: 'Ce que nous n’affirmerons pas',
      paragraphs: [
        'Nous ne qualifions aucun disque de neutre en carbone, de zéro déchet ou de sans plastique, et nous n’utilisons pas la compensation carbone pour l’affirmer. Une option écologique est une réduction, pas un blanc-seing, et nous vous disons quels chiffres sont mesurés et lesquels sont estimés. Si vous imprimez un message écologique sur votre pochette, nous relisons volontiers la formulation avec vous pour qu’elle reste exacte.',
      ],
      cta: { label: 'Parlons de votre projet', href: '/contact' },
    },
  ],
  cta: { label: 'Obtenir un devis', href: '/quote' },
};
