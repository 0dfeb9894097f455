// Public face of consent: the gated data layer and the visitor's choice.
export { type DataLayerEvent, pushToDataLayer } from './data-layer.ts';
export { consentFromCookies, hasAnalyticsConsent, saveConsent } from './consent.ts';
