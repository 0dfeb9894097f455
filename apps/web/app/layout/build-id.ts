// Reload when a new build is deployed (spec sections 4 and 7): poll GET /api/build-id every 30 s and
// reload once it differs from the build that rendered this page.
import { BUILD_ID_POLL_MS } from '@spindle/domain';
import { useEffect, useState } from 'react';
import { isRecord } from '../lib/guards.ts';

export function useReloadOnNewBuild(renderedBuildId: string | undefined): void {
  // The build the running JavaScript came from: later loader data may already report a newer one.
  const [pageBuildId] = useState(renderedBuildId);
  useEffect(() => {
    if (!pageBuildId) return;
    let stopped = false;
    const check = async () => {
      try {
        const response = await fetch('/api/build-id', { headers: { accept: 'application/json' }, cache: 'no-store' });
        if (!response.ok) return;
        const body: unknown = await response.json();
        const buildId = isRecord(body) && typeof body.buildId === 'string' ? body.buildId : null;
        if (!stopped && buildId !== null && buildId !== pageBuildId) window.location.reload();
      } catch {
        // Offline or restarting: try again at the next tick.
      }
    };
    const timer = window.setInterval(() => void check(), BUILD_ID_POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [pageBuildId]);
}
