// The subscriber's billing side of a box: a new card saved at the provider and the charge waiting
// retried at once (POST user/boxes/payment), where the box ships (POST user/boxes/address), and the
// PDF invoice of a paid monthly charge (POST user/boxes/invoice).
import type { BoxAddressBody, BoxDetail, BoxInvoiceBody, BoxPaymentBody } from '@spindle/contracts';
import { schema } from '@spindle/db';
import { isCurrencyCode, isLocale, splitGross, vatRateOn } from '@spindle/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../http/errors.ts';
import { createAccountStore, ensurePaymentCustomer } from '../auth/index.ts';
import { keepCard } from '../payments/index.ts';
import { attemptCharge, paidChargeOf, unpaidChargeOf } from './box-charges.ts';
import type { BoxCycleDeps } from './box-cycle.deps.ts';
import { boxDetail, ownBox } from './box-subscriber.service.ts';

const { boxSubscriptions } = schema;

/**
 * Sets the card up at the provider for the monthly charges (making the user's customer there once):
 * on Stripe a SetupIntent with `usage: 'off_session'`, or the one the page confirmed with Stripe.js
 * (`stripe_setup`, read back at Stripe); a declined card or a failed authentication answers its code
 * and the box stays as it was.
 */
async function saveCard(deps: BoxCycleDeps, userId: number, card: BoxPaymentBody['card']): Promise<void> {
  const provider = deps.provider;
  if (!provider) throw new AppError('payments_unavailable');
  const customer = await ensurePaymentCustomer(deps.db, (input) => provider.createCustomer(input), userId);
  if (!customer) throw new AppError('unauthorized');
  const saved = await keepCard(provider, customer.ref, card);
  if (!saved.ok) throw new AppError(saved.code);
}

/** POST user/boxes/payment: the new card is saved, then the charge the box waits for is tried with it. */
export async function updateBoxCard(deps: BoxCycleDeps, userId: number, body: BoxPaymentBody) {
  const box = await ownBox(deps.db, userId, body.box_id);
  if (box.step !== 'confirmed' && box.step !== 'monthly_pending') throw new AppError('box_not_active');
  await saveCard(deps, userId, body.card);
  const waiting = await unpaidChargeOf(deps.db, box.id);
  if (waiting) await attemptCharge(deps, waiting);
  const detail = await boxDetail(deps, userId, box.id);
  const charge = waiting ? (detail.charges.find((row) => row.id === waiting.id) ?? null) : null;
  return { step: detail.step, charge };
}

/** POST user/boxes/address: kept as the account's default address; the box ships there from now on. */
export async function setBoxAddress(deps: BoxCycleDeps, userId: number, body: BoxAddressBody): Promise<BoxDetail> {
  const box = await ownBox(deps.db, userId, body.box_id);
  if (!['confirmed', 'monthly_pending', 'not_activated'].includes(box.step)) throw new AppError('box_not_active');
  const address = await createAccountStore(deps.db).saveDefaultAddress(userId, {
    firstname: body.firstname,
    lastname: body.lastname,
    address: body.address,
    address2: body.address2 ?? null,
    zipCode: body.zip_code,
    city: body.city,
    countryId: body.country_id,
    phone: body.phone ?? null,
  });
  await deps.db
    .update(boxSubscriptions)
    .set({ customerAddressId: address.id, updatedAt: deps.clock() })
    .where(eq(boxSubscriptions.id, box.id));
  return boxDetail(deps, userId, box.id);
}

/** POST user/boxes/invoice: the invoice of a paid charge, VAT included at the delivery country's rate. */
export async function boxChargeInvoicePdf(
  deps: BoxCycleDeps,
  user: { id: number; lang: string; name: string },
  body: BoxInvoiceBody,
): Promise<{ pdf: Buffer; fileName: string }> {
  const box = await ownBox(deps.db, user.id, body.box_id);
  const charge = await paidChargeOf(deps.db, box.id, body.charge_id);
  if (!charge?.invoiceNumber || !charge.paidAt || !isCurrencyCode(charge.currency)) throw new AppError('not_found');
  const address = box.customerAddressId ? await createAccountStore(deps.db).findAddress(box.customerAddressId) : null;
  const country = address?.countryId ?? 'FR';
  const rate = vatRateOn(country, charge.paidAt);
  const record = splitGross(box.monthlyPriceMinor, rate);
  const shipping = splitGross(charge.amountMinor - box.monthlyPriceMinor, rate);
  // Loaded by the first PDF, not by every start (billing-document-pdf.ts).
  const { renderInvoicePdf } = await import('../../documents/invoice-pdf.ts');
  const pdf = await renderInvoicePdf({
    locale: isLocale(user.lang) ? user.lang : 'en',
    invoiceNumber: charge.invoiceNumber,
    orderNumber: `BOX-${box.id}-${charge.month.slice(0, 7)}`,
    orderedAt: charge.createdAt,
    issuedAt: charge.paidAt,
    currency: charge.currency,
    buyer: {
      name: address ? `${address.firstname} ${address.lastname}` : user.name,
      addressLines: address ? [address.address, `${address.zipCode} ${address.city}`] : [],
      countryCode: country,
    },
    lines: [
      {
        description: `Vinyl box ${charge.month.slice(0, 7)}`,
        quantity: 1,
        unitPriceMinor: box.monthlyPriceMinor,
        discountMinor: 0,
        amountMinor: box.monthlyPriceMinor,
        vatRateBasisPoints: rate,
        vatMinor: record.taxMinor,
      },
    ],
    shipping: {
      amountMinor: charge.amountMinor - box.monthlyPriceMinor,
      vatRateBasisPoints: rate,
      vatMinor: shipping.taxMinor,
    },
    serviceCharge: null,
    totalMinor: charge.amountMinor,
    taxMinor: record.taxMinor + shipping.taxMinor,
  });
  return { pdf, fileName: `invoice-${charge.invoiceNumber}.pdf` };
}
