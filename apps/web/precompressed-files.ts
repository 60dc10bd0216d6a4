import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the web build writes a .gz and a .br copy of (vite.config.ts `precompress`): text files of 1 KB or more. */
const TEXT_FILE = /\.(js|css|svg|json|txt)$/;
const MIN_BYTES = 1024;

/** The files under `dir` that get compressed copies, with their sizes, largest first. */
export function precompressedFiles(dir: string): { file: string; size: number }[] {
  const walk = (at: string): string[] => readdirSync(at, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(at, e.name)) : [path.join(at, e.name)]));
  return walk(dir)
    .filter((file) => TEXT_FILE.test(file))
    .map((file) => ({ file, size: statSync(file).size }))
    .filter(({ size }) => size >= MIN_BYTES)
    .sort((a, b) => b.size - a.size);
}
