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
    // Test files share their worker's module cache (each file still gets its own database, app and
    // environment). Isolated, every file evaluated the server's ~900 modules again: 2,100 of the PGlite
    // pass's 2,440 worker-seconds were imports and set-up, not tests. Measured on 2 cores, all 5,522
    // tests: 1,221 s isolated, 657 s shared (docs/conventions.md, "Tests"). A file that changes
    // shared state (a global, an env var, fake timers) restores it, as every one does now.
    isolate: false,
  },
});
