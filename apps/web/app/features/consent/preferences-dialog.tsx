// The cookie-preferences dialog (spec section 2, the footer's "Cookie preferences", and the toast's
// "Choose"). Drawn once by the site shell, but only from its first opening: a page's first view
// neither renders nor loads it (its content, preferences-panel.tsx, is a chunk of its own). The
// request to open it is a window event, so the buttons that ask need none of its code.
import { lazy, Suspense, useEffect, useState } from 'react';

/** Window event that opens the dialog (the footer button, the toast's "Choose"). */
const OPEN_PREFERENCES_EVENT = 'spindle:cookie-preferences';

const CookiePreferencesPanel = lazy(() =>
  import('./preferences-panel.tsx').then((module) => ({ default: module.CookiePreferencesPanel })),
);

export function openCookiePreferences(): void {
  window.dispatchEvent(new Event(OPEN_PREFERENCES_EVENT));
}

export function CookiePreferencesDialog() {
  const [openings, setOpenings] = useState(0);
  useEffect(() => {
    const open = () => setOpenings((count) => count + 1);
    window.addEventListener(OPEN_PREFERENCES_EVENT, open);
    return () => window.removeEventListener(OPEN_PREFERENCES_EVENT, open);
  }, []);
  if (openings === 0) return null;
  return (
    <Suspense fallback={null}>
      <CookiePreferencesPanel openings={openings} />
    </Suspense>
  );
}
