// Public face of consent: the gated data layer, the visitor's choice per purpose, the preferences dialog.
export { type DataLayerEvent, pushToDataLayer } from './data-layer.ts';
export {
  consentFromCookies,
  hasAnalyticsConsent,
  hasConsent,
  hasMarketingConsent,
  saveConsent,
  type ConsentPurpose,
  type ConsentState,
} from './consent.ts';
export { useConsent, type ConsentView } from './use-consent.ts';
export { CookiePreferencesDialog, openCookiePreferences } from './preferences-dialog.tsx';
export { ConsentToast } from './consent-toast.tsx';
