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
/** A page to run: its path, and the cookie a visitor brings (the cart with items), if any. */
export interface LighthousePage {
  path: string;
  cookie?: string;
  /** The name in the results (the path by default). */
  label?: string;
}

export interface LighthouseResult {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that lost points, for finding the cause of a miss. */
  failing: string[];
  /** The performance score of every run of the page, lowest first (this result is the median run). */
  performanceRuns?: number[];
  /**
   * Lighthouse's measure of the host's CPU speed (`environment.benchmarkIndex`: higher is faster; its
   * CPU calibration takes about 1,000 for a mid-tier phone). Simulated throttling multiplies the main
   * thread's work observed on this host by 4, so the same page scores lower on a slower host: the run
   * states how fast its host was.
   */
  benchmarkIndex?: number;
  /** Why a run has no performance score (Lighthouse's `runtimeError`: it then counts as 0). */
  runtimeError?: string;
  /** The runtime errors of the page's runs, if any (a 0 in performanceRuns is one of them). */
  runtimeErrors?: string[];
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

/**
 * Lighthouse's own advice on variance: run each page five times and keep the median run. Its
 * simulated throttling replays the page load observed on this machine, so one run depends on how
 * busy the machine (and the server) was at that moment.
 */
/** Asks for every picture variant (`/storage/_v/...`) a page's HTML names, two at a time. */
async function warmPictureVariants(base: string, html: string): Promise<void> {
  const urls = [...new Set(html.match(/\/storage\/_v\/[^\s"',]+/g) ?? [])];
  const next = () => urls.pop();
  const worker = async () => {
    for (let url = next(); url !== undefined; url = next()) {
      await fetch(`${base}${url.replaceAll('&amp;', '&')}`).then((response) => response.arrayBuffer());
    }
  };
  await Promise.all([worker(), worker()]);
}

/**
 * Puts a Cookie header's cookies in the browser's jar for `base` (none: empties the jar), through the
 * DevTools protocol's browser target. Lighthouse clears a site's storage before a run, not its cookies.
 */
async function setBrowserCookies(port: number, base: string, cookieHeader: string | undefined): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  const send = (id: number, method: string, params: object) =>
    new Promise<void>((resolve, reject) => {
      const onMessage = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } };
        if (message.id !== id) return;
        socket.removeEventListener('message', onMessage);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve();
      };
      socket.addEventListener('message', onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await send(1, 'Storage.clearCookies', {});
    const cookies = (cookieHeader ?? '')
      .split(';')
      .map((pair) => pair.trim())
      .filter((pair) => pair.includes('='))
      .map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
      });
    if (cookies.length > 0) await send(2, 'Storage.setCookies', { cookies });
  } finally {
    socket.close();
  }
}

export const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

/** Runs Lighthouse LIGHTHOUSE_RUNS times per URL, in one Chromium, and returns the median run's scores. */
export async function runLighthouse(
  base: string,
  pages: readonly (string | LighthousePage)[],
  port = Number(process.env.LIGHTHOUSE_PORT ?? 9333),
): Promise<LighthouseResult[]> {
  const { child, profileDir } = await startChromium(port);
  try {
    const results: LighthouseResult[] = [];
    for (const entry of pages) {
      const page = typeof entry === 'string' ? { path: entry } : entry;
      const headers: Record<string, string> = page.cookie ? { Cookie: page.cookie } : {};
      // The visitor's cookies are in the browser, as a visitor's are: the page's scripts read them too (the
      // cart's store reads its cookie). Sent only as a request header, the server would draw a cart the
      // browser's code then finds empty.
      await setBrowserCookies(port, base, page.cookie);
      // One request first: the server's first render of a page (cold caches, lazy compilation) is not what
      // visitors see. The picture variants it names are asked for too: the server encodes each on its first
      // request (docs/media.md), once per deployment, not for every visitor (a CDN keeps them as well).
      const html = await fetch(`${base}${page.path}`, { headers }).then((response) => response.text());
      await warmPictureVariants(base, html);
      const runs: LighthouseResult[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) runs.push(await runOnce(base, page.path, port));
      runs.sort((a, b) => a.performance - b.performance);
      const median = runs[Math.floor(runs.length / 2)];
      if (!median) throw new Error(`Lighthouse made no run of ${page.path}`);
      const runtimeErrors = runs.flatMap((one) => (one.runtimeError ? [one.runtimeError] : []));
      results.push({
        ...median,
        path: page.label ?? page.path,
        performanceRuns: runs.map((one) => one.performance),
        ...(runtimeErrors.length > 0 ? { runtimeErrors } : {}),
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

async function runOnce(base: string, path: string, port: number): Promise<LighthouseResult> {
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
  return {
    path,
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    seo: score(categories.seo?.score),
    fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    failing,
    benchmarkIndex: Math.round(runner.lhr.environment.benchmarkIndex),
    ...(runner.lhr.runtimeError
      ? { runtimeError: `${runner.lhr.runtimeError.code}: ${runner.lhr.runtimeError.message}` }
      : {}),
  };
}
