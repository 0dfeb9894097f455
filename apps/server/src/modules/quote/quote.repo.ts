// Drizzle queries of the quote module: the plants' cost table (admins edit it) and stored quote requests.
import { schema, type Db } from '@spindle/db';
import {
  QUOTE_TABLE_LINES,
  QUOTE_TIERS,
  rowsInForceOn,
  type QuoteCostRow,
  type QuoteTableLine,
  type QuoteTierPrices,
} from '@spindle/domain';
import { asc, eq, lte } from 'drizzle-orm';

const { quoteCostLines, quotes } = schema;

type QuoteInsert = typeof quotes.$inferInsert;

function isTableLine(line: string): line is QuoteTableLine {
  return (QUOTE_TABLE_LINES as readonly string[]).includes(line);
}

function toTierPrices(prices: readonly number[]): QuoteTierPrices {
  const at = (index: number) => prices[index] ?? 0;
  return [at(0), at(1), at(2), at(3), at(4), at(5), at(6), at(7)];
}

export function createQuoteRepo(db: Db) {
  return {
    /**
     * The cost table in force on a Paris day as the domain prices it: one row per plant, line, variant and
     * format with its eight tier prices, each cell the row in force that day (dated rows, like VAT). A
     * cell missing at some tier is priced 0 there, which never happens with a complete table.
     */
    async costRows(day: string): Promise<QuoteCostRow[]> {
      const datedCells = await db
        .select()
        .from(quoteCostLines)
        .where(lte(quoteCostLines.effectiveFrom, day))
        .orderBy(asc(quoteCostLines.plant), asc(quoteCostLines.line), asc(quoteCostLines.tier), asc(quoteCostLines.id));
      const cells = rowsInForceOn(
        datedCells,
        (cell) => `${cell.plant}|${cell.line}|${cell.variant}|${cell.format}|${cell.tier}`,
        day,
      );
      const rows = new Map<string, { row: Omit<QuoteCostRow, 'tierPricesMinor'>; prices: number[] }>();
      for (const cell of cells) {
        if (!isTableLine(cell.line)) continue;
        const format = cell.format as QuoteCostRow['format'];
        const key = `${cell.plant}|${cell.line}|${cell.variant}|${format}`;
        let entry = rows.get(key);
        if (!entry) {
          entry = {
            row: { plant: cell.plant, line: cell.line, variant: cell.variant, format, kind: cell.kind },
            prices: QUOTE_TIERS.map(() => 0),
          };
          rows.set(key, entry);
        }
        const tierIndex = (QUOTE_TIERS as readonly number[]).indexOf(cell.tier);
        if (tierIndex >= 0) entry.prices[tierIndex] = cell.priceMinor;
      }
      return [...rows.values()].map(({ row, prices }) => ({
        ...row,
        tierPricesMinor: toTierPrices(prices),
      }));
    },

    async insertQuote(values: QuoteInsert): Promise<{ id: number }> {
      const [row] = await db.insert(quotes).values(values).returning({ id: quotes.id });
      if (!row) throw new Error('quote not inserted');
      return row;
    },

    /** A stored quote request by id (a project's break-even prices the quote it was created from). */
    async findQuote(id: number): Promise<typeof quotes.$inferSelect | undefined> {
      const [row] = await db.select().from(quotes).where(eq(quotes.id, id));
      return row;
    },
  };
}

export type QuoteRepo = ReturnType<typeof createQuoteRepo>;
