import { describe, expect, it } from 'vitest';
import {
  ALL_CONSENT,
  NO_CONSENT,
  consentFromCookies,
  consentValueOf,
  hasAnalyticsConsent,
  hasConsent,
  hasMarketingConsent,
  parseConsentValue,
} from './consent.ts';
import { gateDataLayer, pushToDataLayer, type DataLayerEvent } from './data-layer.ts';

describe('the consent cookie', () => {
  it("reads the first toast's 'granted' and 'denied' as every purpose and as none", () => {
    expect(consentFromCookies('lang=fr; consent=granted')).toEqual(ALL_CONSENT);
    expect(consentFromCookies('consent=denied; currency=EUR')).toEqual(NO_CONSENT);
  });

  it('reads a choice purpose by purpose', () => {
    expect(consentFromCookies('consent=some.analytics.chat')).toEqual({
      analytics: true,
      marketing: false,
      chat: true,
    });
    expect(parseConsentValue('some.marketing')).toEqual({ analytics: false, marketing: true, chat: false });
    expect(parseConsentValue('some')).toEqual(NO_CONSENT);
  });

  it('has no choice without the cookie or with a value it does not know', () => {
    expect(consentFromCookies(null)).toBeNull();
    expect(consentFromCookies('lang=fr')).toBeNull();
    expect(consentFromCookies('consent=yes')).toBeNull();
    expect(consentFromCookies('consent=')).toBeNull();
    expect(parseConsentValue('some.analytics.tracking')).toBeNull();
    expect(parseConsentValue('all.analytics')).toBeNull();
  });

  it('writes every purpose as granted, none as denied, and the rest purpose by purpose', () => {
    expect(consentValueOf(ALL_CONSENT)).toBe('granted');
    expect(consentValueOf(NO_CONSENT)).toBe('denied');
    expect(consentValueOf({ analytics: true, marketing: false, chat: true })).toBe('some.analytics.chat');
    for (const state of [ALL_CONSENT, NO_CONSENT, { analytics: false, marketing: true, chat: false }]) {
      expect(parseConsentValue(consentValueOf(state))).toEqual(state);
    }
  });

  it('allows each purpose only after the visitor accepted it', () => {
    expect(hasAnalyticsConsent('consent=granted')).toBe(true);
    expect(hasAnalyticsConsent('consent=denied')).toBe(false);
    expect(hasAnalyticsConsent('')).toBe(false);
    expect(hasAnalyticsConsent(null)).toBe(false);
    expect(hasAnalyticsConsent('consent=some.marketing')).toBe(false);
    expect(hasMarketingConsent('consent=some.marketing')).toBe(true);
    expect(hasMarketingConsent('consent=some.analytics.chat')).toBe(false);
    expect(hasConsent('chat', 'consent=some.chat')).toBe(true);
    expect(hasConsent('chat', 'lang=en')).toBe(false);
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
