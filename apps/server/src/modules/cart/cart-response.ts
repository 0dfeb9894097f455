// PricedCart (domain) to the POST cart/calculate response (contracts): lines get what the page
// shows about their product; refusals keep their codes and details.
import type { CartCalculateResponse, ItemRefusalDto, PricedCartLine } from '@spindle/contracts';
import type { PricedCart, PricedItem } from '@spindle/domain';
import { coverUrlOf } from '../project-cards/index.ts';
import { productKey, type ProductDisplay } from './cart-facts.repo.ts';

function refusalOf(item: PricedItem): ItemRefusalDto | null {
  if (item.ok) return null;
  switch (item.code) {
    case 'sizes_required':
      return { code: item.code, missingSlots: item.missingSlots };
    case 'limit_per_customer_exceeded':
      return { code: item.code, limitPerCustomer: item.limitPerCustomer, copiesAllowed: item.copiesAllowed };
    case 'insufficient_stock':
      return { code: item.code, copiesLeft: item.copiesLeft };
    case 'no_shipping':
      return { code: item.code, reason: item.reason };
    default:
      return { code: item.code };
  }
}

function lineOf(item: PricedItem, display: Map<string, ProductDisplay>): PricedCartLine {
  const shown = display.get(productKey(item.projectId, item.itemId)) ?? display.get(productKey(item.projectId, null));
  const sizes = Object.values(item.chosenSizes);
  return {
    projectId: item.projectId,
    itemId: item.itemId,
    quantity: item.quantity,
    chosenSizes: item.chosenSizes,
    product: shown
      ? {
          name: shown.itemName ? `${shown.name} (${shown.itemName})` : shown.name,
          artistName: shown.artistName,
          slug: shown.slug,
          category: shown.category,
          coverUrl: coverUrlOf(shown.picture, shown.coverPath),
          sizeLabel: sizes.length ? sizes.join(' / ') : null,
        }
      : null,
    ok: item.ok,
    unitPriceMinor: item.ok ? item.unitPriceMinor : null,
    priceSource: item.ok ? item.priceSource : null,
    lineTotalMinor: item.ok ? item.lineTotalMinor : 0,
    discountMinor: item.ok ? item.discountMinor : 0,
    amountMinor: item.ok ? item.amountMinor : 0,
    taxMinor: item.ok ? item.taxMinor : 0,
    refusal: refusalOf(item),
    shipsLater: item.ok && item.shipsLater === true,
  };
}

/** A box of the cart as the page shows it (amounts 0 and the refusal when it cannot be sent). */
function boxLineOf(box: PricedCart['boxes'][number]): CartCalculateResponse['boxes'][number] {
  return box.ok
    ? {
        type: box.type,
        periodicity: box.periodicity,
        months: box.months,
        ok: true,
        monthlyPriceMinor: box.monthlyPriceMinor,
        monthlyShippingMinor: box.monthlyShippingMinor,
        priceMinor: box.priceMinor,
        shippingMinor: box.shippingMinor,
        totalMinor: box.totalMinor,
        taxMinor: box.taxMinor,
        refusal: null,
      }
    : {
        type: box.type,
        periodicity: box.periodicity,
        months: box.months,
        ok: false,
        monthlyPriceMinor: 0,
        monthlyShippingMinor: 0,
        priceMinor: 0,
        shippingMinor: 0,
        totalMinor: 0,
        taxMinor: 0,
        refusal: { code: box.code, reason: box.reason },
      };
}

/** The promo code applied, or why the typed one was refused. */
function promoOf(promo: PricedCart['promo']): CartCalculateResponse['promo'] {
  return {
    applied: promo.applied
      ? {
          promoCode: promo.applied.promoCode,
          siteWideSale: promo.applied.siteWideSale,
          appliesTo: promo.applied.appliesTo,
          discountMinor: promo.applied.discountMinor,
          itemsDiscountMinor: promo.applied.itemsDiscountMinor,
          shippingDiscountMinor: promo.applied.shippingDiscountMinor,
        }
      : null,
    refused: promo.refused
      ? {
          code: promo.refused.code,
          promoCode: promo.refused.promoCode,
          reason: promo.refused.reason,
        }
      : null,
  };
}

/**
 * Whether the priced cart can be paid: something in it and no refused line or box. A total of 0 (a
 * promo code covering everything) is payable: cart/pay confirms it without the payment provider.
 */
export function isPayable(priced: PricedCart): boolean {
  const items = priced.groups.flatMap((group) => group.items);
  const anything = items.some((item) => item.ok) || priced.boxes.some((box) => box.ok);
  return anything && items.every((item) => item.ok) && priced.boxes.every((box) => box.ok);
}

/** The response body of POST cart/calculate. */
export function toCalculateResponse(
  priced: PricedCart,
  context: { id: string; countryCode: string; display: Map<string, ProductDisplay>; pickup: boolean; saved: boolean },
): CartCalculateResponse {
  const count =
    priced.groups.reduce((sum, group) => sum + group.items.reduce((s, item) => s + item.quantity, 0), 0) +
    priced.boxes.length;
  return {
    id: context.id,
    currency: priced.currency,
    countryId: context.countryCode,
    count,
    shops: priced.groups.map((group) => ({
      key: group.key,
      shipTogetherGroup: group.shipTogetherGroup,
      items: group.items.map((item) => lineOf(item, context.display)),
      weightGrams: group.weightGrams,
      vat: group.vat,
      options: group.options,
      shipping: group.shipping,
      noShipping: group.noShipping,
      shipment: group.shipment,
      totalMinor: group.totalMinor,
      taxMinor: group.taxMinor,
    })),
    boxes: priced.boxes.map(boxLineOf),
    promo: promoOf(priced.promo),
    serviceCharge: {
      amountMinor: priced.serviceCharge.amountMinor,
      taxMinor: priced.serviceCharge.taxMinor,
      capped: priced.serviceCharge.capped,
      vat: priced.serviceCharge.vat,
    },
    totals: priced.totals,
    isGift: priced.isGift,
    packingSlipShowsPrices: priced.packingSlipShowsPrices,
    pickup: context.pickup,
    payable: isPayable(priced),
    saved: context.saved,
  };
}
