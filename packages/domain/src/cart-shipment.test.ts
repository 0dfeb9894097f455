import { describe, expect, it } from 'vitest';
import { priceCart, type CartPricingInput } from './cart-pricing.ts';
import { cartInput, facts, line, promoCode } from './cart-pricing.fixtures.ts';
import { expectedReadyOn, isCartShipment, readinessOf, shipsLater, splitShipment } from './cart-shipment.ts';
import { plannedEnds } from './ship-estimate.ts';
import { READY_TO_SHIP_STEP } from './production-plan.ts';

describe('readiness of a line', () => {
  it('a stocked record ships now; a pre-order and a running campaign ship later', () => {
    expect(shipsLater({ saleType: 'stock', step: 'in_progress' })).toBe(false);
    expect(shipsLater({ saleType: 'limited_edition', step: 'in_progress' })).toBe(false);
    expect(shipsLater({ saleType: 'stock', isPreorder: true })).toBe(true);
    expect(shipsLater({ saleType: 'funding', step: 'in_progress' })).toBe(true);
    expect(shipsLater({ saleType: 'direct_pressing', step: 'private' })).toBe(true);
  });

  it('a campaign whose records are pressed (valid, invoiced, paid) ships now; a download never waits', () => {
    expect(shipsLater({ saleType: 'funding', step: 'valid' })).toBe(false);
    expect(shipsLater({ saleType: 'funding', step: 'paid' })).toBe(false);
    expect(shipsLater({ saleType: 'funding', step: 'in_progress', digitalOnly: true })).toBe(false);
    expect(shipsLater({ isPreorder: true, digitalOnly: true })).toBe(false);
  });

  it('a pre-order is expected on its release day', () => {
    expect(readinessOf({ isPreorder: true, releaseDate: '2025-09-01' })).toEqual({
      ready: false,
      expectedOn: new Date('2025-09-01T00:00:00Z'),
    });
  });

  it('a campaign is expected once pressed after it closes, or on its release day when that is later', () => {
    const endsAt = new Date('2025-07-01T00:00:00Z');
    const pressed = plannedEnds(endsAt).get(READY_TO_SHIP_STEP);
    expect(pressed?.getTime()).toBeGreaterThan(endsAt.getTime());
    expect(expectedReadyOn({ saleType: 'funding', campaignEndsAt: endsAt })).toEqual(pressed);
    expect(expectedReadyOn({ saleType: 'funding', campaignEndsAt: endsAt, releaseDate: '2025-07-02' })).toEqual(
      pressed,
    );
    expect(expectedReadyOn({ saleType: 'funding', campaignEndsAt: endsAt, releaseDate: '2027-01-01' })).toEqual(
      new Date('2027-01-01T00:00:00Z'),
    );
    expect(expectedReadyOn({ isPreorder: true })).toBeNull();
  });

  it('knows the two choices', () => {
    expect(isCartShipment('together')).toBe(true);
    expect(isCartShipment('split')).toBe(true);
    expect(isCartShipment('later')).toBe(false);
  });
});

describe('splitShipment', () => {
  const stocked = { id: 1, saleType: 'stock' };
  const preorder = { id: 2, isPreorder: true, releaseDate: '2025-09-01' };
  const campaign = { id: 3, saleType: 'funding', step: 'in_progress', releaseDate: '2025-11-20' };
  const download = { id: 4, saleType: 'funding', step: 'in_progress', digitalOnly: true };

  it('sorts the lines; the later parcel leaves when the last pre-order is ready', () => {
    const split = splitShipment([stocked, preorder, campaign], (lineFacts) => lineFacts);
    expect(split.now.map((l) => l.id)).toEqual([1]);
    expect(split.later.map((l) => l.id)).toEqual([2, 3]);
    expect(split.mixed).toBe(true);
    expect(split.laterExpectedOn).toEqual(new Date('2025-11-20T00:00:00Z'));
  });

  it('offers no choice without a ready physical line, or without a pre-order', () => {
    expect(splitShipment([preorder, campaign], (f) => f).mixed).toBe(false);
    expect(splitShipment([download, preorder], (f) => f).mixed).toBe(false);
    expect(splitShipment([stocked, download], (f) => f).mixed).toBe(false);
  });

  it('has no date when one pre-order has none', () => {
    expect(splitShipment([stocked, preorder, { id: 5, isPreorder: true }], (f) => f).laterExpectedOn).toBeNull();
  });
});

