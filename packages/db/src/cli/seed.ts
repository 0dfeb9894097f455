// npm run db:seed [-- --force]: migrates, then seeds the demo catalogue into an empty database.
// With --force (or SEED_FORCE=1) it empties a populated database and its demo files first.
import { openDatabase } from '../connection.ts';
import { isDatabaseEmpty, migrateDatabase } from '../migrate.ts';
import { seedDatabase } from '../seed/index.ts';
import { removeSeededFiles, resetDatabase } from '../seed/reset.ts';
import { describeDatabase, readDataLocations } from './env.ts';

const force = process.argv.includes('--force') || process.env.SEED_FORCE === '1';
const locations = readDataLocations();
const startedAt = performance.now();
const database = await openDatabase({ databaseUrl: locations.databaseUrl, dataDir: locations.pgliteDir });
try {
  await migrateDatabase(database);
  if (!(await isDatabaseEmpty(database))) {
    if (!force) {
      console.log(`${describeDatabase(locations)} already holds data; run with --force to replace it.`);
      process.exitCode = 0;
    } else {
      console.log('Emptying the database and the demo files (--force)');
      await resetDatabase(database);
      await removeSeededFiles(locations.storageDir);
    }
  }
  if (await isDatabaseEmpty(database)) {
    const result = await seedDatabase(database, {
      storageDir: locations.storageDir,
      log: (message) => console.log(message),
    });
    console.log(`Seeded ${describeDatabase(locations)} in ${Math.round(performance.now() - startedAt)} ms`);
    console.table(result.demoAccounts);
  }
} finally {
  await database.close();
}
