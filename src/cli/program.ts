/**
 * Builds a fresh commander program over `io`. Each command lives in its own module under
 * `commands/`, imports its heavy dependencies inside its action, and never calls process.exit.
 */
import { Command } from 'commander';
import { existsSync } from 'node:fs';
import { resolveModelDir, resolveTuningPath, type ModelFlags, type TuningFlags } from './config.ts';
import { ExitCode, type CliIo } from './io.ts';
import { readVersion } from './version.ts';
import { registerCheck } from './commands/check.ts';
import { registerConnect } from './commands/connect.ts';
import { registerJobs } from './commands/jobs.ts';
import { registerKeys } from './commands/keys.ts';
import { registerMigrate } from './commands/migrate.ts';
import { registerServe } from './commands/serve.ts';
import { registerTune } from './commands/tune.ts';
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
  registerTune(program, io);
  addModelOption(program, io);
  addTuningOption(program, io);
  return program;
}

/** Adds one option to each of the named commands. */
function optionOn(program: Command, names: ReadonlySet<string>, flags: string, description: string): void {
  for (const command of program.commands) if (names.has(command.name())) command.option(flags, description);
}

/** The commands that check on this machine and so take `--model`. */
const MODEL_COMMANDS = new Set(['check', 'connect', 'serve', 'worker', 'tune']);

/**
 * `--model DIR` (default `$GROUND_MODEL`) on the checking commands. Before their action, the
 * model is loaded once here and run on one pair, so a bad model ends the command with exit 2
 * and its reason before any file is read, worker started or port opened; then it is handed to
 * the engine threads (models/transformer-choice.ts). Every command clears the previous choice.
 */
function addModelOption(program: Command, io: CliIo): void {
  optionOn(program, MODEL_COMMANDS, '--model <dir>', 'decide the claims the rules leave open with this local Hugging Face model exported to ONNX (an NLI cross-encoder or a consistency classifier; needs @huggingface/transformers); default $GROUND_MODEL');
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

/** The commands that apply a tuning file to their checks. */
const TUNING_COMMANDS = new Set(['check', 'connect', 'serve']);

/** The `score.model` of checks run on this machine: the shipped engine, with the chosen `--model`. */
async function localModelName(): Promise<string> {
  const { ENGINE_VERSION } = await import('../models/default-engine.ts');
  const { chosenModel } = await import('../models/transformer-choice.ts');
  const model = chosenModel();
  return model === null ? ENGINE_VERSION : `${ENGINE_VERSION}+${model.name}`;
}

/**
 * `--tuning FILE` (default `$GROUND_TUNING`) on the commands that check: read and validated before
 * the action (a bad file, or one fitted for another model than the one that will score the
 * checks, is exit 2), then chosen for the action (tuning/tuning-choice.ts). Its threshold becomes
 * the gate's `--threshold` unless that flag is given. Runs after the `--model` hook, whose choice
 * names the model.
 */
function addTuningOption(program: Command, io: CliIo): void {
  optionOn(program, TUNING_COMMANDS, '--tuning <file>', 'map p_hallucinated with this tuning file from ground tune, and gate on its threshold unless --threshold is given; default $GROUND_TUNING');
  program.hook('preAction', async (_program, action) => {
    const { chooseTuning } = await import('../tuning/tuning-choice.ts');
    chooseTuning(null);
    if (action.parent !== program || !TUNING_COMMANDS.has(action.name())) return;
    const name = `ground ${action.name()}`;
    const flags = action.opts<TuningFlags & { queue?: string }>();
    const path = resolveTuningPath(name, flags, io.env, io.cwd, existsSync);
    if (path === null) return;
    const { readTuningFile } = await import('../tuning/read-tuning.ts');
    const { mismatchMessage } = await import('../tuning/apply-tuning.ts');
    let tuning;
    try {
      tuning = readTuningFile(path);
    } catch (err) {
      throw new ExitCode(2, `${name}: --tuning: ${(err as Error).message}`);
    }
    // `connect --queue` is scored by the workers: each result's model is checked as it comes back.
    const queued = action.name() === 'connect' && (flags.queue ?? (io.env.GROUND_QUEUE_URL || undefined)) !== undefined;
    const model = queued ? null : await localModelName();
    if (model !== null && model !== tuning.file.model) throw new ExitCode(2, `${name}: --tuning: ${mismatchMessage(tuning, model)}`);
    const hasThreshold = action.options.some((o) => o.attributeName() === 'threshold');
    if (hasThreshold && tuning.file.threshold !== null && action.getOptionValueSource('threshold') === undefined) {
      action.setOptionValueWithSource('threshold', tuning.file.threshold, 'config');
    }
    chooseTuning(tuning);
  });
}
