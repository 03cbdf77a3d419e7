/**
 * `ground connect FILE`: checks a Connect data file (lines of i, q, a, ctx, t) like `ground check
 * FILE`, and records the run as a job in the local store (every claim labelled; text kept only
 * for wrong or unsure claims). Same reports and exit codes as `ground check FILE`.
 */
import type { Command } from 'commander';
import { DATA_DIR_HELP } from '../data-dir.ts';
import { addFileOptions, type FileFlags } from '../files/file-flags.ts';
import { ExitCode, type CliIo } from '../io.ts';
import { onInterrupt } from '../on-interrupt.ts';

interface ConnectFlags extends FileFlags {
  dataDir?: string;
}

/** Registers `ground connect`. */
export function registerConnect(program: Command, io: CliIo): void {
  const cmd = program
    .command('connect')
    .argument('<file>', 'a Connect data file: JSONL, JSON array or CSV of {i, q, a, ctx, t}; - reads stdin')
    .description('check answers already given, from a Connect data file, and record the run as a job')
    .option('--data-dir <dir>', `where the local store lives (${DATA_DIR_HELP})`);
  addFileOptions(cmd).action(async (file: string, flags: ConnectFlags) => {
    const { parseFileFlags } = await import('../files/file-flags.ts');
    const settings = parseFileFlags('connect', flags, io.env);
    const { openSources } = await import('../files/open-sources.ts');
    const sources = await openSources([file], io, 'connect');
    const { openStore } = await import('../open-store.ts');
    const { createJobWriter } = await import('../../store/jobs.ts');
    const db = await openStore(flags.dataDir, io);
    try {
      const writer = createJobWriter(db, {
        inputs: sources.map((s) => s.name),
        mode: settings.remote ? 'remote' : 'local',
        threshold: settings.gate.threshold,
        failOn: settings.gate.failOn,
        allowBadRows: settings.gate.allowBadRows,
      });
      const { runFileCommand } = await import('../files/run-file-command.ts');
      // Interrupted: the job ends as failed, not left `running`.
      const stopRecording = onInterrupt(() => {
        writer.fail();
        io.stderr.write(`\nground connect: interrupted; job ${writer.id} keeps the rows checked so far and is marked failed\n`);
      });
      try {
        const summary = await runFileCommand(settings, sources, io, {
          row: (row) => writer.add(row),
          finish: (s) => {
            writer.finish(s);
            return writer.id;
          },
          fail: () => writer.fail(),
        });
        if (summary.exitCode !== 0) throw new ExitCode(summary.exitCode);
      } finally {
        stopRecording();
      }
    } finally {
      db.close();
    }
  });
}
