// JOBS=on|off|only (docs/scaling.md, "Queue workers apart from web instances"): a web instance that
// leaves jobs to workers, and a worker that answers nothing but its health and readiness.
import { type Database } from '@spindle/db';
import { createTestDatabase } from '@spindle/db/testing';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { ConfigError, loadConfig, runsJobs } from '../config.ts';

let database: Database;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'spindle-jobs-mode-'));
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const configWith = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, BUILD_ID: 'test-build', ...env });

describe('JOBS', () => {
  it('runs the job runner unless it is off, and refuses other values', () => {
    expect(runsJobs(configWith({}))).toBe(true);
    expect(runsJobs(configWith({ JOBS: 'only' }))).toBe(true);
    expect(runsJobs(configWith({ JOBS: 'off' }))).toBe(false);
    expect(() => configWith({ JOBS: 'web' })).toThrow(ConfigError);
  });

  it('makes a jobs-only worker answer its health and readiness, and 404 for the rest', async () => {
    const app = await buildApp({ database, config: configWith({ JOBS: 'only' }) });
    try {
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
      for (const url of ['/api/projects?size=24', '/api/build-id', '/storage/projects/x/cover.jpg', '/']) {
        const response = await app.inject({ url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
      }
      const write = await app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
      expect(write.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('leaves an instance with JOBS=off serving requests', async () => {
    const app = await buildApp({ database, config: configWith({ JOBS: 'off' }) });
    try {
      expect((await app.inject({ url: '/api/projects?size=24' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
