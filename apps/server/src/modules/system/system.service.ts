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
  /** Whether every migration of this build is applied (throws when the database does not answer). */
  migrationsApplied: () => Promise<boolean>;
}

export function createSystemService({
  repo,
  databaseKind,
  resolveBuildId,
  migrationsApplied,
  startedAt = Date.now(),
}: SystemDeps) {
  return {
    /** Whether the database answers a query; `degraded` means it does not. */
    async health(): Promise<Health> {
      const uptimeSeconds = Math.round((Date.now() - startedAt) / 1000);
      try {
        await repo.ping();
        return { status: 'ok', database: databaseKind, uptimeSeconds };
      } catch {
        return { status: 'degraded', database: databaseKind, uptimeSeconds };
      }
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
