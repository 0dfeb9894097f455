import type { Catalogue } from '../../../locales/en.ts';

export const navigationFr: Catalogue['navigation'] = {
  open: 'Ouvrir le menu',
  title: 'Parcourir Spindle',
  close: 'Fermer le menu',
  genres: 'Genres musicaux',
  categories: 'Catégories',
  allRecords: 'Tous les disques',
  information: 'Spindle',
  language: 'Langue',
  currency: 'Devise',
  links: {
    about: 'Qui sommes-nous',
    pressing: 'Presser votre disque',
    howItWorks: 'Comment ça marche',
    blog: 'Notre blog',
    newsletter: 'Lettre d’information',
    partners: 'Partenaires',
    contact: 'Nous contacter',
    terms: 'Conditions générales de vente',
    returns: 'Retours et remboursements',
    vinyl: 'Vinyles',
    cd: 'CD',
    tape: 'Cassettes',
    merch: 'Merch',
  },
};
