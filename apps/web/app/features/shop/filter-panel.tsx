// The shop's filters (spec section 2): a GET form of real controls, so it works without JavaScript;
// with it, each change navigates at once (use-shop-form.ts). A sidebar from 1000 px; on phones a
// slide-over panel opened by the 'Filters' button, a native popover (no script needed either).
import type { ProjectFacets, ProjectFormat } from '@spindle/contracts';
import { PROJECT_FORMATS, STOCK_FILTERS, genreById, type CurrencyCode } from '@spindle/domain';
import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../lib/use-t.ts';
import { CloseIcon } from '../../components/icons.tsx';
import { dataKey } from '../../lib/i18n.ts';
import { GENRE_ORDER } from './shop-filters.ts';
import type { ShopFormState } from './use-shop-form.ts';
import { useHydrated } from './use-hydrated.ts';

export const FILTER_FORM_ID = 'shop-filters';
export const FILTER_PANEL_ID = 'shop-filters-panel';

const legendClass = 'mb-2 text-sm font-semibold';
const optionClass =
  'flex min-h-9 cursor-pointer items-center gap-2.5 rounded-md px-1.5 text-sm hover:bg-surface-raised';
const inputClass = 'size-4 shrink-0 accent-accent';

function Count({ value }: { value: number | undefined }) {
  if (value === undefined) return null;
  return <span className="ml-auto text-xs text-ink-muted tabular-nums">{value}</span>;
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-line py-4 first:border-t-0 first:pt-0">
      <legend className={`${legendClass} float-left w-full`}>{legend}</legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}

/**
 * The options worth offering: a ticked one always (so it can be unticked); otherwise not one that would
 * find nothing, nor, while none of the group is ticked, one that every result already has.
 */
function visible<T>(
  options: readonly T[],
  isChosen: (option: T) => boolean,
  countOf: (option: T) => number | undefined,
  total: number,
) {
  const noneChosen = !options.some(isChosen);
  return options.filter((option) => {
    if (isChosen(option)) return true;
    const count = countOf(option);
    return count !== 0 && !(noneChosen && count === total);
  });
}

