// Strings of /refund and /admin/returns (docs/returns.md).
import type { Catalogue } from '../../../locales/en.ts';

export const returnsFr: Catalogue['returns'] = {
  title: 'Retourner un article',
  intro:
    'Vous avez changé d’avis ? Vous avez 14 jours après la livraison. Un article abîmé, défectueux, erroné ou manquant peut être signalé pendant deux ans. Dites-nous quoi et pourquoi : nous répondons sous deux jours ouvrés avec l’adresse de retour.',
  policy: 'Lire la politique de retour et de remboursement',
  none: 'Aucun colis livré ne peut encore faire l’objet d’un retour.',
  parcel: 'Commande {{order}} · colis {{parcel}}',
  delivered: 'Livré le {{date}}',
  sent: 'Expédié le {{date}}',
  withdrawalEnds: 'Vous pouvez changer d’avis jusqu’au {{date}}.',
  withdrawalOver:
    'Les 14 jours pour changer d’avis sont passés : un défaut, un dommage, une erreur ou un manque peuvent encore être signalés.',
  quantity: 'Exemplaires de {{name}} à retourner (au plus {{count}})',
  reason: 'Pourquoi',
  comment: 'Précisez (facultatif)',
  commentHint:
    'Pour un dommage ou un défaut, dites où il se trouve (face, piste, minute). Gardez des photos : nous pourrions vous les demander.',
  submit: 'Demander ce retour',
  sentNotice:
    'Votre demande {{id}} est envoyée. Vous en avez reçu une copie par e-mail ; nous répondons sous deux jours ouvrés.',
  requests: 'Vos demandes de retour',
  requestOf: 'Demande {{id}} · commande {{order}}',
  note: 'Notre réponse',
  askedOn: 'Demandé le {{date}}',
  reasons: {
    changed_mind: 'J’ai changé d’avis',
    damaged: 'Il est arrivé abîmé',
    faulty: 'Il est défectueux (saut, bruit, voile)',
    wrong_item: 'J’ai reçu le mauvais article',
    missing_item: 'Il manque quelque chose',
  },
  statuses: {
    requested: 'En cours de lecture',
    approved: 'Accepté : renvoyez-le',
    refused: 'Refusé',
    refunded: 'Remboursé',
  },
  errors: {
    return_not_shipped: 'Ce colis n’est pas encore parti.',
    return_window_closed:
      'Les 14 jours pour changer d’avis sont passés pour ce colis. Un défaut ou un dommage peut encore être signalé.',
    return_quantity_invalid: 'Choisissez au moins un exemplaire, et pas plus qu’il n’en reste à retourner.',
    request_failed: 'Une erreur est survenue. Réessayez.',
  },
  admin: {
    nav: 'Retours',
    title: 'Demandes de retour',
    filter: 'Statut',
    any: 'Tous',
    empty: 'Aucune demande de retour ici.',
    customer: 'Client',
    items: 'Articles',
    reason: 'Motif',
    comment: 'Commentaire',
    order: 'Ouvrir la commande',
    approve: 'Accepter',
    refuse: 'Refuser',
    refunded: 'Marquer remboursé',
    note: 'Message au client',
    noteHint: 'Pour accepter : l’adresse où renvoyer les articles. Pour refuser : pourquoi.',
    done: 'Enregistré : le client a reçu un e-mail.',
    refundFirst: 'Remboursez d’abord depuis la page de la commande, puis marquez le retour remboursé.',
  },
};
