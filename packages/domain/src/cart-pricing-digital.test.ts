import { describe, expect, it } from 'vitest';
import { priceCart } from './cart-pricing.ts';
import { cartInput, facts, line, shopsOf } from './cart-pricing.fixtures.ts';

// A download: no weight, no partner holds stock of it (nothing to ship), sold by a non-French seller.
const download = (overrides: Parameters<typeof facts>[0] = {}) =>
  facts({
    projectId: 9,
    weightGrams: 0,
    isVinyl: false,
    partnersWithStock: [],
    sellerShipsFromFrance: false,
    digitalOnly: true,
    priceEurMinor: 120,
    ...overrides,
  });
const buyer = (countryCode: string, isBusiness = false, vatNumber: string | null = null) => ({
  userId: 7,
  pro: false,
  countryCode,
  isBusiness,
  vatNumber,
});

describe('priceCart: a cart of downloads only', () => {
  it('sells a download that no partner ships: no parcel, no shipping cost, no refusal', () => {
    const cart = priceCart(cartInput({ shops: shopsOf([line(9)]), catalogue: [download()] }));
    const [group] = cart.groups;
    expect(group?.items[0]).toMatchObject({ ok: true, amountMinor: 120 });
    expect(group?.shipping).toBeNull();
    expect(group?.noShipping).toBeNull();
    expect(group?.weightGrams).toBe(0);
    expect(cart.totals.shippingMinor).toBe(0);
    // 1.20 + 6 % service charge (0.072 -> 0.07)
    expect(cart.totals.totalMinor).toBe(127);
  });

  it.each([
    // country, business, VAT number, rate, reason, item tax
    ['FR', false, null, 2000, 'ships_from_france', 20],
    ['DE', false, null, 1900, 'ships_from_france', 19],
    ['US', false, null, 0, 'ships_from_france', 0],
  ] as const)(
    'taxes a download bought from %s at the buyer country rate',
    (country, business, vatNumber, rate, reason, tax) => {
      const cart = priceCart(
        cartInput({ shops: shopsOf([line(9)]), catalogue: [download()], buyer: buyer(country, business, vatNumber) }),
      );
      expect(cart.groups[0]?.vat).toEqual({ rateBasisPoints: rate, reason });
      expect(cart.groups[0]?.items[0]).toMatchObject({ ok: true, taxMinor: tax });
    },
  );

  it('without the flag the same project is refused: nobody ships it', () => {
    const cart = priceCart(cartInput({ shops: shopsOf([line(9)]), catalogue: [download({ digitalOnly: false })] }));
    expect(cart.groups[0]?.items[0]).toMatchObject({ ok: false, code: 'no_shipping' });
  });

  it('a download in a parcel adds no weight and stays sold when the record cannot ship', () => {
    const record = facts({ projectId: 1 });
    const both = { shops: { s_1: { shipping_type: 'standard' as const, items: [line(1), line(9)] } } };
    const shipped = priceCart(cartInput({ ...both, catalogue: [record, download()] }));
    const alone = priceCart(cartInput({ catalogue: [record] }));
    expect(shipped.groups[0]?.weightGrams).toBe(alone.groups[0]?.weightGrams);
    expect(shipped.totals.shippingMinor).toBe(alone.totals.shippingMinor);

    const nowhere = priceCart(
      cartInput({ ...both, catalogue: [{ ...record, partnersWithStock: [] }, download()], buyer: buyer('FR') }),
    );
    expect(nowhere.groups.flatMap((group) => group.items.map((item) => [item.projectId, item.ok]))).toEqual([
      [1, false],
      [9, true],
    ]);
    expect(nowhere.totals.shippingMinor).toBe(0);
  });
});
