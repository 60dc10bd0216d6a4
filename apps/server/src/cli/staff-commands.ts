import { randomBytes } from 'node:crypto';
import { STAFF_PASSWORD_MIN, STAFF_ROLES, type StaffRole } from '@store/domain/staff';
import { z } from 'zod';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';
import { createStaffService } from '../modules/staff/service';
import type { CliOutput } from './config-commands';

const USAGE = `usage: npm run staff -- <command>
  create-admin --email <e-mail> [--name <name>]     the bootstrap admin; the password is read from standard input
                                                    when it is piped, else one is generated and printed once
  create --email <e-mail> --role <role>[,<role>] [--name <name>] [--shop <code>] [--dealer <code>]
  list
roles: ${STAFF_ROLES.join(', ')}`;

function flags(argv: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 1; i < argv.length; i += 2) if (argv[i]?.startsWith('--') && argv[i + 1] !== undefined) out.set(argv[i].slice(2), argv[i + 1]);
  return out;
}

/** Runs one staff command on the database; `password` is what standard input gave, if anything. Exit code. */
export async function runStaffCli(argv: readonly string[], db: Db, out: CliOutput, password: string | undefined): Promise<number> {
  const [command] = argv;
  const service = createStaffService(db, {});
  const f = flags(argv);
  if (command === 'list') {
    for (const a of await service.list()) out.log(`${a.email}\t${a.roles.join(',')}\t${a.disabled ? 'disabled' : 'active'}\t${a.shop_code ?? '-'}\t${a.dealer_code ?? '-'}`);
    return 0;
  }
  if (command !== 'create-admin' && command !== 'create') {
    out.error(USAGE);
    return 2;
  }
  const email = z.email().safeParse(f.get('email'));
  if (!email.success) {
    out.error(`--email needs an e-mail address\n${USAGE}`);
    return 2;
  }
  const roles = command === 'create-admin' ? ['admin'] : (f.get('role') ?? '').split(',').filter(Boolean);
  const badRole = roles.find((r) => !(STAFF_ROLES as readonly string[]).includes(r));
  if (!roles.length || badRole) {
    out.error(`unknown role ${badRole ?? '(none)'}\n${USAGE}`);
    return 2;
  }
  const given = password?.trim();
  if (given !== undefined && given !== '' && given.length < STAFF_PASSWORD_MIN) {
    out.error(`the password must be at least ${STAFF_PASSWORD_MIN} characters`);
    return 2;
  }
  const chosen = given || randomBytes(18).toString('base64url');
  try {
    const row = await service.create({
      email: email.data,
      display_name: f.get('name') ?? (command === 'create-admin' ? 'Administrator' : email.data),
      password: chosen,
      roles: roles as StaffRole[],
      shop_code: f.get('shop') ?? null,
      dealer_code: f.get('dealer') ?? null,
    });
    await service.audit(
      { id: null, label: 'cli', roles: [], permissions: [], shopCode: null, dealerCode: null },
      { action: 'staff.create', objectType: 'staff', objectId: row.id, after: { email: row.email, roles: row.roles } },
      null,
    );
    out.log(`created ${row.email} (${row.roles.join(', ')})`);
    if (!given) out.log(`password: ${chosen}\n(shown once; sign in at POST /api/staff/session and change it)`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      out.error(error.message);
      return 1;
    }
    throw error;
  }
}
