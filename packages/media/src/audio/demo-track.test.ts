import { describe, expect, it } from 'vitest';
import { DEMO_TRACK_FLAVOURS, planDemoTrack, synthesiseDemoTrack } from './demo-track.ts';

const rms = (samples: Float32Array): number =>
  Math.sqrt(samples.reduce((sum, value) => sum + value * value, 0) / samples.length);

describe('synthesiseDemoTrack', () => {
  it.each(DEMO_TRACK_FLAVOURS)('makes %s: audible, never clipping, as long as asked', (flavour) => {
    const track = synthesiseDemoTrack({ seed: 7, seconds: 3, flavour });
    expect(track.samples.length).toBe(3 * 22050);
    expect(track.samples.every((value) => Number.isFinite(value) && Math.abs(value) <= 1)).toBe(true);
    expect(rms(track.samples)).toBeGreaterThan(0.05);
  });

  it('gives the same samples for the same seed and different ones for another seed', () => {
    const first = synthesiseDemoTrack({ seed: 'clip-1', seconds: 2 });
    const again = synthesiseDemoTrack({ seed: 'clip-1', seconds: 2 });
    const other = synthesiseDemoTrack({ seed: 'clip-2', seconds: 2, flavour: first.flavour });
    expect(again.samples).toEqual(first.samples);
    expect(other.samples).not.toEqual(first.samples);
  });

  it('varies key and tempo across seeds, and the plan matches what is synthesised', () => {
    const plans = Array.from({ length: 24 }, (_, seed) => planDemoTrack({ seed }));
    expect(new Set(plans.map((plan) => plan.key)).size).toBeGreaterThan(6);
    expect(new Set(plans.map((plan) => plan.tempoBpm)).size).toBeGreaterThan(6);
    const track = synthesiseDemoTrack({ seed: 5, seconds: 1 });
    expect([track.key, track.tempoBpm, track.flavour]).toEqual([plans[5]?.key, plans[5]?.tempoBpm, plans[5]?.flavour]);
  });
});
