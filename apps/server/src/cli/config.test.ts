import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_KEYS, configDefaults } from '@store/domain/config';
import { openDatabase } from '../db/client';
import { configSettings } from '../modules/config/tables';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/databases';
import { runCli } from './config-commands';
import { main } from './config';

function capture() {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { out: { log: (t: string) => stdout.push(t), error: (t: string) => stderr.push(t) }, stdout, stderr, json: () => JSON.parse(stdout.join('\n')) };
}

describe.each(databaseKinds)('config CLI commands on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.drop());

  const run = async (...argv: string[]) => {
    const io = capture();
    const code = await runCli(argv, database.db, io.out);
    return { code, ...io };
  };

  it('list prints every key with its current value as JSON', async () => {
    const { code, json } = await run('list');
    expect(code).toBe(0);
    expect(Object.keys(json()).sort()).toEqual([...CONFIG_KEYS].sort());
    expect(json()).toEqual(configDefaults);
  });

  it('get prints one value', async () => {
    const { code, json } = await run('get', 'tol_bypass_ekyc');
    expect(code).toBe(0);
    expect(json()).toEqual({ is_transaction_expire: true, transaction_ttl: 1800 });
  });

  it('set validates, merges, stores (marked as set by the cli) and prints the stored value', async () => {
    const { code, json } = await run('set', 'coupon', '{"sync_limit": 7}');
    expect(code).toBe(0);
    expect(json()).toEqual({ sync: true, sync_limit: 7, script_sync_time: 4 });
    expect((await run('get', 'coupon')).json()).toEqual({ sync: true, sync_limit: 7, script_sync_time: 4 });
    expect((await run('list')).json().coupon.sync_limit).toBe(7);
    const [row] = await database.db.select().from(configSettings).where(eq(configSettings.key, 'coupon'));
    expect(row.updatedBy).toBe('cli');
  });

  it('set with an invalid value exits 1 with the issues and changes nothing', async () => {
    await run('set', 'postpaid_hold', '{"minutes": 20}');
    const { code, stdout, stderr } = await run('set', 'postpaid_hold', '{"minutes": 0}');
    expect(code).toBe(1);
    expect(stdout).toEqual([]);
    expect(stderr.join('\n')).toMatch(/minutes: /);
    expect(stderr.join('\n')).toMatch(/Nothing was changed/);
    expect((await run('get', 'postpaid_hold')).json()).toEqual({ minutes: 20 });
  });

  it('set with a value that is not JSON exits 1 and says so', async () => {
    const { code, stderr } = await run('set', 'zodiac', '{toggle: false}');
    expect(code).toBe(1);
    expect(stderr.join('\n')).toMatch(/not JSON/);
    expect((await run('get', 'zodiac')).json()).toEqual({ toggle: true });
  });

  it('set with the JSON split over several arguments (unquoted) exits 1', async () => {
    const { code, stderr } = await run('set', 'zodiac', '{"toggle":', 'false}');
    expect(code).toBe(1);
    expect(stderr.join('\n')).toMatch(/quote it/);
  });

  it('reset drops the override and prints the default', async () => {
    await run('set', 'sim_only', '{"toggle": false}');
    const { code, json } = await run('reset', 'sim_only');
    expect(code).toBe(0);
    expect(json()).toEqual(configDefaults.sim_only);
    expect(await database.db.select().from(configSettings).where(eq(configSettings.key, 'sim_only'))).toEqual([]);
  });

  it.each([
    [['get', 'nope'], /Unknown config key "nope"/],
    [['get'], /needs a config key/],
    [['set', 'zodiac'], /needs a JSON value/],
    [['frobnicate'], /Unknown command "frobnicate"/],
    [['list', 'extra'], /no arguments/],
    [['get', 'zodiac', 'extra'], /only a key/],
  ])('%j exits 1 with a message and the usage', async (argv, message) => {
    const { code, stdout, stderr } = await run(...argv);
    expect(code).toBe(1);
    expect(stdout).toEqual([]);
    expect(stderr.join('\n')).toMatch(message);
    expect(stderr.join('\n')).toMatch(/Usage: npm run config/);
  });

  it('help prints the usage', async () => {
    const { code, stdout } = await run('help');
    expect(code).toBe(0);
    expect(stdout.join('\n')).toMatch(/set <key> '<json>'/);
  });
});

