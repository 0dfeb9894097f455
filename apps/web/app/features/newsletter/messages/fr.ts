// /newsletter/unsubscribe en français.
import type { newsletterPageEn } from './en.ts';

export const newsletterPageFr: typeof newsletterPageEn = {
  unsubscribe: {
    title: 'Se désinscrire de la newsletter',
    intro:
      'Appuyez sur le bouton pour ne plus recevoir la newsletter de Spindle à cette adresse. Votre compte, vos commandes et vos autres e-mails ne changent pas.',
    button: 'Se désinscrire',
    doneTitle: 'Vous êtes désinscrit·e',
    doneText:
      'Cette adresse ne recevra plus la newsletter. Vous avez changé d’avis ? Vous pouvez vous réinscrire à tout moment.',
    subscribeAgain: 'Se réinscrire',
    invalid: 'Ce lien n’est pas valide. Si vous l’avez copié depuis l’e-mail, vérifiez qu’il est complet.',
    home: 'Retour à la boutique',
  },
};
