// The server on its own test database, driven with app.inject (PGlite, or PostgreSQL when
// TEST_DATABASE_URL is set). One per test file: creating a database costs a few hundred ms.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '@spindle/db';
import { createTestDatabase } from '@spindle/db/testing';
import { buildApp, type App, type BuildAppOptions } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { WebApp } from '../web/web-app.ts';

export interface TestApp {
  app: App;
  database: Database;
  storageDir: string;
  close(): Promise<void>;
}

/** Builds the app on an empty migrated database: API and files only, unless a web app is given (and a clock, if any). */
export async function createTestApp(
  env: Record<string, string> = {},
  web?: WebApp,
  options: Pick<BuildAppOptions, 'clock' | 'fetchEcbXml'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'spindle-server-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    // TEST_LOG_LEVEL=error shows the server's logs (a 500's cause) while a test is being written.
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    BUILD_ID: 'test-build',
    ...env,
  });
  const app = await buildApp({ database, config, web, ...options });
  await app.ready();
  return {
    app,
    database,
    storageDir: config.storageDir,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
