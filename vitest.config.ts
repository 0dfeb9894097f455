import { defineConfig } from 'vitest/config';

// One runner for every package. Integration tests (*.int.test.ts) open their own database:
// PGlite by default, PostgreSQL when TEST_DATABASE_URL is set (see scripts/test.ts).
export default defineConfig({
  test: {
    include: [
      'eslint/**/*.test.js',
      'packages/*/src/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/web/app/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
