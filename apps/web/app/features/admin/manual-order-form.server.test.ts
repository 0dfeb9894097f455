import { describe, expect, it } from 'vitest';
import { manualOrderBodyOf } from './manual-order-form.server.ts';

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

const ADDRESS = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  address: '3 avenue du Vinyle',
  zip_code: '69001',
  city: 'Lyon',
  country_id: 'fr',
};

describe('the manual-order form', () => {
  it('reads the filled rows only, prices typed in euros as cents, empty prices as the catalogue’s', () => {
    const parsed = manualOrderBodyOf(
      formOf({
        customer: 'ada@example.test',
        project_0: '#259163',
        quantity_0: '2',
        price_0: '12,50',
        project_2: '259101',
        size_2: 'M',
        shipping: '6.90',
        reason: 'trade_sale',
        payment: 'paid',
        ...ADDRESS,
      }),
    );
    if (!parsed.ok) throw new Error('the form was refused');
    const { body } = parsed;
    expect([body.customer, body.shipping_minor, body.reason, body.payment]).toEqual([
      'ada@example.test',
      690,
      'trade_sale',
      'paid',
    ]);
    expect(body.lines).toEqual([
      { project_id: 259163, quantity: 2, unit_price_minor: 1250 },
      { project_id: 259101, quantity: 1, size: 'M' },
    ]);
    expect([body.address.country_id, body.address.company]).toEqual(['FR', null]);
  });

  it('refuses a price that is not an amount in euros, and takes an unknown reason as other', () => {
    expect(manualOrderBodyOf(formOf({ project_0: '1', price_0: '12.345', ...ADDRESS }))).toEqual({ ok: false });
    const parsed = manualOrderBodyOf(formOf({ project_0: '1', reason: 'bribe', ...ADDRESS }));
    expect(parsed.ok && [parsed.body.reason, parsed.body.payment]).toEqual(['other', 'free']);
  });
});
