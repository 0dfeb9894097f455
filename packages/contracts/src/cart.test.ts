// The cart contracts drop every price a client sends and keep only what the server prices from.
import { describe, expect, it } from 'vitest';
import { cartCalculateBodySchema, cartItemInputSchema } from './cart.ts';
import { cartPayBodySchema } from './checkout.ts';

describe('cart contracts', () => {
  it('keep project, item, quantity, chosen sizes and size_ fields, and drop prices', () => {
    const parsed = cartItemInputSchema.parse({
      project_id: '12',
      quantity: 2,
      item_id: null,
      chosen_sizes: { '12': 'M' },
      size_12: 'L',
      size_empty: '',
      price: 1,
      total: 2,
      tax: 0,
      picture: 'x',
    });
    expect(parsed).toEqual({ project_id: 12, item_id: null, quantity: 2, chosen_sizes: { '12': 'M' }, size_12: 'L' });
  });

  it('refuses a fractional quantity, an unknown shop key and a malformed cart id', () => {
    expect(cartItemInputSchema.safeParse({ project_id: 1, quantity: 1.5 }).success).toBe(false);
    expect(cartCalculateBodySchema.safeParse({ shops: { shop_1: { items: [] } } }).success).toBe(false);
    expect(cartCalculateBodySchema.safeParse({ id: 'short' }).success).toBe(false);
    expect(cartPayBodySchema.safeParse({ cart_id: 'ABCDEFGHIJ' }).data?.cart_id).toBe('abcdefghij');
  });

  it('defaults an empty calculate body to an empty cart in standard delivery', () => {
    expect(cartCalculateBodySchema.parse({})).toMatchObject({ shops: {}, boxes: [], save: false, is_gift: false });
    const withShop = cartCalculateBodySchema.parse({ shops: { s_3: { items: [{ project_id: 3, quantity: 1 }] } } });
    expect(withShop.shops.s_3?.shipping_type).toBe('standard');
  });
});
