import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BarChart, type BarChartProps } from './bar-chart.tsx';

const props: BarChartProps = {
  points: [
    { key: 'a', label: 'Mon', bar: 10, line: 4 },
    { key: 'b', label: 'Tue', bar: 0, line: null },
    { key: 'c', label: 'Wed', bar: 30, line: 12 },
  ],
  summary: 'Thirty at most.',
  barLegend: 'This period',
  lineLegend: 'Period compared',
  lineOnBarScale: true,
  showTable: 'Show the figures',
  table: {
    rowHeading: 'Period',
    columns: ['This period', 'Compared'],
    cells: (point) => [point.bar, point.line ?? '—'],
  },
};

describe('BarChart', () => {
  it('is an image named by its summary, with a bar per point and a line skipping missing values', () => {
    const html = renderToStaticMarkup(<BarChart {...props} />);
    expect(html).toContain('role="img" aria-label="Thirty at most."');
    expect(html.match(/<rect /g)).toHaveLength(3);
    expect(html).toMatch(/<path d="M[\d.]+ [\d.]+ L[\d.]+ [\d.]+"/);
    // On one scale: no second axis on the right.
    expect(html).not.toContain('fill-accent');
  });

  it('offers the figures as a table with a caption', () => {
    const html = renderToStaticMarkup(<BarChart {...props} />);
    expect(html).toContain('<caption class="sr-only">Thirty at most.</caption>');
    expect(html.match(/<tr class="border-t border-line">/g)).toHaveLength(3);
    expect(html).toContain('<td class="py-1 pr-2 text-right tabular-nums">—</td>');
  });

  it('draws no line nor its legend without line values', () => {
    const html = renderToStaticMarkup(
      <BarChart {...props} points={props.points.map((point) => ({ ...point, line: undefined }))} />,
    );
    expect(html).not.toContain('<path');
    expect(html).not.toContain('Period compared');
  });
});
