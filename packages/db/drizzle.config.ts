// drizzle-kit configuration: `npm run db:generate` writes SQL migrations from src/schema into migrations/.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/db/src/schema/index.ts',
  out: './packages/db/migrations',
  strict: true,
  verbose: true,
});
