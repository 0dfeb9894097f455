// The marker of a seed whose pictures and previews are not all written yet (seedDatabase's mediaLater):
// kept apart from the seed so that a start can look for it without loading the seed and its renderers.
import { existsSync } from 'node:fs';
import path from 'node:path';

/** In the storage folder while the demo's pictures and previews are being written. */
export const DEMO_MEDIA_PENDING = '.demo-media-pending';

/** Whether an earlier seed stopped before all of the demo's pictures and previews were written. */
export function demoMediaPending(storageDir: string): boolean {
  return existsSync(path.join(storageDir, DEMO_MEDIA_PENDING));
}
