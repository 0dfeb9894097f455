// The lint config as written (eslint.config.js) bites: each architecture rule is run on fixture
// files (eslint/fixtures, a miniature of the repository's layout) that break it, and stays quiet on
// files that keep it.
import { join, relative, sep } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeEach, describe, expect, it } from 'vitest';
import { architectureRules, functionLengthRules, tableOwnershipRules } from '../eslint.config.js';
import { clearImportGraph } from './import-graph.js';
import { OWN_TABLES_PENDING } from './own-tables-pending.js';

const fixtures = join(import.meta.dirname, 'fixtures');

async function problemsOf(file, tableRules = tableOwnershipRules) {
  const eslint = new ESLint({
    cwd: fixtures,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
      architectureRules,
      functionLengthRules,
      tableRules,
    ],
  });
  const [result] = await eslint.lintFiles([file]);
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

beforeEach(() => clearImportGraph());

describe('module boundaries', () => {
  it("refuses a server module's import of another module's inner file", async () => {
    const problems = await problemsOf('apps/server/src/modules/beta/uses-inner.ts');
    expect(problems).toEqual([
      "spindle/module-boundaries: 'alpha' is another module: import its public face (alpha/index.ts), not its inner file 'greeting.ts'.",
    ]);
  });

  it('accepts an import of the public face', async () => {
    expect(await problemsOf('apps/server/src/modules/beta/uses-face.ts')).toEqual([]);
  });

  it("allows another module's test kit in test files only", async () => {
    expect(await problemsOf('apps/server/src/modules/beta/uses-kit.test.ts')).toEqual([]);
    expect(await problemsOf('apps/server/src/modules/beta/uses-kit.ts')).toEqual([
      "spindle/module-boundaries: 'alpha' is another module: import its public face (alpha/index.ts), not its inner file 'testing.ts'.",
    ]);
  });

  it("refuses the composition's import of a server module's inner file", async () => {
    expect(await problemsOf('apps/server/src/composition/uses-inner.ts')).toHaveLength(1);
  });

  it("refuses a web feature's import of another feature's inner file, and lets routes use features", async () => {
    expect(await problemsOf('apps/web/app/features/two/uses-inner.ts')).toHaveLength(1);
    expect(await problemsOf('apps/web/app/routes/route.ts')).toEqual([]);
  });
});

describe('import cycles', () => {
  it('reports both imports of a two-file cycle with its path', async () => {
    expect(await problemsOf('cycle/a.ts')).toEqual([
      'spindle/no-import-cycle: Import cycle: cycle/a.ts -> cycle/b.ts -> cycle/a.ts',
    ]);
    expect(await problemsOf('cycle/b.ts')).toHaveLength(1);
  });

  it('does not blame a file that only imports into a cycle', async () => {
    expect(await problemsOf('cycle/c.ts')).toEqual([]);
  });

  it('finds a cycle between modules through their faces', async () => {
    const problems = await problemsOf('apps/server/src/modules/gamma/index.ts');
    expect(problems).toEqual([
      'spindle/no-import-cycle: Import cycle: apps/server/src/modules/gamma/index.ts -> apps/server/src/modules/beta/index.ts -> apps/server/src/modules/beta/later.ts -> apps/server/src/modules/gamma/index.ts',
    ]);
  });
});

describe('function length', () => {
  it('refuses a function of 81 lines and accepts one of 80', async () => {
    expect(await problemsOf('length/long.ts')).toEqual([
      "max-lines-per-function: Function 'tooLong' has too many lines (81). Maximum allowed is 80.",
    ]);
    expect(await problemsOf('length/fits.ts')).toEqual([]);
  });

  it('counts the functions nested in a factory', async () => {
    expect(await problemsOf('length/factory.ts')).toHaveLength(1);
  });

  it('leaves test files alone', async () => {
    expect(await problemsOf('length/long.test.ts')).toEqual([]);
  });
});

describe('table ownership', () => {
  const foreign = (line) =>
    `spindle/own-tables: 'beta' uses table '${line}', which belongs to 'alpha': ask its owner's face for it (decision 0013).`;

  it("refuses a module's use of another module's table, however it is named", async () => {
    expect(await problemsOf('apps/server/src/modules/beta/uses-foreign-table.ts')).toEqual([
      foreign('greetings'),
      foreign('greetings'),
      foreign('greetings'),
      foreign('greetings'),
      foreign('greetings'),
    ]);
  });

  it('accepts the tables of its own schema folder', async () => {
    expect(await problemsOf('apps/server/src/modules/beta/uses-own-table.ts')).toEqual([]);
  });

  it('refuses any table in the server files that own none, and the foreign ones in an owning area', async () => {
    expect(await problemsOf('apps/server/src/composition/uses-table.ts')).toEqual([
      "spindle/own-tables: This file owns no table, yet uses 'visits' (owned by 'beta'): go through its owner's face (decision 0013).",
    ]);
    expect(await problemsOf('apps/server/src/jobs/uses-table.ts')).toEqual([
      "spindle/own-tables: 'jobs' uses table 'greetings', which belongs to 'alpha': ask its owner's face for it (decision 0013).",
    ]);
  });

  it('leaves test files alone', async () => {
    expect(await problemsOf('apps/server/src/modules/beta/uses-foreign-table.test.ts')).toEqual([]);
  });

  it('lets a module use exactly the foreign tables its pending entry names', async () => {
    const [severity, options] = tableOwnershipRules.rules['spindle/own-tables'];
    const withPending = (pending) => ({
      ...tableOwnershipRules,
      rules: { 'spindle/own-tables': [severity, { ...options, pending }] },
    });
    const file = 'apps/server/src/modules/beta/uses-foreign-table.ts';
    expect(await problemsOf(file, withPending({ beta: ['greetings'] }))).toEqual([]);
    expect(await problemsOf(file, withPending({ alpha: ['greetings'], beta: ['visits'] }))).toHaveLength(5);
  });
});

describe('the pending list of foreign tables', () => {
  it('names exactly the foreign tables each server module still uses, no more and no fewer', async () => {
    const root = join(import.meta.dirname, '..');
    const [severity, options] = tableOwnershipRules.rules['spindle/own-tables'];
    const eslint = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: [
        { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
        { ...tableOwnershipRules, rules: { 'spindle/own-tables': [severity, { ...options, pending: {} }] } },
      ],
    });
    const used = {};
    for (const result of await eslint.lintFiles(['apps/server/src'])) {
      const where = relative(root, result.filePath).split(sep);
      for (const message of result.messages) {
        const table = /uses (?:table )?'([^']+)'/.exec(message.message)?.[1] ?? message.message;
        const owner = where[3] === 'modules' ? where[4] : where.slice(0, 4).join('/');
        used[owner] = [...new Set([...(used[owner] ?? []), table])].sort();
      }
    }
    const pending = Object.fromEntries(
      Object.entries(OWN_TABLES_PENDING).map(([m, tables]) => [m, [...tables].sort()]),
    );
    expect(used).toEqual(pending);
  }, 120_000);
});
