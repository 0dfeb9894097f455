// A dropdown built on <details>: it opens and its choices work without JavaScript; with it, the
// panel also closes on Escape, on a click outside and after a navigation.
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';

export function DisclosureMenu({
  summary,
  summaryLabel,
  children,
  placement = 'down',
  align = 'end',
}: {
  /** What the closed menu shows (a flag and a code). */
  summary: ReactNode;
  /** Accessible name of the toggle, e.g. 'Currency: EUR'. */
  summaryLabel: string;
  children: ReactNode;
  placement?: 'down' | 'up';
  align?: 'start' | 'end';
}) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const shownLocationKey = useRef(location.key);

  // Close after a navigation, but not on hydration: a visitor may have opened it already.
  useEffect(() => {
    if (shownLocationKey.current === location.key) return;
    shownLocationKey.current = location.key;
    if (detailsRef.current) detailsRef.current.open = false;
  }, [location.key]);

  useEffect(() => {
    const close = (event: Event) => {
      const details = detailsRef.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        details.open = false;
        details.querySelector('summary')?.focus();
        return;
      }
      if (event.target instanceof Node && !details.contains(event.target)) details.open = false;
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, []);

  return (
    // On phones the panel spans the header (the nearest positioned box) instead of hanging off one toggle.
    <details ref={detailsRef} className="group/menu header-sm:relative">
      <summary
        aria-label={summaryLabel}
        className="flex h-10 cursor-pointer list-none items-center gap-1.5 rounded-md px-2 text-sm font-semibold hover:bg-surface-raised [&::-webkit-details-marker]:hidden"
      >
        {summary}
      </summary>
      <div
        className={[
          'absolute inset-x-4 z-50 rounded-lg border border-line bg-surface p-1 shadow-lg header-sm:inset-x-auto header-sm:w-max header-sm:min-w-48',
          placement === 'down' ? 'top-full mt-1' : 'bottom-full mb-1',
          align === 'end' ? 'header-sm:right-0' : 'header-sm:left-0',
        ].join(' ')}
      >
        {children}
      </div>
    </details>
  );
}

/** Classes of one choice inside a DisclosureMenu (a link or a button). */
export const menuItemClass =
  'flex w-full items-center gap-2.5 rounded-md px-3 py-2 text-left text-sm hover:bg-surface-raised aria-[current=true]:font-semibold aria-[current=true]:text-accent';
