// Small synthesiser voices that add themselves into a sample buffer: FM electric piano, band-limited
// saw/square (PolyBLEP), Karplus-Strong pluck, and drum sounds from a seeded noise source.
import type { SeededRandom } from '@spindle/domain';

/** Where voices are mixed: the dry buffer and the reverb send. */
export interface MixTarget {
  sampleRate: number;
  dry: Float32Array;
  send: Float32Array;
  noise: SeededRandom;
}

/** A note: when, how long, which pitch, how loud, how much reverb. */
export interface NoteEvent {
  startSeconds: number;
  seconds: number;
  frequency: number;
  gain: number;
  sendGain?: number;
}

const TAU = Math.PI * 2;

/** Frequency of a MIDI note number (69 = A4 = 440 Hz). */
export const midiToFrequency = (note: number): number => 440 * 2 ** ((note - 69) / 12);

function span(target: MixTarget, note: NoteEvent, tailSeconds: number): { from: number; to: number } {
  const from = Math.max(0, Math.round(note.startSeconds * target.sampleRate));
  const to = Math.min(target.dry.length, from + Math.round((note.seconds + tailSeconds) * target.sampleRate));
  return { from, to };
}

function write(target: MixTarget, index: number, value: number, sendGain: number): void {
  target.dry[index] = (target.dry[index] ?? 0) + value;
  if (sendGain > 0) target.send[index] = (target.send[index] ?? 0) + value * sendGain;
}

/** Attack-hold-release envelope value at time t (seconds) for a note of `length` seconds. */
function envelope(t: number, length: number, attack: number, release: number): number {
  if (t < attack) return t / attack;
  if (t < length) return 1;
  return Math.max(0, 1 - (t - length) / release);
}

/** Two-operator FM: a bell-like electric piano whose brightness fades as the note decays. */
export function addElectricPiano(target: MixTarget, note: NoteEvent, brightness = 1.6): void {
  const release = 0.35;
  const { from, to } = span(target, note, release);
  const step = note.frequency / target.sampleRate;
  for (let i = from; i < to; i++) {
    const t = (i - from) / target.sampleRate;
    const decay = Math.exp(-t * 2.2);
    const index = brightness * Math.exp(-t * 5);
    const phase = (i - from) * step;
    const modulator = Math.sin(TAU * phase) * index;
    const tremolo = 1 + 0.12 * Math.sin(TAU * 4.5 * t);
    const value = Math.sin(TAU * phase + modulator) * decay * tremolo * envelope(t, note.seconds, 0.004, release);
    write(target, i, value * note.gain, note.sendGain ?? 0);
  }
}

/** PolyBLEP correction that removes most of the aliasing of a naive saw or square edge. */
function polyBlep(phase: number, step: number): number {
  if (phase < step) {
    const x = phase / step;
    return x + x - x * x - 1;
  }
  if (phase > 1 - step) {
    const x = (phase - 1) / step;
    return x * x + x + x + 1;
  }
  return 0;
}

/** Detuned saw (or square) pair through a one-pole low-pass: pads, stabs and basses. */
export function addAnalogue(
  target: MixTarget,
  note: NoteEvent,
  options: {
    wave: 'saw' | 'square';
    attack: number;
    release: number;
    cutoffHz: number;
    detuneCents?: number;
    decayPerSecond?: number;
  },
): void {
  const { from, to } = span(target, note, options.release);
  const detune = 2 ** ((options.detuneCents ?? 0) / 1200);
  const steps = [note.frequency / target.sampleRate, (note.frequency * detune) / target.sampleRate];
  const phases = [0, 0.37];
  const smoothing = 1 - Math.exp((-TAU * options.cutoffHz) / target.sampleRate);
  let low = 0;
  for (let i = from; i < to; i++) {
    const t = (i - from) / target.sampleRate;
    let raw = 0;
    for (let osc = 0; osc < 2; osc++) {
      const step = steps[osc] ?? 0;
      const phase = phases[osc] ?? 0;
      raw +=
        options.wave === 'saw'
          ? 2 * phase - 1 - polyBlep(phase, step)
          : (phase < 0.5 ? 1 : -1) + polyBlep(phase, step) - polyBlep((phase + 0.5) % 1, step);
      phases[osc] = (phase + step) % 1;
    }
    low += smoothing * (raw * 0.5 - low);
    const decay = options.decayPerSecond ? Math.exp(-t * options.decayPerSecond) : 1;
    write(
      target,
      i,
      low * decay * envelope(t, note.seconds, options.attack, options.release) * note.gain,
      note.sendGain ?? 0,
    );
  }
}

