/** What bench/run.ts hands to every benchmark. */
export interface BenchContext {
  /** The production server started by run.ts, e.g. http://127.0.0.1:3390 */
  baseUrl: string;
  operatorToken: string;
}

/** A benchmark's answer: whether its targets were met (the numbers are in bench/results/<name>.json). */
export interface BenchOutcome {
  name: string;
  met: boolean;
}
