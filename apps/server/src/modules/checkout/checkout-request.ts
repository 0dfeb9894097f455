// What the stored cart request says about the order it becomes: the delivery address (every field
// required), the pickup point, the payment method; and why a priced cart cannot be paid.
import type { PaymentMethodInput as PaymentMethodDto } from '@spindle/contracts';
import type { PricedCart } from '@spindle/domain';
import type { AddressSnapshot } from '@spindle/db';
import { AppError } from '../../http/errors.ts';
import { type cartRequestOf, REQUIRED_ADDRESS_FIELDS } from '../cart/index.ts';
import type { PaymentMethodInput } from '../payments/index.ts';
import type { OrderRows } from './order-rows.ts';
import type { PickupPointSnapshot } from './orders.repo.ts';

/** The cart as checkout reads it (its address, pickup point, lines). */
export type CheckoutCartRequest = ReturnType<typeof cartRequestOf>;

/** The payment method of the request, as the provider takes it. */
export function paymentMethodOf(dto: PaymentMethodDto): PaymentMethodInput {
  switch (dto.kind) {
    case 'test_card':
      return { kind: 'test_card', number: dto.number, expMonth: dto.exp_month, expYear: dto.exp_year, cvc: dto.cvc };
    case 'stripe':
      return { kind: 'stripe', paymentMethodId: dto.payment_method_id };
    case 'saved_card':
      return { kind: 'saved_card', cardRef: dto.card_ref };
  }
}

/** Whether a priced cart sends anything by post (a parcel with shipping, or a box); downloads only do not. */
export function needsDelivery(priced: PricedCart): boolean {
  return priced.groups.some((group) => group.shipping !== null) || priced.boxes.some((box) => box.ok);
}

/**
 * The delivery address of a checkout: every field the spec's customer address requires. A cart of
 * downloads only ships nothing, so only the e-mail is required; the country (for VAT) is the cart's.
 */
export function addressOf(
  customer: CheckoutCartRequest['customer'],
  countryCode: string,
  email: string,
  delivery = true,
): AddressSnapshot {
  const missing: Record<string, string> = {};
  if (!email) missing.email = 'input_required';
  for (const field of delivery ? REQUIRED_ADDRESS_FIELDS : []) {
    if (!customer?.[field]) missing[field] = 'input_required';
  }
  if (Object.keys(missing).length > 0) throw new AppError('input_required', { fields: missing });
  return {
    firstname: customer?.firstname ?? '',
    lastname: customer?.lastname ?? '',
    name: customer?.name ?? null,
    company: customer?.company ?? null,
    address: customer?.address ?? '',
    address2: customer?.address2 ?? null,
    zipCode: customer?.zip_code ?? '',
    city: customer?.city ?? '',
    state: customer?.state ?? null,
    countryId: countryCode,
    phone: customer?.phone ?? null,
    vatNumber: customer?.vat_number ?? null,
  };
}

/** Whether two address snapshots say the same (jsonb does not keep key order). */
export function sameAddress(a: AddressSnapshot | null, b: AddressSnapshot): boolean {
  if (!a) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof AddressSnapshot)[]);
  return [...keys].every((key) => (a[key] ?? null) === (b[key] ?? null));
}

/** The chosen pickup point of a cart, when one of its parcels ships to a pickup point. */
export function pickupPointOf(
  request: CheckoutCartRequest,
  rows: OrderRows,
  countryCode: string,
): PickupPointSnapshot | null {
  const point = request.pickupPoint;
  if (!point || !rows.shopOrders.some((group) => group.values.shippingType === 'pickup')) return null;
  return {
    name: point.name,
    address: point.address,
    zipCode: point.zip_code,
    city: point.city,
    countryId: countryCode,
  };
}

/** Why a priced cart cannot be paid, as the spec-style error the page shows. */
export function refusalError(priced: PricedCart): AppError {
  const refused = priced.groups.flatMap((group) => group.items).find((item) => !item.ok);
  const code = refused && !refused.ok ? refused.code : 'cart_empty';
  return new AppError(code === 'cart_empty' ? 'cart_empty' : code);
}
