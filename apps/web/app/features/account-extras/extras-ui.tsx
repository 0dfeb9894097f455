// Pieces the digs, saved cards and wishlist pages share: button styles, a titled section, the page
// notice (announced, and focused after an action so keyboard users are not left on a removed button)
// and dates in the page's locale.
import { BUSINESS_TIME_ZONE, LOCALE_META, type AppLocale } from '@spindle/domain';
import { useRef, type ReactNode } from 'react';
import { dateTimeFormat } from '../../lib/intl.ts';
import { useFocusOnMessage } from '../../lib/use-focus-on-message.ts';

export const primaryButtonClass =
  'inline-flex h-11 items-center justify-center rounded-full bg-accent px-6 font-semibold text-accent-ink hover:opacity-90 disabled:opacity-60';

export const secondaryButtonClass =
  'inline-flex h-10 items-center justify-center rounded-full border border-line px-4 text-sm font-semibold hover:bg-surface-raised disabled:opacity-60';

export const fieldClass =
  'w-full min-w-0 rounded-md border border-line bg-surface px-3 py-2 font-mono text-ink focus:border-ink';

/** A titled part of an account page. */
export function ExtrasSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-8 border-t border-line pt-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * An announced notice: done (status) or refused (alert). It takes the focus once it is rendered, and
 * again for each new `messageKey` (the message and the visit it answers, so the same message after
 * another action is focused again).
 */
export function ExtrasNotice({
  tone,
  messageKey,
  children,
}: {
  tone: 'ok' | 'error';
  messageKey: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusOnMessage(ref, messageKey);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={tone === 'error' ? 'alert' : 'status'}
      className={
        tone === 'error'
          ? 'mt-4 rounded-lg border border-red-700/40 bg-red-50 px-3 py-2 text-sm font-semibold text-red-800 dark:border-red-400/40 dark:bg-red-950/40 dark:text-red-200'
          : 'mt-4 rounded-lg border border-line bg-surface-raised px-3 py-2 text-sm font-semibold'
      }
    >
      {tone === 'ok' && <span aria-hidden="true">✓ </span>}
      {children}
    </div>
  );
}

/** '22 November 2026' in the locale, in Paris time on the server and in the browser alike. */
export function formatDay(iso: string, locale: AppLocale): string {
  return dateTimeFormat(LOCALE_META[locale].intlTag, { dateStyle: 'long', timeZone: BUSINESS_TIME_ZONE }).format(
    new Date(iso),
  );
}
