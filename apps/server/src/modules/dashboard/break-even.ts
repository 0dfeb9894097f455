// The live break-even of a project (GET projects/{id}/break-even; BUSINESS-RULES "Pressing quote"):
// the pressing's cost against the sales so far. The cost is the project's stored quote as quoted, else
// a vinyl's pressing priced from the project itself; a digital project costs nothing.
import { type BreakEven, type QuoteCalculation, quoteOptionsSchema } from '@spindle/contracts';
import { quoteSale } from '@spindle/domain';
import type { Db } from '@spindle/db';
import { kindOf, type ProjectRow } from '../projects/index.ts';
import { createQuoteRepo, type QuoteService } from '../quote/index.ts';

export interface BreakEvenDeps {
  db: Db;
  quote: Pick<QuoteService, 'calculate'>;
}

/** The stored quote priced again for its lines, with the cost as it was quoted (not today's table). */
async function priceStoredQuote(deps: BreakEvenDeps, quoteId: number): Promise<QuoteCalculation | null> {
  const stored = await createQuoteRepo(deps.db).findQuote(quoteId);
  const options = quoteOptionsSchema.safeParse(stored?.options ?? null);
  if (!stored || !options.success) return null;
  const priced = await deps.quote.calculate(options.data, false).catch(() => null);
  if (!priced) return null;
  return { ...priced, totalInclVatMinor: stored.totalWithVatMinor, totalExclVatMinor: stored.totalMinor };
}

/** No quote: the project's own pressing (quantity: the goal, else the default). */
async function priceProjectPressing(deps: BreakEvenDeps, project: ProjectRow): Promise<QuoteCalculation | null> {
  const colour = project.colorVinyl?.[0];
  const options = quoteOptionsSchema.safeParse({
    quantity: project.goal && project.goal >= 100 ? project.goal : undefined,
    discs: Math.max(1, Math.min(4, project.discs || 1)),
    colour: colour?.name,
    effect: colour?.effect,
  });
  if (!options.success) return null;
  return deps.quote.calculate(options.data, false).catch(() => null);
}

async function pricePressing(deps: BreakEvenDeps, project: ProjectRow): Promise<QuoteCalculation | null> {
  if (project.quoteId !== null) return priceStoredQuote(deps, project.quoteId);
  if (kindOf(project) === 'vinyl' && project.category === 'vinyl') return priceProjectPressing(deps, project);
  return null;
}

/** sold / break-even copies in percent, capped at 100 (100 when nothing needs selling). */
function progressPercentOf(sold: number, breakEvenCopies: number | null): number {
  if (breakEvenCopies === null) return 0;
  if (breakEvenCopies === 0) return 100;
  return Math.min(100, Math.floor((sold * 100) / breakEvenCopies));
}

/** The break-even of the project's sales against the priced pressing (none: a cost of 0). */
export function breakEvenOf(project: ProjectRow, priced: QuoteCalculation | null): BreakEven {
  const cost = priced?.totalInclVatMinor ?? 0;
  const sale = quoteSale(cost, project.priceEurMinor, project.sold);
  return {
    projectId: project.id,
    quote: priced,
    costInclVatMinor: cost,
    sellingPriceMinor: project.priceEurMinor,
    sold: project.sold,
    revenueMinor: sale.revenueMinor,
    platformFeeMinor: sale.platformFeeMinor,
    profitMinor: sale.profitMinor,
    breakEvenCopies: sale.breakEvenCopies,
    copiesToGo: sale.breakEvenCopies === null ? null : Math.max(0, sale.breakEvenCopies - project.sold),
    reached: sale.breakEvenCopies !== null && project.sold >= sale.breakEvenCopies,
    progressPercent: progressPercentOf(project.sold, sale.breakEvenCopies),
  };
}

export async function projectBreakEven(deps: BreakEvenDeps, project: ProjectRow): Promise<BreakEven> {
  return breakEvenOf(project, await pricePressing(deps, project));
}
