import type { Catalogue } from '../../../locales/en.ts';

export const supportFr: Catalogue['support'] = {
  chat: 'Discuter avec nous',
  contact: 'Nous écrire',
  hide: 'Masquer le bouton d’aide',
  form: {
    title: 'Écrire à l’équipe',
    intro: 'Nous répondons en semaine, de 10 h à 17 h, heure de Paris.',
    message: 'Votre message',
    send: 'Envoyer le message',
    close: 'Fermer',
    failed: 'Le message n’a pas pu partir. Merci de réessayer.',
    sentTitle: 'Votre message est envoyé.',
    sentInbox: 'La réponse de l’équipe arrivera dans vos messages.',
    openInbox: 'Ouvrir la conversation',
    sentEmail: 'L’équipe vous répondra à l’adresse e-mail indiquée.',
  },
};
