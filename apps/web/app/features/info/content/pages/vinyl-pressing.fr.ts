import type { InfoPage } from '../types.ts';

/** /vinyl-pressing en français. */
export const VINYL_PRESSING_FR: InfoPage = {
  title: 'Guide du pressage vinyle',
  description:
    'Formats, grammages, couleurs, pochettes, test pressings et délais réalistes : tout savoir avant de presser votre vinyle, à partir de 100 exemplaires.',
  lead: 'Tout ce qui entre dans un disque, expliqué simplement : les tailles et les grammages, les couleurs et les effets, les pochettes, les tirages et le temps que cela prend vraiment. Lisez-le une fois avant d’ouvrir l’outil de devis : vos choix seront plus rapides et plus justes.',
  sections: [
    {
      id: 'formats',
      heading: 'Formats et durées',
      paragraphs: [
        'Taille, vitesse et durée de face vont ensemble. Une face longue impose des sillons plus serrés et un niveau de gravure plus bas, au détriment du volume et des basses ; une face courte en 45 tours offre le meilleur son qu’un sillon puisse donner. Au-delà de 45 minutes, un double album sonnera presque toujours mieux qu’un seul disque trop rempli.',
      ],
      facts: [
        {
          term: '12 pouces en 33 tours',
          detail:
            'Jusqu’à 22 minutes environ par face ; 18 à 20 minutes sont plus confortables pour une musique forte ou riche en basses.',
        },
        {
          term: '12 pouces en 45 tours',
          detail: 'Jusqu’à 12 minutes environ par face, le format préféré des DJ et des audiophiles.',
        },
        { term: '10 pouces', detail: 'De 12 à 14 minutes environ par face en 33 tours, 8 à 9 en 45 tours.' },
        { term: '7 pouces', detail: 'De 4 à 5 minutes environ par face en 45 tours, jusqu’à 6 en 33 tours.' },
      ],
    },
    {
      id: 'weights',
      heading: 'Grammage : 140 g ou 180 g',
      paragraphs: [
        'Le 140 g est le standard de l’industrie et sonne exactement aussi bien qu’un disque plus lourd : le sillon est le même. Le 180 g est plus agréable en main, un peu moins sujet au voilage et convient aux éditions de collection, pour un prix et un poids d’expédition plus élevés. Les 45 tours sont pressés au grammage standard de leur format.',
      ],
    },
    {
      id: 'colours',
      heading: 'Couleurs et effets',
      paragraphs: [
        'Le noir est la norme ; toute autre couleur est chiffrée comme une option. Nous proposons trente teintes, opaques ou translucides, et deux effets qui rendent chaque exemplaire unique. Les vinyles couleur actuels sonnent très près du noir ; les effets qui mélangent les couleurs peuvent ajouter un léger bruit de surface dans les passages calmes, à garder en tête pour l’ambient ou le classique.',
      ],
      bullets: [
        'Opaques : blanc, os, crème, jaune, orange, rouge, sang de bœuf, rose, violet, bleu, vert, marron et d’autres.',
        'Translucides : transparent, fumé, rouge transparent, bleu océan, « coke bottle », ambre.',
        'Spéciales : or, argent et phosphorescent.',
        'Splatter : des éclaboussures d’une ou plusieurs couleurs sur une couleur de base.',
        'Marbré : des couleurs mêlées en volutes, jamais deux fois les mêmes.',
      ],
    },
    {
      id: 'sleeves',
      heading: 'Pochettes et emballage',
      paragraphs: [
        'La pochette est la première chose que vos fans voient, et celle qu’ils gardent sur l’étagère. Choisissez d’abord la pochette, puis la sous-pochette qui protège le disque.',
      ],
      facts: [
        { term: 'Pochette papier', detail: 'Blanche ou noire, le classique des 45 tours et des maxis club.' },
        {
          term: 'Discobag imprimé',
          detail: 'Une pochette papier imprimée, percée au centre pour laisser voir le macaron.',
        },
        { term: 'Pochette imprimée', detail: 'La pochette d’album classique en carton imprimé, simple.' },
        {
          term: 'Pochette ouvrante',
          detail: 'Elle s’ouvre comme un livre, pour les doubles albums et les visuels généreux.',
        },
        {
          term: 'Sous-pochettes',
          detail: 'Papier blanc ou noir, antistatiques (doublées de polyéthylène) ou entièrement imprimées.',
        },
        { term: 'Finitions', detail: 'Mate, brillante ou vernis sélectif sur toute pochette imprimée.' },
      ],
    },
    {
      id: 'extras',
      heading: 'Macarons et options',
      paragraphs: [
        'Les macarons sont imprimés avec vos visuels sur les deux faces, ou laissés vierges pour les white labels et les promos. Quelques touches en plus transforment un tirage en édition.',
      ],
      bullets: [
        'Inserts imprimés : paroles, notes de pochette, poster ou carte de téléchargement.',
        'Stickers, dont le sticker promotionnel collé sur le film.',
        'Numérotation à la main pour les éditions limitées.',
        'Film plastique pour protéger la pochette pendant le transport et en magasin.',
      ],
    },
    {
      id: 'quantities',
      heading: 'Tirages et paliers de prix',
      paragraphs: [
        'Le tirage minimum est de 100 exemplaires. Les prix suivent des paliers de quantité, chacun s’appliquant de son seuil jusqu’au suivant : 499 exemplaires sont chiffrés au palier de 300. L’essentiel du coût d’un disque tient à la mise en route (gravure, galvanoplastie, plaques d’impression) : le prix par exemplaire baisse donc vite quand le tirage augmente.',
        'Les usines pressent quelques exemplaires de réserve en plus de votre commande, 5 en dessous de 500 exemplaires et 10 à partir de 500, pour le contrôle qualité et le colis abîmé en route. Ils sont inclus dans votre devis.',
      ],
      facts: [{ term: 'Paliers', detail: '100, 200, 300, 500, 1 000, 2 000, 3 000 et 5 000 exemplaires.' }],
    },
    {
      id: 'test-pressing',
      heading: 'Test pressings',
      paragraphs: [
        'Le test pressing est l’un des premiers disques pressés avec vos matrices, envoyé avant le tirage complet. Vous en recevez deux exemplaires. Écoutez-les en entier sur une bonne platine et notez chaque clic, craquement ou distorsion avec la face et le minutage. Vous le validez, ou vous le refusez avec vos notes et nous cherchons la cause avec l’usine, jusqu’à une nouvelle gravure si nécessaire.',
        'Le test pressing est facultatif, mais nous le recommandons vivement : c’est le seul moment où un défaut se corrige encore à moindre coût. Signés, les test pressings en surplus deviennent aussi des pièces de collection très recherchées dans votre boutique.',
      ],
    },
    {
      id: 'lead-times',
      heading: 'Délais',
      paragraphs: [
        'Comptez 10 à 16 semaines entre la validation des fichiers et l’arrivée des disques chez vos fans. L’automne est la saison la plus chargée dans toutes les usines, avant les fêtes : pour une sortie à Noël, lancez-vous dès le début de l’été. Nous vous donnons une date au lancement de la fabrication et vous prévenons aussitôt si elle bouge.',
      ],
      facts: [
        {
          term: 'Préproduction',
          detail: '1 à 2 semaines : audio et visuels définitifs, code-barres, droits mécaniques.',
        },
        { term: 'Gravure et test pressings', detail: '3 à 5 semaines jusqu’à la réception des test pressings.' },
        { term: 'Votre validation', detail: 'Une semaine environ, selon votre rapidité d’écoute.' },
        { term: 'Pressage et assemblage', detail: '4 à 6 semaines : pressage, impression, mise sous pochette, film.' },
        {
          term: 'Livraison et expédition',
          detail: '1 à 2 semaines jusqu’à nos logisticiens, puis chez les acheteurs.',
        },
      ],
    },
    {
      id: 'audio',
      heading: 'Fichiers audio et gravure',
      paragraphs: [
        'Envoyez un WAV par titre en 24 bits, 44,1 kHz ou plus, avec l’ordre de chaque face. Un master pensé pour le streaming est souvent trop compressé et trop brillant pour le vinyle : un master dédié, aux sifflantes maîtrisées et aux basses centrées, se gravera plus fort et plus proprement. C’est exactement ce que fait notre service de mastering.',
        'La gravure se fait sur laque, ensuite galvanisée pour fabriquer les matrices, ou en DMM (direct metal mastering), directement dans le cuivre. Les deux donnent d’excellents résultats ; l’usine et l’ingénieur vous conseillent celle qui convient à votre musique.',
      ],
      cta: { label: 'Mastering vinyle', href: '/services/mastering' },
    },
  ],
  cta: { label: 'Obtenir un devis', href: '/quote' },
};
