// The facts priceCart needs, read from the database (docs/domain-money.md "Cart pricing"): the
// projects and items of the cart, their stock and where it is held, the copies the customer already
// has (checkout's, given at composition: `CartOrderFacts`) and the partners holding stock (logistics',
// `CartShippingFacts`); plus the reference tables (cart-reference.repo.ts).
import {
  isCurrencyCode,
  isDownloadOnly,
  isLogisticsPartner,
  type CartProjectFacts,
  type CurrencyCode,
  type LogisticsPartner,
  type RequiredSize,
} from '@spindle/domain';
import type { Db } from '@spindle/db';
import {
  coverPathsOf,
  projectItemRowsOf,
  projectPriceRowsOf,
  projectRowsOf,
  shipTogetherShopIds,
} from '../projects/index.ts';
import { shopPlacementsOf } from '../shops/index.ts';
import type { CartPorts } from './cart-reference-facts.ts';
import { createCartReferenceRepo } from './cart-reference.repo.ts';

/** Categories whose parcels count as vinyl (at least 250 g). */
const VINYL_CATEGORIES = new Set(['vinyl', 'bundle', 'project']);
/** Sale models that count copies like a limited edition (BUSINESS-RULES: sold out when stock < 1). */
const LIMITED_TYPES = new Set(['limited_edition', 'test_pressing']);
/** Where box subscriptions ship from (our own warehouse, FR zone). */
export const BOX_PARTNERS: readonly LogisticsPartner[] = ['spindle'];

/** What the page shows about a line's product. */
export interface ProductDisplay {
  name: string;
  artistName: string;
  slug: string;
  category: string;
  picture: string | null;
  coverPath: string | null;
  shopId: number | null;
  itemName: string | null;
}

export interface CartFacts {
  catalogue: CartProjectFacts[];
  display: Map<string, ProductDisplay>;
}

/** Key of a product in the display map: project, or project and item. */
export const productKey = (projectId: number, itemId: number | null) => `${projectId}:${itemId ?? ''}`;

function partnersOf(rows: readonly { partner: string }[]): LogisticsPartner[] {
  return [...new Set(rows.map((row) => row.partner))].filter(isLogisticsPartner);
}

/**
 * The cart's facts; what it knows of orders, of the shipping tables and stock and of the box prices is
 * checkout's, logistics' and boxes', given at composition (`CartPorts`).
 */
export function createCartFactsRepo(db: Db, ports: CartPorts) {
  return {
    /** Facts of every project (and each sent item) of a cart; copies already bought by the customer included. */
    loadCatalogue: (
      lines: readonly { projectId: number; itemId: number | null }[],
      customer: { userId: number | null; email: string | null },
      /** The cart being priced: copies its own open order holds count as available to it. */
      cartId: string | null = null,
    ): Promise<CartFacts> => loadCatalogue(db, ports, lines, customer, cartId),

    /** Whether the customer already has a paid order (first-order codes). */
    hasPaidOrder: (customer: { userId: number | null; email: string | null }) => ports.orders.hasPaidOrder(customer),

    ...createCartReferenceRepo(db, ports),
  };
}

export type CartFactsRepo = ReturnType<typeof createCartFactsRepo>;

async function loadCatalogue(
  db: Db,
  ports: CartPorts,
  lines: readonly { projectId: number; itemId: number | null }[],
  customer: { userId: number | null; email: string | null },
  cartId: string | null,
): Promise<CartFacts> {
  const projectIds = [...new Set(lines.map((line) => line.projectId))];
  if (projectIds.length === 0) return { catalogue: [], display: new Map() };
  const itemIds = [...new Set(lines.flatMap((line) => (line.itemId === null ? [] : [line.itemId])))];
  const rows = await readCatalogueRows(db, ports, { projectIds, itemIds, customer, cartId });
  const groupShopIds = await shipTogetherShopIds(
    db,
    rows.projectRows.flatMap((row) => (row.shipTogetherGroup === null ? [] : [row.shipTogetherGroup])),
  );
  const context: CatalogueContext = {
    ...rows,
    ...heldCopiesOf(rows.heldRows, rows.itemRows),
    groupShopIds,
    covers: new Map(rows.coverRows.map((row) => [row.projectId, row.path])),
  };
  const catalogue: CartProjectFacts[] = [];
  const display = new Map<string, ProductDisplay>();
  for (const project of rows.projectRows) addProjectFacts(context, project, { catalogue, display });
  return { catalogue, display };
}

/** The rows of a cart's projects and items: prices, partners with stock, copies bought, covers, own holds. */
async function readCatalogueRows(
  db: Db,
  { orders, shipping }: CartPorts,
  input: {
    projectIds: number[];
    itemIds: number[];
    customer: { userId: number | null; email: string | null };
    cartId: string | null;
  },
) {
  const { projectIds, itemIds, customer, cartId } = input;
  const [projectRows, itemRows, priceRows, stockRows, boughtRows, coverRows, heldRows, listedRows] = await Promise.all([
    projectRowsOf(db, projectIds),
    projectItemRowsOf(db, itemIds),
    projectPriceRowsOf(db, projectIds),
    shipping.partnersWithStockOf(projectIds),
    orders.copiesBought(projectIds, customer, cartId),
    coverPathsOf(db, projectIds),
    cartId === null ? Promise.resolve([]) : orders.heldByCart(cartId),
    shopPlacementsOf(db, projectIds),
  ]);
  return { projectRows, itemRows, priceRows, stockRows, boughtRows, coverRows, heldRows, listedRows };
}

