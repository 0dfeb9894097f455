// Strings of the partner shop section /sheraf (features/sheraf).
export const sherafEn = {
  kicker: 'Partner shop',
  title: '{{name}} on Spindle',
  description:
    'The selection of {{name}}, picked by the label and sold on Spindle: records pressed in small runs, shipped by the store.',
  intro:
    'The label’s own pick of its records, in one place. Everything here is sold through Spindle: one cart, one checkout and the store’s delivery with the rest of your order.',
  selection: 'The label’s selection',
  empty: 'The label has no record on sale right now.',
  fullShop: 'Everything in the {{name}} shop',
  back: 'Back to Spindle',
  withSpindle: 'with Spindle',
} as const;
