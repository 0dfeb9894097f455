// The fields of each action the artist fills in (the contracts' production-data schemas): one list a
// generic form renders and reads back, so a page works without JavaScript and the API checks the rest.
import type { ProductionStepKey } from '@spindle/domain';

/** How a field is entered. */
export type FieldKind = 'text' | 'textarea' | 'date' | 'number' | 'select' | 'checkbox';

/** One field of an action's form. */
export interface ActionField {
  name: string;
  kind: FieldKind;
  required?: boolean;
  /** For a select: its values (labels under production.form.options.{name}). */
  options?: readonly string[];
  /** For a number: its bounds. */
  min?: number;
  max?: number;
}

const text = (name: string, required = false): ActionField => ({ name, kind: 'text', required });
const address: ActionField[] = [
  text('name', true),
  text('company'),
  text('address', true),
  text('zip_code', true),
  text('city', true),
  text('country_id', true),
  text('phone'),
];

/** The form of each action with data (the barcode and the tracklisting have forms of their own). */
export const ACTION_FIELDS: Partial<Record<ProductionStepKey, readonly ActionField[]>> = {
  'pre-production.information': [
    text('title', true),
    text('artist_name', true),
    text('label_name'),
    text('catalogue_number'),
    { name: 'release_date', kind: 'date' },
    { name: 'credits', kind: 'textarea' },
  ],
  'pre-production.tracks': [
    { name: 'confirmed', kind: 'checkbox', required: true },
    { name: 'note', kind: 'textarea' },
  ],
  'pre-production.mechanical_rights': [
    {
      name: 'holder',
      kind: 'select',
      required: true,
      options: ['collecting_society', 'own_compositions', 'public_domain'],
    },
    text('society'),
    { name: 'declaration', kind: 'textarea', required: true },
  ],
  'pre-production.shipping': [
    { name: 'destination', kind: 'select', required: true, options: ['logistician', 'artist', 'both'] },
    { name: 'copies_to_artist', kind: 'number', min: 0, max: 100_000 },
  ],
  'pre-production.order_form': [
    { name: 'quantity', kind: 'number', required: true, min: 1, max: 100_000 },
    { name: 'accepted', kind: 'checkbox', required: true },
  ],
  'pre-production.payment': [
    { name: 'method', kind: 'select', required: true, options: ['from_sales', 'bank_transfer', 'card'] },
    text('reference'),
  ],
  'pre-production.delivery': address,
  'pre-production.billing': [...address, text('vat_number')],
  'post-production.feedback': [
    { name: 'rating', kind: 'select', required: true, options: ['5', '4', '3', '2', '1'] },
    { name: 'comment', kind: 'textarea' },
  ],
};

/** Actions the artist sends a file to (the print-ready artwork, the rights' authorisation). */
export const FILE_STEPS: readonly ProductionStepKey[] = ['pre-production.artwork', 'pre-production.mechanical_rights'];

/** The data of an action's form as the API reads it: checked boxes are true, numbers stay text (coerced there). */
export function dataOfForm(fields: readonly ActionField[], form: FormData): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of fields) {
    const value = form.get(field.name);
    if (field.kind === 'checkbox') {
      if (value === 'on') data[field.name] = true;
      continue;
    }
    if (typeof value === 'string' && value.trim() !== '') data[field.name] = value.trim();
  }
  return data;
}