/** Plain sine with a soft attack: sub bass and soft leads. */
export function addSine(target: MixTarget, note: NoteEvent, release = 0.08, decayPerSecond = 0): void {
  const { from, to } = span(target, note, release);
  const step = note.frequency / target.sampleRate;
  for (let i = from; i < to; i++) {
    const t = (i - from) / target.sampleRate;
    const value =
      Math.sin(TAU * (i - from) * step) * envelope(t, note.seconds, 0.01, release) * Math.exp(-t * decayPerSecond);
    write(target, i, value * note.gain, note.sendGain ?? 0);
  }
}

/** Karplus-Strong plucked string: guitar, harp or kalimba depending on `damping`. */
export function addPluck(target: MixTarget, note: NoteEvent, damping = 0.996): void {
  const { from, to } = span(target, note, 0.05);
  const period = Math.max(2, Math.round(target.sampleRate / note.frequency));
  const line = new Float32Array(period);
  for (let i = 0; i < period; i++) line[i] = target.noise.next() * 2 - 1;
  let cursor = 0;
  for (let i = from; i < to; i++) {
    const t = (i - from) / target.sampleRate;
    const current = line[cursor] ?? 0;
    const next = line[(cursor + 1) % period] ?? 0;
    line[cursor] = (current + next) * 0.5 * damping;
    cursor = (cursor + 1) % period;
    const fade = t > note.seconds ? Math.max(0, 1 - (t - note.seconds) / 0.05) : 1;
    write(target, i, current * fade * note.gain, note.sendGain ?? 0);
  }
}

/** Sine kick with a falling pitch and a short click. */
export function addKick(target: MixTarget, startSeconds: number, gain: number): void {
  const { from, to } = span(target, { startSeconds, seconds: 0.35, frequency: 0, gain }, 0);
  let phase = 0;
  for (let i = from; i < to; i++) {
    const t = (i - from) / target.sampleRate;
    const frequency = 48 + 110 * Math.exp(-t * 28);
    phase += frequency / target.sampleRate;
    const value = Math.sin(TAU * phase) * Math.exp(-t * 9) + (t < 0.003 ? 0.4 * (1 - t / 0.003) : 0);
    write(target, i, value * gain, 0);
  }
}

/** Filtered noise hit: snare (with a 190 Hz body), clap, hat, shaker or rim depending on the filter. */
export function addNoiseHit(
  target: MixTarget,
  startSeconds: number,
  options: { gain: number; decayPerSecond: number; highPass: number; bodyHz?: number; sendGain?: number },
): void {
  const seconds = Math.min(1, 6 / options.decayPerSecond);
  const { from, to } = span(target, { startSeconds, seconds, frequency: 0, gain: options.gain }, 0);
  let low = 0;
  for (let i = from; i < to; i++) {
    const t = (i - from) / target.sampleRate;
    const white = target.noise.next() * 2 - 1;
    low += 0.25 * (white - low);
    // highPass 0 keeps the low-passed noise (soft, brushy); 1 keeps only the hiss above it.
    const noise = white * options.highPass + low * (1 - options.highPass) * 1.6;
    const body = options.bodyHz ? Math.sin(TAU * options.bodyHz * t) * Math.exp(-t * 30) * 0.6 : 0;
    write(target, i, (noise + body) * Math.exp(-t * options.decayPerSecond) * options.gain, options.sendGain ?? 0);
  }
}
