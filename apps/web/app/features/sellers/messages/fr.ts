import type { Catalogue } from '../../../locales/en.ts';

export const sellersFr: Catalogue['sellers'] = {
  kind: {
    artist: 'Artiste',
    label: 'Maison de disques',
  },
  follow: 'Suivre',
  following: 'Abonné',
  followers_one: '{{count}} abonné',
  followers_other: '{{count}} abonnés',
  visitShop: 'Voir la boutique',
  about: 'À propos',
  links: 'Liens',
  notTranslated: 'Pas encore disponible en français.',
  releases: 'Sorties',
  releaseCount_one: '{{count}} sortie',
  releaseCount_other: '{{count}} sorties',
  noReleases: 'Rien en vente pour le moment. Abonnez-vous pour être prévenu de la prochaine sortie.',
  labelArtists: 'Les artistes du label',
  pagination: {
    label: 'Pagination',
    previous: 'Page précédente',
    next: 'Page suivante',
  },
  artistTitle: '{{name}} : disques, vinyles et merch',
  labelTitle: '{{name}} : disques et artistes',
  artistDescription: 'Disques, vinyles et merch de {{name}}, pressés et vendus sur Spindle.',
  labelDescription: 'Les disques sortis par {{name}} et ses artistes, pressés et vendus sur Spindle.',
  shop: {
    title: 'Boutique officielle',
    description: 'La boutique officielle de {{name}} : disques, vinyles et merch.',
    home: 'Accueil de la boutique {{name}}',
    inShop: 'En boutique',
    empty: 'Cette boutique n’a rien en vente pour le moment. Revenez bientôt.',
    ownerPage: {
      artist: 'Page de l’artiste',
      label: 'Page du label',
    },
  },
  whiteLabel: {
    information: 'Informations sur la boutique',
    shipping: 'Livraison',
    returns: 'Retours',
    contact: 'Nous contacter',
    terms: 'Conditions de vente',
    poweredBy: 'Propulsé par Spindle',
  },
};
