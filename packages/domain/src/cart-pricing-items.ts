// Cart lines: which parcel each goes in, whether it may be bought, and its unit price
// (BUSINESS-RULES "Cart pricing"). Every price comes from the catalogue facts, never from the cart.
import type { CartShopKey } from './cart.ts';
import { convertPrice, type ExchangeRatesPpm } from './currency.ts';
import { BASE_CURRENCY, type CurrencyCode } from './money.ts';
import type { ShippingMode } from './shipping.ts';
import { DEFAULT_CART_SHIPMENT, type CartShipment } from './cart-shipment.ts';
import { isOnSale } from './steps.ts';
import type { CartBuyer, CartPricingInput, CartPricingItem, CartProjectFacts } from './cart-pricing-input.ts';
import type { ItemRefusal, PricedItemRef, UnitPriceSource } from './cart-pricing-output.ts';

/** A sent line with the facts found for it (null: unknown project, refused as not on sale). */
export interface CartLine {
  item: CartPricingItem;
  facts: CartProjectFacts | null;
  ref: PricedItemRef;
}

/** The lines of one parcel (projects that ship together, or one project alone) and the mode asked for it. */
export interface CartParcel {
  key: CartShopKey;
  shipTogetherGroup: string | null;
  requestedMode: ShippingMode;
  /** Split or wait, as sent for the parcel's first line's group (used only when the parcel mixes ready lines and pre-orders). */
  shipment: CartShipment;
  lines: CartLine[];
}

/** The facts of a line: the item's own facts, else the project's (itemId null). */
export function findFacts(
  catalogue: readonly CartProjectFacts[],
  projectId: number,
  itemId: number | null,
): CartProjectFacts | null {
  const ofProject = catalogue.filter((facts) => facts.projectId === projectId);
  return (
    (itemId !== null ? ofProject.find((facts) => facts.itemId === itemId) : undefined) ??
    ofProject.find((facts) => facts.itemId === null) ??
    null
  );
}

/** Size slot -> size, from chosen_sizes and the legacy size_{slot} fields (chosen_sizes wins). */
export function readChosenSizes(item: CartPricingItem): Record<string, string> {
  const sizes: Record<string, string> = {};
  for (const [field, value] of Object.entries(item)) {
    if (!field.startsWith('size_')) continue;
    if (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')) {
      sizes[field.slice('size_'.length)] = String(value).trim();
    }
  }
  for (const [slot, value] of Object.entries(item.chosen_sizes ?? {})) {
    if (value.trim() !== '') sizes[slot] = value.trim();
  }
  return sizes;
}

/**
 * Sorts the sent lines into parcels. Grouping is the server's, not the client's: projects sharing a
 * shipTogetherGroup form one parcel keyed s_{the group's shop id} (shipTogetherShopId: the smallest
 * project id of the whole group, as group-shipment answers, even when that project is not in the cart;
 * without it, the smallest project id among the parcel's lines); any other project ships alone as
 * s_{project id} (as addItemToCart files it). A client cannot share one shipping price between
 * projects that do not ship together. The mode asked for (and the split-or-wait choice) is the sent group's of the parcel's first line.
 */
export function sortIntoParcels(input: Pick<CartPricingInput, 'shops' | 'catalogue' | 'pickup'>): CartParcel[] {
  const parcels = new Map<
    string,
    { shipTogetherGroup: string | null; requestedMode: ShippingMode; shipment: CartShipment; lines: CartLine[] }
  >();
  for (const group of Object.values(input.shops)) {
    if (!group) continue;
    for (const item of group.items) {
      if (!Number.isSafeInteger(item.quantity) || item.quantity < 1) {
        throw new RangeError(`quantity must be a positive integer, got ${item.quantity}`);
      }
      const itemId = item.item_id ?? null;
      const facts = findFacts(input.catalogue, item.project_id, itemId);
      const shipTogetherGroup = facts?.shipTogetherGroup ?? null;
      const id = shipTogetherGroup === null ? `project:${item.project_id}` : `group:${shipTogetherGroup}`;
      const ref = { projectId: item.project_id, itemId, quantity: item.quantity, chosenSizes: readChosenSizes(item) };
      const parcel = parcels.get(id) ?? {
        shipTogetherGroup,
        requestedMode: input.pickup ? 'pickup' : group.shipping_type,
        shipment: group.shipment ?? DEFAULT_CART_SHIPMENT,
        lines: [],
      };
      parcel.lines.push({ item, facts, ref });
      parcels.set(id, parcel);
    }
  }
  return [...parcels.values()].map((parcel) => ({
    ...parcel,
    key: `s_${parcelShopId(parcel)}`,
  }));
}

/** The shop id of a parcel: its ship-together group's, else the smallest project id of its lines. */
function parcelShopId(parcel: { shipTogetherGroup: string | null; lines: readonly CartLine[] }): number {
  const groupIds =
    parcel.shipTogetherGroup === null
      ? []
      : parcel.lines.flatMap((line) => {
          const id = line.facts?.shipTogetherShopId;
          return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? [id] : [];
        });
  return Math.min(...(groupIds.length ? groupIds : parcel.lines.map((line) => line.ref.projectId)));
}

