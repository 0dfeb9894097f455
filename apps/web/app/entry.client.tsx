// Browser entry: the page's catalogue is loaded before hydration so the first client render
// speaks the same language as the server's HTML.
import { splitLocaleFromPath } from '@spindle/domain';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCatalogue } from './lib/i18n.ts';

const { locale, path } = splitLocaleFromPath(window.location.pathname);
await loadCatalogue(locale, path);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
