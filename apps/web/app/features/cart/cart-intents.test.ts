import { describe, expect, it } from 'vitest';
import { applyCartIntent, parseCartIntent, shopIdOfKey, type CartIntent } from './cart-intents.ts';
import {
  calculateBodyOf,
  decodeCartCookie,
  emptyCartState,
  encodeCartCookie,
  fromBase64Url,
  lineKeyOf,
  toBase64Url,
  type CartState,
} from './cart-state.ts';

function intent(fields: Record<string, string>): CartIntent {
  const parsed = parseCartIntent(fields);
  if (!parsed) throw new Error(`not a cart form: ${JSON.stringify(fields)}`);
  return parsed;
}

function add(state: CartState, fields: Record<string, string>, shopId: number | null = null): CartState {
  return applyCartIntent(state, intent({ intent: 'add', ...fields }), { shipTogetherShopId: shopId });
}

const empty = emptyCartState('EUR');

describe('adding to the cart', () => {
  it('creates the cart id on the first add and files the line under its ship-together group', () => {
    const state = add(empty, { project_id: '259101' }, 259100);
    expect(state.cart.id).toMatch(/^[a-z0-9]{10}$/);
    expect(Object.keys(state.cart.shops)).toEqual(['s_259100']);
    expect(state.cart.count).toBe(1);
  });

  it('merges the same project, item and size (quantity plus one) and keeps other sizes apart', () => {
    let state = add(empty, { project_id: '259300', size: 'M' });
    const id = state.cart.id;
    state = add(state, { project_id: '259300', size: 'M' });
    state = add(state, { project_id: '259300', size: 'L' });
    const lines = state.cart.shops.s_259300?.items ?? [];
    expect(state.cart.id).toBe(id);
    expect(lines.map((line) => [line.chosen_sizes, line.quantity])).toEqual([
      [{ '259300': 'M' }, 2],
      [{ '259300': 'L' }, 1],
    ]);
    expect(state.cart.count).toBe(3);
  });

  it('adds every copy of an add of several to an existing line', () => {
    const state = add(add(empty, { project_id: '259101', quantity: '2' }), { project_id: '259101', quantity: '3' });
    expect(state.cart.count).toBe(5);
  });

  it('refuses a quantity outside 1..99', () => {
    expect(parseCartIntent({ intent: 'add', project_id: '1', quantity: '0' })).toBeNull();
    expect(parseCartIntent({ intent: 'add', project_id: '1', quantity: '100' })).toBeNull();
  });
});

describe('changing the cart', () => {
  const two = add(add(empty, { project_id: '259101' }), { project_id: '259102' }, 259101);
  const line = lineKeyOf({ project_id: 259102, item_id: null, chosen_sizes: null });

  it('sets a quantity, and 0 removes the line', () => {
    expect(applyCartIntent(two, intent({ intent: 'quantity', line, quantity: '4' })).cart.count).toBe(5);
    expect(applyCartIntent(two, intent({ intent: 'quantity', line, quantity: '0' })).cart.count).toBe(1);
  });

  it('steps a quantity up and down from the cart as it is', () => {
    const up = applyCartIntent(
      applyCartIntent(two, intent({ intent: 'step', line, step: '1' })),
      intent({ intent: 'step', line, step: '1' }),
    );
    expect(up.cart.count).toBe(4);
    const down = applyCartIntent(two, intent({ intent: 'step', line, step: '-1' }));
    expect(down.cart.count).toBe(1);
  });

  it('empties the cart, id included, when the count reaches 0', () => {
    const one = add(empty, { project_id: '259101' });
    const emptied = applyCartIntent(one, intent({ intent: 'remove', line: lineKeyOf({ project_id: 259101 }) }));
    expect(emptied.cart).toEqual(empty.cart);
  });

  it('finds the parcel by one of its lines when the server keys it differently', () => {
    const first = lineKeyOf({ project_id: 259101 });
    const state = applyCartIntent(
      two,
      intent({ intent: 'shipping', shop: 's_999', line: first, shipping_type: 'pickup' }),
    );
    expect(state.cart.shops.s_259101?.shipping_type).toBe('pickup');
  });

  it('keeps the delivery choice, country, promo code and gift option', () => {
    let state = applyCartIntent(two, intent({ intent: 'shipping', shop: 's_259101', shipping_type: 'tracked' }));
    state = applyCartIntent(state, intent({ intent: 'country', country_id: 'de' }));
    state = applyCartIntent(state, intent({ intent: 'promo', promo_code: 'SPRING' }));
    state = applyCartIntent(state, intent({ intent: 'gift', is_gift: 'true' }));
    expect(state.cart.shops.s_259101?.shipping_type).toBe('tracked');
    expect(state).toMatchObject({ countryId: 'DE', isGift: true, cart: { promo_code: 'SPRING' } });
  });

  it('adds a box beside the shops and counts it', () => {
    const state = applyCartIntent(empty, intent({ intent: 'add_box', type: 'one', periodicity: '3_months' }));
    expect(state.cart.id).not.toBeNull();
    expect(state.cart.count).toBe(1);
    expect(applyCartIntent(state, intent({ intent: 'remove_box', index: '0' })).cart.count).toBe(0);
  });
});

