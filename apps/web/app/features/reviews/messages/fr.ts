// Strings of customers' reviews, French.
import type { Catalogue } from '../../../locales/en.ts';

export const reviewsFr: Catalogue['reviews'] = {
  metaTitle: 'Donnez votre avis sur votre commande',
  singleMetaTitle: 'Votre avis sur {{title}}',
  heading: 'Votre avis sur la commande {{order}}',
  intro:
    'Dites aux autres mélomanes ce que vous pensez de chaque disque. Les avis paraissent sur la boutique une fois vérifiés par notre équipe.',
  by: 'de {{artist}}',
  notShipped: 'Pas encore expédié : vous pourrez donner votre avis dès qu’il aura quitté notre entrepôt.',
  noItems: 'Cette commande n’a aucun disque à évaluer.',
  allItems: 'Tous les disques de la commande {{order}}',
  orderLink: 'Donner mon avis sur les disques de cette commande',
  reviewOne: 'Donner mon avis sur ce disque seul',
  status: {
    pending: 'Merci, votre avis paraîtra une fois vérifié.',
    published: 'Votre avis est publié.',
    hidden: 'Votre avis n’est pas affiché sur la boutique.',
  },
  answer: 'Notre réponse',
  box: {
    metaTitle: 'Donnez votre avis sur votre box vinyle',
    heading: 'Votre avis sur les disques de votre box vinyle',
    intro:
      'Notez chaque disque que votre box vous a apporté. Les avis paraissent sur la boutique une fois vérifiés par notre équipe.',
    month: 'Votre box de {{month}}',
    none: 'Votre box n’a encore expédié aucun disque : vous pourrez les évaluer dès qu’ils vous parviendront.',
    back: 'Retour à ma box vinyle',
  },
  form: {
    rating: 'Votre note',
    star_one: '{{count}} étoile sur 5',
    star_other: '{{count}} étoiles sur 5',
    title: 'Titre (facultatif)',
    text: 'Votre avis',
    textHint: 'Au moins {{min}} caractères : la musique, le son, le pressage, la pochette.',
    submit: 'Envoyer mon avis',
    update: 'Modifier mon avis',
    editNote: 'Modifier votre avis le renvoie en vérification.',
  },
  errors: {
    rating_invalid: 'Choisissez de 1 à 5 étoiles.',
    review_text_too_short: 'Écrivez au moins {{min}} caractères.',
    input_required: 'Écrivez quelques mots sur le disque.',
    input_too_long: 'C’est trop long.',
    review_not_shipped: 'Ce disque n’a pas encore été expédié.',
    generic: 'Votre avis n’a pas pu être envoyé. Réessayez.',
  },
  project: {
    heading: 'Avis',
    average: '{{average}} sur 5',
    count_one: '{{count}} avis',
    count_other: '{{count}} avis',
    none: 'Pas encore d’avis. Les acheteurs peuvent donner leur avis une fois le disque reçu.',
    answer: 'Réponse de Spindle',
    rated_one: 'Noté {{count}} étoile sur 5',
    rated_other: 'Noté {{count}} étoiles sur 5',
  },
};
