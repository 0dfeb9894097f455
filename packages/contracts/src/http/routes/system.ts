// GET /api/health, /api/ready, /api/build-id, /api/alerts (apps/server/src/modules/system).
import type { BuildId } from '../../system.ts';
import { isRecord } from '../json-shape.ts';
import { defineRoutes } from '../route.ts';

/** The build-id answer, as the layout's poll reads it in the browser. */
export function isBuildId(body: unknown): body is BuildId {
  return isRecord(body) && typeof body.buildId === 'string';
}

export const systemRoutes = defineRoutes('system', {
  /** Answers its body with 503 when the database does not answer. */
  health: { method: 'GET', path: '/health', access: 'public' },
  /** Answers its body with 503 when the database does not answer, a migration is missing or the instance drains. */
  ready: { method: 'GET', path: '/ready', access: 'public' },
  buildId: { method: 'GET', path: '/build-id', access: 'public', answerGuard: isBuildId },
  alerts: { method: 'GET', path: '/alerts', access: 'public' },
});
