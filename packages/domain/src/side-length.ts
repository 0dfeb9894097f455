// Sides of a record against the format's playing time per side (issue 15, pre-production
// "tracklisting"; docs/production.md "Side length"). A groove holds less the longer the side: past the
// recommended length the cut gets quieter and loses bass. The recommended lengths are the pressing
// platform Qrates's per format and speed. A longer side is accepted with a warning up to the most
// lenient published limit (Qrates's 10 % tolerance, or the maximum Enormous Door Mastering
// publishes: 25 minutes on a 12" at 33), and refused beyond it.

/** Vinyl sizes, in inches. */
export const VINYL_SIZES = ['7', '10', '12'] as const;
/** A vinyl size. */
export type VinylSize = (typeof VINYL_SIZES)[number];
/** Speeds, in revolutions per minute (33 stands for 33 1/3). */
export const VINYL_SPEEDS = [33, 45] as const;
/** A speed. */
export type VinylSpeed = (typeof VINYL_SPEEDS)[number];

/** A record's format as the side check reads it. */
export interface VinylFormat {
  size: VinylSize;
  rpm: VinylSpeed;
  discs: number;
}

/**
 * Recommended playing time per side in seconds (support.qrates.com, "What difference does the vinyl
 * size make?": 12" 19:30 / 14:30, 10" 13:30 / 10:00, 7" 7:00 / 5:00 at 33 / 45 rpm).
 */
export const RECOMMENDED_SIDE_SECONDS: Readonly<Record<VinylSize, Readonly<Record<VinylSpeed, number>>>> = {
  '12': { 33: 19 * 60 + 30, 45: 14 * 60 + 30 },
  '10': { 33: 13 * 60 + 30, 45: 10 * 60 },
  '7': { 33: 7 * 60, 45: 5 * 60 },
};

/** How far past its recommended length Qrates accepts a side, in percent (with a lower cutting level). */
export const SIDE_TOLERANCE_PERCENT = 10;

/**
 * The maximum per side Enormous Door Mastering publishes (enormousdoor.com/vinyl-specs): 12" 25:00 /
 * 15:00, 10" 14:00 / 10:00, 7" 7:00 / 5:00 at 33 / 45 rpm.
 */
export const PUBLISHED_MAX_SIDE_SECONDS: Readonly<Record<VinylSize, Readonly<Record<VinylSpeed, number>>>> = {
  '12': { 33: 25 * 60, 45: 15 * 60 },
  '10': { 33: 14 * 60, 45: 10 * 60 },
  '7': { 33: 7 * 60, 45: 5 * 60 },
};

/** A side's verdict: fine, long (accepted, quieter), or too long (refused). */
export type SideVerdict = 'ok' | 'long' | 'too_long';

/** The longest side a format accepts, in seconds: the more lenient of the two published limits. */
export function maxSideSeconds(format: Pick<VinylFormat, 'size' | 'rpm'>): number {
  const withTolerance = Math.floor(
    (RECOMMENDED_SIDE_SECONDS[format.size][format.rpm] * (100 + SIDE_TOLERANCE_PERCENT)) / 100,
  );
  return Math.max(withTolerance, PUBLISHED_MAX_SIDE_SECONDS[format.size][format.rpm]);
}

/** The verdict on one side's playing time. */
export function sideVerdictOf(seconds: number, format: Pick<VinylFormat, 'size' | 'rpm'>): SideVerdict {
  if (seconds <= RECOMMENDED_SIDE_SECONDS[format.size][format.rpm]) return 'ok';
  return seconds <= maxSideSeconds(format) ? 'long' : 'too_long';
}

/** The sides of a format, in order: A, B for one disc; A to D for two... */
export function sideLettersOf(discs: number): string[] {
  const count = Math.max(1, Math.min(13, Math.floor(discs))) * 2;
  return Array.from({ length: count }, (_, index) => String.fromCharCode(65 + index));
}

/** A track as the tracklisting places it. */
export interface PlacedTrack {
  side: string;
  durationSeconds: number;
}

/** One side of the check. */
export interface SideLength {
  side: string;
  seconds: number;
  verdict: SideVerdict;
}

