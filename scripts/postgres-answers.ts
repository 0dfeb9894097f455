// Whether a PostgreSQL server answers at a URL: `npm test` runs its second pass on it when one does,
// `npm run bench` its catalogue part.
import pg from 'pg';

export async function postgresAnswers(url: string, timeoutMs = 2_000): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
