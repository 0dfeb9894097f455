// The product form of /admin/product (docs/admin.md "Curation"): name, artist, category, step, price in
// euros, weight, descriptions, and either one stock or, for a garment, a line per size with its stock
// (its own sizes, then a few empty lines). A plain form: it works without JavaScript.
import { PRODUCT_STEPS, type AdminProduct } from '@spindle/contracts';
import { PRODUCT_CATEGORIES, toMajorUnits, createMoney } from '@spindle/domain';
import { Form } from 'react-router';
import { useT } from '../../../lib/use-t.ts';
import { adminButtonClass, adminInputClass } from '../admin-layout.tsx';
import type { ProductActionData } from './product-actions.server.ts';

/** Empty size lines the form offers beyond a product's own sizes. */
const EXTRA_SIZE_LINES = 4;

const fieldClass = 'flex flex-col gap-1 text-sm';

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className={fieldClass}>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {children}
    </div>
  );
}

export function ProductForm({
  product,
  answer,
}: {
  product: AdminProduct | null;
  answer: ProductActionData | undefined;
}) {
  const { t } = useT();
  const f = (key: string) => t(`admin.curation.products.fields.${key}` as 'admin.curation.products.fields.name');
  const lines = [...(product?.sizes ?? []), ...Array.from({ length: EXTRA_SIZE_LINES }, () => null)];
  const error = answer && !answer.ok ? answer.error : null;
  return (
    <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="intent" value={product ? 'update' : 'create'} />
      {product ? <input type="hidden" name="id" value={product.id} /> : null}
      <Field id="product-name" label={f('name')}>
        <input id="product-name" name="name" required defaultValue={product?.name ?? ''} className={adminInputClass} />
      </Field>
      <Field id="product-artist" label={f('artistName')}>
        <input
          id="product-artist"
          name="artist_name"
          required
          defaultValue={product?.artist_name ?? ''}
          className={adminInputClass}
        />
      </Field>
      <Field id="product-category" label={t('admin.curation.products.category')}>
        <select
          id="product-category"
          name="category"
          defaultValue={product?.category ?? 'merch'}
          className={adminInputClass}
        >
          {PRODUCT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`admin.curation.products.categories.${category}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id="product-step" label={t('admin.curation.products.step')}>
        <select
          id="product-step"
          name="step"
          defaultValue={PRODUCT_STEPS.find((step) => step === product?.step) ?? 'in_progress'}
          className={adminInputClass}
        >
          {PRODUCT_STEPS.map((step) => (
            <option key={step} value={step}>
              {t(`admin.curation.products.steps.${step}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id="product-price" label={f('price')}>
        <input
          id="product-price"
          name="price"
          required
          inputMode="decimal"
          defaultValue={product ? toMajorUnits(createMoney(product.price_eur_minor, 'EUR')) : ''}
          className={adminInputClass}
        />
      </Field>
      <Field id="product-weight" label={f('weight')}>
        <input
          id="product-weight"
          name="weight_grams"
          type="number"
          min={0}
          defaultValue={product?.weight_grams ?? 0}
          className={adminInputClass}
        />
      </Field>
      <Field id="product-format" label={f('format')}>
        <input id="product-format" name="format" defaultValue={product?.format ?? ''} className={adminInputClass} />
      </Field>
      <Field id="product-stock" label={f('stock')}>
        <input
          id="product-stock"
          name="stock"
          type="number"
          min={0}
          defaultValue={product && product.sizes.length === 0 ? (product.stock ?? '') : ''}
          className={adminInputClass}
        />
      </Field>
      <Field id="product-description-en" label={f('descriptionEn')}>
        <textarea
          id="product-description-en"
          name="description_en"
          rows={3}
          defaultValue={product?.description_en ?? ''}
          className="rounded-lg border border-line bg-surface p-2 text-sm"
        />
      </Field>
      <Field id="product-description-fr" label={f('descriptionFr')}>
        <textarea
          id="product-description-fr"
          name="description_fr"
          rows={3}
          defaultValue={product?.description_fr ?? ''}
          className="rounded-lg border border-line bg-surface p-2 text-sm"
        />
      </Field>
      <fieldset className="sm:col-span-2" aria-describedby="product-sizes-hint">
        <legend className="text-sm font-semibold">{t('admin.curation.products.sizes')}</legend>
        <p id="product-sizes-hint" className="text-xs text-ink-muted">
          {f('sizesHint')}
        </p>
        {product?.sizes.some((line) => line.shared) ? (
          <p className="mt-1 text-xs">{t('admin.curation.products.sharedStock', { count: product.stock ?? 0 })}</p>
        ) : null}
        <div className="mt-2 grid gap-2 sm:grid-cols-4">
          {lines.map((line, index) => (
            <div key={line ? `${line.item_id}-${line.size}` : `new-${index}`} className="flex gap-2">
              <label htmlFor={`product-size-${index}`} className="sr-only">
                {t('admin.curation.products.fields.size', { n: index + 1 })}
              </label>
              <input
                id={`product-size-${index}`}
                name={`size_${index}`}
                defaultValue={line?.size ?? ''}
                className={`${adminInputClass} w-20`}
              />
              <label htmlFor={`product-size-stock-${index}`} className="sr-only">
                {t('admin.curation.products.fields.sizeStock', { n: index + 1 })}
              </label>
              <input
                id={`product-size-stock-${index}`}
                name={`stock_${index}`}
                type="number"
                min={0}
                // A shared stock is not any one size's: each size is given its own on saving.
                defaultValue={line && !line.shared ? line.stock : ''}
                className={`${adminInputClass} w-24`}
              />
            </div>
          ))}
        </div>
      </fieldset>
      <div className="sm:col-span-2">
        {error ? (
          <p role="alert" className="mb-2 text-sm text-red-700 dark:text-red-300">
            {t(`admin.curation.products.errors.${error}`)}
          </p>
        ) : null}
        <button type="submit" className={adminButtonClass}>
          {product ? t('admin.curation.products.save') : t('admin.curation.products.create')}
        </button>
      </div>
    </Form>
  );
}
