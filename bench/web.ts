/**
 * Web benchmark: (a) the JavaScript and CSS the home page sends (gzip transfer bytes and raw bytes,
 * every file listed) in Thai and English, measured in headless Chromium; (b) the Lighthouse 12
 * performance score of the home page with the default mobile emulation and simulated throttling,
 * median of 3 runs. Writes bench/results/web.json.
 */
import os from 'node:os';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/env';
import { median, printTable, runMeta, writeResult } from './lib/meta';
import type { BenchContext, BenchOutcome } from './lib/types';

// Issue 12: the home page's JS at most 120 KB gzip (decision 049); Lighthouse mobile at least 90.
export const TARGETS = { js_gzip_bytes_max: 122_880, lighthouse_min: 90 } as const;
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

interface AssetFile {
  url: string;
  type: 'script' | 'stylesheet';
  encoding: string;
  transfer_bytes: number;
  raw_bytes: number;
}
interface PageWeight {
  url: string;
  js_gzip_bytes: number;
  css_gzip_bytes: number;
  js_raw_bytes: number;
  css_raw_bytes: number;
  files: AssetFile[];
}

/** Loads one page with Accept-Encoding: gzip and sums every script and stylesheet response. */
async function measurePage(url: string): Promise<PageWeight> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' }, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const pending: Array<Promise<AssetFile | null>> = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        (async (): Promise<AssetFile> => {
          const body = await response.body().catch(() => null);
          const sizes = await response.request().sizes();
          const headers = await response.allHeaders();
          return {
            url: new URL(response.url()).pathname,
            type,
            encoding: headers['content-encoding'] ?? 'identity',
            transfer_bytes: sizes.responseBodySize,
            raw_bytes: body?.length ?? 0,
          };
        })().catch(() => null),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // Lazy chunks the first render asks for are in flight by now; give stragglers a moment.
    await page.waitForLoadState('networkidle');
    const files = (await Promise.all(pending)).filter((f): f is AssetFile => f !== null).sort((a, b) => b.transfer_bytes - a.transfer_bytes);
    const sum = (type: AssetFile['type'], key: 'transfer_bytes' | 'raw_bytes') => files.filter((f) => f.type === type).reduce((n, f) => n + f[key], 0);
    await context.close();
    return {
      url,
      js_gzip_bytes: sum('script', 'transfer_bytes'),
      css_gzip_bytes: sum('stylesheet', 'transfer_bytes'),
      js_raw_bytes: sum('script', 'raw_bytes'),
      css_raw_bytes: sum('stylesheet', 'raw_bytes'),
      files,
    };
  } finally {
    await browser.close();
  }
}

const METRICS = {
  fcp_ms: 'first-contentful-paint',
  lcp_ms: 'largest-contentful-paint',
  tbt_ms: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si_ms: 'speed-index',
} as const;
type MetricName = keyof typeof METRICS;

interface LighthouseRun {
  performance: number;
  metrics: Record<MetricName, number>;
  /** Lighthouse's CPU benchmark of this machine during the run (lower means slower or busier). */
  benchmark_index: number | null;
  load_avg_1m: number;
}

