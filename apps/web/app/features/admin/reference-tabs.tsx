// The reference-data pages' own navigation (docs/admin.md "Reference data"): VAT rates, exchange rates,
// shipping rates and the quote's cost table; the current page carries aria-current.
import { localisePath, type AppLocale } from '@spindle/domain';
import { Link } from 'react-router';
import { useT } from '../../lib/use-t.ts';

export const REFERENCE_PAGES = {
  vat: '/admin/vat-rates',
  exchange: '/admin/exchange-rates',
  shipping: '/admin/shipping-rates',
  quote: '/admin/quote',
} as const;
export type ReferencePage = keyof typeof REFERENCE_PAGES;

export function ReferenceTabs({ active, locale }: { active: ReferencePage; locale: AppLocale }) {
  const { t } = useT();
  return (
    <nav aria-label={t('admin.reference.tabs.label')} className="mb-4">
      <ul className="flex flex-wrap gap-2 border-b border-line pb-2">
        {(Object.keys(REFERENCE_PAGES) as ReferencePage[]).map((page) => (
          <li key={page}>
            <Link
              to={localisePath(REFERENCE_PAGES[page], locale)}
              aria-current={page === active ? 'page' : undefined}
              className="block rounded-md px-3 py-2 text-sm hover:bg-surface-raised aria-[current=page]:bg-surface-raised aria-[current=page]:font-semibold"
            >
              {t(`admin.reference.tabs.${page}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The reference pages' action errors the messages name; anything else is 'other'. */
export const REFERENCE_ERRORS = ['input_invalid', 'effective_date_past', 'vat_rate_exists', 'not_found'] as const;
export type ReferenceError = (typeof REFERENCE_ERRORS)[number] | 'other';

export function referenceErrorOf(code: string): ReferenceError {
  return (REFERENCE_ERRORS as readonly string[]).includes(code) ? (code as ReferenceError) : 'other';
}
