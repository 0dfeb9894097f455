// The visitor's consent choice as React state: null on the server and until hydration (the toast
// is drawn by the browser only), then the cookie's value, kept in step with saveConsent().
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { consentFromCookies, subscribeToConsent, type ConsentChoice } from './consent.ts';
import { gateDataLayer, pushToDataLayer } from './data-layer.ts';

// Before any feature can push: window.dataLayer drops everything until the visitor accepts.
if (typeof window !== 'undefined') gateDataLayer(window);

/** 'granted', 'denied', 'unset' (no choice yet), or null before hydration. */
export function useConsent(): ConsentChoice | 'unset' | null {
  return useSyncExternalStore(
    subscribeToConsent,
    () => consentFromCookies(document.cookie) ?? 'unset',
    () => null,
  );
}

/** A page_view in the data layer on every page shown (spec section 7), once the visitor accepted. */
export function useConsentedPageViews(): void {
  const location = useLocation();
  const consent = useConsent();
  useEffect(() => {
    if (consent !== 'granted') return;
    pushToDataLayer({ event: 'page_view', url: location.pathname + location.search });
  }, [consent, location.pathname, location.search]);
}
