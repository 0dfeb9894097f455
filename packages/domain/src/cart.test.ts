import { describe, expect, it } from 'vitest';
import {
  CART_ID_ALPHABET,
  addItemToCart,
  cartCalculationShops,
  cartCount,
  cartShopKey,
  clearCart,
  createCartId,
  emptyCart,
  isCartId,
  isSameCartLine,
  removeItem,
  setQuantity,
  type Cart,
  type CartItem,
} from './cart.ts';

const fixedId = () => 'abcdefghij';
const add = (cart: Cart, item: CartItem, shipTogetherShopId?: number) =>
  addItemToCart(cart, item, { shipTogetherShopId, createId: fixedId });

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

describe('createCartId', () => {
  it('builds 10 characters from the random source', () => {
    let n = 0;
    expect(createCartId(() => n++)).toBe('abcdefghij');
    expect(createCartId(() => 35)).toBe('9999999999');
  });

  it.each([[-1], [36], [1.5], [Number.NaN]])('refuses a random index of %s', (index) => {
    expect(() => createCartId(() => index)).toThrow(RangeError);
  });

  it('uses crypto randomness by default and gives cookie-safe ids', () => {
    const ids = new Set(Array.from({ length: 200 }, () => createCartId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(isCartId(id)).toBe(true);
  });

  it.each([
    ['abc123xyz0', true],
    ['ABC123XYZ0', false],
    ['abc123xyz', false],
    ['abc-23xyz0', false],
    [42, false],
  ])('isCartId(%j) is %s', (text, expected) => {
    expect(isCartId(text)).toBe(expected);
  });

  it('draws from lower-case letters and digits', () => {
    expect(CART_ID_ALPHABET).toHaveLength(36);
  });
});

describe('adding to the cart', () => {
  const vinyl: CartItem = { project_id: 1, quantity: 1 };

  it('creates the cart id and the project group on the first add', () => {
    const cart = add(emptyCart('EUR'), vinyl);
    expect(cart.id).toBe('abcdefghij');
    expect(cart.count).toBe(1);
    expect(cart.shops).toEqual({ s_1: { id: 1, type: 'project', shipping_type: 'standard', items: [vinyl] } });
  });

  it('keeps an existing cart id', () => {
    const cart = add({ ...emptyCart('EUR'), id: 'zzzzzzzzzz' }, vinyl);
    expect(cart.id).toBe('zzzzzzzzzz');
  });

  it.each<[string, CartItem, CartItem, number]>([
    ['the same project', { project_id: 1, quantity: 1 }, { project_id: 1, quantity: 1 }, 1],
    ['the same item', { project_id: 1, item_id: 4, quantity: 1 }, { project_id: 1, item_id: 4, quantity: 1 }, 1],
    [
      'the same sizes in another order',
      { project_id: 1, quantity: 1, chosen_sizes: { a: 'M', b: 'L' } },
      { project_id: 1, quantity: 1, chosen_sizes: { b: 'L', a: 'M' } },
      1,
    ],
    [
      'no sizes and empty sizes',
      { project_id: 1, quantity: 1, chosen_sizes: null },
      { project_id: 1, quantity: 1, chosen_sizes: {} },
      1,
    ],
    ['another project', { project_id: 1, quantity: 1 }, { project_id: 2, quantity: 1 }, 2],
    ['another item', { project_id: 1, item_id: 4, quantity: 1 }, { project_id: 1, item_id: 5, quantity: 1 }, 2],
    [
      'another chosen size',
      { project_id: 1, quantity: 1, chosen_sizes: { a: 'M' } },
      { project_id: 1, quantity: 1, chosen_sizes: { a: 'L' } },
      2,
    ],
    [
      'another size_ field',
      { project_id: 1, quantity: 1, size_12: 'M' },
      { project_id: 1, quantity: 1, size_12: 'XL' },
      2,
    ],
  ])('adding %s twice gives %i line(s) and a count of 2', (_case, first, second, lines) => {
    const cart = add(add(emptyCart('EUR'), first), second);
    expect(Object.values(cart.shops).flatMap((g) => g?.items ?? [])).toHaveLength(lines);
    expect(cart.count).toBe(2);
  });

  it('merges by adding one copy, whatever quantity the new line carries (spec: quantity plus one)', () => {
    const cart = add(add(emptyCart('EUR'), { project_id: 1, quantity: 2 }), { project_id: 1, quantity: 3 });
    expect(cart.shops.s_1?.items[0]?.quantity).toBe(3);
  });

  it('puts projects that ship together under the same shop group', () => {
    let cart = add(emptyCart('EUR'), { project_id: 10, quantity: 1 }, 10);
    cart = add(cart, { project_id: 11, quantity: 1 }, 10);
    expect(Object.keys(cart.shops)).toEqual(['s_10']);
    expect(cart.shops.s_10?.items.map((i) => i.project_id)).toEqual([10, 11]);
  });

  it('gives a project that does not ship with others its own group', () => {
    const cart = add(add(emptyCart('EUR'), { project_id: 10, quantity: 1 }), { project_id: 11, quantity: 1 });
    expect(Object.keys(cart.shops).sort()).toEqual(['s_10', 's_11']);
  });

  it('never changes the cart it is given', () => {
    const before = deepFreeze(add(emptyCart('EUR'), vinyl));
    expect(() => add(before, vinyl)).not.toThrow();
    expect(before.shops.s_1?.items[0]?.quantity).toBe(1);
  });

  it.each([[0], [-1], [1.5]])('refuses a quantity of %s', (quantity) => {
    expect(() => add(emptyCart('EUR'), { project_id: 1, quantity })).toThrow(RangeError);
  });
});

describe('changing and removing lines', () => {
  const twoShops = () =>
    add(add(add(emptyCart('EUR'), { project_id: 1, quantity: 1 }), { project_id: 2, quantity: 1 }), {
      project_id: 2,
      quantity: 1,
    });

  it.each([
    [{ project_id: 2 }, 5, 6],
    [{ project_id: 2 }, 0, 1],
    [{ project_id: 9 }, 4, 3],
  ])('setting %j to %i leaves a count of %i', (ref, quantity, count) => {
    const cart = setQuantity(twoShops(), ref, quantity);
    expect(cart.count).toBe(count);
    expect(cartCount(cart)).toBe(count);
  });

  it('drops an emptied group', () => {
    expect(Object.keys(setQuantity(twoShops(), { project_id: 2 }, 0).shops)).toEqual(['s_1']);
  });

  it('empties the cart when its count reaches zero', () => {
    let cart = setQuantity(twoShops(), { project_id: 1 }, 0);
    cart = setQuantity(cart, { project_id: 2 }, 0);
    expect(cart).toEqual(emptyCart('EUR'));
  });

  it('removes a line and empties the cart when nothing is left', () => {
    const cart = removeItem(add(emptyCart('USD'), { project_id: 1, quantity: 3 }), { project_id: 1 });
    expect(cart).toEqual({ id: null, count: 0, currency: 'USD', shops: {}, boxes: [] });
  });

  it('keeps a cart that still holds a box', () => {
    const withBox: Cart = {
      ...add(emptyCart('EUR'), { project_id: 1, quantity: 1 }),
      boxes: [{ name: 'box', type: 'one', periodicity: 'monthly' }],
    };
    const cart = removeItem(withBox, { project_id: 1 });
    expect(cart.count).toBe(1);
    expect(cart.id).toBe('abcdefghij');
  });

  it('leaves the cart unchanged when the line is not there', () => {
    const cart = twoShops();
    expect(removeItem(cart, { project_id: 99 })).toBe(cart);
  });

  it.each([[-1], [2.5]])('refuses a quantity of %s', (quantity) => {
    expect(() => setQuantity(twoShops(), { project_id: 1 }, quantity)).toThrow(RangeError);
  });

  it('clears to an empty cart in the same currency', () => {
    expect(clearCart(twoShops())).toEqual(emptyCart('EUR'));
  });
});

describe('cart helpers', () => {
  it('keys shop groups with s_', () => {
    expect(cartShopKey(1214)).toBe('s_1214');
  });

  it('treats item_id null and missing alike', () => {
    expect(isSameCartLine({ project_id: 1, item_id: null }, { project_id: 1 })).toBe(true);
  });

  it('sends only project_id, quantity, chosen sizes, item_id and size_* fields to the calculation', () => {
    const cart = add(emptyCart('EUR'), {
      project_id: 1,
      quantity: 2,
      item_id: 3,
      chosen_sizes: { 7: 'M' },
      size_7: 'M',
      price: 2599,
      currency: 'EUR',
      picture: 'abc',
    });
    expect(cartCalculationShops(cart).s_1?.items).toEqual([
      { project_id: 1, quantity: 2, item_id: 3, chosen_sizes: { 7: 'M' }, size_7: 'M' },
    ]);
  });
});
