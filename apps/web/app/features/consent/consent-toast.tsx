// The cookie-consent toast (spec section 9: "a toast button shows for cookie consent"): on a first
// visit, bottom left, above the player bar (--player-bar-height) and never on the checkout pages,
// so it covers neither the player nor the checkout button. It does not take the focus; its buttons
// are the next stops after the page's content for keyboard users. Accept all, refuse all, or choose
// purpose by purpose in the cookie-preferences dialog; the choice stays in the `consent` cookie.
// Without JavaScript nothing optional runs, so it is not drawn at all.
import { splitLocaleFromPath } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { useLocation } from 'react-router';
import { ALL_CONSENT, NO_CONSENT, saveConsent } from './consent.ts';
import { openCookiePreferences } from './preferences-dialog.tsx';
import { useConsent, useConsentedPageViews } from './use-consent.ts';

/** Pages where a fixed toast could hide the buy or pay button. */
const CHECKOUT_SECTIONS = new Set(['cart', 'payment']);

const BUTTON = 'rounded-full border border-line px-4 py-2 text-sm font-semibold hover:bg-surface-raised';

export function ConsentToast() {
  const { t } = useT();
  const location = useLocation();
  const consent = useConsent();
  useConsentedPageViews();
  const section = splitLocaleFromPath(location.pathname).path.split('/')[1] ?? '';
  if (consent !== 'unset' || CHECKOUT_SECTIONS.has(section)) return null;
  return (
    <section
      aria-labelledby="consent-toast-title"
      data-testid="consent-toast"
      className="fixed right-3 bottom-[calc(var(--player-bar-height,0px)+0.75rem)] left-3 z-30 rounded-xl border border-line bg-surface p-4 text-ink shadow-xl sm:right-auto sm:max-w-sm"
    >
      <h2 id="consent-toast-title" className="font-semibold">
        {t('consent.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('consent.text')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => saveConsent(ALL_CONSENT)}
          className="rounded-full bg-accent px-4 py-2 text-sm font-semibold text-accent-ink hover:opacity-90"
        >
          {t('consent.acceptAll')}
        </button>
        <button type="button" onClick={() => saveConsent(NO_CONSENT)} className={BUTTON}>
          {t('consent.refuseAll')}
        </button>
        <button type="button" onClick={openCookiePreferences} className={BUTTON}>
          {t('consent.choose')}
        </button>
      </div>
    </section>
  );
}