// Two 300 g records of one ship-together group, France, EUR: one parcel of 700 g (750 g bracket: 7.00 EUR)
// or two of 400 g (500 g bracket: 6.00 EUR each). The fixtures' spindle lane: base 5.00 + 1.00 per bracket step.
const GROUP = 'artist-9';
function mixedCart(shipment?: 'together' | 'split', overrides: Partial<CartPricingInput> = {}): CartPricingInput {
  return cartInput({
    shops: { s_1: { shipping_type: 'standard', items: [line(1), line(2)], ...(shipment ? { shipment } : {}) } },
    catalogue: [
      facts({ projectId: 1, isCatalogueItem: true, stockLeft: 10, saleType: 'stock', shipTogetherGroup: GROUP }),
      facts({ projectId: 2, isPreorder: true, releaseDate: '2025-09-01', shipTogetherGroup: GROUP }),
    ],
    ...overrides,
  });
}

describe('priceCart: split or wait', () => {
  it('together by default: one parcel, one shipping charge, both choices priced', () => {
    const cart = priceCart(mixedCart());
    const [group] = cart.groups;
    expect(cart.groups).toHaveLength(1);
    expect(group?.shipping?.chargedMinor).toBe(700);
    expect(group?.shipment).toMatchObject({ chosen: 'together', laterExpectedOn: '2025-09-01', later: null });
    const subtotal = 5000;
    const together = subtotal + 700 + Math.round((subtotal + 700) * 0.06);
    const split = subtotal + 1200 + Math.round((subtotal + 1200) * 0.06);
    expect(cart.totals.totalMinor).toBe(together);
    expect(group?.shipment?.options).toEqual({
      together: { shippingMinor: 700, laterShippingMinor: 0, cartTotalMinor: together },
      split: { shippingMinor: 1200, laterShippingMinor: 600, cartTotalMinor: split },
    });
    expect(group?.items.map((item) => item.ok && item.shipsLater)).toEqual([undefined, true]);
  });

  it('split: a second parcel priced by its own weight, its VAT and the totals follow', () => {
    const cart = priceCart(mixedCart('split'));
    const group = cart.groups[0];
    expect(group?.shipment?.chosen).toBe('split');
    expect(group?.shipping).toMatchObject({ chargedMinor: 600, amountMinor: 600, bracketGrams: 500 });
    expect(group?.weightGrams).toBe(400);
    expect(group?.shipment?.later).toMatchObject({
      chargedMinor: 600,
      amountMinor: 600,
      weightGrams: 400,
      taxMinor: 100,
    });
    expect(group?.options.standard?.chargedMinor).toBe(1200);
    expect(cart.totals.shippingMinor).toBe(1200);
    expect(group?.totalMinor).toBe(5000 + 1200);
    // 20 % VAT worked back from each gross: 417 per 25.00 EUR line, 100 per 6.00 EUR parcel.
    expect(group?.taxMinor).toBe(417 + 417 + 100 + 100);
    expect(cart.totals.totalMinor).toBe(group?.shipment?.options.split.cartTotalMinor);
    expect(group?.shipment?.options.together.cartTotalMinor).toBeLessThan(cart.totals.totalMinor);
  });

  it('a promo on the shipping is shared between both parcels', () => {
    const code = promoCode({ code: 'SHIP50', appliesTo: 'shipping', percentBp: 5000 });
    const cart = priceCart(
      mixedCart('split', { promo: { typedCode: 'SHIP50', codes: [{ code, usage: { totalUses: 0, usesByUser: 0 } }] } }),
    );
    const group = cart.groups[0];
    expect(cart.totals.discountMinor).toBe(600);
    expect((group?.shipping?.promoDiscountMinor ?? 0) + (group?.shipment?.later?.promoDiscountMinor ?? 0)).toBe(600);
    expect(group?.shipment?.options.split.shippingMinor).toBe(600);
  });

  it('offers nothing when the group does not mix; split asked for changes nothing', () => {
    const input = mixedCart('split');
    const cart = priceCart({ ...input, catalogue: input.catalogue.map((f) => ({ ...f, isPreorder: false })) });
    expect(cart.groups[0]?.shipment).toBeNull();
    expect(cart.groups[0]?.shipping?.chargedMinor).toBe(700);
  });

  it('together, the ready record leaves with the pre-orders from their partner; split, each from its own', () => {
    const input = mixedCart();
    const catalogue = [input.catalogue[0]!, { ...input.catalogue[1]!, partnersWithStock: ['rom_de' as const] }];
    const together = priceCart({ ...input, catalogue });
    expect(together.groups[0]?.noShipping).toBeNull();
    expect(together.groups[0]?.shipping?.partner).toBe('rom_de');
    const split = priceCart({ ...input, shops: mixedCart('split').shops, catalogue });
    expect(split.groups[0]?.shipping?.partner).toBe('spindle');
    expect(split.groups[0]?.shipment?.later?.partner).toBe('rom_de');
  });
});
