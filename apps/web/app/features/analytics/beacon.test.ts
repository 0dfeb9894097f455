import { describe, expect, it } from 'vitest';
import { beaconBody } from './beacon.ts';

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
});
