// `npm test`: every unit and integration test on embedded PGlite, then the database
// integration tests (*.int.test.ts) again on a real PostgreSQL server when one answers.
// CI (CI=true) insists on PostgreSQL; a laptop without it runs the PGlite pass only.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresAnswers } from './postgres-answers.ts';

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const extraArgs = process.argv.slice(2);

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  success: boolean;
}

function runVitest(label: string, args: string[], env: NodeJS.ProcessEnv): VitestJson {
  const outFile = join(mkdtempSync(join(tmpdir(), 'spindle-vitest-')), 'report.json');
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${outFile}`, ...args],
    { stdio: 'inherit', env },
  );
  try {
    return JSON.parse(readFileSync(outFile, 'utf8')) as VitestJson;
  } catch {
    return { numPassedTests: 0, numFailedTests: 1, numPendingTests: 0, success: result.status === 0 };
  }
}

const baseEnv = { ...process.env };
delete baseEnv.TEST_DATABASE_URL;
const reports: VitestJson[] = [runVitest('PGlite: unit and integration tests', extraArgs, baseEnv)];

const postgresUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES_URL;
if (await postgresAnswers(postgresUrl)) {
  reports.push(
    runVitest('PostgreSQL: integration tests', ['int.test', ...extraArgs], {
      ...process.env,
      TEST_DATABASE_URL: postgresUrl,
    }),
  );
} else if (process.env.CI) {
  console.error(`PostgreSQL does not answer at ${postgresUrl}; CI needs it (see .ci/run).`);
  process.exitCode = 1;
} else {
  console.log(`\nPostgreSQL does not answer at ${postgresUrl}: the PostgreSQL pass is left out on this machine.`);
}

const passed = reports.reduce((n, r) => n + r.numPassedTests, 0);
const failed = reports.reduce((n, r) => n + r.numFailedTests, 0);
const skipped = reports.reduce((n, r) => n + r.numPendingTests, 0);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failed > 0 || reports.some((r) => !r.success)) process.exitCode = 1;
