// Public face of the first-party analytics of the web app (docs/analytics.md).
export { type TrackedEvent, type TrackedFields, beaconBody, track } from './beacon.ts';
export { useFirstPartyPageViews } from './use-page-views.ts';
