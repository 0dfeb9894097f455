// Records every SQL statement the database's driver is sent (PGlite's client or PostgreSQL's pool), for
// tests that count what an answer costs (issue 19: one statement per shop page, no read per row).
import { driverOf, type Database } from '@spindle/db';

export interface StatementRecorder {
  /** The statements' texts since the last `reset`. */
  readonly texts: string[];
  /** Their parameters, in the same order. */
  readonly parameters: unknown[][];
  reset(): void;
}

/** Wraps the driver's `query` of `database` so that every statement it is sent is recorded. */
export function recordStatements(database: Database): StatementRecorder {
  const recorder: StatementRecorder = {
    texts: [],
    parameters: [],
    reset() {
      recorder.texts.length = 0;
      recorder.parameters.length = 0;
    },
  };
  const driver = driverOf(database);
  const target: { query: (...args: never[]) => unknown } = driver.kind === 'pglite' ? driver.client : driver.pool;
  const query = target.query.bind(target) as (...args: unknown[]) => unknown;
  target.query = (...args: unknown[]) => {
    const [first, second] = args;
    recorder.texts.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
    recorder.parameters.push(
      (typeof first === 'string' ? undefined : (first as { values?: unknown[] }).values) ??
        (second as unknown[] | undefined) ??
        [],
    );
    return query(...args);
  };
  return recorder;
}
