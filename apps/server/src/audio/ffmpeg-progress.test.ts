import { describe, expect, it } from 'vitest';
import { createProgressTracker } from './ffmpeg-progress.ts';

function track(totalSeconds: number, chunks: string[], complete = false): number[] {
  const seen: number[] = [];
  const tracker = createProgressTracker(totalSeconds, (percent) => seen.push(percent));
  for (const chunk of chunks) tracker.push(chunk);
  if (complete) tracker.complete();
  return seen;
}

describe('createProgressTracker', () => {
  it('turns out_time_us into whole percents of the known duration', () => {
    expect(track(10, ['out_time_us=2500000\nprogress=continue\nout_time_us=5000000\nprogress=continue\n'])).toEqual([
      25, 50,
    ]);
  });

  it('reads out_time_ms (microseconds too) and out_time', () => {
    expect(track(100, ['out_time_ms=10000000\n', 'out_time=00:01:00.000000\n'])).toEqual([10, 60]);
  });

  it('joins lines split across chunks', () => {
    expect(track(4, ['out_time', '_us=1000', '000\n'])).toEqual([25]);
  });

  it('never goes back, ignores N/A and negative times, and holds 99 until complete', () => {
    const seen = track(
      2,
      [
        'out_time_us=N/A\nout_time_us=-5000\nout_time_us=1000000\nout_time_us=500000\nout_time_us=9000000\nprogress=end\n',
      ],
      true,
    );
    expect(seen).toEqual([50, 99, 100]);
  });

  it('reports 100 once on completion even without progress lines', () => {
    expect(track(3, [], true)).toEqual([100]);
  });
});
