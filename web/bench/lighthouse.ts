// BENCH lighthouse-performance / lighthouse-accessibility: Lighthouse's mobile preset (simulated
// 4x CPU and slow 4G) on a first visit to /, the median of five runs, in Debian's Chromium.
//
// Lighthouse is fetched by `pnpm dlx` when the bench runs rather than installed with the
// project: it weighs some 185 MB, which every install and every CI run would carry for a figure
// measured by hand now and then. The version is pinned so that figures compare across runs.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LIGHTHOUSE = 'lighthouse@12.8.2';
export const LIGHTHOUSE_RUNS = 5;
const CHROMIUM = '/usr/bin/chromium';

/**
 * The browser's full version ("Chromium 156.0.8078.108 built on Debian ..."). Its user agent says
 * only "156.0.0.0", and an update of Debian's package can change what Lighthouse observes as much
 * as the machine does: the version says which browser a score comes from.
 */
export function chromiumVersion(): string {
  return execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

export interface LighthouseRun {
  performance: number;
  /**
   * The weighted mean of the performance audits before Lighthouse rounds it to two decimals (so
   * 0.975 shows as 0.98): the margin a median has, which the rounded score hides.
   */
  performanceUnrounded: number;
  accessibility: number;
  /** Milliseconds, as Lighthouse simulates them. */
  fcp: number;
  lcp: number;
  tbt: number;
  /**
   * Lighthouse's own measure of this machine's speed (`environment.benchmarkIndex`, higher is
   * faster). Its simulated 4x CPU multiplies the work it observes here, so the same page scores
   * lower on a slower or busier machine: the index says which kind of day a score comes from.
   */
  benchmarkIndex: number;
}

interface Report {
  categories: Record<'performance' | 'accessibility', { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { numericValue?: number; score?: number | null }>;
  runtimeError?: { code: string; message: string };
  environment: { benchmarkIndex: number };
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args[0]} ${args[1]} exited with ${code}`))));
  });
}

async function lighthouseOnce(url: string, outputPath: string): Promise<LighthouseRun> {
  await run('pnpm', [
    '--silent',
    'dlx',
    LIGHTHOUSE,
    url,
    `--chrome-path=${CHROMIUM}`,
    '--chrome-flags=--headless=new --no-sandbox',
    '--only-categories=performance,accessibility',
    '--output=json',
    `--output-path=${outputPath}`,
    '--quiet',
  ]);
  const report = JSON.parse(readFileSync(outputPath, 'utf8')) as Report;
  const { performance, accessibility } = report.categories;
  if (report.runtimeError || performance.score === null || accessibility.score === null) {
    throw new Error(`Lighthouse could not score the page: ${report.runtimeError?.message ?? 'no score'}`);
  }
  const ms = (audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;
  const weighted = performance.auditRefs.filter((ref) => ref.weight > 0);
  const weights = weighted.reduce((sum, ref) => sum + ref.weight, 0);
  const performanceUnrounded = weighted.reduce((sum, ref) => sum + ref.weight * (report.audits[ref.id]?.score ?? 0), 0) / weights;
  return {
    performance: performance.score,
    performanceUnrounded,
    accessibility: accessibility.score,
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    benchmarkIndex: report.environment.benchmarkIndex,
  };
}

/**
 * Five scored runs on `url`. Lighthouse now and then fails to record a trace (NO_NAVSTART); such
 * a run is tried again, up to five times in all, rather than counted.
 */
export async function lighthouseRuns(url: string): Promise<LighthouseRun[]> {
  const folder = mkdtempSync(join(tmpdir(), 'ninety-lighthouse-'));
  const runs: LighthouseRun[] = [];
  let failures = 0;
  try {
    while (runs.length < LIGHTHOUSE_RUNS) {
      try {
        runs.push(await lighthouseOnce(url, join(folder, `run-${runs.length}.json`)));
      } catch (error) {
        if (++failures >= LIGHTHOUSE_RUNS) throw error;
        console.info(`lighthouse run failed, trying again: ${(error as Error).message}`);
      }
    }
    return runs;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
