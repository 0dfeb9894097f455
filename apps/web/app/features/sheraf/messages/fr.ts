import type { Catalogue } from '../../../locales/en.ts';

export const sherafFr: Catalogue['sheraf'] = {
  kicker: 'Boutique partenaire',
  title: '{{name}} sur Spindle',
  description:
    'La sélection de {{name}}, choisie par le label et vendue sur Spindle : des disques pressés en petites séries, expédiés par la boutique.',
  intro:
    'Les disques choisis par le label lui-même, réunis au même endroit. Tout ici se vend par Spindle : un seul panier, un seul paiement et la livraison de la boutique avec le reste de votre commande.',
  selection: 'La sélection du label',
  empty: 'Le label n’a aucun disque en vente pour le moment.',
  fullShop: 'Toute la boutique {{name}}',
  back: 'Retour sur Spindle',
  withSpindle: 'avec Spindle',
};
