// Browser entry: the page's catalogue is loaded before hydration so the first client render
// speaks the same language as the server's HTML.
import { splitLocaleFromPath } from '@spindle/domain';
import { StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { holdEarlyClick, replayHeldEarlyClick } from './lib/early-clicks.ts';
import { loadCatalogue } from './lib/i18n.ts';

const { locale, path } = splitLocaleFromPath(window.location.pathname);
// A storefront page's first view does without the member pages' texts (root.tsx says which): the first
// client navigation loads them beside the next page's data (root's client middleware).
const memberTexts = document.documentElement.dataset['texts'] !== 'storefront';
await loadCatalogue(locale, path, memberTexts);

/** Clicks again, once the page has hydrated, a button clicked before (lib/early-clicks.ts). No markup. */
function EarlyClickReplay() {
  useEffect(replayHeldEarlyClick, []);
  return null;
}

// From here on React's own listeners handle the clicks: the one kept until now is held for the replay.
holdEarlyClick();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
      <EarlyClickReplay />
    </StrictMode>,
  );
});
