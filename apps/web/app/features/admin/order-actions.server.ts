// The actions of /admin/order/{id} (docs/admin.md "Orders, refunds and manual orders"): a refund of chosen
// units (the form's token is the refund's Idempotency-Key, so sending the form twice refunds once), trying
// a waiting refund again, the cancellation, and a parcel's new address. Each calls its endpoint; a success
// sends a fresh page (a reload posts nothing again), a refusal comes back as its code for the page to say.
import { adminDispatchEndpoints, adminOrdersEndpoints, type AdminOrder } from '@spindle/contracts';
import { redirect, type RouterContextProvider } from 'react-router';
import { apiClient } from '../../lib/api.server.ts';
import { textOf } from '../../lib/form-body.server.ts';

/** What the order page may be told after a refused action. */
export const ORDER_ACTION_ERRORS = [
  'refund_empty',
  'refund_line_invalid',
  'refund_exceeds_paid',
  'refund_in_progress',
  'refund_exceeds_payment',
  'payment_not_refundable',
  'refund_failed',
  'refund_unavailable',
  'idempotency_key_reused',
  'order_not_cancellable',
  'address_not_editable',
  'input_invalid',
  'forbidden',
  'conflict',
] as const;
export type OrderActionError = (typeof ORDER_ACTION_ERRORS)[number] | 'other';

/** A refused action: its code, and for which form. */
export interface OrderActionRefusal {
  error: OrderActionError;
  form: string;
}

function refusalOf(code: string, form: string): OrderActionRefusal {
  const known = (ORDER_ACTION_ERRORS as readonly string[]).includes(code);
  return { error: known ? (code as OrderActionError) : 'other', form };
}

/** The units of each line the refund form asks for (fields `units_<line id>`), leaving out zeros. */
function refundLinesOf(form: FormData): { order_item_id: number; quantity: number }[] {
  const lines: { order_item_id: number; quantity: number }[] = [];
  for (const [name, value] of form.entries()) {
    const match = /^units_(\d+)$/.exec(name);
    if (!match || typeof value !== 'string' || value.trim() === '') continue;
    const quantity = Number(value);
    lines.push({ order_item_id: Number(match[1]), quantity: Number.isInteger(quantity) ? quantity : -1 });
  }
  return lines.filter((line) => line.quantity !== 0);
}

/** Runs the action the form names; a success throws the redirect to the fresh page. */
export async function orderAction(input: {
  context: Readonly<RouterContextProvider>;
  form: FormData;
  orderId: number;
  pagePath: string;
}): Promise<OrderActionRefusal> {
  const { form, orderId, pagePath } = input;
  const api = apiClient(input.context);
  const intent = textOf(form, 'intent');
  const text = (name: string) => textOf(form, name).trim();
  const reason = text('reason') || undefined;
  if (intent === 'refund') {
    const result = await api.call(adminOrdersEndpoints.refund, {
      params: { id: orderId },
      body: {
        lines: refundLinesOf(form),
        shipping: form.get('shipping') === 'on',
        service_charge: form.get('service_charge') === 'on',
        ...(reason ? { reason } : {}),
        idempotency_key: text('token'),
      },
    });
    if (result.ok) throw redirect(`${pagePath}?saved=refund&amount=${result.value.amount_minor}`);
    return refusalOf(result.code, 'refund');
  }
  if (intent === 'resume') {
    const result = await api.call(adminOrdersEndpoints.resumeRefund, {
      params: { id: orderId, refund_id: Number(text('refund_id')) || 0 },
    });
    if (result.ok) throw redirect(`${pagePath}?saved=refund&amount=${result.value.amount_minor}`);
    return refusalOf(result.code, 'refund');
  }
  if (intent === 'cancel') {
    const result = await api.call(adminOrdersEndpoints.cancel, {
      params: { id: orderId },
      body: reason ? { reason } : {},
    });
    if (result.ok) throw redirect(`${pagePath}?saved=cancel`);
    return refusalOf(result.code, 'cancel');
  }
  if (intent === 'parcel') return correctParcel(input, text);
  return changeAddress(input, text);
}

/** A parcel's carrier or tracking number corrected (a typo); a buyer whose order is on its way gets the right link. */
async function correctParcel(
  input: { context: Readonly<RouterContextProvider>; pagePath: string },
  text: (name: string) => string,
): Promise<OrderActionRefusal> {
  const shipmentId = Number(text('shipment_id')) || 0;
  const result = await apiClient(input.context).call(adminDispatchEndpoints.correctShipment, {
    params: { id: Number(text('shop_order_id')) || 0, shipment_id: shipmentId },
    body: { carrier: text('carrier'), tracking_number: text('tracking_number') },
  });
  if (result.ok) throw redirect(`${input.pagePath}?saved=parcel`);
  return refusalOf(result.code, `parcel-${shipmentId}`);
}

async function changeAddress(
  input: { context: Readonly<RouterContextProvider>; pagePath: string },
  text: (name: string) => string,
): Promise<OrderActionRefusal> {
  const shopOrderId = Number(text('shop_order_id')) || 0;
  const optional = (name: string) => text(name) || null;
  const result = await apiClient(input.context).call(adminOrdersEndpoints.changeAddress, {
    params: { shop_id: shopOrderId },
    body: {
      firstname: text('firstname'),
      lastname: text('lastname'),
      name: null,
      company: optional('company'),
      address: text('address'),
      address2: optional('address2'),
      zip_code: text('zip_code'),
      city: text('city'),
      state: optional('state'),
      country_id: text('country_id'),
      phone: optional('phone'),
    },
  });
  if (result.ok) throw redirect(`${input.pagePath}?saved=address`);
  return refusalOf(result.code, `address-${shopOrderId}`);
}

/** The money the page's notice names after a refund (from the redirect's query), or null. */
export function savedNoticeOf(url: URL, order: AdminOrder): { kind: string; amountMinor: number | null } | null {
  const kind = url.searchParams.get('saved');
  if (!kind || !['refund', 'cancel', 'address', 'created', 'parcel'].includes(kind)) return null;
  const amount = Number(url.searchParams.get('amount'));
  return { kind, amountMinor: Number.isSafeInteger(amount) && amount > 0 && order ? amount : null };
}