describe('config CLI main on a PGlite data directory', () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'store-cli-'));
    const created = await openDatabase({ dataDir: path.join(dir, 'data') });
    await created.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const env = () => ({ DATA_DIR: path.join(dir, 'data'), PORT: '3999', BASE_PATH: '/store' });

  it('opens the data directory, runs the command and closes the database', async () => {
    const set = capture();
    expect(await main(['set', 'zodiac', '{"toggle": false}'], env(), set.out)).toBe(0);
    expect(existsSync(path.join(dir, 'data', 'postmaster.pid'))).toBe(false);

    const get = capture();
    expect(await main(['get', 'zodiac'], env(), get.out)).toBe(0);
    expect(get.json()).toEqual({ toggle: false });
  });

  it('refuses a data directory that a running server holds, saying to stop it or use the operator API', async () => {
    const server = await openDatabase({ dataDir: path.join(dir, 'data') });
    try {
      const io = capture();
      expect(await main(['set', 'zodiac', '{"toggle": true}'], env(), io.out)).toBe(1);
      const message = io.stderr.join('\n');
      expect(message).toMatch(/is in use by a running store server/);
      expect(message).toMatch(/stop the server/);
      expect(message).toMatch(/operator API/);
      expect(message).toContain('http://localhost:3999/store/api/config/<key>');
      expect(io.stdout).toEqual([]);
      expect((await server.db.select().from(configSettings).where(eq(configSettings.key, 'zodiac')))[0].value).toEqual({ toggle: false });
    } finally {
      await server.close();
    }
  });

  it('refuses a data directory without a database instead of creating an empty one', async () => {
    const io = capture();
    const missing = path.join(dir, 'elsewhere');
    expect(await main(['list'], { DATA_DIR: missing }, io.out)).toBe(1);
    expect(io.stderr.join('\n')).toMatch(/There is no store database/);
    expect(existsSync(missing)).toBe(false);
  });

  it('reports an invalid environment without opening anything', async () => {
    const io = capture();
    expect(await main(['list'], { DATABASE_URL: 'not a url' }, io.out)).toBe(1);
    expect(io.stderr.join('\n')).toMatch(/DATABASE_URL/);
  });

  it('answers help and a wrong command line without a database', async () => {
    const help = capture();
    expect(await main(['help'], { DATABASE_URL: 'not a url' }, help.out)).toBe(0);
    expect(help.stdout.join('\n')).toMatch(/Usage/);
    const wrong = capture();
    expect(await main(['get', 'nope'], { DATABASE_URL: 'not a url' }, wrong.out)).toBe(1);
    expect(wrong.stderr.join('\n')).toMatch(/Unknown config key/);
  });

  it('runs as `node --import tsx apps/server/src/cli/config.ts` with the exit code of the command', async () => {
    const root = fileURLToPath(new URL('../../../../', import.meta.url));
    const script = path.join(root, 'apps/server/src/cli/config.ts');
    const run = promisify(execFile);
    const { DATABASE_URL: _serverUrl, ...inherited } = process.env;
    const options = { cwd: root, env: { ...inherited, ...env() } };
    const { stdout } = await run(process.execPath, ['--import', 'tsx', script, 'get', 'zodiac'], options);
    expect(JSON.parse(stdout)).toEqual({ toggle: false });
    await expect(run(process.execPath, ['--import', 'tsx', script, 'get', 'nope'], options)).rejects.toMatchObject({ code: 1 });
  });
});
