// The manual-order form of /admin/order-manual read into the endpoint's body (docs/admin.md "Manual
// orders"): the customer, up to MANUAL_ORDER_ROWS lines (empty rows left out), prices typed in euros turned
// into cents (an amount that is not one is the form's own error), the address, reason, payment and note.
import type { AdminManualOrderBody } from '@spindle/contracts';
import { fromMajorUnits, isManualOrderPayment, isManualOrderReason } from '@spindle/domain';
import { textOf } from '../../lib/form-body.server.ts';
import { MANUAL_ORDER_ROWS } from './manual-order-rows.ts';

/** Cents of a euro amount typed in the form; null when empty, undefined when not an amount. */
function centsOf(text: string): number | null | undefined {
  if (text === '') return null;
  const parsed = fromMajorUnits(text, 'EUR');
  return parsed.ok && parsed.money.amountMinor >= 0 ? parsed.money.amountMinor : undefined;
}

/** The body, or `amount` when a price or shipping is not an amount in euros. */
export function manualOrderBodyOf(form: FormData): { ok: true; body: AdminManualOrderBody } | { ok: false } {
  const text = (name: string) => textOf(form, name).trim();
  const optional = (name: string) => text(name) || null;
  const lines: AdminManualOrderBody['lines'] = [];
  for (let row = 0; row < MANUAL_ORDER_ROWS; row += 1) {
    const project = text(`project_${row}`);
    if (project === '') continue;
    const price = centsOf(text(`price_${row}`));
    if (price === undefined) return { ok: false };
    lines.push({
      project_id: Number(project.replace('#', '')) || 0,
      quantity: Number(text(`quantity_${row}`) || '1'),
      ...(price === null ? {} : { unit_price_minor: price }),
      ...(text(`size_${row}`) ? { size: text(`size_${row}`) } : {}),
    });
  }
  const shipping = centsOf(text('shipping'));
  if (shipping === undefined) return { ok: false };
  const reason = text('reason');
  const payment = text('payment');
  return {
    ok: true,
    body: {
      customer: text('customer'),
      lines,
      address: {
        name: null,
        firstname: text('firstname'),
        lastname: text('lastname'),
        company: optional('company'),
        address: text('address'),
        address2: optional('address2'),
        zip_code: text('zip_code'),
        city: text('city'),
        state: null,
        country_id: text('country_id').toUpperCase(),
        phone: optional('phone'),
      },
      shipping_minor: shipping ?? 0,
      reason: isManualOrderReason(reason) ? reason : 'other',
      payment: isManualOrderPayment(payment) ? payment : 'free',
      ...(text('note') ? { note: text('note') } : {}),
    },
  };
}
