/**
 * Builds a fresh commander program over `io`. Each command lives in its own module under
 * `commands/`, imports its heavy dependencies inside its action, and never calls process.exit.
 */
import { Command } from 'commander';
import { resolveModelDir, type ModelFlags } from './config.ts';
import { ExitCode, type CliIo } from './io.ts';
import { readVersion } from './version.ts';
import { registerCheck } from './commands/check.ts';
import { registerConnect } from './commands/connect.ts';
import { registerJobs } from './commands/jobs.ts';
import { registerKeys } from './commands/keys.ts';
import { registerMigrate } from './commands/migrate.ts';
import { registerServe } from './commands/serve.ts';
import { registerWorker } from './commands/worker.ts';
import { registerWorkspace } from './commands/workspace.ts';

export function createProgram(io: CliIo): Command {
  const program = new Command('ground')
    .description('Check AI-written answers against the passages they were based on, on your own machine.')
    .version(readVersion(), '-v, --version', 'print the version')
    .configureOutput({ writeOut: (s) => io.stdout.write(s), writeErr: (s) => io.stderr.write(s) })
    .exitOverride()
    // A usage error ends with one hint, not the whole help, so it stays the last thing in a CI log.
    .showHelpAfterError('(add --help to see the options)');
  registerCheck(program, io);
  registerConnect(program, io);
  registerJobs(program, io);
  registerServe(program, io);
  registerMigrate(program, io);
  registerKeys(program, io);
  registerWorkspace(program, io);
  registerWorker(program, io);
  addModelOption(program, io);
  return program;
}

/** The commands that check on this machine and so take `--model`. */
const MODEL_COMMANDS = new Set(['check', 'connect', 'serve', 'worker']);

/**
 * `--model DIR` (default `$GROUND_MODEL`) on the checking commands. Before their action, the
 * model is loaded once here and run on one pair, so a bad model ends the command with exit 2
 * and its reason before any file is read, worker started or port opened; then it is handed to
 * the engine threads (models/transformer-choice.ts). Every command clears the previous choice.
 */
function addModelOption(program: Command, io: CliIo): void {
  for (const command of program.commands) {
    if (!MODEL_COMMANDS.has(command.name())) continue;
    command.option('--model <dir>', 'decide the claims the rules leave open with this local Hugging Face model exported to ONNX (an NLI cross-encoder or a consistency classifier; needs @huggingface/transformers); default $GROUND_MODEL');
  }
  program.hook('preAction', async (_program, action) => {
    const { chooseModel } = await import('../models/transformer-choice.ts');
    chooseModel(null);
    if (action.parent !== program || !MODEL_COMMANDS.has(action.name())) return;
    const name = `ground ${action.name()}`;
    const dir = resolveModelDir(name, action.opts<ModelFlags>(), io.env, io.cwd);
    if (dir === null) return;
    const { readTransformerModel, hashWeights, checkModelDir } = await import('../models/transformer-model.ts');
    try {
      const checked = checkModelDir(dir);
      const hash = await hashWeights(`${checked.dir}/${checked.weights}`);
      const model = await readTransformerModel(dir, { hash });
      chooseModel({ dir: checked.dir, name: model.name, hash });
      await model.dispose();
    } catch (err) {
      throw new ExitCode(2, `${name}: --model: ${(err as Error).message}`);
    }
  });
}
