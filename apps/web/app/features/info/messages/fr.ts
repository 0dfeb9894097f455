import type { Catalogue } from '../../../locales/en.ts';

export const infoFr: Catalogue['info'] = {
  toc: 'Sur cette page',
  services: {
    eyebrow: 'Nos services',
    others: 'Nos autres services',
  },
  blog: {
    articles: 'Derniers articles',
    allArticles: 'Tous les articles',
    moreArticles: 'D’autres articles',
  },
  form: {
    optional: 'facultatif',
    errors: {
      input_required: 'Veuillez remplir ce champ.',
      email_invalid: 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.',
      latin_invalid: "Utilisez uniquement des lettres latines, des chiffres, des espaces et # , ' ’ . - /",
      input_too_long: 'Ce texte est trop long.',
      input_invalid_choice: 'Choisissez l’une des options de la liste.',
    },
    tooManyRequests:
      'Vous avez envoyé ce formulaire plusieurs fois en peu de temps. Merci de réessayer dans quelques minutes.',
    failed: 'L’envoi n’a pas pu se faire pour le moment. Merci de réessayer dans un instant.',
  },
  contact: {
    heading: 'Envoyez-nous un message',
    name: 'Votre nom',
    email: 'Votre adresse e-mail',
    subject: 'À quel sujet ?',
    chooseSubject: 'Choisissez un sujet',
    subjects: {
      order: 'Ma commande',
      artist: 'Un projet de pressage ou d’artiste',
      press: 'Presse et médias',
      other: 'Autre chose',
    },
    orderNumber: 'Numéro de commande',
    orderNumberHint: 'Il figure dans votre e-mail de confirmation, par exemple 10452.',
    message: 'Votre message',
    honeypot: 'Laissez ce champ vide',
    submit: 'Envoyer le message',
    sending: 'Envoi en cours…',
    sentTitle: 'Message envoyé',
    sentText:
      'Merci de nous avoir écrit. Une copie de votre message arrive dans votre boîte de réception, et nous vous répondrons du lundi au vendredi, de 10 h à 17 h, heure de Paris.',
    writeAnother: 'Écrire un autre message',
  },
  newsletter: {
    heading: 'Inscription à la newsletter',
    email: 'Votre adresse e-mail',
    language: 'Langue de la newsletter',
    submit: 'S’inscrire',
    subscribing: 'Inscription en cours…',
    subscribedTitle: 'Vous êtes inscrit',
    subscribedText:
      'La prochaine newsletter vous arrivera jeudi matin. Chaque numéro se termine par un lien de désinscription en un clic.',
  },
};
