import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CliOutput } from './config-commands';
import { withCliDatabase } from './open-cli-database';
import { runStaffCli } from './staff-commands';

/** Reads a piped password (nothing when standard input is a terminal). */
async function pipedInput(): Promise<string | undefined> {
  if (process.stdin.isTTY) return undefined;
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return text.split('\n')[0];
}

/** `npm run staff -- <command>`: staff accounts on the server's own database (decision 015). */
export async function main(argv: readonly string[], source: Record<string, string | undefined>, out: CliOutput, password?: string): Promise<number> {
  return withCliDatabase(source, out, (db) => runStaffCli(argv, db, out, password));
}

const isEntry = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntry) {
  const argv = process.argv.slice(2);
  process.exitCode = await main(
    argv,
    process.env,
    { log: (t) => process.stdout.write(`${t}\n`), error: (t) => process.stderr.write(`${t}\n`) },
    argv[0]?.startsWith('create') ? await pipedInput() : undefined,
  );
}
