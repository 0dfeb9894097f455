export const boxOfferEn = {
  title: 'The vinyl box',
  intro:
    'Every month, one or two records chosen from our selection, picked by you or by us from your favourite genres, delivered to your door.',
  months: 'Recent months',
  type: 'Records a month',
  one: 'One record',
  two: 'Two records',
  periodicity: 'How to pay',
  perMonth: '{{price}} a month',
  total: 'Total {{price}}',
  saving: 'You save {{price}}',
  add: 'Add the box to the cart',
  unavailable: 'Not available in your country',
  included: 'Shipping and VAT included.',
  period: {
    monthly: 'Monthly, stop any time',
    '1_month': 'Prepaid, 1 month',
    '3_months': 'Prepaid, 3 months',
    '6_months': 'Prepaid, 6 months',
    '12_months': 'Prepaid, 12 months',
  },
} as const;
