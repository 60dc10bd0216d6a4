import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { answerWithoutDatabase, parseArgs, runCli, type CliOutput } from './config-commands';
import { withCliDatabase } from './open-cli-database';

/**
 * `npm run config -- <command>`: operators read and change the config objects on the server's own
 * database (DATABASE_URL or DATA_DIR), validated by the same service as the operator API.
 */
export async function main(argv: readonly string[], source: Record<string, string | undefined>, out: CliOutput): Promise<number> {
  const early = answerWithoutDatabase(parseArgs(argv), out);
  if (early !== undefined) return early;
  return withCliDatabase(source, out, (db) => runCli(argv, db, out));
}

const isEntry = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntry) {
  process.exitCode = await main(process.argv.slice(2), process.env, {
    log: (text) => process.stdout.write(`${text}\n`),
    error: (text) => process.stderr.write(`${text}\n`),
  });
}
