// The shop's sort order: a select of the filter form (through its form attribute, as it sits above the
// results), so it is sent with the filters, and with JavaScript applied as soon as it changes.
import { PROJECT_SORTS } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { FILTER_FORM_ID } from './filter-panel.tsx';
import type { ShopFormState } from './use-shop-form.ts';

export function SortSelect({ form }: { form: ShopFormState }) {
  const { t } = useT();
  return (
    <label className="ml-auto flex items-center gap-2 text-sm">
      <span className="sr-only text-ink-muted sm:not-sr-only">{t('shop.filters.sort')}</span>
      <select
        name="sort"
        form={FILTER_FORM_ID}
        value={form.draft.sort}
        onChange={(event) => form.apply(event.currentTarget.form)}
        className="h-10 rounded-md border border-line bg-surface px-2 text-sm text-ink"
      >
        {PROJECT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`shop.sort.${sort}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
