import { describe, expect, it } from 'vitest';
import { promoBodyOf, promoFormValuesOf } from './promo-form.server.ts';

const formOf = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
};

describe('promoBodyOf', () => {
  it('reads a percentage, euros, Paris days and lists', () => {
    const result = promoBodyOf(
      formOf({
        code: 'spring',
        percent: '12,5',
        applies_to: 'price',
        starts_on: '2026-03-01',
        ends_on: '2026-03-31',
        min_price: '20.50',
        project_ids: '12, 15',
        country_codes: 'fr, be',
        first_order_only: 'on',
        max_uses: '100',
        max_uses_per_customer: '1',
        shop_ids: '3',
      }),
    );
    expect(result).toMatchObject({
      ok: true,
      body: {
        code: 'spring',
        percent_bp: 1250,
        applies_to: 'price',
        // Midnight in Paris (winter, UTC+1) to the midnight after the last day (summer, UTC+2).
        starts_at: '2026-02-28T23:00:00.000Z',
        ends_at: '2026-03-31T22:00:00.000Z',
        min_price_minor: 2050,
        project_ids: [12, 15],
        country_codes: ['fr', 'be'],
        first_order_only: true,
        max_uses: 100,
        max_uses_per_customer: 1,
        shop_ids: [3],
        amount_off_minor: null,
        amount_off_currency: null,
        user_ids: null,
      },
    });
  });

  it('reads a fixed amount in the currency chosen beside it (yen have no cents)', () => {
    expect(promoBodyOf(formOf({ code: 'TAKE5', amount_off: '5', amount_off_currency: 'EUR' }))).toMatchObject({
      ok: true,
      body: { percent_bp: null, amount_off_minor: 500, amount_off_currency: 'EUR' },
    });
    expect(promoBodyOf(formOf({ code: 'YEN', amount_off: '900', amount_off_currency: 'JPY' }))).toMatchObject({
      ok: true,
      body: { amount_off_minor: 900, amount_off_currency: 'JPY' },
    });
  });

  it('asks for a percentage or an amount when both are empty', () => {
    expect(promoBodyOf(formOf({ code: 'NONE' }))).toEqual({
      ok: false,
      fields: { percent: 'percent_or_amount_required' },
    });
  });

  it('shows a fixed amount in its own currency and the use limits', () => {
    const values = promoFormValuesOf({
      id: 2,
      code: 'TAKE5',
      description: null,
      site_wide_sale: false,
      percent_bp: null,
      amount_off_minor: 500,
      amount_off_currency: 'EUR',
      applies_to: 'price',
      funded_by: 'platform',
      starts_at: null,
      ends_at: null,
      user_ids: null,
      country_codes: null,
      project_ids: null,
      shop_ids: [4, 5],
      first_order_only: true,
      max_uses: 10,
      max_uses_per_customer: null,
      min_price_minor: null,
      max_total_minor: null,
      min_quantity: null,
      max_quantity: null,
      state: 'running',
      uses: 3,
      customers: 2,
      discount_eur_minor: 1500,
      created_at: '2026-11-01T10:00:00.000Z',
      updated_at: '2026-11-01T10:00:00.000Z',
    });
    expect(values).toMatchObject({
      percent: '',
      amount_off: '5.00',
      amount_off_currency: 'EUR',
      max_uses: '10',
      max_uses_per_customer: '',
      shop_ids: '4, 5',
    });
  });

  it('names the fields it cannot read', () => {
    const result = promoBodyOf(formOf({ code: 'X1', percent: 'ten', ends_on: '2026-02-30', project_ids: '12, abc' }));
    expect(result).toEqual({
      ok: false,
      fields: { percent: 'percent_invalid', ends_on: 'input_invalid', project_ids: 'input_invalid' },
    });
  });

  it('keeps an end set to an instant (a code ended now) while its day is not changed', () => {
    const values = promoFormValuesOf({
      id: 1,
      code: 'GONE',
      description: null,
      site_wide_sale: false,
      percent_bp: 1000,
      amount_off_minor: null,
      amount_off_currency: null,
      applies_to: 'total',
      funded_by: 'platform',
      starts_at: null,
      ends_at: '2026-11-26T15:20:11.000Z',
      user_ids: null,
      country_codes: null,
      project_ids: null,
      shop_ids: null,
      first_order_only: false,
      max_uses: null,
      max_uses_per_customer: null,
      min_price_minor: null,
      max_total_minor: null,
      min_quantity: null,
      max_quantity: null,
      state: 'ended',
      uses: 0,
      customers: 0,
      discount_eur_minor: 0,
      created_at: '2026-11-01T10:00:00.000Z',
      updated_at: '2026-11-26T15:20:11.000Z',
    });
    expect(values.ends_on).toBe('2026-11-26');
    const same = promoBodyOf(formOf(values));
    expect(same.ok && same.body.ends_at).toBe('2026-11-26T15:20:11.000Z');
    const later = promoBodyOf(formOf({ ...values, ends_on: '2026-12-24' }));
    expect(later.ok && later.body.ends_at).toBe('2026-12-24T23:00:00.000Z');
  });
});
