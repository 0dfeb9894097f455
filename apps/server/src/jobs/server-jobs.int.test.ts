// The job runner as the server wires it (app.ts, `jobs: { run: true }`): every module's job types and
// schedules registered, the runner started when the app is ready and stopped before it closes.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { schema } from '@spindle/db';
import { createTestDatabase } from '@spindle/db/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp, jobRegistryOf } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../http/logging.ts';

describe('the server’s job runner', () => {
  /** The recurring jobs, all due at once on a new database. */
  const DUE_AT_ONCE = [
    'box.cycle',
    'fulfilment.review_requests',
    'messages.notify',
    'orders.reconcile_payments',
    'orders.release_expired_reservations',
    'payments.redeliver_webhooks',
    'production.late_steps',
    'production.start_due',
    'projects.lifecycle',
    'statements.run',
    'uploads.cleanup',
  ];

  it('registers every type, runs due schedules once ready, and stops on close', async () => {
    const database = await createTestDatabase();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'spindle-jobs-wiring-'));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, BUILD_ID: 'test' });
    const app = await buildApp({
      database,
      config,
      jobs: { run: true, runner: { pollIntervalMs: 50, logger: createLogger({ LOG_LEVEL: 'silent' }) } },
    });
    try {
      const registry = jobRegistryOf(app);
      expect(Object.keys(registry.handlers()).sort()).toEqual([
        'audio.encode',
        'box.cycle',
        'box.gift_email',
        'fulfilment.review_requests',
        'messages.notify',
        'newsletter.send',
        'orders.reconcile_payments',
        'orders.release_expired_reservations',
        'payments.redeliver_webhooks',
        'production.address_check',
        'production.late_steps',
        'production.plant_date',
        'production.start_due',
        'projects.lifecycle',
        'projects.refund_failed',
        'projects.reminder',
        'statements.run',
        'uploads.cleanup',
      ]);
      expect(
        registry
          .schedules()
          .map((schedule) => schedule.type)
          .sort(),
      ).toEqual(DUE_AT_ONCE);
      const queuedBefore = await database.db.select().from(schema.jobs);
      expect(queuedBefore).toHaveLength(0);
      await app.ready();
      // On a new database the latest occurrence of each schedule is due at once, and runs. A minute that
      // turns while the test runs makes the every-minute schedules' next occurrence due too: another job,
      // with its own dedupe key ('payments.redeliver_webhooks:2026-11-27T18:07'), rightly run as well.
      const deadline = Date.now() + 10_000;
      let done: { type: string }[] = [];
      const typesDone = () => [...new Set(done.map((job) => job.type))].sort();
      while (Date.now() < deadline && typesDone().length < DUE_AT_ONCE.length) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        done = await database.db
          .select({ type: schema.jobs.type })
          .from(schema.jobs)
          .where(eq(schema.jobs.status, 'done'));
      }
      expect(typesDone()).toEqual(DUE_AT_ONCE);
    } finally {
      await app.close();
    }
    // Stopped: a job queued now stays queued.
    await database.db.insert(schema.jobs).values({ type: 'projects.lifecycle', dedupeKey: 'after-close' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [after] = await database.db.select().from(schema.jobs).where(eq(schema.jobs.dedupeKey, 'after-close'));
    expect(after?.status).toBe('queued');
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });
});