/** The check of a whole tracklisting. */
export interface SideCheck {
  sides: SideLength[];
  recommendedSeconds: number;
  maxSeconds: number;
  /** No side too long and every track on a side of the format. */
  ok: boolean;
  /** Longest minus shortest side is within a third of the recommended length (a hint, not a refusal). */
  balanced: boolean;
  /** Tracks placed on a side the format does not have. */
  unknownSides: string[];
}

/** Checks each side's total against the format and whether the sides are balanced. */
export function checkSides(tracks: readonly PlacedTrack[], format: VinylFormat): SideCheck {
  const letters = sideLettersOf(format.discs);
  const sides = letters.map((side) => {
    const seconds = tracks.filter((track) => track.side === side).reduce((sum, t) => sum + t.durationSeconds, 0);
    return { side, seconds, verdict: sideVerdictOf(seconds, format) };
  });
  const unknownSides = [...new Set(tracks.map((track) => track.side).filter((side) => !letters.includes(side)))];
  const lengths = sides.map((side) => side.seconds);
  const recommendedSeconds = RECOMMENDED_SIDE_SECONDS[format.size][format.rpm];
  return {
    sides,
    recommendedSeconds,
    maxSeconds: maxSideSeconds(format),
    ok: unknownSides.length === 0 && sides.every((side) => side.verdict !== 'too_long'),
    balanced: Math.max(...lengths) - Math.min(...lengths) <= recommendedSeconds / 3,
    unknownSides,
  };
}

/**
 * The split of tracks, kept in order, over the format's sides that makes the longest side shortest
 * (the linear partition problem, by dynamic programming): the side letter of each track.
 */
export function suggestSides(durationsSeconds: readonly number[], discs: number): string[] {
  const letters = sideLettersOf(discs);
  const n = durationsSeconds.length;
  const k = Math.min(letters.length, Math.max(1, n));
  const prefix = [0];
  for (const duration of durationsSeconds) prefix.push((prefix.at(-1) ?? 0) + duration);
  const span = (from: number, to: number) => (prefix[to] ?? 0) - (prefix[from] ?? 0);
  // best[j][i]: the smallest longest side when the first i tracks fill j sides; cut[j][i]: where the last side starts.
  const best: number[][] = [[0, ...Array<number>(n).fill(Infinity)]];
  const cut: number[][] = [Array<number>(n + 1).fill(0)];
  for (let j = 1; j <= k; j += 1) {
    const previous = best[j - 1] ?? [];
    const row = Array<number>(n + 1).fill(Infinity);
    const cuts = Array<number>(n + 1).fill(0);
    for (let i = 0; i <= n; i += 1) {
      for (let start = 0; start <= i; start += 1) {
        const candidate = Math.max(previous[start] ?? Infinity, span(start, i));
        if (candidate < (row[i] ?? Infinity)) {
          row[i] = candidate;
          cuts[i] = start;
        }
      }
    }
    best.push(row);
    cut.push(cuts);
  }
  const sides = Array<string>(n).fill(letters[0] ?? 'A');
  let end = n;
  for (let j = k; j >= 1; j -= 1) {
    const start = cut[j]?.[end] ?? 0;
    for (let index = start; index < end; index += 1) sides[index] = letters[j - 1] ?? 'A';
    end = start;
  }
  return sides;
}

/**
 * The vinyl format of a project from its format label and discs ('LP', '2LP', '7"', '10"', '12"'),
 * at the usual speed for its size unless one is given: 45 for a 7", 33 otherwise. Null for a format
 * that is not a vinyl (CD, cassette, merch): no side to check.
 */
export function vinylFormatOf(label: string | null, discs: number, rpm?: VinylSpeed): VinylFormat | null {
  const text = (label ?? '').trim().toUpperCase();
  const size: VinylSize | null = /^7/.test(text)
    ? '7'
    : /^10/.test(text)
      ? '10'
      : /^(\d+X?)?LP$|^12/.test(text)
        ? '12'
        : null;
  if (!size) return null;
  return { size, rpm: rpm ?? (size === '7' ? 45 : 33), discs: Math.max(1, discs) };
}
