// The dispatch page's reads (docs/admin.md "Fulfilment and dispatch"): the shop orders of paid orders
// to ship (or in one status), by logistician and payment date, with their lines and parcels; and the
// file a logistician imports, in its own columns (packages/domain fulfilment-files.ts), with the
// barcode as article code when the record has one.
import type { DispatchExportQuery, DispatchPage, DispatchQuery, DispatchRow } from '@spindle/contracts';
import {
  SHOP_ORDER_STATUSES_TO_SHIP,
  businessWeekOf,
  fulfilmentMovesFrom,
  instantsOfBusinessDays,
  logisticianExportCsv,
  parseBusinessDay,
  type ParcelToShip,
  type ShopOrderStatus,
} from '@spindle/domain';
import type { Db } from '@spindle/db';
import { AppError } from '../../http/errors.ts';
import type { UserDirectory } from '../auth/index.ts';
import {
  linesOfShopOrders,
  listShopOrdersForFulfilment,
  shopOrdersForFulfilment,
  type ShopOrderForFulfilment,
  type ShopOrderLine,
} from '../checkout/index.ts';
import { shipmentDto } from './shipment-dto.ts';
import { listPartners, shipmentsOfShopOrders, type ShipmentRow } from './shipments.repo.ts';

export interface DispatchDeps {
  db: Db;
  users: Pick<UserDirectory, 'contactsOf'>;
  /** The first barcode of each project (projects' face). */
  barcodesOf: (projectIds: readonly number[]) => Promise<Map<number, string>>;
  clock: () => Date;
}

/** The filter shared by the page and its export, as checkout's query takes it. */
function filterOf(query: Pick<DispatchQuery, 'status' | 'logistician' | 'paid_from' | 'paid_to'>) {
  const statuses: readonly ShopOrderStatus[] =
    query.status === 'to_ship' ? SHOP_ORDER_STATUSES_TO_SHIP : [query.status];
  const days = instantsOfBusinessDays({
    from: query.paid_from ? parseBusinessDay(query.paid_from) : null,
    to: query.paid_to ? parseBusinessDay(query.paid_to) : null,
  });
  return { statuses, logistician: query.logistician, paidFrom: days.fromInclusive, paidBefore: days.toExclusive };
}

function buyerNameOf(row: ShopOrderForFulfilment): string {
  const address = row.address;
  if (!address) return '';
  return address.name?.trim() || `${address.firstname} ${address.lastname}`.trim();
}

function dispatchRowOf(
  row: ShopOrderForFulfilment,
  lines: readonly ShopOrderLine[],
  parcels: readonly ShipmentRow[],
): DispatchRow {
  return {
    shop_order_id: row.shopOrderId,
    order_id: row.orderId,
    status: row.status,
    logistician: row.logistician,
    paid_at: row.paidAt?.toISOString() ?? null,
    sent_at: row.sentAt?.toISOString() ?? null,
    buyer_name: buyerNameOf(row),
    email: row.email,
    country: row.address?.countryId ?? null,
    pickup_point: row.pickupPoint?.name ?? null,
    weight_grams: row.weightGrams,
    items: lines
      .filter((line) => line.shopOrderId === row.shopOrderId)
      .map((line) => ({ name: line.size ? `${line.name} (${line.size})` : line.name, quantity: line.quantity })),
    shipments: parcels.filter((parcel) => parcel.shopOrderId === row.shopOrderId).map(shipmentDto),
    next_statuses: row.orderStatus === 'confirmed' ? fulfilmentMovesFrom(row.status) : [],
  };
}

