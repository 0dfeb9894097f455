// Worker thread that encodes demo clips, so MP3 encoding (pure JavaScript, ~60x real time) does not
// hold the main thread while the seed writes rows there.
import { parentPort } from 'node:worker_threads';
import { writeDemoClip, type DemoClipJob } from './demo-clip.ts';

parentPort?.on('message', (message: { id: number; job: DemoClipJob }) => {
  writeDemoClip(message.job).then(
    (durationSeconds) => parentPort?.postMessage({ id: message.id, durationSeconds }),
    (error: unknown) =>
      parentPort?.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
