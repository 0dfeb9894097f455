import { describe, expect, it } from 'vitest';
import { consentFromCookies, hasAnalyticsConsent } from './consent.ts';
import { gateDataLayer, pushToDataLayer, type DataLayerEvent } from './data-layer.ts';

describe('the consent cookie', () => {
  it('reads an accepted or refused choice', () => {
    expect(consentFromCookies('lang=fr; consent=granted')).toBe('granted');
    expect(consentFromCookies('consent=denied; currency=EUR')).toBe('denied');
  });

  it('has no choice without the cookie or with a value it does not know', () => {
    expect(consentFromCookies(null)).toBeNull();
    expect(consentFromCookies('lang=fr')).toBeNull();
    expect(consentFromCookies('consent=yes')).toBeNull();
  });

  it('allows analytics only after the visitor accepted', () => {
    expect(hasAnalyticsConsent('consent=granted')).toBe(true);
    expect(hasAnalyticsConsent('consent=denied')).toBe(false);
    expect(hasAnalyticsConsent('')).toBe(false);
    expect(hasAnalyticsConsent(null)).toBe(false);
  });
});

describe('the gated data layer', () => {
  const event: DataLayerEvent = { event: 'add_to_cart', project_id: 259101 };

  it('drops events before consent, whoever pushes them', () => {
    const target: { dataLayer?: unknown[] } = {};
    expect(pushToDataLayer(event, target, () => false)).toBe(false);
    // A feature that pushes straight to window.dataLayer is gated too.
    target.dataLayer?.push({ ecommerce: null }, event);
    expect(target.dataLayer).toHaveLength(0);
  });

  it('pushes events once the visitor accepted, and only from then on', () => {
    let consented = false;
    const target: { dataLayer?: unknown[] } = {};
    gateDataLayer(target, () => consented);
    target.dataLayer?.push({ event: 'before' });
    consented = true;
    expect(pushToDataLayer(event, target, () => consented)).toBe(true);
    target.dataLayer?.push({ event: 'purchase' });
    expect([...(target.dataLayer ?? [])]).toEqual([event, { event: 'purchase' }]);
  });

  it('drops what was pushed before the gate when the visitor has not accepted', () => {
    const target: { dataLayer?: unknown[] } = { dataLayer: [{ event: 'early' }] };
    gateDataLayer(target, () => false);
    expect(target.dataLayer).toHaveLength(0);
  });

  it('gates once, however often it is asked', () => {
    const target: { dataLayer?: unknown[] } = {};
    const first = gateDataLayer(target, () => true);
    expect(gateDataLayer(target, () => true)).toBe(first);
  });

  it('does nothing on the server', () => {
    expect(pushToDataLayer(event, undefined, () => true)).toBe(false);
  });
});
