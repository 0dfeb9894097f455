// Health, build id and the announcement banner (spec section 7, App).
import type { alertSchema, healthSchema, readySchema } from '@spindle/contracts';
import type { z } from 'zod';
import type { SystemRepo } from './system.repo.ts';

type Health = z.infer<typeof healthSchema>;
type Alert = z.infer<typeof alertSchema>;
type Ready = z.infer<typeof readySchema>;

export interface SystemDeps {
  repo: SystemRepo;
  databaseKind: Health['database'];
  /** The id of the client build the pages run (polled by browsers every 30 s). */
  resolveBuildId: () => Promise<string>;
  startedAt?: number;
  /**
   * How long one database check's answer is reused (ms) once it came back; health checks arriving
   * while one runs always wait for that one. 0: every call that finds no check running starts one.
   */
  healthCheckReuseMs?: number;
  now?: () => number;
  /** Whether every migration of this build is applied (throws when the database does not answer). */
  migrationsApplied: () => Promise<boolean>;
}

/** The default reuse of a database check: a load balancer polling every few seconds still gets a fresh one. */
export const HEALTH_CHECK_REUSE_MS = 1_000;

/**
 * Whether the database answers, asked at most once per `reuseMs`: /api/health is public and
 * unauthenticated, so a flood of it (a load test, a misconfigured prober, an attacker) must not
 * become a flood of queries. Concurrent calls share the check in flight.
 */
function createDatabaseCheck(ping: () => Promise<void>, reuseMs: number, now: () => number) {
  let inFlight: Promise<boolean> | null = null;
  let settled: { at: number; ok: boolean } | null = null;
  /** The answer still being reused, or null when the next call asks the database (or waits for it). */
  const reused = (): boolean | null => (!inFlight && settled && now() - settled.at < reuseMs ? settled.ok : null);
  const answers = (): Promise<boolean> => {
    if (inFlight) return inFlight;
    const ok = reused();
    if (ok !== null) return Promise.resolve(ok);
    const check = ping().then(
      () => true,
      () => false,
    );
    inFlight = check.then((ok) => {
      settled = { at: now(), ok };
      inFlight = null;
      return ok;
    });
    return inFlight;
  };
  return { answers, reused };
}

export function createSystemService({
  repo,
  databaseKind,
  resolveBuildId,
  migrationsApplied,
  startedAt = Date.now(),
  healthCheckReuseMs = HEALTH_CHECK_REUSE_MS,
  now = Date.now,
}: SystemDeps) {
  const databaseCheck = createDatabaseCheck(() => repo.ping(), healthCheckReuseMs, now);
  const healthOf = (ok: boolean): Health => ({
    status: ok ? 'ok' : 'degraded',
    database: databaseKind,
    uptimeSeconds: Math.round((now() - startedAt) / 1000),
  });
  return {
    /** Whether the database answers a query (checked at most once a second); `degraded` means it does not. */
    async health(): Promise<Health> {
      return healthOf(await databaseCheck.answers());
    },

    /**
     * What health() would answer now without asking the database (its last answer is still reused),
     * else null: the route answers it in the same turn, without a promise.
     */
    reusedHealth(): Health | null {
      const ok = databaseCheck.reused();
      return ok === null ? null : healthOf(ok);
    },

    /** Whether this instance should get traffic: the database answers, the schema is current, not draining. */
    async ready(draining: boolean): Promise<Ready> {
      const [database, migrations] = await Promise.all([
        repo.ping().then(
          () => true,
          () => false,
        ),
        migrationsApplied().catch(() => false),
      ]);
      const ok = database && migrations && !draining;
      return { status: ok ? 'ready' : 'not_ready', database, migrations, draining };
    },

    async buildId(): Promise<{ buildId: string }> {
      return { buildId: await resolveBuildId() };
    },

    /** The live announcement, or the error field that means "no banner" (spec section 7). */
    async alert(now = new Date()): Promise<Alert> {
      const row = await repo.findLiveAnnouncement(now);
      if (!row) return { error: 'no_alert' };
      return { id: row.id, text_en: row.textEn, text_fr: row.textFr, link_en: row.linkEn, link_fr: row.linkFr };
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
