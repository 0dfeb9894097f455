// Reload when a new build is deployed (spec sections 4 and 7): poll GET /api/build-id every 30 s and
// reload once it differs from the build that rendered this page.
import { systemRoutes } from '@spindle/contracts/http';
import { BUILD_ID_POLL_MS } from '@spindle/domain';
import { useEffect, useState } from 'react';
import { callBrowser } from '../lib/api-browser.ts';

export function useReloadOnNewBuild(renderedBuildId: string | undefined): void {
  // The build the running JavaScript came from: later loader data may already report a newer one.
  const [pageBuildId] = useState(renderedBuildId);
  useEffect(() => {
    if (!pageBuildId) return;
    let stopped = false;
    const check = async () => {
      try {
        const answer = await callBrowser(systemRoutes.buildId, {}, { cache: 'no-store' });
        if (!stopped && answer.ok && answer.value.buildId !== pageBuildId) window.location.reload();
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
