import { CONFIG_KEYS, isConfigKey, type ConfigKey } from '@store/domain/config';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';
import { getAllConfig, getConfig, resetConfig, setConfig } from '../modules/config/service';

/** Where the CLI writes: stdout gets JSON only (scriptable), stderr gets everything meant for a person. */
export interface CliOutput {
  log(text: string): void;
  error(text: string): void;
}

export const USAGE = `Usage: npm run config -- <command>

  list                  every config key with its current value (JSON)
  get <key>             one key's current value
  set <key> '<json>'    validate and store a value; an object is merged onto the current one
  reset <key>           drop the override, back to the default
  help                  this text

Example: npm run config -- set coupon '{"sync_limit": 5}'
Keys: ${CONFIG_KEYS.join(', ')}`;

export type CliCommand = { name: 'help' } | { name: 'list' } | { name: 'get' | 'reset'; key: ConfigKey } | { name: 'set'; key: ConfigKey; value: unknown };

/** Reads the command line; an `error` says what is wrong with it. */
export function parseArgs(argv: readonly string[]): CliCommand | { error: string } {
  const [name, key, value, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') return { name: 'help' };
  if (name === 'list') return argv.length === 1 ? { name } : { error: 'list takes no arguments.' };
  if (name !== 'get' && name !== 'set' && name !== 'reset') return { error: `Unknown command "${name}".` };
  if (key === undefined) return { error: `${name} needs a config key.` };
  if (!isConfigKey(key)) return { error: `Unknown config key "${key}". Keys: ${CONFIG_KEYS.join(', ')}` };
  if (name !== 'set') return value === undefined ? { name, key } : { error: `${name} takes only a key.` };
  if (value === undefined) return { error: `set needs a JSON value, e.g. npm run config -- set ${key} '{"toggle": false}'` };
  if (rest.length > 0) return { error: `set takes one JSON value; quote it for the shell: '${[value, ...rest].join(' ')}'` };
  try {
    return { name, key, value: JSON.parse(value) };
  } catch {
    return { error: `The value for ${key} is not JSON: ${value}\nQuote it for the shell, e.g. '{"toggle": false}' or '"text"'.` };
  }
}

/** Answers what needs no database (help, a wrong command line): the exit code, or undefined to go on. */
export function answerWithoutDatabase(command: ReturnType<typeof parseArgs>, out: CliOutput): number | undefined {
  if ('error' in command) {
    out.error(`${command.error}\n\n${USAGE}`);
    return 1;
  }
  if (command.name === 'help') {
    out.log(USAGE);
    return 0;
  }
  return undefined;
}

/** Runs one CLI command on an open database; resolves to the process exit code. */
export async function runCli(argv: readonly string[], db: Db, out: CliOutput): Promise<number> {
  const command = parseArgs(argv);
  const early = answerWithoutDatabase(command, out);
  if (early !== undefined || 'error' in command) return early ?? 1;
  const print = (value: unknown) => out.log(JSON.stringify(value, null, 2));
  switch (command.name) {
    case 'help':
      return 0;
    case 'list':
      print(await getAllConfig(db));
      return 0;
    case 'get':
      print(await getConfig(db, command.key));
      return 0;
    case 'reset':
      await resetConfig(db, command.key);
      print(await getConfig(db, command.key));
      out.error(`${command.key} is back to its default.`);
      return 0;
    case 'set':
      try {
        print(await setConfig(db, command.key, command.value, 'cli'));
        out.error(`${command.key} saved.`);
        return 0;
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'config_invalid') throw error;
        const issues = (error.details as { path: string; message: string }[]).map((i) => `  ${i.path || '(value)'}: ${i.message}`);
        out.error(`${error.message} Nothing was changed.\n${issues.join('\n')}`);
        return 1;
      }
  }
}
