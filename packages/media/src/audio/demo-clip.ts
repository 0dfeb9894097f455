// One demo preview clip: synthesise, encode, write. Runs on the main thread or in the preview worker.
import { writeFile } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { synthesiseDemoTrack, type DemoTrackFlavour } from './demo-track.ts';
import { createMp3Stream } from './mp3-encode.ts';
import { probeMp3Duration } from './mp3-probe.ts';

/** Encoding of the previews: mono, 22,050 Hz, 64 kbps (about 8 KB a second). */
export const DEMO_PREVIEW_FORMAT = { sampleRate: 22050, channels: 1, kbps: 64 } as const;

/** What to make and where to put it. */
export interface DemoClipJob {
  file: string;
  seed: string;
  seconds: number;
  flavour: DemoTrackFlavour;
}

/** Seconds of audio encoded between two turns of the event loop, so other work keeps flowing. */
const SLICE_SECONDS = 2;

/** Synthesises and encodes one clip into `job.file`; resolves with its duration in seconds. */
export async function writeDemoClip(job: DemoClipJob): Promise<number> {
  const { sampleRate, channels, kbps } = DEMO_PREVIEW_FORMAT;
  const track = synthesiseDemoTrack({ seed: job.seed, seconds: job.seconds, sampleRate, flavour: job.flavour });
  const stream = createMp3Stream({ sampleRate, channels, kbps });
  const slice = SLICE_SECONDS * sampleRate;
  for (let start = 0; start < track.samples.length; start += slice) {
    stream.push(track.samples.subarray(start, start + slice));
    await nextTurn();
  }
  const mp3 = stream.finish();
  await writeFile(job.file, mp3);
  return probeMp3Duration(mp3) ?? job.seconds;
}
