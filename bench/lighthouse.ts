// Lighthouse (npm `lighthouse`) on a few pages, in Debian's Chromium started here with a DevTools
// port. Lighthouse's default run: a mid-range phone with simulated slow 4G and 4x CPU slowdown.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-sync',
  '--mute-audio',
  '--no-first-run',
  '--no-default-browser-check',
];

/** The scores (0-100) and the Core Web Vitals Lighthouse measured on one page. */
export interface LighthouseResult {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that lost points, for finding the cause of a miss. */
  failing: string[];
}

async function startChromium(port: number): Promise<{ child: ChildProcess; profileDir: string }> {
  const profileDir = mkdtempSync(join(tmpdir(), 'spindle-lh-'));
  const child = spawn(
    CHROMIUM,
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profileDir}`, 'about:blank'],
    {
      stdio: 'ignore',
    },
  );
  const deadline = performance.now() + 30_000;
  while (performance.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return { child, profileDir };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`Chromium did not open its DevTools port ${port}`);
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** Runs Lighthouse once per URL, in one Chromium, and returns the scores. */
export async function runLighthouse(base: string, paths: readonly string[], port = 9333): Promise<LighthouseResult[]> {
  const { child, profileDir } = await startChromium(port);
  try {
    const results: LighthouseResult[] = [];
    for (const path of paths) {
      const runner = await lighthouse(`${base}${path}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!runner) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { categories, audits } = runner.lhr;
      const failing = Object.values(audits)
        .filter(
          (audit) =>
            audit.score !== null &&
            audit.score < 0.9 &&
            audit.scoreDisplayMode !== 'informative' &&
            audit.scoreDisplayMode !== 'manual',
        )
        .map((audit) => `${audit.id} (${audit.displayValue ?? score(audit.score)})`);
      results.push({
        path,
        performance: score(categories.performance?.score),
        accessibility: score(categories.accessibility?.score),
        bestPractices: score(categories['best-practices']?.score),
        seo: score(categories.seo?.score),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        failing,
      });
    }
    return results;
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(profileDir, { recursive: true, force: true });
  }
}