/** One Lighthouse run (default config: mobile form factor, simulated throttling) in a fresh Chromium. */
async function lighthouseOnce(url: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance?.score;
    if (typeof score !== 'number') throw new Error(`Lighthouse gave no performance score (${lhr.runWarnings.join('; ')})`);
    const metrics = {} as Record<MetricName, number>;
    for (const [name, id] of Object.entries(METRICS) as Array<[MetricName, string]>) {
      const value = lhr.audits[id]?.numericValue;
      metrics[name] = typeof value === 'number' ? Math.round(value * 1000) / 1000 : NaN;
    }
    return {
      performance: Math.round(score * 100),
      metrics,
      benchmark_index: lhr.environment?.benchmarkIndex ?? null,
      load_avg_1m: Math.round(os.loadavg()[0] * 100) / 100,
    };
  } finally {
    await chrome.kill();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function run({ baseUrl }: BenchContext): Promise<BenchOutcome> {
  const th = await measurePage(`${baseUrl}/`);
  const en = await measurePage(`${baseUrl}/?lang=en`);
  for (const [lang, weight] of [
    ['th', th],
    ['en', en],
  ] as const) {
    const notGzip = weight.files.filter((f) => f.encoding !== 'gzip' && f.raw_bytes >= 1024);
    if (notGzip.length) console.warn(`web: ${lang}: sent without gzip: ${notGzip.map((f) => `${f.url} (${f.encoding})`).join(', ')}`);
  }

  const runs: LighthouseRun[] = [];
  // A run that records no trace or score (NO_NAVSTART and the like, seen on a busy machine) is
  // retried, at most twice in all, as in bench/catalog.ts.
  let retries = 2;
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    let one: LighthouseRun;
    try {
      one = await lighthouseOnce(`${baseUrl}/`);
    } catch (error) {
      if (retries-- <= 0) throw error;
      console.log(`web: lighthouse run ${i + 1}/${LIGHTHOUSE_RUNS} failed (${(error as Error).message}); retrying`);
      i--;
      continue;
    }
    console.log(`web: lighthouse run ${i + 1}/${LIGHTHOUSE_RUNS}: performance ${one.performance} (benchmark index ${one.benchmark_index}, load ${one.load_avg_1m})`);
    runs.push(one);
  }
  const metrics = Object.fromEntries(Object.keys(METRICS).map((name) => [name, median(runs.map((r) => r.metrics[name as MetricName]))])) as Record<MetricName, number>;
  const medianPerformance = median(runs.map((r) => r.performance));

  const jsGzip = Math.max(th.js_gzip_bytes, en.js_gzip_bytes);
  const cssGzip = Math.max(th.css_gzip_bytes, en.css_gzip_bytes);
  const met = { js_gzip_bytes: jsGzip <= TARGETS.js_gzip_bytes_max, lighthouse: medianPerformance >= TARGETS.lighthouse_min };
  const result = {
    ...runMeta(),
    home: {
      js_gzip_bytes: jsGzip,
      css_gzip_bytes: cssGzip,
      js_raw_bytes: Math.max(th.js_raw_bytes, en.js_raw_bytes),
      css_raw_bytes: Math.max(th.css_raw_bytes, en.css_raw_bytes),
      files: th.files,
      by_lang: { th, en },
    },
    lighthouse: {
      url: '/',
      settings: { form_factor: 'mobile', throttling: 'simulate', chromium: CHROMIUM_PATH },
      runs,
      median_performance: medianPerformance,
      metrics,
    },
    targets: TARGETS,
    met,
  };
  const file = writeResult('web', result);

  const yes = (ok: boolean) => (ok ? 'met' : 'NOT met');
  printTable('web benchmark (home page)', [
    ['JS gzip (th / en)', `${kb(th.js_gzip_bytes)} / ${kb(en.js_gzip_bytes)}`, `target <= ${kb(TARGETS.js_gzip_bytes_max)}: ${yes(met.js_gzip_bytes)}`],
    ['JS raw (th / en)', `${kb(th.js_raw_bytes)} / ${kb(en.js_raw_bytes)}`],
    ['CSS gzip (th / en)', `${kb(th.css_gzip_bytes)} / ${kb(en.css_gzip_bytes)}`],
    ['files (th)', `${th.files.length} (${th.files.filter((f) => f.type === 'script').length} js)`],
    ['Lighthouse perf (median)', `${medianPerformance} [${runs.map((r) => r.performance).join(', ')}]`, `target >= ${TARGETS.lighthouse_min}: ${yes(met.lighthouse)}`],
    ['FCP / LCP', `${Math.round(metrics.fcp_ms)} ms / ${Math.round(metrics.lcp_ms)} ms`],
    ['TBT / SI', `${Math.round(metrics.tbt_ms)} ms / ${Math.round(metrics.si_ms)} ms`],
    ['CLS', metrics.cls.toFixed(3)],
  ]);
  console.log(`  -> ${file}`);
  return { name: 'web', met: met.js_gzip_bytes && met.lighthouse };
}
