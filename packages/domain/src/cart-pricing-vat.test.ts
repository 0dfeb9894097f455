import { describe, expect, it } from 'vitest';
import { priceCart, type PricedCart } from './cart-pricing.ts';
import { cartInput, facts } from './cart-pricing.fixtures.ts';

const onlyItem = (cart: PricedCart) => cart.groups[0]?.items[0];

describe('priceCart: VAT by destination, worked back from the gross', () => {
  const buyer = (countryCode: string, isBusiness = false, vatNumber: string | null = null) => ({
    userId: 7,
    pro: false,
    countryCode,
    isBusiness,
    vatNumber,
  });
  it.each([
    // country, partners, seller ships from France, business, VAT number, rate, reason, item tax, shipping, shipping tax
    ['FR', ['spindle'], true, false, null, 2000, 'ships_from_france', 417, 600, 100],
    ['DE', ['spindle'], true, false, null, 1900, 'ships_from_france', 399, 1000, 160],
    ['DE', ['spindle'], true, true, 'DE123456789', 1900, 'ships_from_france', 399, 1000, 160],
    ['DE', ['rom_de'], false, false, null, 1900, 'eu_private_buyer', 399, 550, 88],
    ['DE', ['rom_de'], false, true, null, 1900, 'eu_business_without_vat_number', 399, 550, 88],
    ['DE', ['rom_de'], false, true, 'DE123456789', 0, 'eu_reverse_charge', 0, 550, 0],
    ['US', ['whiplash'], false, false, null, 0, 'outside_eu', 0, 500, 0],
    ['US', ['spindle'], true, false, null, 0, 'ships_from_france', 0, 1600, 0],
  ] as const)(
    'to %s from %j (ships from France: %s, business: %s %s): %i bp, %s',
    (country, partners, fromFrance, business, vatNumber, rate, reason, itemTax, shipping, shippingTax) => {
      const cart = priceCart(
        cartInput({
          catalogue: [facts({ partnersWithStock: partners, sellerShipsFromFrance: fromFrance })],
          buyer: buyer(country, business, vatNumber),
        }),
      );
      const [group] = cart.groups;
      expect(group?.vat).toEqual({ rateBasisPoints: rate, reason });
      expect(onlyItem(cart)).toMatchObject({ amountMinor: 2500, taxMinor: itemTax });
      expect(group?.shipping).toMatchObject({ amountMinor: shipping, taxMinor: shippingTax });
    },
  );

  it('taxes a parcel from a French partner as shipped from France even if the seller did not say so', () => {
    const cart = priceCart(
      cartInput({ catalogue: [facts({ sellerShipsFromFrance: false })], buyer: buyer('DE', true, 'DE1234567') }),
    );
    expect(cart.groups[0]?.vat.reason).toBe('ships_from_france');
  });

  it('uses the rate in force on the day of the calculation (Estonia 22 % then 24 %)', () => {
    const estonia = (now: Date) => priceCart(cartInput({ now, buyer: buyer('EE') })).groups[0]?.vat.rateBasisPoints;
    expect(estonia(new Date('2025-06-30T12:00:00Z'))).toBe(2200);
    expect(estonia(new Date('2025-07-01T12:00:00Z'))).toBe(2400);
  });
});
