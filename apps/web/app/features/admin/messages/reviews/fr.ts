import type { Catalogue } from '../../../../locales/en.ts';
import type { adminModerationEn } from './en.ts';

export const adminModerationFr: Pick<Catalogue['admin'], keyof typeof adminModerationEn> = {
  moderation: {
    nav: 'Avis',
    title: 'Avis des clients',
    waiting: 'Avis de clients à vérifier',
    counts: '{{pending}} en attente, {{published}} publiés, {{hidden}} masqués',
    status: 'Statut',
    statuses: { any: 'Tous', pending: 'En attente', published: 'Publié', hidden: 'Masqué' },
    rating: 'Note',
    anyRating: 'Toutes',
    project: 'Numéro du projet',
    written: 'Écrit le',
    review: 'Avis',
    author: 'Par',
    order: 'Commande',
    actions: 'Modération',
    stars: '{{rating}} sur 5',
    publish: 'Publier',
    hide: 'Masquer',
    answer: 'Répondre',
    answerLabel: 'Réponse à l’avis {{id}}, affichée sous l’avis',
    saveAnswer: 'Enregistrer la réponse',
    answered: 'Répondu le {{date}}',
    done: {
      publish: 'Avis {{id}} publié.',
      hide: 'Avis {{id}} masqué.',
      answer: 'Réponse à l’avis {{id}} enregistrée.',
    },
    failed: 'L’avis n’a pas pu être modifié : {{code}}.',
  },
};
