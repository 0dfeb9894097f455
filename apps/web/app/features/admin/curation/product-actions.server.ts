// The /admin/product page's writes (docs/admin.md "Curation"): a product created or changed through its
// declared endpoint. The price is typed in euros (`fromMajorUnits`), a garment's sizes as numbered
// lines (size_0, stock_0, ...) so the form works without JavaScript; an empty line is left out.
import { adminCurationEndpoints, type ProductBody } from '@spindle/contracts';
import { fromMajorUnits } from '@spindle/domain';
import { data } from 'react-router';
import type { ApiClient } from '../../../lib/api.server.ts';
import { textOf } from '../../../lib/form-body.server.ts';

/** At most this many size lines are read (a product's sizes and the form's empty lines). */
const MAX_SIZE_LINES = 20;

export const PRODUCT_ERRORS = [
  'sizes_required',
  'sizes_not_allowed',
  'size_repeated',
  'input_invalid',
  'not_found',
] as const;
export type ProductError = (typeof PRODUCT_ERRORS)[number] | 'other';

export type ProductActionData =
  | { ok: true; intent: 'create' | 'update'; id: number }
  | { ok: false; error: ProductError; fields: Record<string, string> };

/** A whole number typed in a field; NaN for anything else (the API refuses it). */
const wholeOf = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

function productBodyOf(form: FormData): ProductBody | null {
  const price = fromMajorUnits(textOf(form, 'price'), 'EUR');
  if (!price.ok) return null;
  const sizes: ProductBody['sizes'] = [];
  for (let index = 0; index < MAX_SIZE_LINES; index += 1) {
    const size = textOf(form, `size_${index}`).trim();
    if (size) sizes.push({ size, stock: wholeOf(textOf(form, `stock_${index}`) || '0') });
  }
  const stock = textOf(form, 'stock').trim();
  return {
    name: textOf(form, 'name'),
    artist_name: textOf(form, 'artist_name'),
    category: textOf(form, 'category') as ProductBody['category'],
    step: textOf(form, 'step') as ProductBody['step'],
    format: textOf(form, 'format') || null,
    price_eur_minor: price.money.amountMinor,
    weight_grams: wholeOf(textOf(form, 'weight_grams') || '0'),
    description_en: textOf(form, 'description_en'),
    description_fr: textOf(form, 'description_fr'),
    stock: stock === '' ? null : wholeOf(stock),
    sizes,
  };
}

export async function saveProduct(api: ApiClient, form: FormData) {
  const body = productBodyOf(form);
  const invalid = { ok: false, error: 'input_invalid', fields: { price: 'input_must_number' } } as const;
  if (!body) return data<ProductActionData>(invalid, 400);
  const id = Number(textOf(form, 'id'));
  const result =
    textOf(form, 'intent') === 'update'
      ? await api.call(adminCurationEndpoints.updateProduct, {
          params: { id: Number.isInteger(id) && id > 0 ? id : 0 },
          body,
        })
      : await api.call(adminCurationEndpoints.createProduct, { body });
  if (result.ok) {
    const intent = textOf(form, 'intent') === 'update' ? 'update' : 'create';
    return { ok: true, intent, id: result.value.id } as const;
  }
  const known = result.fields.sizes ?? result.code;
  const error = (PRODUCT_ERRORS as readonly string[]).includes(known) ? (known as ProductError) : 'other';
  return data<ProductActionData>(
    { ok: false, error, fields: result.fields },
    result.status < 500 ? result.status : 400,
  );
}
