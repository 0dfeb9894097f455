import type { Catalogue } from '../../../locales/en.ts';

export const boxOfferEs: Catalogue['boxOffer'] = {
  title: 'La caja de vinilos',
  intro:
    'Cada mes, uno o dos discos de nuestra selección, elegidos por ti o por nosotros según tus géneros favoritos, en la puerta de tu casa.',
  months: 'Últimos meses',
  type: 'Discos al mes',
  one: 'Un disco',
  two: 'Dos discos',
  periodicity: 'Forma de pago',
  perMonth: '{{price}} al mes',
  total: 'En total {{price}}',
  saving: 'Ahorras {{price}}',
  add: 'Añadir la caja al carrito',
  unavailable: 'No disponible en tu país',
  included: 'Envío e IVA incluidos.',
  period: {
    monthly: 'Mensual, cancela cuando quieras',
    '1_month': 'Prepago, 1 mes',
    '3_months': 'Prepago, 3 meses',
    '6_months': 'Prepago, 6 meses',
    '12_months': 'Prepago, 12 meses',
  },
};
