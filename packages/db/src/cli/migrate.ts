// npm run db:migrate: applies the migrations to $DATABASE_URL, or to PGlite in $DATA_DIR/db.
import { openDatabase } from '../connection.ts';
import { migrateDatabase } from '../migrate.ts';
import { describeDatabase, readDataLocations } from './env.ts';

const locations = readDataLocations();
const startedAt = performance.now();
const database = await openDatabase({ databaseUrl: locations.databaseUrl, dataDir: locations.pgliteDir });
try {
  await migrateDatabase(database);
  console.log(`Migrated ${describeDatabase(locations)} in ${Math.round(performance.now() - startedAt)} ms`);
} finally {
  await database.close();
}
