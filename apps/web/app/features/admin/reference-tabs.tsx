// The reference-data pages' own navigation (docs/admin.md "Reference data"): VAT rates, exchange rates,
// shipping rates and the quote's cost table; the current page carries aria-current. And the frame every
// one of them shares (ReferenceFrame).
import { localisePath, type AppLocale } from '@spindle/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHead } from '../../layout/page-head.tsx';
import { useT } from '../../lib/use-t.ts';
import { AdminLayout } from './admin-layout.tsx';

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
export const REFERENCE_ERRORS = [
  'input_invalid',
  'effective_date_past',
  'vat_rate_exists',
  'not_found',
  'dated_row_exists',
  'dated_row_started',
] as const;
export type ReferenceError = (typeof REFERENCE_ERRORS)[number] | 'other';

export function referenceErrorOf(code: string): ReferenceError {
  return (REFERENCE_ERRORS as readonly string[]).includes(code) ? (code as ReferenceError) : 'other';
}

/**
 * The frame of a reference page: its head, the staff layout, the reference title and tabs, the page's
 * own title and introduction, and what the last action said (saved, or its refusal).
 */
export function ReferenceFrame({
  page,
  locale,
  saved,
  error,
  children,
}: {
  page: ReferencePage;
  locale: AppLocale;
  saved: boolean;
  error?: ReferenceError | null | undefined;
  children: ReactNode;
}) {
  const { t } = useT();
  return (
    <>
      <PageHead title={t(`admin.reference.${page}.title`)} noIndex />
      <AdminLayout active="reference">
        <h1 className="text-2xl font-semibold">{t('admin.reference.title')}</h1>
        <ReferenceTabs active={page} locale={locale} />
        <h2 className="text-xl font-semibold">{t(`admin.reference.${page}.title`)}</h2>
        <p className="mt-1 text-sm text-ink-muted">{t(`admin.reference.${page}.intro`)}</p>
        {saved && (
          <p role="status" className="mt-2 text-sm font-semibold">
            {t('admin.reference.saved')}
          </p>
        )}
        {error && (
          <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
            {t(`admin.reference.errors.${error}`)}
          </p>
        )}
        {children}
      </AdminLayout>
    </>
  );
}