describe('the cart cookie', () => {
  it('gives back the same cart, choices included', () => {
    let state = add(add(empty, { project_id: '259300', size: 'XL' }), { project_id: '259101', item_id: '7' }, 259100);
    state = applyCartIntent(state, intent({ intent: 'country', country_id: 'US' }));
    state = applyCartIntent(state, intent({ intent: 'add_box', type: 'two', periodicity: 'monthly' }));
    const value = encodeCartCookie(state);
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCartCookie(value, 'EUR')).toEqual({ ...state, cart: { ...state.cart, promo_code: null } });
  });

  it('keeps the chosen pickup point, and reads a cookie written before it existed as none', () => {
    const point = { name: 'Relais Bastille', address: '3 rue de la Roquette', zip_code: '75011', city: 'Paris' };
    const state = { ...add(empty, { project_id: '259101' }), pickupPoint: point };
    expect(decodeCartCookie(encodeCartCookie(state), 'EUR')?.pickupPoint).toEqual(point);
    const stored = JSON.parse(fromBase64Url(encodeCartCookie(state))) as Record<string, unknown>;
    delete stored.pp;
    expect(decodeCartCookie(toBase64Url(JSON.stringify(stored)), 'EUR')?.pickupPoint).toBeNull();
  });

  it('reads a tampered or foreign value as no cart', () => {
    expect(decodeCartCookie('not-base64!', 'EUR')).toBeNull();
    expect(decodeCartCookie(btoa(JSON.stringify({ id: 'x' })), 'EUR')).toBeNull();
  });

  it('reads a cookie with any field out of bounds as no cart', () => {
    const state = applyCartIntent(
      { ...add(empty, { project_id: '259101' }), pickupPoint: { name: 'A', address: 'B', zip_code: '1', city: 'C' } },
      intent({ intent: 'add_box', type: 'one', periodicity: '3_months' }),
    );
    const stored = JSON.parse(fromBase64Url(encodeCartCookie(state))) as Record<string, unknown>;
    const variant = (change: (copy: Record<string, unknown>) => void) => {
      const copy = structuredClone(stored);
      change(copy);
      return decodeCartCookie(toBase64Url(JSON.stringify(copy)), 'EUR');
    };
    expect(variant(() => undefined)).not.toBeNull();
    const line = (copy: Record<string, unknown>) => (copy.s as Record<string, { i: unknown[][] }>).s_259101!.i[0]!;
    expect(variant((copy) => (line(copy)[2] = 100))).toBeNull();
    expect(variant((copy) => (line(copy)[0] = -1))).toBeNull();
    expect(variant((copy) => (line(copy)[3] = { size: 'x'.repeat(51) }))).toBeNull();
    expect(variant((copy) => (copy.id = 'UPPERCASE1'))).toBeNull();
    expect(variant((copy) => (copy.s = { shop_1: {} }))).toBeNull();
    expect(variant((copy) => (copy.b = [['three', 'monthly']]))).toBeNull();
    expect(variant((copy) => (copy.c = 'fr'))).toBeNull();
    expect(variant((copy) => (copy.gift = 'yes'))).toBeNull();
    expect(variant((copy) => (copy.pp = ['', 'B', '1', 'C']))).toBeNull();
  });
});