/** GET admin/dispatch */
export async function listDispatch(deps: DispatchDeps, query: DispatchQuery): Promise<DispatchPage> {
  const { rows, total } = await listShopOrdersForFulfilment(deps.db, {
    ...filterOf(query),
    sort: query.sort,
    dir: query.dir,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const ids = rows.map((row) => row.shopOrderId);
  const [lines, parcels, partners] = await Promise.all([
    linesOfShopOrders(deps.db, ids),
    shipmentsOfShopOrders(deps.db, ids),
    listPartners(deps.db),
  ]);
  return {
    rows: rows.map((row) => dispatchRowOf(row, lines, parcels)),
    total,
    page: query.page,
    per_page: query.per_page,
    partners,
    week: businessWeekOf(deps.clock()),
  };
}

/** The most shop orders one export holds (a filter or a choice narrows a bigger one). */
export const EXPORT_MAX_SHOP_ORDERS = 2_000;

/**
 * The shop orders an export holds: the chosen ones, each of which must be a paid shop order to ship at
 * this logistician (else 404: the page is out of date), or every one the filter finds there.
 */
async function shopOrdersToExport(deps: DispatchDeps, query: DispatchExportQuery) {
  if (query.ids.length === 0) {
    const { rows } = await listShopOrdersForFulfilment(deps.db, {
      ...filterOf(query),
      logistician: query.logistician,
      sort: 'paid_at',
      dir: 'asc',
      limit: EXPORT_MAX_SHOP_ORDERS,
      offset: 0,
    });
    return rows;
  }
  const rows = await shopOrdersForFulfilment(deps.db, query.ids);
  const exportable = rows.filter(
    (row) =>
      row.orderStatus === 'confirmed' &&
      row.logistician === query.logistician &&
      SHOP_ORDER_STATUSES_TO_SHIP.includes(row.status),
  );
  if (exportable.length !== new Set(query.ids).size) throw new AppError('not_found');
  return exportable;
}

/** The article code of a line: the record's barcode, else our reference of the project, item and size. */
function skuOf(line: ShopOrderLine, barcodes: ReadonlyMap<number, string>): string {
  const barcode = line.projectId === null ? undefined : barcodes.get(line.projectId);
  if (barcode) return barcode;
  const parts = ['SP', line.projectId ?? 'X', ...(line.itemId === null ? [] : [line.itemId])];
  return parts.join('-') + (line.size ? `-${line.size.replace(/[^A-Za-z0-9]+/g, '')}` : '');
}

function parcelOf(
  row: ShopOrderForFulfilment,
  lines: readonly ShopOrderLine[],
  barcodes: ReadonlyMap<number, string>,
  email: string,
): ParcelToShip {
  const address = row.address;
  const pickup = row.pickupPoint;
  return {
    shopOrderId: row.shopOrderId,
    orderId: row.orderId,
    name: buyerNameOf(row),
    company: address?.company ?? null,
    address: address?.address ?? '',
    address2: address?.address2 ?? null,
    zipCode: address?.zipCode ?? '',
    city: address?.city ?? '',
    state: address?.state ?? null,
    countryCode: address?.countryId ?? '',
    email,
    phone: address?.phone ?? null,
    pickupPoint: pickup ? `${pickup.name}, ${pickup.address}, ${pickup.zipCode} ${pickup.city}` : null,
    weightGrams: row.weightGrams,
    items: lines
      .filter((line) => line.shopOrderId === row.shopOrderId)
      .map((line) => ({
        sku: skuOf(line, barcodes),
        description: line.size ? `${line.name} (${line.size})` : line.name,
        quantity: line.quantity,
      })),
  };
}

/** GET admin/dispatch/export: the CSV and how many shop orders it holds. */
export async function exportDispatch(
  deps: DispatchDeps,
  query: DispatchExportQuery,
): Promise<{ csv: string; shopOrders: number }> {
  const rows = await shopOrdersToExport(deps, query);
  const lines = await linesOfShopOrders(
    deps.db,
    rows.map((row) => row.shopOrderId),
  );
  const userIds = rows.flatMap((row) => (row.email === null && row.userId !== null ? [row.userId] : []));
  const [barcodes, contacts] = await Promise.all([
    deps.barcodesOf(lines.flatMap((line) => (line.projectId === null ? [] : [line.projectId]))),
    deps.users.contactsOf(userIds),
  ]);
  const parcels = rows.map((row) =>
    parcelOf(row, lines, barcodes, row.email ?? (row.userId === null ? '' : (contacts.get(row.userId)?.email ?? ''))),
  );
  return { csv: logisticianExportCsv(query.logistician, parcels), shopOrders: rows.length };
}
