// A short, pleasant demo loop from a seed: a key, a tempo, a chord progression and a flavour
// (lo-fi, house, ambient, bossa, synth-pop, folk) arranged for a few instruments, with a little room.
import { createSeededRandom } from '@spindle/domain';
import { ARRANGERS } from './demo-arrangements.ts';
import { DEMO_TRACK_FLAVOURS, type DemoTrackFlavour } from './demo-flavours.ts';
import type { MixTarget } from './synth-voices.ts';

export { DEMO_TRACK_FLAVOURS, type DemoTrackFlavour } from './demo-flavours.ts';

/** What to synthesise. */
export interface DemoTrackOptions {
  seed: number | string;
  seconds: number;
  /** Default 22,050 Hz: plenty for a preview, half the encoding work of 44,100. */
  sampleRate?: number;
  flavour?: DemoTrackFlavour;
}

/** A synthesised clip (mono, floats in [-1, 1]) and what it is. */
export interface DemoTrack {
  samples: Float32Array;
  sampleRate: number;
  flavour: DemoTrackFlavour;
  tempoBpm: number;
  /** e.g. 'F# minor'. */
  key: string;
}

const NOTE_NAMES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'];
const MODES = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
  dorian: [0, 2, 3, 5, 7, 9, 10],
  mixolydian: [0, 2, 4, 5, 7, 9, 10],
} as const;
/** A scale the clips are written in. */
export type DemoTrackMode = keyof typeof MODES;

// Scale degrees (0 = tonic) of progressions that sound right in any of the modes above.
const PROGRESSIONS: readonly (readonly number[])[] = [
  [0, 5, 3, 4],
  [0, 4, 5, 3],
  [1, 4, 0, 0],
  [0, 3, 4, 3],
  [5, 3, 0, 4],
  [0, 5, 2, 6],
  [0, 3, 0, 4],
  [3, 4, 2, 5],
];

const FLAVOURS: Record<
  DemoTrackFlavour,
  { tempo: [number, number]; modes: readonly DemoTrackMode[]; sevenths: boolean; swing: number }
> = {
  lofi: { tempo: [72, 88], modes: ['minor', 'dorian', 'major'], sevenths: true, swing: 0.2 },
  house: { tempo: [118, 124], modes: ['minor', 'dorian'], sevenths: true, swing: 0 },
  ambient: { tempo: [64, 76], modes: ['major', 'mixolydian', 'minor'], sevenths: false, swing: 0 },
  bossa: { tempo: [124, 140], modes: ['major', 'dorian'], sevenths: true, swing: 0 },
  synthpop: { tempo: [104, 116], modes: ['minor', 'major'], sevenths: false, swing: 0 },
  folk: { tempo: [86, 100], modes: ['major', 'mixolydian'], sevenths: false, swing: 0.08 },
};

/** The musical choices a seed makes, without synthesising anything. */
export interface DemoTrackPlan {
  flavour: DemoTrackFlavour;
  tempoBpm: number;
  mode: DemoTrackMode;
  tonic: number;
  progression: readonly number[];
  key: string;
}

/** Picks flavour, tempo, key and progression from the seed (cheap; synthesis follows the plan). */
export function planDemoTrack(options: Pick<DemoTrackOptions, 'seed' | 'flavour'>): DemoTrackPlan {
  const random = createSeededRandom(`${options.seed}:track`);
  const flavour = options.flavour ?? random.pick(DEMO_TRACK_FLAVOURS);
  const style = FLAVOURS[flavour];
  const tempoBpm = random.int(style.tempo[0], style.tempo[1]);
  const mode = random.pick(style.modes);
  const tonic = random.int(0, 11);
  const progression = random.pick(PROGRESSIONS);
  return { flavour, tempoBpm, mode, tonic, progression, key: `${NOTE_NAMES[tonic]} ${mode}` };
}

