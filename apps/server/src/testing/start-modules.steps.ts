// The steps of a later start that load code (main.ts's startServer, without the HTTP server, the web
// build and the data folder): imported by testing/start-modules.ts once its module hook is in place.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrateDatabase, openDatabase } from '@spindle/db';
import { loadConfig } from '../config.ts';

/** Loads main.ts and app.ts, builds the app on a migrated in-memory PGlite and readies it (its routes' schemas compiled). */
export async function startServerModules(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'spindle-start-modules-'));
  // The configuration a later `npm start` runs with when nothing optional is configured.
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  await import('../main.ts');
  const database = await openDatabase({});
  try {
    await migrateDatabase(database);
    const { buildApp } = await import('../app.ts');
    const app = await buildApp({ database, config, jobs: { run: false } });
    await app.ready();
    await app.close();
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
