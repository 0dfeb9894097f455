// Calls to action of the information pages: content gives English paths, shown in the reader's locale.
import { localisePath, type AppLocale } from '@spindle/domain';
import { Link } from 'react-router';
import type { InfoLink } from './content/types.ts';

export function ArrowIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" className={className}>
      <path d="M4 10h11m-4-5 5 5-5 5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const STYLE = {
  primary:
    'inline-flex items-center gap-2 rounded-full bg-accent px-6 py-3 font-semibold text-accent-ink shadow-sm hover:opacity-90',
  secondary: 'inline-flex items-center gap-1.5 font-semibold text-accent underline-offset-4 hover:underline',
} as const;

/** An English link in the reader's locale; a `redirect` to a page of this site is localised too (/sign?redirect=...). */
export function localiseHref(href: string, locale: AppLocale): string {
  const [path = '/', query] = href.split('?', 2);
  if (query === undefined) return localisePath(href, locale);
  const params = new URLSearchParams(query);
  const redirect = params.get('redirect');
  if (redirect?.startsWith('/') && !redirect.startsWith('//')) params.set('redirect', localisePath(redirect, locale));
  return `${localisePath(path, locale)}?${params.toString()}`;
}

/** A localised link styled as the page's main button or as a section's follow-up link. */
export function InfoCta({
  link,
  locale,
  variant,
  className = '',
}: {
  link: InfoLink;
  locale: AppLocale;
  variant: keyof typeof STYLE;
  className?: string;
}) {
  return (
    <Link to={localiseHref(link.href, locale)} className={`${STYLE[variant]} ${className}`}>
      {link.label}
      <ArrowIcon className="size-4 shrink-0" />
    </Link>
  );
}