describe("a box with the configurator's choices", () => {
  const giftForm = () => {
    const form = new FormData();
    for (const [key, value] of [
      ['intent', 'add_box'],
      ['type', 'one'],
      ['periodicity', '3_months'],
      ['sponsor', ' FRIEND-42 '],
      ['genre_ids', '7'],
      ['genre_ids', '10'],
      ['box_gift', 'on'],
      ['gift_email', ' Ana@Example.com '],
      ['gift_name', 'Ana'],
      ['gift_message', ''],
      ['gift_send_on', '2026-12-24'],
    ])
      form.append(key!, value!);
    return form;
  };

  it('reads repeated genre checkboxes, the sponsor code and the gift', () => {
    expect(parseCartIntent(giftForm())).toEqual({
      intent: 'add_box',
      type: 'one',
      periodicity: '3_months',
      sponsor: 'FRIEND-42',
      genre_ids: [7, 10],
      gift: { email: 'ana@example.com', name: 'Ana', message: null, send_on: '2026-12-24' },
    });
  });

  it('refuses a gift without a valid e-mail, with a malformed day, or paid monthly', () => {
    const variant = (key: string, value: string) => {
      const form = giftForm();
      form.set(key, value);
      return parseCartIntent(form);
    };
    expect(variant('gift_email', 'not-an-address')).toBeNull();
    expect(variant('gift_send_on', '24/12/2026')).toBeNull();
    expect(variant('periodicity', 'monthly')).toBeNull();
    expect(variant('box_gift', 'off')).toMatchObject({ gift: null, genre_ids: [7, 10] });
  });

  it('keeps the choices through the cookie and sends them to the calculation', () => {
    const state = applyCartIntent(empty, parseCartIntent(giftForm())!);
    const restored = decodeCartCookie(encodeCartCookie(state), 'EUR')!;
    expect(restored.cart.boxes).toEqual(state.cart.boxes);
    expect(calculateBodyOf(restored, { save: false }).boxes).toEqual([
      {
        type: 'one',
        periodicity: '3_months',
        sponsor: 'FRIEND-42',
        genre_ids: [7, 10],
        gift: { email: 'ana@example.com', name: 'Ana', message: null, send_on: '2026-12-24' },
      },
    ]);
  });
});

describe('the calculation request', () => {
  it('sends lines reduced to what the server reads, never a price', () => {
    const state = add(empty, { project_id: '259300', size: 'M' });
    const body = calculateBodyOf(state, { save: true });
    expect(body.shops).toEqual({
      s_259300: {
        shipping_type: 'standard',
        items: [{ project_id: 259300, quantity: 1, chosen_sizes: { '259300': 'M' } }],
      },
    });
    expect(JSON.stringify(body)).not.toMatch(/price/);
  });

  it('sends the pickup point only when the checkout asks to, the plain pickup flag otherwise', () => {
    const point = { name: 'Relais Bastille', address: '3 rue de la Roquette', zip_code: '75011', city: 'Paris' };
    const state = { ...add(empty, { project_id: '259101' }), pickupPoint: point };
    expect(calculateBodyOf(state, { save: true }).pickup).toBe(false);
    expect(calculateBodyOf(state, { save: true, sendPickupPoint: true }).pickup).toEqual(point);
    expect(calculateBodyOf({ ...state, pickupPoint: null }, { save: true, sendPickupPoint: true }).pickup).toBe(false);
  });
});

it('reads the shop id of a group-shipment key', () => {
  expect(shopIdOfKey('s_1214')).toBe(1214);
  expect(shopIdOfKey('1214')).toBeNull();
});

