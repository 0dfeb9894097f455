// The one chart of the site (DESIGN.md: charts a person reads at a glance): bars per bucket (day, week or
// month) and, optionally, a line over them (a running total, or the period compared), drawn in SVG on
// the server so it costs no script. Screen readers get a summary as the picture's name, and everyone can
// open the same figures as a table. The artist dashboard's sales and the staff statistics use it.
import { labelIndexes, niceScale } from './chart-scale.ts';

const WIDTH = 720;
const HEIGHT = 260;

export interface ChartPoint {
  /** A stable key (the bucket's first day). */
  key: string;
  /** The bucket in the reader's words, on the x axis and in the table. */
  label: string;
  bar: number;
  line?: number | null | undefined;
}

export interface ChartTable {
  /** The first column's heading (the period). */
  rowHeading: string;
  columns: readonly string[];
  /** Per point, its cells in the columns' order. */
  cells: (point: ChartPoint, index: number) => readonly (string | number)[];
}

export interface BarChartProps {
  points: readonly ChartPoint[];
  /** What the chart says in a sentence: the picture's accessible name and the table's caption. */
  summary: string;
  barLegend: string;
  lineLegend?: string | undefined;
  /** The y axis' labels (a tick is in the bars' or the line's unit). */
  formatTick?: ((value: number) => string) | undefined;
  /** The line on the bars' scale (a comparison) rather than its own on the right (a running total). */
  lineOnBarScale?: boolean | undefined;
  showTable: string;
  table: ChartTable;
  /** Room for the y axis' labels, in SVG units. */
  padLeft?: number | undefined;
  /** Counts: whole-number ticks. */
  wholeNumbers?: boolean | undefined;
}

function Ticks({ ticks, x, y, anchor, className, format }: TickProps) {
  return ticks.map((tick) => (
    <text
      key={tick}
      x={x}
      y={y(tick) + 4}
      textAnchor={anchor}
      fontSize="11"
      fill={className ? undefined : 'currentColor'}
      fillOpacity={className ? undefined : '0.7'}
      className={className}
    >
      {format(tick)}
    </text>
  ));
}

interface TickProps {
  ticks: number[];
  x: number;
  y: (value: number) => number;
  anchor: 'start' | 'end';
  className?: string;
  format: (value: number) => string;
}

function FiguresTable({ points, summary, showTable, table }: BarChartProps) {
  return (
    <details className="mt-3">
      <summary className="cursor-pointer text-sm font-semibold">{showTable}</summary>
      <div className="mt-2 max-h-80 overflow-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{summary}</caption>
          <thead>
            <tr className="text-left">
              <th scope="col" className="py-1 pr-2">
                {table.rowHeading}
              </th>
              {table.columns.map((column) => (
                <th key={column} scope="col" className="py-1 pr-2 text-right">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((point, index) => (
              <tr key={point.key} className="border-t border-line">
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  {point.label}
                </th>
                {table.cells(point, index).map((cell, column) => (
                  <td key={table.columns[column] ?? column} className="py-1 pr-2 text-right tabular-nums">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

export function BarChart(props: BarChartProps) {
  const { points, summary, barLegend, lineLegend, lineOnBarScale } = props;
  const format = props.formatTick ?? String;
  const pad = { top: 16, right: lineOnBarScale ? 12 : 44, bottom: 32, left: props.padLeft ?? 40 };
  const innerWidth = WIDTH - pad.left - pad.right;
  const innerHeight = HEIGHT - pad.top - pad.bottom;
  const lineValues = points.flatMap((point) => (typeof point.line === 'number' ? [point.line] : []));
  const hasLine = lineValues.length > 0;
  const barMax = Math.max(0, ...points.map((point) => point.bar), ...(lineOnBarScale ? lineValues : []));
  const scale = { whole: props.wholeNumbers ?? false };
  const bars = niceScale(barMax, scale);
  const line = lineOnBarScale ? bars : niceScale(Math.max(0, ...lineValues), scale);
  const slot = innerWidth / Math.max(1, points.length);
  const barWidth = Math.max(2, Math.min(28, slot * 0.7));
  const y = (value: number, top: number) => pad.top + innerHeight - (value / top) * innerHeight;
  const path = points
    .flatMap((point, index) =>
      typeof point.line === 'number'
        ? [`${(pad.left + slot * (index + 0.5)).toFixed(1)} ${y(point.line, line.top).toFixed(1)}`]
        : [],
    )
    .map((xy, index) => `${index === 0 ? 'M' : 'L'}${xy}`)
    .join(' ');
  const labels = new Set(labelIndexes(points.length, 7));
  return (
    <figure>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} className="h-auto w-full text-ink">
        {bars.ticks.map((tick) => (
          <line
            key={tick}
            x1={pad.left}
            x2={WIDTH - pad.right}
            y1={y(tick, bars.top)}
            y2={y(tick, bars.top)}
            stroke="currentColor"
            strokeOpacity="0.12"
          />
        ))}
        <Ticks ticks={bars.ticks} x={pad.left - 6} y={(v) => y(v, bars.top)} anchor="end" format={format} />
        {hasLine && !lineOnBarScale && (
          <Ticks
            ticks={line.ticks}
            x={WIDTH - pad.right + 6}
            y={(v) => y(v, line.top)}
            anchor="start"
            className="fill-accent"
            format={format}
          />
        )}
        {points.map((point, index) => {
          const x = pad.left + slot * (index + 0.5);
          return (
            <g key={point.key}>
              <rect
                x={x - barWidth / 2}
                y={y(point.bar, bars.top)}
                width={barWidth}
                height={Math.max(0, pad.top + innerHeight - y(point.bar, bars.top))}
                rx="2"
                fill="currentColor"
                fillOpacity="0.55"
              />
              {labels.has(index) && (
                <text x={x} y={HEIGHT - 10} textAnchor="middle" fontSize="11" fill="currentColor" fillOpacity="0.7">
                  {point.label}
                </text>
              )}
            </g>
          );
        })}
        {hasLine && <path d={path} fill="none" strokeWidth="2.5" className="stroke-accent" />}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-ink-muted">
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-ink/55" /> {barLegend}
        </span>
        {hasLine && lineLegend && (
          <span className="flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-accent" /> {lineLegend}
          </span>
        )}
      </figcaption>
      <FiguresTable {...props} />
    </figure>
  );
}