export function FilterPanel({
  action,
  form,
  currency,
  facets,
  showFormats,
  total,
}: {
  /** The page's localised path. */
  action: string;
  form: ShopFormState;
  currency: CurrencyCode;
  facets: ProjectFacets | undefined;
  /** Off on a listed page (/vinyl): its path is the format. */
  showFormats: boolean;
  total: number;
}) {
  const { t } = useT();
  const hydrated = useHydrated();
  const { draft } = form;
  const genreCounts = facets && new Map(facets.genres.map((facet) => [facet.genreId, facet.count]));
  const formatCounts = facets && new Map(facets.formats.map((facet) => [facet.format, facet.count]));
  const genreCount = (id: number) => (genreCounts ? (genreCounts.get(id) ?? 0) : undefined);
  const formatCount = (format: ProjectFormat) => (formatCounts ? (formatCounts.get(format) ?? 0) : undefined);
  const apply = (event: { currentTarget: { form: HTMLFormElement | null } }) => form.apply(event.currentTarget.form);
  const formElement = useRef<HTMLFormElement>(null);
  // Only once, when the page hydrates: a box ticked while the scripts loaded is applied, not lost.
  const hydrationChecked = useRef(false);
  const { applyChangesBeforeHydration } = form;
  useEffect(() => {
    if (hydrationChecked.current) return;
    hydrationChecked.current = true;
    applyChangesBeforeHydration(formElement.current);
  }, [applyChangesBeforeHydration]);
  const panel = () => document.getElementById(FILTER_PANEL_ID);
  const formats = showFormats
    ? visible(PROJECT_FORMATS, (format) => draft.formats.includes(format), formatCount, total)
    : [];
  const genreIds = visible(GENRE_ORDER, (id) => draft.genreIds.includes(id), genreCount, total);

  return (
    <div
      id={FILTER_PANEL_ID}
      popover="auto"
      className="inset-y-0 right-auto left-0 m-0 h-dvh max-h-none w-[min(22rem,88vw)] overflow-y-auto border-0 border-r border-line bg-surface p-0 text-ink shadow-xl backdrop:bg-black/40 lg:static lg:block lg:h-auto lg:w-auto lg:overflow-visible lg:border-0 lg:bg-transparent lg:shadow-none"
    >
      <form
        ref={formElement}
        id={FILTER_FORM_ID}
        method="get"
        action={action}
        role="search"
        aria-labelledby="shop-filters-title"
        onSubmit={(event) => {
          event.preventDefault();
          form.apply(event.currentTarget);
          if (event.nativeEvent.submitter?.id === 'shop-filters-show') panel()?.hidePopover();
        }}
        className="flex min-h-full flex-col"
      >
        <div className="sticky top-0 z-10 flex items-center justify-between border-b border-line bg-surface px-4 py-3 lg:hidden">
          <h2 id="shop-filters-title" className="text-lg font-semibold">
            {t('shop.filters.title')}
          </h2>
          <button
            id="shop-filters-close"
            type="button"
            // The popover's own focusing steps move focus here when it opens, before hydration too.
            autoFocus
            popoverTarget={FILTER_PANEL_ID}
            popoverTargetAction="hide"
            aria-label={t('shop.filters.close')}
            className="grid size-10 place-items-center rounded-full hover:bg-surface-raised"
          >
            <CloseIcon />
          </button>
        </div>
        <div className="flex-1 px-4 py-4 lg:p-0">
          {draft.search && <input type="hidden" name="search" value={draft.search} />}
          {formats.length > 0 && (
            <Fieldset legend={t('shop.filters.format')}>
              <ul>
                {formats.map((format) => (
                  <li key={format}>
                    <label className={optionClass}>
                      <input
                        type="checkbox"
                        name="format"
                        value={format}
                        checked={draft.formats.includes(format)}
                        onChange={apply}
                        className={inputClass}
                      />
                      {t(`shop.format.${format}`)}
                      <Count value={formatCount(format)} />
                    </label>
                  </li>
                ))}
              </ul>
            </Fieldset>
          )}
          <Fieldset legend={t('shop.filters.priceIn', { currency })}>
            <div className="flex items-end gap-2">
              {(['min', 'max'] as const).map((bound) => (
                <label key={bound} className="min-w-0 flex-1 text-xs text-ink-muted">
                  {t(bound === 'min' ? 'shop.filters.priceMin' : 'shop.filters.priceMax')}
                  <input
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    name={bound === 'min' ? 'price_min' : 'price_max'}
                    value={bound === 'min' ? form.priceMin : form.priceMax}
                    onChange={(event) =>
                      bound === 'min'
                        ? form.setPriceMin(event.currentTarget.value)
                        : form.setPriceMax(event.currentTarget.value)
                    }
                    onBlur={apply}
                    className="mt-1 block h-10 w-full rounded-md border border-line bg-surface px-2.5 text-base text-ink"
                  />
                </label>
              ))}
              <button
                type="submit"
                aria-label={t('shop.filters.priceApply')}
                className="grid size-10 shrink-0 place-items-center rounded-md border border-line hover:bg-surface-raised"
              >
                <span aria-hidden="true">→</span>
              </button>
            </div>
          </Fieldset>
          <Fieldset legend={t('shop.filters.stock')}>
            {(['', ...STOCK_FILTERS] as const).map((value) => (
              <label key={value || 'any'} className={optionClass}>
                <input
                  type="radio"
                  name="stock"
                  value={value}
                  checked={(draft.stock ?? '') === value}
                  onChange={apply}
                  className={inputClass}
                />
                {value === '' ? t('shop.filters.stockAny') : t(`shop.filters.${value}`)}
              </label>
            ))}
          </Fieldset>
          {genreIds.length > 0 && (
            <Fieldset legend={t('shop.filters.genre')}>
              <ul>
                {genreIds.map((id) => {
                  const genre = genreById(id);
                  if (!genre) return null;
                  return (
                    <li key={id}>
                      <label className={optionClass}>
                        <input
                          type="checkbox"
                          name="genre"
                          value={id}
                          checked={draft.genreIds.includes(id)}
                          onChange={apply}
                          className={inputClass}
                        />
                        {t(dataKey(genre.i18nKey))}
                        <Count value={genreCount(id)} />
                      </label>
                    </li>
                  );
                })}
              </ul>
            </Fieldset>
          )}
        </div>
        <div
          className={`sticky bottom-0 border-t border-line bg-surface px-4 py-3 lg:static lg:border-0 lg:bg-transparent lg:px-0 ${hydrated ? 'lg:hidden' : ''}`}
        >
          <button
            id="shop-filters-show"
            type="submit"
            className="h-11 w-full rounded-full bg-accent px-5 font-semibold text-accent-ink hover:opacity-90"
          >
            {hydrated ? t('shop.filters.show', { count: total }) : t('shop.filters.apply')}
          </button>
        </div>
      </form>
    </div>
  );
}

/** The phone's 'Filters' button: opens the panel (a popover, so without JavaScript too). */
export function FilterPanelButton({ activeCount }: { activeCount: number }) {
  const { t } = useT();
  return (
    <button
      type="button"
      popoverTarget={FILTER_PANEL_ID}
      className="inline-flex h-10 items-center gap-2 rounded-full border border-line px-4 text-sm font-semibold hover:bg-surface-raised lg:hidden"
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path d="M4 6h16M7 12h10M10 18h4" strokeLinecap="round" />
      </svg>
      {activeCount > 0 ? t('shop.filters.openCount', { count: activeCount }) : t('shop.filters.open')}
    </button>
  );
}
