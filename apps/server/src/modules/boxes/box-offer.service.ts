// The box offer (GET boxes/prices): every choice priced by the cart's own rules (the same facts and
// priceBox the cart uses, so the page and the cart never disagree) in the visitor's currency and
// country, turned into offers by the domain; and the records of recent months (GET boxes/months).
import type { BoxMonthsResponse, BoxPricesResponse } from '@spindle/contracts';
import { schema, type Db } from '@spindle/db';
import { BOX_OFFER_CHOICES, boxOffersOf, canGiftBox } from '@spindle/domain';
import { desc, gte } from 'drizzle-orm';
import type { CartPricingService, PricingViewer } from '../cart/index.ts';
import type { CatalogueService } from '../catalogue/index.ts';
import { projectSummariesOf } from '../projects/index.ts';

const { boxDispatches } = schema;

/** Months shown on the landing page. */
export const BOX_RECENT_MONTHS = 6;

export interface BoxOfferDeps {
  db: Db;
  pricing: Pick<CartPricingService, 'price'>;
  covers: Pick<CatalogueService, 'coverUrlsOf'>;
  clock: () => Date;
}

export function createBoxOfferService(deps: BoxOfferDeps) {
  return {
    prices: (viewer: PricingViewer, query: { currency?: string | undefined; country_id?: string | undefined }) =>
      boxPrices(deps, viewer, query),
    months: () => recentMonths(deps),
  };
}

export type BoxOfferService = ReturnType<typeof createBoxOfferService>;

async function boxPrices(
  deps: BoxOfferDeps,
  viewer: PricingViewer,
  query: { currency?: string | undefined; country_id?: string | undefined },
): Promise<BoxPricesResponse> {
  const { priced, currency, countryCode } = await deps.pricing.price(
    {
      shops: {},
      boxes: BOX_OFFER_CHOICES.map((choice) => ({ ...choice, sponsor: null, genre_ids: [], gift: null })),
      customer: null,
      countryId: query.country_id ?? null,
      pickup: false,
      isGift: false,
      promoCode: null,
      currency: null,
    },
    viewer,
    { queryCurrency: query.currency ?? null },
  );
  return {
    currency,
    country_id: countryCode,
    offers: boxOffersOf(priced.boxes).map((offer) => ({
      type: offer.type,
      periodicity: offer.periodicity,
      months: offer.months,
      per_month_minor: offer.perMonthMinor,
      monthly_price_minor: offer.monthlyPriceMinor,
      monthly_shipping_minor: offer.monthlyShippingMinor,
      total_minor: offer.totalMinor,
      tax_minor: offer.taxMinor,
      saving_minor: offer.savingMinor,
      available: offer.available,
      giftable: canGiftBox(offer.periodicity),
    })),
  };
}

/** The records dispatched in the last months, each once per month, newest month first. */
async function recentMonths(deps: BoxOfferDeps): Promise<BoxMonthsResponse> {
  const now = deps.clock();
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (BOX_RECENT_MONTHS - 1), 1));
  const rows = await deps.db
    .selectDistinct({ month: boxDispatches.month, projectId: boxDispatches.projectId })
    .from(boxDispatches)
    .where(gte(boxDispatches.month, from.toISOString().slice(0, 10)))
    .orderBy(desc(boxDispatches.month), boxDispatches.projectId);
  // Names and covers are the projects' (their face), never read from their table here.
  const summaries = await projectSummariesOf(
    deps.db,
    rows.map((row) => row.projectId),
  );
  const covers = await deps.covers.coverUrlsOf([...summaries.values()].map((p) => ({ id: p.id, picture: p.picture })));
  const months = new Map<string, BoxMonthsResponse['months'][number]>();
  for (const row of rows) {
    const project = summaries.get(row.projectId);
    if (!project) continue;
    const month = months.get(row.month) ?? { month: row.month, records: [] };
    month.records.push({
      project_id: project.id,
      name: project.name,
      artist_name: project.artistName,
      cover: covers.get(project.id) ?? '',
    });
    months.set(row.month, month);
  }
  return { months: [...months.values()] };
}
