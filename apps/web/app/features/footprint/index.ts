// Public face of the footprint feature: the carbon footprint panel and the comparison chart (docs/footprint.md).
export { FootprintComparison } from './footprint-comparison.tsx';
export { FootprintSummary, formatCo2 } from './footprint-summary.tsx';