type CatalogueRows = Awaited<ReturnType<typeof readCatalogueRows>>;

/** The rows and what is worked out of them once for the whole cart. */
interface CatalogueContext extends CatalogueRows {
  heldByItem: Map<number, number>;
  heldByProject: Map<number, number>;
  groupShopIds: Map<string, number>;
  covers: Map<number, string>;
}

/** Copies this cart's own open order holds: taken from the stock, but this cart may use them. */
function heldCopiesOf(heldRows: CatalogueRows['heldRows'], itemRows: CatalogueRows['itemRows']) {
  const heldByItem = new Map<number, number>();
  const heldByProject = new Map<number, number>();
  for (const held of heldRows) {
    const item = held.itemId === null ? undefined : itemRows.find((row) => row.id === held.itemId);
    if (item && item.stock !== null) heldByItem.set(item.id, (heldByItem.get(item.id) ?? 0) + Number(held.quantity));
    else heldByProject.set(held.projectId, (heldByProject.get(held.projectId) ?? 0) + Number(held.quantity));
  }
  return { heldByItem, heldByProject };
}

/** Adds a project's facts and display, then those of each of its items sent in the cart. */
function addProjectFacts(
  context: CatalogueContext,
  project: CatalogueRows['projectRows'][number],
  into: CartFacts,
): void {
  const pricesByCurrencyMinor: Partial<Record<CurrencyCode, number>> = {};
  for (const row of context.priceRows) {
    if (row.projectId === project.id && isCurrencyCode(row.currency))
      pricesByCurrencyMinor[row.currency] = row.priceMinor;
  }
  const projectPartners = partnersOf(context.stockRows.filter((row) => row.projectId === project.id));
  const sizes: RequiredSize[] = project.sizes.length ? [{ slot: String(project.id), options: project.sizes }] : [];
  const base: CartProjectFacts = {
    projectId: project.id,
    itemId: null,
    step: project.step,
    isCatalogueItem: project.type === 'stock',
    stockLeft: project.stock === null ? null : project.stock + (context.heldByProject.get(project.id) ?? 0),
    isLimited: project.isLimited || LIMITED_TYPES.has(project.type),
    limitPerCustomer: project.limitPerCustomer,
    alreadyBoughtByCustomer: context.boughtRows.get(project.id) ?? 0,
    requiredSizes: sizes,
    onlyCountries: project.onlyCountry,
    excludedCountries: project.excludeCountry,
    priceEurMinor: project.priceEurMinor,
    pricesByCurrencyMinor,
    distributionPriceEurMinor: project.distributionPriceMinor,
    weightGrams: project.weightGrams,
    isVinyl: VINYL_CATEGORIES.has(project.category) && !isDownloadOnly(project),
    insertsPerCopy: 0,
    shippingDiscountEurMinor: project.shippingDiscountMinor,
    shipTogetherGroup: project.shipTogetherGroup,
    shipTogetherShopId:
      project.shipTogetherGroup === null ? null : (context.groupShopIds.get(project.shipTogetherGroup) ?? null),
    shopIds: [
      ...new Set([
        ...(project.shopId === null ? [] : [project.shopId]),
        ...context.listedRows.filter((row) => row.projectId === project.id).map((row) => row.shopId),
      ]),
    ],
    partnersWithStock: projectPartners,
    sellerShipsFromFrance: false,
    digitalOnly: isDownloadOnly(project),
    // Split or wait (cart-shipment.ts): a pre-order or a campaign still to press ships later.
    isPreorder: project.isPreorder,
    saleType: project.type,
    releaseDate: project.releaseDate,
    campaignEndsAt: project.endAt,
  };
  into.catalogue.push(base);
  const shown: ProductDisplay = {
    name: project.name,
    artistName: project.artistName,
    slug: project.slug,
    category: project.category,
    picture: project.picture,
    coverPath: context.covers.get(project.id) ?? null,
    shopId: project.shopId,
    itemName: null,
  };
  into.display.set(productKey(project.id, null), shown);
  for (const item of context.itemRows.filter((row) => row.projectId === project.id)) {
    const itemPartners = partnersOf(
      context.stockRows.filter((row) => row.projectId === project.id && row.itemId === item.id),
    );
    into.catalogue.push({
      ...base,
      itemId: item.id,
      stockLeft: item.stock === null ? base.stockLeft : item.stock + (context.heldByItem.get(item.id) ?? 0),
      requiredSizes: item.sizes.length
        ? [{ slot: String(item.linkedProjectId ?? project.id), options: item.sizes }]
        : base.requiredSizes,
      priceEurMinor: item.priceEurMinor ?? base.priceEurMinor,
      // A seller's currency price is the project's; an item with its own EUR price converts that.
      pricesByCurrencyMinor: item.priceEurMinor === null ? pricesByCurrencyMinor : {},
      weightGrams: item.weightGrams ?? base.weightGrams,
      partnersWithStock: itemPartners.length ? itemPartners : projectPartners,
    });
    into.display.set(productKey(project.id, item.id), { ...shown, itemName: item.name });
  }
}
