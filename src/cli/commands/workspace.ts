/**
 * `ground workspace set|show|list`: plan values and text retention of workspaces, in the SQLite
 * store of the data folder or, with `--database`, in PostgreSQL (same output and errors).
 */
import type { Command } from 'commander';
import { integerFlag } from '../config.ts';
import { openAdminStore, type AdminStoreFlags } from '../open-store.ts';
import { ExitCode, type CliIo } from '../io.ts';

const DATABASE_HELP = 'PostgreSQL URL (postgres://…[?schema=NAME]); default $GROUND_DATABASE_URL';

interface SetFlags extends AdminStoreFlags {
  retainText?: boolean;
  retentionDays?: string;
  dailyTokens?: string;
  requestsPerMinute?: string;
  maxTokensPerAnswer?: string;
}

function positive(name: string, text: string | undefined, max: number): number | undefined {
  return text === undefined ? undefined : integerFlag('ground workspace', name, text, 1, max);
}

function registerSet(ws: Command, io: CliIo): void {
  ws.command('set <name>')
    .description('change a workspace (created with free-plan values if new)')
    .option('--retain-text', 'store question, context and answer text with each check')
    .option('--no-retain-text', 'store numbers only (the default)')
    .option('--retention-days <n>', 'days stored text is kept before it is purged (default 30)')
    .option('--daily-tokens <n>', 'daily token allowance (free plan: 1000000)')
    .option('--requests-per-minute <n>', 'requests per minute per key (free plan: 60)')
    .option('--max-tokens-per-answer <n>', 'tokens per checked answer before 413 (free plan: 15000)')
    .option('--data-dir <dir>', 'data folder')
    .option('--database <url>', DATABASE_HELP)
    .action(async (name: string, flags: SetFlags) => {
      const { isWorkspaceName } = await import('../../store/workspaces.ts');
      if (!isWorkspaceName(name)) throw new ExitCode(2, `ground workspace: invalid workspace name ${JSON.stringify(name)}`);
      const settings = {
        retainText: flags.retainText,
        retentionDays: positive('--retention-days', flags.retentionDays, 3650),
        dailyTokens: positive('--daily-tokens', flags.dailyTokens, 1e12),
        requestsPerMinute: positive('--requests-per-minute', flags.requestsPerMinute, 1e6),
        maxTokensPerAnswer: positive('--max-tokens-per-answer', flags.maxTokensPerAnswer, 250_000),
      };
      const defined = Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined));
      const store = await openAdminStore('ground workspace', flags, io);
      try {
        io.stdout.write(`${JSON.stringify(await store.writeWorkspace(name, defined, Date.now()), null, 2)}\n`);
      } finally {
        await store.close();
      }
    });
}

function registerShow(ws: Command, io: CliIo): void {
  ws.command('show <name>')
    .description("print a workspace's settings, today's usage and stored checks")
    .option('--data-dir <dir>', 'data folder')
    .option('--database <url>', DATABASE_HELP)
    .action(async (name: string, flags: AdminStoreFlags) => {
      const store = await openAdminStore('ground workspace', flags, io);
      try {
        const workspace = await store.readWorkspace(name);
        if (!workspace) throw new ExitCode(2, `ground workspace: no workspace ${name}`);
        const usage = await store.readUsage(workspace, Date.now());
        const today = { limit: usage.limit, remaining: usage.remaining, resets_at: new Date(usage.resetsAt).toISOString() };
        io.stdout.write(`${JSON.stringify({ ...workspace, today, stored: await store.countChecks(name) }, null, 2)}\n`);
      } finally {
        await store.close();
      }
    });
}

function registerList(ws: Command, io: CliIo): void {
  ws.command('list')
    .description('list workspaces')
    .option('--data-dir <dir>', 'data folder')
    .option('--database <url>', DATABASE_HELP)
    .action(async (flags: AdminStoreFlags) => {
      const store = await openAdminStore('ground workspace', flags, io);
      try {
        for (const w of await store.listWorkspaces()) io.stdout.write(`${w.id}\tdaily ${w.dailyTokens}\t${w.requestsPerMinute}/min\t${w.retainText ? `retains text ${w.retentionDays} days` : 'numbers only'}\n`);
      } finally {
        await store.close();
      }
    });
}

export function registerWorkspace(program: Command, io: CliIo): void {
  const ws = program.command('workspace').description('plan values and text retention of ground serve workspaces');
  registerSet(ws, io);
  registerShow(ws, io);
  registerList(ws, io);
}
