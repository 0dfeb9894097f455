import type { ProjectStats } from '@spindle/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nFor, loadCatalogue } from '../../lib/i18n.ts';
import { TranslatorProvider } from '../../lib/use-t.ts';
import { SalesChart } from './sales-chart.tsx';

const stats: ProjectStats = {
  projectId: 1,
  interval: 'day',
  sold: 9,
  goal: 300,
  fundingProgressPercent: 3,
  revenueEurMinor: 22_410,
  ordersCount: 6,
  series: [
    { date: '2026-11-01', quantity: 2, revenueEurMinor: 4980, orders: 2, cumulativeQuantity: 2 },
    { date: '2026-11-02', quantity: 0, revenueEurMinor: 0, orders: 0, cumulativeQuantity: 2 },
    { date: '2026-11-03', quantity: 7, revenueEurMinor: 17_430, orders: 4, cumulativeQuantity: 9 },
  ],
  byCountry: [],
  byCurrency: [],
};

function render(value: ProjectStats, locale: 'en' | 'fr' = 'en'): string {
  return renderToStaticMarkup(
    <TranslatorProvider translator={i18nFor(locale)}>
      <SalesChart stats={value} locale={locale} />
    </TranslatorProvider>,
  );
}

beforeAll(async () => {
  await loadCatalogue('en');
  await loadCatalogue('fr');
});

describe('sales chart', () => {
  it('draws one bar per bucket and the running total, with a summary for screen readers', () => {
    const html = render(stats);
    expect(html).toContain('role="img" aria-label="9 copies sold from 1 Nov to 3 Nov."');
    expect(html.match(/<rect /g)).toHaveLength(3);
    expect(html).toMatch(/<path d="M[\d.]+ [\d.]+ L[\d.]+ [\d.]+ L[\d.]+ [\d.]+"/);
  });

  it('offers the same figures as a table', () => {
    const html = render(stats);
    expect(html).toContain('<summary');
    expect(html.match(/<tr class="border-t border-line">/g)).toHaveLength(3);
    expect(html).toContain('€174.30');
    expect(render(stats, 'fr')).toContain('Afficher les chiffres sous forme de tableau');
  });

  it('says so when nothing has sold yet', () => {
    expect(render({ ...stats, series: [] })).toContain('No sales yet.');
  });
});