const sameCountry = (list: readonly string[], country: string) =>
  list.some((code) => code.toUpperCase() === country.toUpperCase());

// Stock that is counted: the number given, or none left for a limited edition or a catalogue item
// whose stock is unknown (steps.ts isSoldOut: such an item must never be oversold).
const countedStock = (facts: CartProjectFacts): number | null =>
  facts.stockLeft ?? (facts.isLimited || facts.isCatalogueItem ? 0 : null);

/** Copies already taken by earlier accepted lines of this cart, so limits and stock hold across lines. */
export class CartLedger {
  private readonly byProject = new Map<number, number>();
  private readonly byFacts = new Map<CartProjectFacts, number>();

  /** Copies of a project accepted so far (for the per-customer limit). */
  projectCopies(projectId: number): number {
    return this.byProject.get(projectId) ?? 0;
  }

  /** Copies taken from one stock (one facts entry) so far. */
  stockCopies(facts: CartProjectFacts): number {
    return this.byFacts.get(facts) ?? 0;
  }

  /** Records an accepted line. */
  take(facts: CartProjectFacts, quantity: number): void {
    this.byProject.set(facts.projectId, this.projectCopies(facts.projectId) + quantity);
    this.byFacts.set(facts, this.stockCopies(facts) + quantity);
  }
}

/**
 * The first reason a line cannot be bought, or null (BUSINESS-RULES "Cart pricing"), in this order:
 * on sale (step in_progress or private, or a catalogue item), country allowed, sizes chosen,
 * per-customer limit (copies already bought + earlier lines), copies left (after earlier lines).
 * A sold-out catalogue item answers insufficient_stock (copiesLeft 0), which tells the buyer more.
 */
export function refuseLine(line: CartLine, buyer: CartBuyer, ledger: CartLedger): ItemRefusal | null {
  const { facts, ref } = line;
  if (!facts || !(isOnSale(facts.step) || facts.isCatalogueItem)) return { code: 'project_not_on_sale' };
  if (facts.onlyCountries && !sameCountry(facts.onlyCountries, buyer.countryCode)) {
    return { code: 'country_not_allowed' };
  }
  if (facts.excludedCountries && sameCountry(facts.excludedCountries, buyer.countryCode)) {
    return { code: 'country_not_allowed' };
  }
  const missingSlots = facts.requiredSizes
    .filter(({ slot, options }) => {
      const chosen = ref.chosenSizes[slot];
      return chosen === undefined || (options.length > 0 && !options.includes(chosen));
    })
    .map(({ slot }) => slot);
  if (missingSlots.length > 0) return { code: 'sizes_required', missingSlots };
  if (facts.limitPerCustomer !== null) {
    const used = facts.alreadyBoughtByCustomer + ledger.projectCopies(facts.projectId);
    const copiesAllowed = Math.max(0, facts.limitPerCustomer - used);
    if (ref.quantity > copiesAllowed) {
      return { code: 'limit_per_customer_exceeded', limitPerCustomer: facts.limitPerCustomer, copiesAllowed };
    }
  }
  const stock = countedStock(facts);
  if (stock !== null) {
    const copiesLeft = Math.max(0, stock - ledger.stockCopies(facts));
    if (ref.quantity > copiesLeft) return { code: 'insufficient_stock', copiesLeft };
  }
  return null;
}

/**
 * The unit price shown and charged, VAT included, in the target currency. A pro user pays the
 * distribution price where there is one; else the seller's own price in that currency; else the EUR
 * price. EUR prices are converted with convertPrice (charm price: a display price).
 */
export function unitPriceOf(
  facts: CartProjectFacts,
  buyer: Pick<CartBuyer, 'pro'>,
  currency: CurrencyCode,
  rates: ExchangeRatesPpm,
): { unitPriceMinor: number; priceSource: UnitPriceSource } {
  if (buyer.pro && facts.distributionPriceEurMinor !== null) {
    return {
      unitPriceMinor: convertPrice(facts.distributionPriceEurMinor, currency, rates).amountMinor,
      priceSource: 'distribution',
    };
  }
  const sellerPrice = currency === BASE_CURRENCY ? undefined : facts.pricesByCurrencyMinor[currency];
  if (sellerPrice !== undefined) {
    if (!Number.isSafeInteger(sellerPrice) || sellerPrice < 0) {
      throw new RangeError(`seller price must be a non-negative integer, got ${sellerPrice}`);
    }
    return { unitPriceMinor: sellerPrice, priceSource: 'seller_currency' };
  }
  return {
    unitPriceMinor: convertPrice(facts.priceEurMinor, currency, rates).amountMinor,
    priceSource: 'catalogue_eur',
  };
}
