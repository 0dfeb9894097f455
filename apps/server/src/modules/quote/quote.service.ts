// Pressing quotes (BUSINESS-RULES "Pressing quote"): prices the configurator's options with the domain's
// rules on the cost table (cheapest plant offering every option, each option's price difference), and
// stores quote requests, e-mailed to the team.
import {
  QUOTE_COST_LINES,
  type QuoteCalculateRequest,
  type QuoteCalculation,
  type QuoteOptions,
  type QuoteRequest,
} from '@spindle/contracts';
import {
  PRESSING_PLANTS,
  pressingFootprint,
  priceQuote,
  quoteCostRows,
  businessDayOf,
  type PressingOptions,
  type PressingQuote,
  type QuoteCostRow,
} from '@spindle/domain';
import { AppError } from '../../http/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { quoteRequestTemplate } from '../../mail/templates/index.ts';
import type { QuoteRepo } from './quote.repo.ts';
import { costTableVersion } from './cost-table-admin.ts';

/** The cost table is read again after this long (admins' edits show within a minute). */
export const COST_TABLE_CACHE_MS = 60_000;

export interface QuoteServiceOptions {
  repo: QuoteRepo;
  mailer: Pick<Mailer, 'send'>;
  /** Where quote requests go (CONTACT_EMAIL). */
  staffEmail: string;
  clock?: () => Date;
}

/** The domain's options from the contract's (the display-only secondary colour dropped). */
export function pressingOptionsOf(options: QuoteOptions): PressingOptions {
  const { secondaryColour: _secondary, ...pressing } = options;
  return pressing;
}

/** The contract's answer from a priced quote. */
export function quoteCalculationOf(quote: PressingQuote, options: QuoteOptions): QuoteCalculation {
  const costLines = Object.fromEntries(QUOTE_COST_LINES.map((line) => [line, 0])) as Record<
    (typeof QUOTE_COST_LINES)[number],
    number
  >;
  for (const line of quote.lines) costLines[line.line] += line.costMinor;
  return {
    currency: 'EUR',
    plant: quote.plant,
    plantName: PRESSING_PLANTS.find((plant) => plant.key === quote.plant)?.name ?? quote.plant,
    tierQuantity: quote.tierQuantity,
    spares: quote.spares,
    markupBp: quote.markupBp,
    lines: quote.lines.map((line) => ({ ...line })),
    costLines,
    totalExclVatMinor: quote.totalExclVatMinor,
    vatMinor: quote.vatMinor,
    totalInclVatMinor: quote.totalInclVatMinor,
    costPerDiscMinor: quote.costPerDiscMinor,
    plantTotals: quote.plantTotals,
    sale: quote.sale,
    optionDeltas: quote.optionDeltas,
    footprint: pressingFootprint(options, options.quantity + quote.spares),
    options,
  };
}

const OPTION_LABELS: Readonly<Record<keyof QuoteOptions, string>> = {
  format: 'Format (inches)',
  quantity: 'Quantity',
  discs: 'Discs per copy',
  weightGrams: 'Weight (g)',
  colour: 'Vinyl colour',
  effect: 'Effect',
  compound: 'Compound',
  secondaryColour: 'Second colour',
  cutting: 'Cutting',
  label: 'Label',
  sleeve: 'Sleeve',
  board: 'Sleeve board',
  innerSleeve: 'Inner sleeve',
  inserts: 'Inserts per copy',
  sticker: 'Sticker',
  numbered: 'Numbering',
  shrinkWrap: 'Shrink wrap',
  printFinish: 'Print finish',
  testPressing: 'Test pressing',
  design: 'Design',
  mastering: 'Mastering',
  trackCount: 'Tracks to master',
  mechanicalRights: 'Mechanical rights',
  directPressing: 'Direct pressing',
};

export function createQuoteService({ repo, mailer, staffEmail, clock = () => new Date() }: QuoteServiceOptions) {
  let cache: { rows: readonly QuoteCostRow[]; at: number; version: number; day: string } | undefined;

  /** The table in force on today's Paris day; a cached copy of another day (or version) is stale. */
  async function costRows(): Promise<readonly QuoteCostRow[]> {
    const instant = clock();
    const now = instant.getTime();
    const day = businessDayOf(instant);
    if (!cache || cache.version !== costTableVersion() || cache.day !== day || now - cache.at > COST_TABLE_CACHE_MS) {
      const rows = await repo.costRows(day);
      // A database without a cost table (never seeded) prices with the shipped table.
      cache = { rows: rows.length > 0 ? rows : quoteCostRows(), at: now, version: costTableVersion(), day };
    }
    return cache.rows;
  }

  /** Prices the options; quote_option_unavailable (422) when no plant offers all of them. */
  async function calculate(body: QuoteCalculateRequest, withDeltas = true): Promise<QuoteCalculation> {
    const { sellingPriceMinor, quantitySold, ...options } = body;
    const priced = priceQuote(pressingOptionsOf(options), {
      rows: await costRows(),
      ...(sellingPriceMinor === undefined ? {} : { sellingPriceMinor }),
      ...(quantitySold === undefined ? {} : { quantitySold }),
      withDeltas,
    });
    if (!priced.ok) {
      const missing = priced.plantTotals.flatMap((plant) => plant.missing);
      throw new AppError('quote_option_unavailable', {
        message: `No plant offers: ${[...new Set(missing)].join(', ')}`,
      });
    }
    return quoteCalculationOf(priced, options);
  }

  return {
    calculate,

    /** POST /api/quote: prices the request again, stores it with its origin and e-mails the team. */
    async request(body: QuoteRequest, context: { userId: number | null; origin: string | null; baseUrl: string }) {
      const { name, email, phone, comment, origin, lang, ...calculateBody } = body;
      const quote = await calculate(calculateBody, false);
      const { id } = await repo.insertQuote({
        userId: context.userId,
        name,
        email,
        phone: phone || null,
        origin: origin ?? context.origin,
        quantity: quote.options.quantity,
        options: { ...quote.options },
        plant: quote.plant,
        lines: quote.lines.map((line) => ({ ...line })),
        totalMinor: quote.totalExclVatMinor,
        totalWithVatMinor: quote.totalInclVatMinor,
        currency: 'EUR',
        comment: comment || null,
        lang,
      });
      const options = (Object.keys(OPTION_LABELS) as (keyof QuoteOptions)[])
        .filter((key) => quote.options[key] !== undefined)
        .map((key) => ({ label: OPTION_LABELS[key], value: String(quote.options[key]) }));
      await mailer.send({
        to: staffEmail,
        locale: 'en',
        template: quoteRequestTemplate.key,
        replyTo: email,
        ...(context.userId === null ? {} : { userId: context.userId }),
        ...quoteRequestTemplate.render('en', {
          baseUrl: context.baseUrl,
          quoteId: id,
          name,
          email,
          quantity: quote.options.quantity,
          options: phone ? [...options, { label: 'Phone', value: phone }] : options,
          estimatedTotal: { amountMinor: quote.totalInclVatMinor, currency: 'EUR' },
          message: comment ?? null,
        }),
      });
      return { id, quote: { ...quote, optionDeltas: {} } };
    },
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;
