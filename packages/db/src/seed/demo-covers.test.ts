// The demo's sleeves as a visitor reads them (issue 18: "After the Window" and "Serpent of the Silent
// Monolith" clipped their titles or set them in low contrast): every seeded project's front cover is
// rendered and its words measured against the pixels behind them (@spindle/media cover-legibility).
import { measureCoverLegibility } from '@spindle/media';
import { describe, expect, it } from 'vitest';
import { planCatalogue } from './index.ts';

const PIXELS = 300;
const plan = planCatalogue('/nonexistent-storage', new Date('2026-11-27T10:00:00Z'));

describe('the seeded covers', () => {
  it('include the titles the issue names', () => {
    const titles = plan.media.jobs.map((job) => job.design.title);
    expect(titles).toEqual(expect.arrayContaining(['After the Window', 'Serpent of the Silent Monolith']));
  });

  it('set every title and artist inside the sleeve at WCAG AA contrast (4.5:1) against what is behind them', async () => {
    const failures: string[] = [];
    for (const job of plan.media.jobs) {
      const measured = await measureCoverLegibility(job.design, PIXELS);
      const box = measured.wordsBox;
      const inside = box !== null && box.left > 2 && box.top > 2 && box.right < PIXELS - 3 && box.bottom < PIXELS - 3;
      if (!inside || measured.glyphPixels < 20 || measured.minContrast < 4.5)
        failures.push(`${job.design.title} (${job.design.seed}): ${JSON.stringify(measured)}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
