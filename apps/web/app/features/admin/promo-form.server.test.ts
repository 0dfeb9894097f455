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
        once_per_user: 'on',
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
        once_per_user: true,
        once_overall: false,
        user_ids: null,
      },
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
      applies_to: 'total',
      funded_by: 'platform',
      starts_at: null,
      ends_at: '2026-11-26T15:20:11.000Z',
      user_ids: null,
      country_codes: null,
      project_ids: null,
      once_overall: false,
      once_per_user: false,
      min_price_minor: null,
      max_total_minor: null,
      min_quantity: null,
      max_quantity: null,
      state: 'ended',
      uses: 0,
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
