// Health, build id and the announcement banner (spec section 7, App).
import type { alertSchema, healthSchema } from '@spindle/contracts';
import type { z } from 'zod';
import type { SystemRepo } from './system.repo.ts';

type Health = z.infer<typeof healthSchema>;
type Alert = z.infer<typeof alertSchema>;

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
  return (): Promise<boolean> => {
    if (inFlight) return inFlight;
    if (settled && now() - settled.at < reuseMs) return Promise.resolve(settled.ok);
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
}

export function createSystemService({
  repo,
  databaseKind,
  resolveBuildId,
  startedAt = Date.now(),
  healthCheckReuseMs = HEALTH_CHECK_REUSE_MS,
  now = Date.now,
}: SystemDeps) {
  const databaseAnswers = createDatabaseCheck(() => repo.ping(), healthCheckReuseMs, now);
  return {
    /** Whether the database answers a query (checked at most once a second); `degraded` means it does not. */
    async health(): Promise<Health> {
      const ok = await databaseAnswers();
      const uptimeSeconds = Math.round((now() - startedAt) / 1000);
      return { status: ok ? 'ok' : 'degraded', database: databaseKind, uptimeSeconds };
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
