// Browser entry: the page's catalogue is loaded before hydration so the first client render
// speaks the same language as the server's HTML.
import { splitLocaleFromPath } from '@spindle/domain';
import { StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { holdEarlyClick, replayHeldEarlyClick } from './lib/early-clicks.ts';
import { isCatalogueTexts, loadCatalogue } from './lib/i18n.ts';
import { routerDataDecoded } from './lib/router-data.ts';

const { locale, path } = splitLocaleFromPath(window.location.pathname);
// A storefront page's first view does without the member pages' texts, and the home page, the shop and its
// listings without the storefront pages' too (root.tsx says which): the first client navigation loads them
// beside the next page's data (root's client middleware).
const declared = document.documentElement.dataset['texts'];
const texts = isCatalogueTexts(declared) ? declared : 'all';
// The router's data is decoded meanwhile, so the root never hydrates suspended (lib/router-data.ts): a
// tap or a change made from here on is kept by the early-clicks script, then handled by React itself.
await Promise.all([loadCatalogue(locale, path, texts), routerDataDecoded()]);

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
