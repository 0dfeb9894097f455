// The maintenance screen (spec sections 2 and 8): it reloads itself every 60 s until the site is back.
import { MAINTENANCE_RELOAD_MS } from '@spindle/domain';
import { useEffect } from 'react';
import { useT } from '../../lib/use-t.ts';
import { useLocation } from 'react-router';

export function MaintenanceView() {
  const { t } = useT();
  const location = useLocation();
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.reload(), MAINTENANCE_RELOAD_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <main
      id="main"
      aria-labelledby="error-title"
      className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-6 py-24 text-center"
    >
      <svg
        viewBox="0 0 64 64"
        className="size-20 text-accent motion-safe:animate-[spin_6s_linear_infinite]"
        aria-hidden="true"
      >
        <circle cx="32" cy="32" r="30" fill="currentColor" />
        <circle cx="32" cy="32" r="20" fill="none" stroke="var(--surface)" strokeOpacity="0.25" />
        <circle cx="32" cy="32" r="9" fill="var(--surface)" />
        <circle cx="32" cy="32" r="2" fill="currentColor" />
      </svg>
      <h1 id="error-title" className="mt-6 text-3xl font-semibold">
        {t('errors.500.title')}
      </h1>
      <p className="mt-3 text-lg">{t('errors.500.text')}</p>
      <p className="mt-2 text-ink-muted">{t('errors.500.text2')}</p>
      <p className="mt-2 text-ink-muted">{t('errors.500.text3')}</p>
      {/* A plain link reloads the document, with or without JavaScript. */}
      <a
        href={location.pathname + location.search}
        className="mt-8 rounded-full bg-accent px-5 py-2.5 font-semibold text-accent-ink hover:opacity-90"
      >
        {t('errors.500.reload')}
      </a>
    </main>
  );
}
