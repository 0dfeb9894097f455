// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import spindle from './eslint/plugin.js';
import { FUNCTION_LENGTH_PENDING } from './eslint/function-length-pending.js';
import { OWN_TABLES_PENDING } from './eslint/own-tables-pending.js';

/**
 * Module boundaries (docs/architecture.md): a server module or a web feature is seen from outside only
 * through its public face (index.ts; index.server.ts for server-only parts of a web feature; testing.ts
 * for other modules' tests), and no file imports itself through others. eslint/rules.test.js proves
 * each rule bites on fixture files.
 */
export const architectureRules = {
  files: ['**/*.{ts,tsx}'],
  plugins: { spindle },
  rules: {
    'spindle/no-import-cycle': 'error',
    'spindle/module-boundaries': [
      'error',
      {
        areas: [
          { root: 'apps/server/src/modules', outsideMustUseFace: true },
          { root: 'apps/web/app/features', outsideMustUseFace: false },
        ],
      },
    ],
  },
};

/**
 * Functions stay under about 80 lines (issue 12): a long use case becomes named steps. Counted with
 * the functions nested in it, blank lines and comments left out. Tests and their fixtures, stubs and
 * harnesses are exempt: a describe block or a seeded fixture is long by nature.
 */
const TEST_SUPPORT = [
  '**/*.test.ts',
  '**/*.e2e.ts',
  '**/testing/**',
  '**/testing.ts',
  '**/*.fixtures.ts',
  '**/*-fixture.ts',
  '**/*-test-kit.ts',
  '**/*-test-app.ts',
];
export const functionLengthRules = {
  files: ['**/*.ts'],
  ignores: [...TEST_SUPPORT, ...FUNCTION_LENGTH_PENDING],
  rules: {
    'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
  },
};

/**
 * Each table has one owner, the module whose folder of packages/db/src/schema declares it (decision
 * 0013): a server module uses only its own tables, the job runner only schema/jobs, and the rest of
 * the server (composition, HTTP, mail) none. Tests and their kits arrange the database directly, so
 * they are exempt. The foreign tables a module still uses are listed in eslint/own-tables-pending.js.
 */
export const tableOwnershipRules = {
  files: ['apps/server/src/**/*.ts'],
  ignores: TEST_SUPPORT,
  plugins: { spindle },
  rules: {
    'spindle/own-tables': [
      'error',
      {
        schemaRoot: 'packages/db/src/schema',
        modules: 'apps/server/src/modules',
        scope: 'apps/server/src',
        areas: { 'apps/server/src/jobs': 'jobs', 'apps/server/src/mail': 'mail' },
        pending: OWN_TABLES_PENDING,
      },
    ],
  },
};

/** Imports that would break the architecture's boundaries (docs/architecture.md). */
const serverOnly = [
  { group: ['@spindle/db', '@spindle/db/*'], message: 'apps/web talks to the API contract, never to the database.' },
  { group: ['@spindle/media', '@spindle/media/*'], message: 'Media processing runs on the server only.' },
  {
    group: ['**/apps/server/**', '@spindle/server', '@spindle/server/*'],
    message: 'apps/web never imports server internals.',
  },
  { group: ['pg', 'drizzle-orm', 'drizzle-orm/*', '@electric-sql/*', 'sharp'], message: 'Server-only dependency.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/.react-router/**',
      'data/**',
      'packages/db/migrations/**',
      'eslint/fixtures/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'off',
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  architectureRules,
  functionLengthRules,
  tableOwnershipRules,
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: serverOnly,
          paths: [
            {
              name: 'react-i18next',
              message:
                'Use useT and Trans from app/lib (use-t.ts, trans.tsx): react-i18next and i18next add ~19 KiB to every first load.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'http', 'crypto'], message: 'packages/domain is pure: no I/O.' },
            {
              group: ['@spindle/db', '@spindle/media', 'drizzle-orm', 'pg', 'sharp', 'fastify', 'react'],
              message: 'packages/domain is pure: no framework or I/O.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@spindle/db', '@spindle/media', 'drizzle-orm', 'pg'],
              message: 'Contracts are shared with the browser.',
            },
          ],
        },
      ],
    },
  },
  {
    // The zod-free half of the contracts, which storefront pages load (docs/decisions/0012).
    files: ['packages/contracts/src/http/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['zod', 'zod/*'], message: 'src/http is zod-free: storefront pages load it.' },
            {
              group: [
                '../*.ts',
                '../../*.ts',
                '../endpoints/*',
                '../../endpoints/*',
                '!../route.ts',
                '!../json-shape.ts',
                '!../error-codes.ts',
              ],
              allowTypeImports: true,
              message: 'src/http is zod-free: import only types from the zod schemas.',
            },
          ],
        },
      ],
    },
  },
);
