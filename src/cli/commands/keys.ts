/**
 * `ground keys create|list|revoke`: API keys of `ground serve`, in the SQLite store of the data
 * folder or, with `--database`, in PostgreSQL (same output and errors). A new key is printed
 * once, on stdout; only its hash is stored.
 */
import type { Command } from 'commander';
import { collect } from '../config.ts';
import { openAdminStore, type AdminStoreFlags } from '../open-store.ts';
import { ExitCode, type CliIo } from '../io.ts';

const DATA_DIR_HELP = 'data folder of the SQLite store (default: $GROUND_DATA_DIR, else the per-user data folder)';
const DATABASE_HELP = 'PostgreSQL URL (postgres://…[?schema=NAME]) of the store ground serve --database uses; default $GROUND_DATABASE_URL';

function registerCreate(keys: Command, io: CliIo): void {
  keys
    .command('create')
    .description('create a key for a workspace (created if new) and print it once')
    .requiredOption('-w, --workspace <name>', 'the workspace the key belongs to')
    .option('--allow-ip <cidr>', 'only accept the key from this address or CIDR block (repeatable)', collect)
    .option('--data-dir <dir>', DATA_DIR_HELP)
    .option('--database <url>', DATABASE_HELP)
    .action(async (flags: AdminStoreFlags & { workspace: string; allowIp?: string[] }) => {
      const { createAddressList } = await import('../../server/client-address.ts');
      const { isWorkspaceName } = await import('../../store/workspaces.ts');
      if (!isWorkspaceName(flags.workspace)) throw new ExitCode(2, `ground keys: invalid workspace name ${JSON.stringify(flags.workspace)} (letters, digits, _ . -; at most 64)`);
      try {
        createAddressList(flags.allowIp ?? []);
      } catch (err) {
        throw new ExitCode(2, `ground keys: --allow-ip: ${(err as Error).message}`);
      }
      const store = await openAdminStore('ground keys', flags, io);
      try {
        const { key, info } = await store.createKey({ workspaceId: flags.workspace, allowIps: flags.allowIp, now: Date.now() });
        io.stdout.write(`${key}\n`);
        io.stderr.write(`Created ${info.id} in workspace ${info.workspaceId}${info.allowIps.length ? ` (from ${info.allowIps.join(', ')} only)` : ''}. Store the key now: it is not shown again.\n`);
      } finally {
        await store.close();
      }
    });
}

function registerList(keys: Command, io: CliIo): void {
  keys
    .command('list')
    .description('list keys (never their secrets)')
    .option('-w, --workspace <name>', 'only keys of this workspace')
    .option('--json', 'print JSON')
    .option('--data-dir <dir>', 'data folder')
    .option('--database <url>', 'PostgreSQL URL; default $GROUND_DATABASE_URL')
    .action(async (flags: AdminStoreFlags & { workspace?: string; json?: boolean }) => {
      const store = await openAdminStore('ground keys', flags, io);
      try {
        const list = await store.listKeys(flags.workspace);
        if (flags.json) io.stdout.write(`${JSON.stringify(list, null, 2)}\n`);
        else for (const k of list) io.stdout.write(`${[k.id, k.workspaceId, k.hint, k.revokedAt ? `revoked ${k.revokedAt}` : 'active', `created ${k.createdAt}`, k.allowIps.length ? `allow ${k.allowIps.join(',')}` : 'any address'].join('\t')}\n`);
      } finally {
        await store.close();
      }
    });
}

function registerRevoke(keys: Command, io: CliIo): void {
  keys
    .command('revoke <id>')
    .description('revoke a key by id (key_...); every server sharing the store refuses it from its next request (within 30 s with a Redis key cache, unless --redis is given here)')
    .option('--data-dir <dir>', 'data folder')
    .option('--database <url>', 'PostgreSQL URL; default $GROUND_DATABASE_URL')
    .option('--redis <url>', "the servers' Redis (default $GROUND_REDIS_URL): also drops the key from their cache, so the revocation applies at once")
    .action(async (id: string, flags: AdminStoreFlags) => {
      const store = await openAdminStore('ground keys', flags, io, true);
      try {
        if (!(await store.revokeKey(id, Date.now()))) throw new ExitCode(2, `ground keys: no active key ${id}`);
        io.stdout.write(`revoked ${id}\n`);
      } finally {
        await store.close();
      }
    });
}

export function registerKeys(program: Command, io: CliIo): void {
  const keys = program.command('keys').description('create, list and revoke API keys of ground serve');
  registerCreate(keys, io);
  registerList(keys, io);
  registerRevoke(keys, io);
}
