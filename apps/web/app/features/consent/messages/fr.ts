import type { Catalogue } from '../../../locales/en.ts';

export const consentFr: Catalogue['consent'] = {
  label: 'Consentement aux cookies',
  title: 'Les cookies sur Spindle',
  text: 'Nous aimerions mesurer les visites, utiliser nos balises marketing et vous proposer le chat d’assistance. Rien de tout cela ne fonctionne sans votre accord.',
  acceptAll: 'Tout accepter',
  refuseAll: 'Tout refuser',
  choose: 'Choisir',
  save: 'Enregistrer mes choix',
  preferencesText:
    'Spindle dépose toujours les cookies nécessaires à son fonctionnement : votre langue, votre devise, votre panier et votre session. Choisissez ce qui peut fonctionner en plus.',
  purposes: {
    necessary: {
      name: 'Nécessaires',
      description: 'Langue, devise, panier et session. Toujours actifs.',
    },
    analytics: {
      name: 'Mesure des visites',
      description: 'Notre propre mesure des visites et des achats, et notre service d’analyse.',
    },
    marketing: {
      name: 'Publicité et marketing',
      description: 'Le gestionnaire de balises, qui reçoit les pages vues et les disques mis au panier et achetés.',
    },
    chat: {
      name: 'Chat d’assistance',
      description: 'Le chat avec notre équipe, fourni par notre prestataire de chat, aux heures d’ouverture.',
    },
  },
  current: {
    all: 'Vous avez tout accepté.',
    none: 'Vous avez refusé tout ce qui est facultatif.',
    some: 'Vous avez accepté certaines finalités.',
    unset: 'Vous n’avez pas encore choisi.',
  },
};
