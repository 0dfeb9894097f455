// Exchange rates on the staff side (docs/admin.md "Reference data"): each rate with its day and source,
// typed by hand or read from the ECB's daily reference rates. One row per currency, as pricing reads it;
// each change is audited with the rate before, so the history keeps every earlier value.
import type { EcbFetchResult, ExchangeRateInput, ExchangeRateRowDto, ExchangeRatesPage } from '@spindle/contracts';
import { schema, type Db, type Tx } from '@spindle/db';
import { parseEcbDailyRates, storeRatesOf, ECB_DAILY_RATES_URL } from '@spindle/domain';
import { asc, eq } from 'drizzle-orm';
import type { AuditActor, AuditLog } from '../audit/index.ts';
import { ratesChanged } from './rates-version.ts';

const { exchangeRates } = schema;

export interface ExchangeAdminDeps {
  db: Db;
  audit: AuditLog;
  clock: () => Date;
  /** Reads the ECB's file as text; throws when the network does not allow it. */
  fetchEcbXml: () => Promise<string>;
}

function dtoOf(row: typeof exchangeRates.$inferSelect): ExchangeRateRowDto {
  return {
    currency: row.currency,
    rate_ppm: row.ratePpm,
    rate_date: row.rateDate,
    source: row.source,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listExchangeRatesForStaff(deps: ExchangeAdminDeps): Promise<ExchangeRatesPage> {
  const [rows, history] = await Promise.all([
    deps.db.select().from(exchangeRates).orderBy(asc(exchangeRates.currency)),
    deps.audit.list({ entity_type: 'exchange_rate', page: 1, per_page: 50, sort: 'at', dir: 'desc' }),
  ]);
  return { rows: rows.filter((row) => row.currency !== 'EUR').map(dtoOf), history: history.rows };
}

async function writeRate(
  tx: Tx,
  deps: Pick<ExchangeAdminDeps, 'audit' | 'clock'>,
  actor: AuditActor,
  change: { currency: string; ratePpm: number; rateDate: string; source: 'staff' | 'ecb' },
): Promise<ExchangeRateRowDto> {
  const [current] = await tx
    .select()
    .from(exchangeRates)
    .where(eq(exchangeRates.currency, change.currency))
    .for('update');
  const values = { ratePpm: change.ratePpm, rateDate: change.rateDate, source: change.source, updatedAt: deps.clock() };
  const [row] = await tx
    .insert(exchangeRates)
    .values({ currency: change.currency, ...values })
    .onConflictDoUpdate({ target: exchangeRates.currency, set: values })
    .returning();
  const after = dtoOf(row!);
  const before = current ? dtoOf(current) : null;
  await deps.audit.record(
    actor,
    { action: `exchange_rate.${change.source}`, entityType: 'exchange_rate', entityId: change.currency, before, after },
    tx,
  );
  return after;
}

export async function setExchangeRate(
  deps: ExchangeAdminDeps,
  actor: AuditActor,
  currency: string,
  input: ExchangeRateInput,
): Promise<ExchangeRateRowDto> {
  const row = await deps.db.transaction((tx) =>
    writeRate(tx, deps, actor, { currency, ratePpm: input.rate_ppm, rateDate: input.rate_date, source: 'staff' }),
  );
  ratesChanged();
  return row;
}

/** Reads the ECB's day and stores each rate the store sells in; a failure is answered, nothing changes. */
export async function fetchEcbRates(deps: ExchangeAdminDeps, actor: AuditActor): Promise<EcbFetchResult> {
  let xml: string;
  try {
    xml = await deps.fetchEcbXml();
  } catch {
    return { fetched: false, date: null, updated: [], failure: 'unreachable' };
  }
  const daily = parseEcbDailyRates(xml);
  if (!daily) return { fetched: false, date: null, updated: [], failure: 'unreadable' };
  const rates = storeRatesOf(daily);
  await deps.db.transaction(async (tx) => {
    for (const rate of rates) {
      await writeRate(tx, deps, actor, {
        currency: rate.currency,
        ratePpm: rate.ratePpm,
        rateDate: daily.date,
        source: 'ecb',
      });
    }
  });
  ratesChanged();
  return {
    fetched: true,
    date: daily.date,
    updated: rates.map((rate) => ({ currency: rate.currency, rate_ppm: rate.ratePpm })),
    failure: null,
  };
}

/** The ECB's file over the network, given up after 10 seconds. */
export async function fetchEcbXmlOverNetwork(): Promise<string> {
  const response = await fetch(ECB_DAILY_RATES_URL, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`ECB answered ${response.status}`);
  return response.text();
}
