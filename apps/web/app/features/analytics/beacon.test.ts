import { afterEach, describe, expect, it, vi } from 'vitest';
import { beaconBody, track } from './beacon.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the analytics beacon', () => {
  it('sends the event on the page it happened on, with the referrer for the origin rule', () => {
    const body = JSON.parse(
      beaconBody(
        'add_to_cart',
        { project_id: 12, data: { quantity: 2 } },
        { path: '/vinyl/12/x?ori=A', referrer: 'https://www.google.com/' },
      ),
    ) as unknown;
    expect(body).toEqual({
      events: [{ type: 'add_to_cart', url: '/vinyl/12/x?ori=A', project_id: 12, data: { quantity: 2 } }],
      referrer: 'https://www.google.com/',
    });
  });

  it('keeps within the bounds the server accepts', () => {
    const body = JSON.parse(beaconBody('page_view', {}, { path: `/${'a'.repeat(3000)}`, referrer: '' })) as {
      events: { url: string }[];
      referrer: string | null;
    };
    expect(body.events[0]?.url).toHaveLength(1024);
    expect(body.referrer).toBeNull();
  });

  it('sends nothing before the visitor accepted measuring, and sends once they did', () => {
    const sendBeacon = vi.fn(() => true);
    const page = { cookie: '' };
    vi.stubGlobal('navigator', { sendBeacon });
    vi.stubGlobal('document', page);
    vi.stubGlobal('location', { pathname: '/vinyl-shop', search: '' });
    expect(track('page_view')).toBe(false);
    page.cookie = 'consent=denied';
    expect(track('page_view')).toBe(false);
    expect(sendBeacon).not.toHaveBeenCalled();
    page.cookie = 'consent=granted';
    expect(track('page_view')).toBe(true);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });
});
