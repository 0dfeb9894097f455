// Browser entry: the page's catalogue is loaded before hydration so the first client render
// speaks the same language as the server's HTML.
import { splitLocaleFromPath } from '@spindle/domain';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCatalogue } from './lib/i18n.ts';

const { locale, path } = splitLocaleFromPath(window.location.pathname);
// A storefront page's first view does without the member pages' texts (root.tsx says which): they
// load once the page is idle, and every client navigation waits for them (root's client middleware).
const memberTexts = document.documentElement.dataset['texts'] !== 'storefront';
await loadCatalogue(locale, path, memberTexts);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

if (!memberTexts) {
  const later = () => void loadCatalogue(locale, path);
  if ('requestIdleCallback' in window) requestIdleCallback(later, { timeout: 3000 });
  else setTimeout(later, 1000);
}
