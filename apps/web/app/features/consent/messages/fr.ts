import type { Catalogue } from '../../../locales/en.ts';

export const consentFr: Catalogue['consent'] = {
  label: 'Consentement aux cookies',
  title: 'Les cookies sur Spindle',
  text: 'Nous aimerions mesurer les visites et ce qui est écouté, mis au panier et acheté, pour améliorer la boutique. Rien n’est mesuré sans votre accord.',
  accept: 'Accepter',
  refuse: 'Refuser',
  preferencesText:
    'Spindle dépose toujours les cookies nécessaires à son fonctionnement : votre langue, votre devise, votre panier et votre session. Avec votre accord, il mesure aussi les visites et les achats pour améliorer la boutique.',
  current: {
    granted: 'Vous avez accepté la mesure des visites.',
    denied: 'Vous avez refusé la mesure des visites.',
    unset: 'Vous n’avez pas encore choisi.',
  },
};
