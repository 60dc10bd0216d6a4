import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

export const benchRoot = fileURLToPath(new URL('..', import.meta.url));
export const resultsDir = fileURLToPath(new URL('../results', import.meta.url));

/** What every result file starts with: when, which commit, on what machine. */
export function runMeta() {
  const git = (...args: string[]) => {
    try {
      return execFileSync('git', args, { cwd: benchRoot, encoding: 'utf8' }).trim();
    } catch {
      return '';
    }
  };
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    commit: git('rev-parse', 'HEAD') || 'unknown',
    dirty: git('status', '--porcelain', '--untracked-files=no') !== '',
    machine: {
      os: `${os.type()} ${os.release()} ${os.arch()}`,
      cpus: cpus.length,
      cpu_model: cpus[0]?.model ?? 'unknown',
      memory_gb: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
      node: process.version,
      // Other work on the machine skews timings (Lighthouse's simulated throttling scales observed CPU time).
      load_avg_1m_at_start: Math.round(os.loadavg()[0] * 100) / 100,
    },
  };
}

/** Writes bench/results/<name>.json and returns its path. */
export function writeResult(name: string, result: unknown): string {
  mkdirSync(resultsDir, { recursive: true });
  const file = `${resultsDir}/${name}.json`;
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Prints rows as an aligned text table. */
export function printTable(title: string, rows: Array<[string, string, string?]>): void {
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  console.log(`\n${title}`);
  for (const row of rows) console.log(`  ${row.map((cell, i) => (cell ?? '').padEnd(widths[i])).join('  ')}`.trimEnd());
}
