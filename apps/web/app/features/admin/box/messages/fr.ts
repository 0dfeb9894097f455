// Page de la sélection de la box côté équipe (/admin/box, features/admin/box).
import type { adminBoxEn } from './en.ts';

type Shape<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const adminBoxFr: Shape<typeof adminBoxEn> = {
  nav: 'Box de vinyles',
  title: 'Box de vinyles : la sélection du mois',
  intro:
    'Les disques parmi lesquels les abonnés choisissent pour un mois, avec les exemplaires réservés à la box (jamais vendus en boutique). Les choix ferment à minuit (Paris) le 1er.',
  month: 'Mois',
  show: 'Afficher',
  previous: 'Mois précédent',
  next: 'Mois suivant',
  tableCaption: 'Sélection de {{month}}',
  cover: 'Pochette',
  record: 'Disque',
  setAside: 'Réservés',
  taken: 'Pris',
  actions: 'Opérations',
  quantityOf: 'Exemplaires réservés pour « {{name}} »',
  save: 'Enregistrer',
  saveLabel: 'Enregistrer les exemplaires réservés pour « {{name}} »',
  remove: 'Retirer',
  removeLabel: 'Retirer « {{name}} » de {{month}}',
  empty: 'Aucun disque dans la sélection de ce mois pour l’instant.',
  addTitle: 'Ajouter un disque',
  search: 'Nom ou numéro du projet',
  searchSubmit: 'Chercher',
  none: 'Aucun projet trouvé.',
  already: 'Déjà dans la sélection',
  quantity: 'Exemplaires à réserver pour « {{name}} »',
  add: 'Ajouter',
  addLabel: 'Ajouter « {{name}} » à {{month}}',
  done: {
    add: '« {{name}} » est dans la sélection de {{month}}.',
    set: 'Les exemplaires réservés pour « {{name}} » sont enregistrés.',
    remove: '« {{name}} » est retiré de la sélection de {{month}}.',
  },
  errors: {
    box_selection_below_taken:
      'Des abonnés ont déjà choisi des exemplaires de ce disque : impossible de descendre en dessous.',
    not_found: 'Ce projet n’existe pas.',
    input_invalid: 'Indiquez un nombre d’exemplaires entre 1 et 100 000.',
    other: 'Cela n’a pas marché. Réessayez.',
  },
};