/** Synthesises a clip; the same options always give the same samples. */
export function synthesiseDemoTrack(options: DemoTrackOptions): DemoTrack {
  const sampleRate = options.sampleRate ?? 22050;
  const plan = planDemoTrack(options);
  const { flavour, tempoBpm, mode, tonic, progression } = plan;
  const style = FLAVOURS[flavour];
  const random = createSeededRandom(`${options.seed}:arrangement`);
  const length = Math.round(options.seconds * sampleRate);
  const target: MixTarget = {
    sampleRate,
    dry: new Float32Array(length),
    send: new Float32Array(length),
    noise: createSeededRandom(`${options.seed}:noise`),
  };
  const beat = 60 / tempoBpm;
  const barsPerChord = flavour === 'ambient' ? 2 : 1;
  const bars = Math.ceil(options.seconds / (beat * 4));
  for (let bar = 0; bar < bars; bar++) {
    const degree = progression[Math.floor(bar / barsPerChord) % progression.length] ?? 0;
    const chord = chordNotes(tonic, mode, degree, style.sevenths);
    const barStart = bar * beat * 4;
    const swingAt = (eighth: number): number =>
      barStart + eighth * (beat / 2) + (eighth % 2 === 1 ? style.swing * beat * 0.5 : 0);
    ARRANGERS[flavour]({
      target,
      random,
      chord,
      beat,
      barStart,
      swingAt,
      bar,
      tonicMidi: 48 + tonic,
      scale: MODES[mode],
    });
  }
  return { samples: master(target), sampleRate, flavour, tempoBpm, key: plan.key };
}

/** MIDI notes of the chord on a scale degree, voiced around C4. */
function chordNotes(tonic: number, mode: DemoTrackMode, degree: number, seventh: boolean): number[] {
  const scale = MODES[mode];
  const at = (step: number): number => 48 + tonic + (scale[step % 7] ?? 0) + 12 * Math.floor(step / 7);
  const notes = [at(degree), at(degree + 2), at(degree + 4)];
  if (seventh) notes.push(at(degree + 6));
  return notes;
}

/** Loudness the clips are brought to before the soft limiter: about -14 dBFS RMS. */
const TARGET_RMS = 0.2;

/** A small Schroeder reverb on the send, loudness matched across clips, a soft limiter and fades. */
function master(target: MixTarget): Float32Array {
  const { dry, send, sampleRate } = target;
  const mix = new Float32Array(dry.length);
  const combs = [0.0297, 0.0371, 0.0411, 0.0437].map((seconds) => ({
    line: new Float32Array(Math.round(seconds * sampleRate)),
    cursor: 0,
    low: 0,
  }));
  const allpasses = [0.005, 0.0017].map((seconds) => ({
    line: new Float32Array(Math.round(seconds * sampleRate)),
    cursor: 0,
  }));
  let energy = 0;
  for (let i = 0; i < dry.length; i++) {
    const input = send[i] ?? 0;
    let wet = 0;
    for (const comb of combs) {
      const delayed = comb.line[comb.cursor] ?? 0;
      comb.low += 0.3 * (delayed - comb.low);
      comb.line[comb.cursor] = input + comb.low * 0.8;
      comb.cursor = (comb.cursor + 1) % comb.line.length;
      wet += delayed;
    }
    for (const allpass of allpasses) {
      const delayed = allpass.line[allpass.cursor] ?? 0;
      const value = -0.5 * wet + delayed;
      allpass.line[allpass.cursor] = wet + 0.5 * delayed;
      allpass.cursor = (allpass.cursor + 1) % allpass.line.length;
      wet = value;
    }
    const value = (dry[i] ?? 0) + wet * 0.25;
    mix[i] = value;
    energy += value * value;
  }
  const rms = Math.sqrt(energy / Math.max(1, mix.length));
  const gain = rms > 0 ? TARGET_RMS / rms : 0;
  const fadeIn = Math.round(0.02 * sampleRate);
  const fadeOut = Math.min(mix.length, Math.round(1.2 * sampleRate));
  for (let i = 0; i < mix.length; i++) {
    const tail = mix.length - i;
    const fade = Math.min(1, i / fadeIn, tail < fadeOut ? tail / fadeOut : 1);
    // tanh is the limiter: loud drum hits round off instead of clipping; 0.92 leaves headroom.
    mix[i] = Math.tanh((mix[i] ?? 0) * gain) * 0.92 * fade;
  }
  return mix;
}