describe('reading a cart form', () => {
  it('reads each intent with its fields normalised and drops unknown fields', () => {
    expect(parseCartIntent({ intent: 'add', project_id: '7', item_id: '', size: ' M ', extra: 'x' })).toEqual({
      intent: 'add',
      project_id: 7,
      item_id: null,
      quantity: 1,
      size: 'M',
    });
    expect(parseCartIntent({ intent: 'add', project_id: 7, item_id: 3, quantity: 2 })).toEqual({
      intent: 'add',
      project_id: 7,
      item_id: 3,
      quantity: 2,
    });
    expect(parseCartIntent({ intent: 'step', line: 'a', step: '-1' })).toEqual({ intent: 'step', line: 'a', step: -1 });
    expect(parseCartIntent({ intent: 'country', country_id: ' fr ' })).toEqual({ intent: 'country', country_id: 'FR' });
    expect(parseCartIntent({ intent: 'promo' })).toEqual({ intent: 'promo', promo_code: '' });
    expect(parseCartIntent({ intent: 'gift', is_gift: 'on' })).toEqual({ intent: 'gift', is_gift: true });
    expect(parseCartIntent({ intent: 'gift' })).toEqual({ intent: 'gift', is_gift: false });
    expect(parseCartIntent({ intent: 'shipping', shop: 's_12', shipping_type: 'tracked' })).toEqual({
      intent: 'shipping',
      shop: 's_12',
      shipping_type: 'tracked',
    });
    expect(parseCartIntent({ intent: 'add_box', type: 'two', periodicity: '3_months' })).toEqual({
      intent: 'add_box',
      type: 'two',
      periodicity: '3_months',
      sponsor: null,
      genre_ids: [],
      gift: null,
    });
    expect(parseCartIntent({ intent: 'remove_box', index: '9' })).toEqual({ intent: 'remove_box', index: 9 });
  });

  it('reads FormData as the /cart action receives it', () => {
    const form = new FormData();
    form.set('intent', 'quantity');
    form.set('line', '259101:-:-');
    form.set('quantity', '4');
    expect(parseCartIntent(form)).toEqual({ intent: 'quantity', line: '259101:-:-', quantity: 4 });
  });

  it('refuses what is not one of the cart forms, or a form with a malformed field', () => {
    for (const fields of [
      {},
      { intent: 'toString' },
      { intent: 'explode' },
      { intent: 'add' },
      { intent: 'add', project_id: 'abc' },
      { intent: 'add', project_id: '1.5' },
      { intent: 'add', project_id: '1', item_id: '0' },
      { intent: 'add', project_id: '1', size: 'x'.repeat(51) },
      { intent: 'quantity', line: 'a', quantity: '-1' },
      { intent: 'step', line: 'a', step: '2' },
      { intent: 'remove' },
      { intent: 'shipping', shop: '12', shipping_type: 'standard' },
      { intent: 'shipping', shop: 's_12', shipping_type: 'drone' },
      { intent: 'country', country_id: 'FRA' },
      { intent: 'promo', promo_code: 'x'.repeat(51) },
      { intent: 'gift', is_gift: 'yes' },
      { intent: 'add_box', type: 'three', periodicity: 'monthly' },
      { intent: 'remove_box', index: '10' },
    ]) {
      expect(parseCartIntent(fields), JSON.stringify(fields)).toBeNull();
    }
  });
});

describe('split or wait', () => {
  it('keeps the choice of a group in the cookie and sends it, together being the default left unsaid', () => {
    let state = add(empty, { project_id: '259168' }, 259168);
    state = add(state, { project_id: '259253' }, 259168);
    const split = applyCartIntent(state, intent({ intent: 'shipment', shop: 's_259168', shipment: 'split' }));
    expect(split.cart.shops.s_259168?.shipment).toBe('split');
    const restored = decodeCartCookie(encodeCartCookie(split), 'EUR');
    expect(restored?.cart.shops.s_259168?.shipment).toBe('split');
    expect(calculateBodyOf(split, { save: false }).shops?.s_259168).toMatchObject({ shipment: 'split' });
    const together = applyCartIntent(split, intent({ intent: 'shipment', shop: 's_259168', shipment: 'together' }));
    expect(together.cart.shops.s_259168?.shipment).toBeUndefined();
    expect(calculateBodyOf(together, { save: false }).shops?.s_259168).not.toHaveProperty('shipment');
  });

  it('finds the group by a line when the server keyed the parcel otherwise; refuses an unknown choice', () => {
    const state = add(empty, { project_id: '259253' });
    const line = lineKeyOf({ project_id: 259253 });
    const split = applyCartIntent(state, intent({ intent: 'shipment', shop: 's_1', line, shipment: 'split' }));
    expect(split.cart.shops.s_259253?.shipment).toBe('split');
    expect(parseCartIntent({ intent: 'shipment', shop: 's_1', shipment: 'later' })).toBeNull();
  });
});
