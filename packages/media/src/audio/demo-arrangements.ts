// How each flavour of demo clip is played, bar by bar: which instruments, on which beats.
import type { SeededRandom } from '@spindle/domain';
import type { DemoTrackFlavour } from './demo-flavours.ts';
import {
  addAnalogue,
  addElectricPiano,
  addKick,
  addNoiseHit,
  addPluck,
  addSine,
  midiToFrequency,
  type MixTarget,
} from './synth-voices.ts';

/** What an arranger knows about the bar it fills. */
export interface BarContext {
  target: MixTarget;
  random: SeededRandom;
  chord: number[];
  beat: number;
  barStart: number;
  swingAt: (eighth: number) => number;
  bar: number;
  tonicMidi: number;
  scale: readonly number[];
}

const root = (chord: number[]): number => chord[0] ?? 48;
const hz = midiToFrequency;

/** One arranger per flavour: it adds the notes of one bar to the mix. */
export const ARRANGERS: Record<DemoTrackFlavour, (bar: BarContext) => void> = {
  lofi({ target, random, chord, beat, barStart, swingAt }) {
    for (const note of chord)
      addElectricPiano(
        target,
        {
          startSeconds: barStart + 0.01 * random.next(),
          seconds: beat * 3.5,
          frequency: hz(note + 12),
          gain: 0.11,
          sendGain: 0.5,
        },
        1.2,
      );
    addSine(target, { startSeconds: barStart, seconds: beat * 1.5, frequency: hz(root(chord) - 12), gain: 0.35 }, 0.1);
    addSine(
      target,
      { startSeconds: barStart + beat * 2.5, seconds: beat, frequency: hz(root(chord) - 12), gain: 0.3 },
      0.1,
    );
    for (const at of [0, 5]) addKick(target, swingAt(at), 0.55);
    for (const at of [2, 6])
      addNoiseHit(target, swingAt(at), { gain: 0.22, decayPerSecond: 18, highPass: 0.2, bodyHz: 180, sendGain: 0.3 });
    for (let eighth = 0; eighth < 8; eighth++)
      addNoiseHit(target, swingAt(eighth), { gain: eighth % 2 ? 0.03 : 0.05, decayPerSecond: 60, highPass: 1 });
    // Vinyl crackle, the lo-fi signature.
    for (let k = 0; k < 6; k++)
      addNoiseHit(target, barStart + random.next() * beat * 4, { gain: 0.04, decayPerSecond: 900, highPass: 1 });
    if (random.chance(0.6))
      addPluck(
        target,
        {
          startSeconds: swingAt(random.int(3, 7)),
          seconds: beat,
          frequency: hz(random.pick(chord) + 24),
          gain: 0.16,
          sendGain: 0.6,
        },
        0.994,
      );
  },
  house({ target, random, chord, beat, barStart }) {
    for (let q = 0; q < 4; q++) {
      addKick(target, barStart + q * beat, 0.7);
      addNoiseHit(target, barStart + q * beat + beat / 2, { gain: 0.07, decayPerSecond: 35, highPass: 1 });
      addSine(
        target,
        {
          startSeconds: barStart + q * beat + beat / 2,
          seconds: beat * 0.4,
          frequency: hz(root(chord) - 12),
          gain: 0.35,
        },
        0.03,
      );
    }
    for (const q of [1, 3])
      addNoiseHit(target, barStart + q * beat, { gain: 0.2, decayPerSecond: 22, highPass: 0.6, sendGain: 0.4 });
    const stabs = random.pick([
      [0.5, 1.5, 2.5, 3.5],
      [0.75, 1.75, 3],
      [0.5, 2, 2.75],
    ]);
    for (const at of stabs) {
      for (const note of chord)
        addAnalogue(
          target,
          {
            startSeconds: barStart + at * beat,
            seconds: beat * 0.25,
            frequency: hz(note + 12),
            gain: 0.07,
            sendGain: 0.5,
          },
          { wave: 'saw', attack: 0.003, release: 0.12, cutoffHz: 1800, detuneCents: 9 },
        );
    }
  },
  ambient({ target, random, chord, beat, barStart, bar }) {
    if (bar % 2 === 0) {
      for (const note of chord)
        addAnalogue(
          target,
          { startSeconds: barStart, seconds: beat * 7.5, frequency: hz(note), gain: 0.08, sendGain: 0.8 },
          { wave: 'saw', attack: 1.2, release: 1.5, cutoffHz: 700, detuneCents: 12 },
        );
      addSine(target, { startSeconds: barStart, seconds: beat * 7.5, frequency: hz(root(chord) - 12), gain: 0.22 }, 1);
    }
    for (let k = 0; k < 3; k++) {
      const note = random.pick(chord) + random.pick([12, 24]);
      addSine(
        target,
        {
          startSeconds: barStart + random.int(0, 7) * (beat / 2),
          seconds: beat * 2,
          frequency: hz(note),
          gain: 0.1,
          sendGain: 0.9,
        },
        0.6,
        1.2,
      );
    }
  },
  bossa({ target, random, chord, beat, barStart }) {
    // Guitar comping on the bossa clave-like pattern, bass on root and fifth.
    for (const at of [0, 1.5, 3, 4.5, 6]) {
      chord.forEach((note, index) =>
        addPluck(
          target,
          {
            startSeconds: barStart + at * (beat / 2) + index * 0.008,
            seconds: beat * 0.9,
            frequency: hz(note),
            gain: 0.09,
            sendGain: 0.3,
          },
          0.993,
        ),
      );
    }
    addSine(target, { startSeconds: barStart, seconds: beat * 1.4, frequency: hz(root(chord) - 12), gain: 0.32 }, 0.1);
    addSine(
      target,
      { startSeconds: barStart + beat * 2, seconds: beat * 1.4, frequency: hz(root(chord) - 5), gain: 0.28 },
      0.1,
    );
    for (const at of [0, 3, 6, 10, 13])
      addNoiseHit(target, barStart + at * (beat / 4), { gain: 0.09, decayPerSecond: 80, highPass: 0.7, bodyHz: 820 });
    for (let s = 0; s < 8; s++)
      addNoiseHit(target, barStart + s * (beat / 2), { gain: s % 2 ? 0.025 : 0.04, decayPerSecond: 45, highPass: 1 });
    if (random.chance(0.5))
      addElectricPiano(target, {
        startSeconds: barStart + beat * 2.5,
        seconds: beat,
        frequency: hz(random.pick(chord) + 12),
        gain: 0.08,
        sendGain: 0.5,
      });
  },
  synthpop({ target, random, chord, beat, barStart }) {
    for (let e = 0; e < 8; e++)
      addAnalogue(
        target,
        { startSeconds: barStart + e * (beat / 2), seconds: beat * 0.4, frequency: hz(root(chord) - 12), gain: 0.16 },
        { wave: 'saw', attack: 0.004, release: 0.05, cutoffHz: 900, decayPerSecond: 4 },
      );
    const order = random.pick([
      [0, 1, 2, 1],
      [0, 2, 1, 2],
      [0, 1, 2, 3],
    ]);
    for (let s = 0; s < 16; s++) {
      const note = (chord[(order[s % order.length] ?? 0) % chord.length] ?? 60) + 12;
      addAnalogue(
        target,
        { startSeconds: barStart + s * (beat / 4), seconds: beat / 5, frequency: hz(note), gain: 0.06, sendGain: 0.45 },
        { wave: 'square', attack: 0.002, release: 0.06, cutoffHz: 2400 },
      );
    }
    for (const q of [0, 2]) addKick(target, barStart + q * beat, 0.6);
    for (const q of [1, 3])
      addNoiseHit(target, barStart + q * beat, {
        gain: 0.24,
        decayPerSecond: 16,
        highPass: 0.5,
        bodyHz: 200,
        sendGain: 0.35,
      });
    for (let e = 0; e < 8; e++)
      addNoiseHit(target, barStart + e * (beat / 2), { gain: 0.04, decayPerSecond: 50, highPass: 1 });
    for (const note of chord)
      addAnalogue(
        target,
        { startSeconds: barStart, seconds: beat * 3.8, frequency: hz(note), gain: 0.035, sendGain: 0.6 },
        { wave: 'saw', attack: 0.3, release: 0.4, cutoffHz: 1100, detuneCents: 14 },
      );
  },
  folk({ target, random, chord, beat, barStart, swingAt, tonicMidi, scale }) {
    // Strummed guitar: down strums stagger low to high, up strums high to low and softer.
    const strums = random.pick([
      [0, 2, 3, 5, 6],
      [0, 3, 4, 6],
      [0, 2, 4, 5, 6, 7],
    ]);
    const voicing = [root(chord) - 12, ...chord];
    for (const eighth of strums) {
      const down = eighth % 2 === 0;
      const strings = down ? voicing : [...voicing].reverse().slice(0, 3);
      strings.forEach((note, index) =>
        addPluck(
          target,
          {
            startSeconds: swingAt(eighth) + index * 0.012,
            seconds: beat * 1.2,
            frequency: hz(note),
            gain: down ? 0.09 : 0.06,
            sendGain: 0.25,
          },
          0.995,
        ),
      );
    }
    // A little whistled melody over it, on chord tones and passing notes.
    for (const q of [0, 1, 2, 3]) {
      if (!random.chance(0.55)) continue;
      const step = random.int(0, 6);
      addSine(
        target,
        {
          startSeconds: barStart + q * beat,
          seconds: beat * 0.8,
          frequency: hz(tonicMidi + 24 + (scale[step] ?? 0)),
          gain: 0.07,
          sendGain: 0.5,
        },
        0.15,
      );
    }
  },
};
