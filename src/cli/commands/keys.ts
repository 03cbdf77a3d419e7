/**
 * `ground keys create|list|revoke`: API keys of `ground serve`. A new key is printed once, on
 * stdout; only its hash is stored.
 */
import type { Command } from 'commander';
import { collect } from '../config.ts';
import { openStore } from '../open-store.ts';
import { ExitCode, type CliIo } from '../io.ts';

function registerCreate(keys: Command, io: CliIo): void {
  keys
    .command('create')
    .description('create a key for a workspace (created if new) and print it once')
    .requiredOption('-w, --workspace <name>', 'the workspace the key belongs to')
    .option('--allow-ip <cidr>', 'only accept the key from this address or CIDR block (repeatable)', collect)
    .option('--data-dir <dir>', 'data folder (default: $GROUND_DATA_DIR, else the per-user data folder)')
    .action(async (flags: { workspace: string; allowIp?: string[]; dataDir?: string }) => {
      const { createAddressList } = await import('../../server/client-address.ts');
      const { isWorkspaceName } = await import('../../store/workspaces.ts');
      const { createApiKey } = await import('../../store/api-keys.ts');
      if (!isWorkspaceName(flags.workspace)) throw new ExitCode(2, `ground keys: invalid workspace name ${JSON.stringify(flags.workspace)} (letters, digits, _ . -; at most 64)`);
      try {
        createAddressList(flags.allowIp ?? []);
      } catch (err) {
        throw new ExitCode(2, `ground keys: --allow-ip: ${(err as Error).message}`);
      }
      const db = await openStore(flags.dataDir, io);
      try {
        const { key, info } = createApiKey(db, { workspaceId: flags.workspace, allowIps: flags.allowIp, now: Date.now() });
        io.stdout.write(`${key}\n`);
        io.stderr.write(`Created ${info.id} in workspace ${info.workspaceId}${info.allowIps.length ? ` (from ${info.allowIps.join(', ')} only)` : ''}. Store the key now: it is not shown again.\n`);
      } finally {
        db.close();
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
    .action(async (flags: { workspace?: string; json?: boolean; dataDir?: string }) => {
      const { listApiKeys } = await import('../../store/api-keys.ts');
      const db = await openStore(flags.dataDir, io);
      try {
        const list = listApiKeys(db, flags.workspace);
        if (flags.json) io.stdout.write(`${JSON.stringify(list, null, 2)}\n`);
        else for (const k of list) io.stdout.write(`${[k.id, k.workspaceId, k.hint, k.revokedAt ? `revoked ${k.revokedAt}` : 'active', `created ${k.createdAt}`, k.allowIps.length ? `allow ${k.allowIps.join(',')}` : 'any address'].join('\t')}\n`);
      } finally {
        db.close();
      }
    });
}

function registerRevoke(keys: Command, io: CliIo): void {
  keys
    .command('revoke <id>')
    .description('revoke a key by id (key_...); every server sharing the data folder refuses it from its next request')
    .option('--data-dir <dir>', 'data folder')
    .action(async (id: string, flags: { dataDir?: string }) => {
      const { revokeApiKey } = await import('../../store/api-keys.ts');
      const db = await openStore(flags.dataDir, io);
      try {
        if (!revokeApiKey(db, id, Date.now())) throw new ExitCode(2, `ground keys: no active key ${id}`);
        io.stdout.write(`revoked ${id}\n`);
      } finally {
        db.close();
      }
    });
}

export function registerKeys(program: Command, io: CliIo): void {
  const keys = program.command('keys').description('create, list and revoke API keys of ground serve');
  registerCreate(keys, io);
  registerList(keys, io);
  registerRevoke(keys, io);
}
