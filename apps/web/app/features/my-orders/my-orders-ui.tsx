// Small pieces the account's order, box, gift and digital pages share: button styles, status badges,
// the empty state and the page notice.
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export const primaryButtonClass =
  'inline-flex h-11 items-center justify-center rounded-full bg-accent px-6 font-semibold text-accent-ink hover:opacity-90 disabled:opacity-60';

export const secondaryButtonClass =
  'inline-flex h-11 items-center justify-center rounded-full border border-line px-5 font-semibold hover:bg-surface-raised disabled:opacity-60';

export const cardClass = 'rounded-xl border border-line bg-surface p-4 sm:p-5';

const BADGE_TONES = {
  good: 'border-green-700/40 text-green-800 dark:border-green-400/40 dark:text-green-300',
  progress: 'border-line text-ink',
  stopped: 'border-red-700/40 text-red-800 dark:border-red-400/40 dark:text-red-300',
} as const;

/** A status shown as a small outlined label (the word carries the meaning, not the colour). */
export function StatusBadge({ tone, children }: { tone: keyof typeof BADGE_TONES; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${BADGE_TONES[tone]}`}
    >
      {children}
    </span>
  );
}

/** The tone of an order, shop order, box or dispatch status. */
export function toneOf(status: string): keyof typeof BADGE_TONES {
  if (['delivered', 'confirmed', 'sent', 'finished'].includes(status)) return 'good';
  if (['canceled', 'cancelled', 'refunded', 'failed', 'returned', 'stopped'].includes(status)) return 'stopped';
  return 'progress';
}

/** What a page shows when its list is empty, with one way forward. */
export function EmptyState({ text, action, to }: { text: string; action: string; to: string }) {
  return (
    <div className={`${cardClass} mt-6 text-center`}>
      <p className="text-ink-muted">{text}</p>
      <Link to={to} className={`${primaryButtonClass} mt-4`}>
        {action}
      </Link>
    </div>
  );
}

/** An announced notice above the page content: done (status) or refused (alert). */
export function PageNotice({ tone, children }: { tone: 'ok' | 'error'; children: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className="mt-4">
      <p
        className={
          tone === 'error'
            ? 'rounded-lg border border-red-700/40 bg-red-50 px-3 py-2 text-sm font-semibold text-red-800 dark:border-red-400/40 dark:bg-red-950/40 dark:text-red-200'
            : 'rounded-lg border border-line bg-surface-raised px-3 py-2 text-sm font-semibold'
        }
      >
        {tone === 'ok' && <span aria-hidden="true">✓ </span>}
        {children}
      </p>
    </div>
  );
}
