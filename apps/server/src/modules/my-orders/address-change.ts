// A new delivery address for a shop order: the buyer's own (PUT user/orders/{shop_id}/customer), while
// the parcel is not prepared, and the staff's (docs/admin.md), until it is sent. The country stays (shipping
// and VAT were priced for it); an order waiting for the address check (check_address) is confirmed by it.
import type { DeliveryBody, OrderAddress, ShopOrderStatusDto } from '@spindle/contracts';
import type { AddressSnapshot, Tx } from '@spindle/db';
import { AppError } from '../../http/errors.ts';
import type { MyOrdersRepo } from './my-orders.repo.ts';
import { addressDto } from './order-dto.ts';
import { isAddressEditable } from './order-rules.ts';

/** A shop order's status and address, before or after the change. */
export interface ShopOrderAddressState {
  id: number;
  status: ShopOrderStatusDto;
  address: OrderAddress | null;
}

/** Who changes it and which: the buyer (their own shop order) or staff (userId null, any). */
export interface AddressChangeRequest {
  userId: number | null;
  shopOrderId: number;
  body: DeliveryBody;
  now: Date;
}

function snapshotOf(body: DeliveryBody, vatNumber: string | null | undefined): AddressSnapshot {
  return {
    firstname: body.firstname,
    lastname: body.lastname,
    name: body.name,
    company: body.company,
    address: body.address,
    address2: body.address2,
    zipCode: body.zip_code,
    city: body.city,
    state: body.state,
    countryId: body.country_id,
    phone: body.phone,
    vatNumber: vatNumber ?? null,
  };
}

/**
 * Changes the address (inside `tx` when given, so staff write their audit row with it) and returns the
 * shop order before and after. 404 for a shop order that is not the buyer's, 409 `address_not_editable`
 * once it is prepared (buyer) or sent (staff), 400 for another country.
 */
export async function changeShopOrderAddress(
  repo: MyOrdersRepo,
  request: AddressChangeRequest,
  tx?: Tx,
): Promise<{
  before: ShopOrderAddressState;
  after: ShopOrderAddressState & { address: OrderAddress };
  orderId: number;
}> {
  const found = await repo.findShopOrder(request.userId, request.shopOrderId, tx);
  if (!found) throw new AppError('not_found');
  const { shop, orderStatus } = found;
  const by = request.userId === null ? 'staff' : 'buyer';
  if (!isAddressEditable(orderStatus, shop.status, by)) {
    throw new AppError('address_not_editable', {
      message: `The parcel of this shop order is ${shop.status.replaceAll('_', ' ')}: its address can no longer change.`,
    });
  }
  const currentCountry = shop.shippingAddress?.countryId ?? null;
  if (currentCountry !== null && currentCountry !== request.body.country_id) {
    throw new AppError('input_invalid', { fields: { country_id: 'country_change_not_allowed' } });
  }
  const address = snapshotOf(request.body, shop.shippingAddress?.vatNumber);
  const status = shop.status === 'check_address' ? 'confirmed' : shop.status;
  const changed = await repo.updateShopOrderAddress(shop.id, shop.status, { address, status, now: request.now }, tx);
  if (!changed) throw new AppError('address_not_editable');
  return {
    orderId: shop.orderId,
    before: { id: shop.id, status: shop.status, address: addressDto(shop.shippingAddress) },
    after: { id: shop.id, status, address: addressDto(address) },
  };
}
