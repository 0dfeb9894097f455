import type { Catalogue } from '../../../locales/en.ts';

export const boxOfferFr: Catalogue['boxOffer'] = {
  title: 'La box de vinyles',
  intro:
    'Chaque mois, un ou deux disques de notre sélection, choisis par vous ou par nous selon vos genres préférés, livrés chez vous.',
  months: 'Les derniers mois',
  type: 'Disques par mois',
  one: 'Un disque',
  two: 'Deux disques',
  periodicity: 'Formule de paiement',
  perMonth: '{{price}} par mois',
  total: 'Au total {{price}}',
  saving: 'Vous économisez {{price}}',
  add: 'Ajouter la box au panier',
  unavailable: 'Indisponible dans votre pays',
  included: 'Livraison et TVA comprises.',
  period: {
    monthly: 'Mensuel, sans engagement',
    '1_month': 'Prépayé, 1 mois',
    '3_months': 'Prépayé, 3 mois',
    '6_months': 'Prépayé, 6 mois',
    '12_months': 'Prépayé, 12 mois',
  },
};
