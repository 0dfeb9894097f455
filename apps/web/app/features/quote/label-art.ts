// The centre label of the configurator's disc: a small SVG (as a data: URL, allowed by the CSP) — a
// printed label in the accent colours with side A, or a blank white one.
import type { QuoteOptions } from '@spindle/contracts';

/** The label picture for the disc preview. */
export function labelArtUrl(label: QuoteOptions['label'], format: QuoteOptions['format']): string {
  const svg =
    label === 'blank'
      ? '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#fafafa"/></svg>'
      : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#b8400b"/><circle cx="50" cy="50" r="38" fill="none" stroke="#f3e5c0" stroke-width="3"/><path d="M8 62 H92" stroke="#f3e5c0" stroke-width="2"/><text x="50" y="34" font-family="sans-serif" font-size="14" font-weight="600" fill="#fff" text-anchor="middle">SPINDLE</text><text x="50" y="80" font-family="sans-serif" font-size="10" fill="#fff" text-anchor="middle">A · ${format}"</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
