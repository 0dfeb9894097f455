// How long a track is, or how far it has played, as people read it on a player: m:ss.

/** 75 -> '1:15'; fractions are dropped, and a negative or unknown length (NaN) shows as '0:00'. */
export function formatClock(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
