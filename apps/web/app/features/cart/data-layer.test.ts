import type { OrderSummary } from '@spindle/contracts';
import { describe, expect, it } from 'vitest';
import { majorUnits, purchaseEvents } from './data-layer.ts';

const order: OrderSummary = {
  id: 41,
  status: 'confirmed',
  currency: 'EUR',
  subtotalMinor: 4998,
  shippingMinor: 690,
  discountMinor: 0,
  serviceChargeMinor: 341,
  taxMinor: 1005,
  totalMinor: 6029,
  isGift: false,
  paidAt: '2026-11-22T08:00:00.000Z',
  items: [
    {
      projectId: 259101,
      name: 'Night Drive',
      quantity: 2,
      unitPriceMinor: 2499,
      totalMinor: 4998,
      discountMinor: 0,
      taxMinor: 833,
    },
  ],
};

describe('data layer events', () => {
  it('turns minor units into the decimal the tag manager expects, per currency exponent', () => {
    expect(majorUnits(1999, 'EUR')).toBe(19.99);
    expect(majorUnits(1500, 'JPY')).toBe(1500);
  });

  it('describes a paid order as one purchase with its id, value, tax, shipping and items', () => {
    expect(purchaseEvents(order, 'SPRING')).toEqual([
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: '41',
          currency: 'EUR',
          value: 60.29,
          tax: 10.05,
          shipping: 6.9,
          coupon: 'SPRING',
          items: [{ item_id: '259101', item_name: 'Night Drive', price: 24.99, quantity: 2 }],
        },
      },
    ]);
  });

  it('sends purchase_box for the box lines of an order', () => {
    const boxOrder = { ...order, items: [{ ...order.items[0]!, projectId: null, name: 'Vinyl box' }] };
    expect(purchaseEvents(boxOrder, null).map((event) => event.event)).toEqual(['purchase_box']);
  });
});
