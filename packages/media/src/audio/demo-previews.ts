// The demo catalogue's song previews: a dozen distinct synthesised clips, encoded once and linked
// to every track's uuid, since 1,500 unique clips would cost a minute of encoding for no benefit.
import { copyFile, link, mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { DEMO_PREVIEW_FORMAT, writeDemoClip, type DemoClipJob } from './demo-clip.ts';
import { DEMO_TRACK_FLAVOURS, planDemoTrack, type DemoTrackFlavour } from './demo-track.ts';
import { probeMp3Duration } from './mp3-probe.ts';

export { DEMO_PREVIEW_FORMAT };

/** One clip of the library. */
export interface DemoPreviewClip {
  file: string;
  durationSeconds: number;
  flavour: DemoTrackFlavour;
  tempoBpm: number;
  key: string;
}

/**
 * Writes `count` distinct preview clips into `dir` (flavours in turn, keys and tempos from the seed)
 * and returns them. A clip already there from an earlier start is reused, not encoded again. The
 * encoding runs in a worker thread unless `inWorker` is false.
 */
export async function makeDemoPreviewLibrary(
  dir: string,
  count = 12,
  options: { seconds?: number; seed?: number | string; inWorker?: boolean } = {},
): Promise<DemoPreviewClip[]> {
  const seconds = options.seconds ?? 12;
  await mkdir(dir, { recursive: true });
  const clips: DemoPreviewClip[] = [];
  const missing: { index: number; job: DemoClipJob }[] = [];
  for (let index = 0; index < count; index++) {
    const flavour = DEMO_TRACK_FLAVOURS[index % DEMO_TRACK_FLAVOURS.length] ?? 'lofi';
    const seed = `${options.seed ?? 'spindle'}:${index}`;
    const file = path.join(
      dir,
      `demo-${String(index + 1).padStart(2, '0')}-${flavour}-${seconds}s-${DEMO_PREVIEW_FORMAT.kbps}k.mp3`,
    );
    const plan = planDemoTrack({ seed, flavour });
    const existing = await readFile(file).catch(() => null);
    const existingSeconds = existing ? probeMp3Duration(existing) : null;
    clips.push({ file, durationSeconds: existingSeconds ?? seconds, flavour, tempoBpm: plan.tempoBpm, key: plan.key });
    if (existingSeconds === null || Math.abs(existingSeconds - seconds) >= 0.5)
      missing.push({ index, job: { file, seed, seconds, flavour } });
  }
  const durations =
    options.inWorker === false
      ? await encodeHere(missing.map(({ job }) => job))
      : await encodeInWorker(missing.map(({ job }) => job));
  missing.forEach(({ index }, position) => {
    const clip = clips[index];
    if (clip) clip.durationSeconds = durations[position] ?? seconds;
  });
  return clips;
}

async function encodeHere(jobs: readonly DemoClipJob[]): Promise<number[]> {
  const durations: number[] = [];
  for (const job of jobs) durations.push(await writeDemoClip(job));
  return durations;
}

/** Encodes the clips one after the other in a worker thread, then stops it. */
async function encodeInWorker(jobs: readonly DemoClipJob[]): Promise<number[]> {
  if (jobs.length === 0) return [];
  const worker = new Worker(new URL('./preview-worker.ts', import.meta.url));
  try {
    return await new Promise<number[]>((resolve, reject) => {
      const durations: number[] = [];
      let done = 0;
      worker.on('error', reject);
      worker.on('exit', (code) => {
        if (done < jobs.length) reject(new Error(`preview worker stopped with code ${code}`));
      });
      worker.on('message', (reply: { id: number; durationSeconds?: number; error?: string }) => {
        if (reply.error !== undefined) return reject(new Error(`preview clip failed: ${reply.error}`));
        durations[reply.id] = reply.durationSeconds ?? 0;
        done += 1;
        if (done === jobs.length) resolve(durations);
      });
      jobs.forEach((job, id) => worker.postMessage({ id, job }));
    });
  } finally {
    await worker.terminate();
  }
}

/**
 * Puts a clip at `target` (e.g. storage/previews/{uuid}.mp3) as a hard link, or as a copy where
 * links are not possible (another device, some object-storage mounts). Replaces an existing file.
 */
export async function linkOrCopyFile(source: string, target: string): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  await rm(target, { force: true });
  try {
    await link(source, target);
  } catch {
    await copyFile(source, target);
  }
}
