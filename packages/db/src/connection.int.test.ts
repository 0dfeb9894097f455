// PostgreSQL dropping connections (a restart, a failover) must not take the process down: a client
// checked out of the pool, between two statements of a transaction, that loses its connection fails
// its work, and the pool goes on with new connections. PostgreSQL only (PGlite has no connections).
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { driverOf, openDatabase } from './connection.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('the PostgreSQL pool', () => {
  it('survives the server ending a checked-out client’s connection, and answers on a new one', async () => {
    const database = await openDatabase({ databaseUrl: serverUrl });
    const driver = driverOf(database);
    if (driver.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const uncaught: unknown[] = [];
    let connectionLost: () => void = () => undefined;
    const onUncaught = (error: unknown) => {
      uncaught.push(error);
      connectionLost();
    };
    process.prependListener('uncaughtException', onUncaught);
    try {
      const client = await driver.pool.connect();
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      const ended = new Promise<void>((resolve) => {
        connectionLost = resolve;
        client.once('end', () => resolve());
      });
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
      await admin.end();
      await ended;
      expect(uncaught).toEqual([]);
      await expect(client.query('select 1')).rejects.toThrow();
      client.release(true);
      expect(uncaught).toEqual([]);
      const { rows: after } = await driver.pool.query<{ one: number }>('select 1 as one');
      expect(after).toEqual([{ one: 1 }]);
    } finally {
      process.removeListener('uncaughtException', onUncaught);
      await database.close();
    }
  });
});
