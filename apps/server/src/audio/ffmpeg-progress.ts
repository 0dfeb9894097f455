// ffmpeg's `-progress pipe:1` output (blocks of key=value lines ending in progress=continue|end)
// turned into whole percents of a known duration: never going back, 100 only once the caller says
// the encode succeeded.
export interface ProgressTracker {
  /** Feeds a chunk of ffmpeg's standard output (lines may be split across chunks). */
  push(text: string): void;
  /** The encode succeeded: reports 100 if it was not reported yet. */
  complete(): void;
}

/** Seconds of output written, from one key=value line, or null for other lines. */
function outputSecondsOf(line: string): number | null {
  const [key, value] = line.split('=', 2).map((part) => part.trim());
  if (value === undefined || value === 'N/A') return null;
  if (key === 'out_time_us' || key === 'out_time_ms') {
    // Both are microseconds (out_time_ms is misnamed in ffmpeg).
    const micros = Number(value);
    return Number.isFinite(micros) ? micros / 1_000_000 : null;
  }
  if (key === 'out_time') {
    const match = /^(-?\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(value);
    return match ? Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]) : null;
  }
  return null;
}

/** A tracker that calls onProgress with increasing whole percents of `totalSeconds`. */
export function createProgressTracker(totalSeconds: number, onProgress: (percent: number) => void): ProgressTracker {
  let buffered = '';
  let reported = -1;
  const report = (percent: number) => {
    if (percent > reported) {
      reported = percent;
      onProgress(percent);
    }
  };
  return {
    push(text) {
      buffered += text;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const seconds = outputSecondsOf(line);
        if (seconds === null || seconds < 0 || totalSeconds <= 0) continue;
        // 99 at most until the file is really there.
        report(Math.min(99, Math.floor((seconds / totalSeconds) * 100)));
      }
    },
    complete() {
      report(100);
    },
  };
}
