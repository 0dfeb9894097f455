// The visitor's consent as React state: null on the server and until hydration (the toast is drawn
// by the browser only), then the cookie's choice, kept in step with saveConsent().
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { readCookie } from '../../lib/cookies.ts';
import { CONSENT_COOKIE, parseConsentValue, subscribeToConsent, type ConsentState } from './consent.ts';
import { gateDataLayer, pushToDataLayer } from './data-layer.ts';

// Before any feature can push: window.dataLayer drops everything until the visitor accepts.
if (typeof window !== 'undefined') gateDataLayer(window);

/** The choice per purpose, 'unset' (no choice yet), or null before hydration. */
export type ConsentView = ConsentState | 'unset' | null;

export function useConsent(): ConsentView {
  const raw = useSyncExternalStore(
    subscribeToConsent,
    () => readCookie(document.cookie, CONSENT_COOKIE) ?? '',
    () => null,
  );
  return useMemo(() => (raw === null ? null : (parseConsentValue(raw) ?? 'unset')), [raw]);
}

/** A page_view in the data layer on every page shown (spec section 7), once marketing is allowed. */
export function useConsentedPageViews(): void {
  const location = useLocation();
  const consent = useConsent();
  const marketing = typeof consent === 'object' && consent?.marketing === true;
  useEffect(() => {
    if (!marketing) return;
    pushToDataLayer({ event: 'page_view', url: location.pathname + location.search });
  }, [marketing, location.pathname, location.search]);
}
