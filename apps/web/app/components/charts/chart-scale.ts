// Scales of the server-rendered SVG charts (the artist dashboard, the staff statistics): a "nice" top
// value and ticks for the y axis, and which bucket labels fit on the x axis.

/**
 * A round number >= max for the top of the axis (1, 2, 2.5, 5 x 10^n), and 4 ticks below it. `whole`:
 * counts (orders, people), whose ticks stay whole numbers (1, 2, 5 x 10^n, at least 1).
 */
export function niceScale(max: number, { whole = false }: { whole?: boolean } = {}): { top: number; ticks: number[] } {
  if (max <= 0) return { top: 4, ticks: [0, 1, 2, 3, 4] };
  const magnitude = Math.max(whole ? 1 : 0, 10 ** Math.floor(Math.log10(max / 4)));
  const factors = whole ? [1, 2, 5, 10] : [1, 2, 2.5, 5, 10];
  const step = factors.map((factor) => factor * magnitude).find((candidate) => candidate * 4 >= max) ?? 10 * magnitude;
  const top = step * 4;
  return { top, ticks: [0, 1, 2, 3, 4].map((index) => index * step) };
}

/** Indexes of the x labels to print so at most `maxLabels` show, always the first and the last. */
export function labelIndexes(count: number, maxLabels: number): number[] {
  if (count <= maxLabels) return Array.from({ length: count }, (_, index) => index);
  const every = Math.ceil((count - 1) / (maxLabels - 1));
  const indexes: number[] = [];
  for (let index = 0; index < count - 1; index += every) indexes.push(index);
  indexes.push(count - 1);
  return indexes;
}
