// Issue 19 (later starts <= 2 s): the packages of optional services and of work no start does are
// loaded when they are used, not by every start. Each was a measurable part of a later start's module
// loading (docs/benchmarks.md, "Start-up"): Stripe ~220 modules, pdfkit and its fonts ~1 s, sharp,
// the AWS SDK, ioredis, nodemailer, exceljs, @fastify/swagger with its YAML library (the OpenAPI
// document is made on its first request), pg without DATABASE_URL, and openid-client and jose before
// a sign-in through a provider.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The packages loaded by a later start's code with the default configuration (a fresh Node process). */
function packagesLoadedAtStart(): string[] {
  const script = path.join(import.meta.dirname, 'testing/start-modules.ts');
  const child = spawnSync(process.execPath, [script], { encoding: 'utf8', timeout: 120_000 });
  if (child.status !== 0) throw new Error(`start-modules.ts failed (${child.status}): ${child.stderr}`);
  return JSON.parse(child.stdout) as string[];
}

describe('a later start without Stripe, SMTP, Redis or S3 configured', () => {
  it('loads the server and the database, and none of the packages only an optional service or a document needs', () => {
    const loaded = packagesLoadedAtStart();
    // The hook sees what the start does load (else the test below would pass on an empty list).
    expect(loaded).toEqual(expect.arrayContaining(['fastify', 'zod', 'drizzle-orm', '@electric-sql/pglite']));
    const optional = [
      ...['stripe', 'nodemailer', 'ioredis', '@aws-sdk/client-s3'],
      ...['pdfkit', 'fontkit', 'exceljs', 'sharp', '@fastify/swagger', 'yaml'],
      // PostgreSQL's driver (the start opens PGlite) and the sign-in providers' OpenID client.
      ...['pg', 'openid-client', 'jose'],
    ];
    expect(loaded.filter((name) => optional.includes(name))).toEqual([]);
  }, 120_000);
});
