/**
 * `ground tune FILE... --label-field NAME`: checks labelled answers (any format `ground check`
 * reads) on the local engine threads, fits a calibration of `p_hallucinated` (or, with `--adapt`,
 * a re-scorer over features of each result, stacked on the shipped score) and the gate's
 * threshold on them (src/tuning/), prints held-out figures before and after, the gate at each
 * threshold and a reliability table, and with `-o FILE` writes the tuning file that `--tuning`
 * applies. A tuning worse on held-out answers is not written without `--force` (exit 1).
 */
import { Option, type Command } from 'commander';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { ClaimStatus } from '../../contract/schemas.ts';
import { OBJECTIVES, type GateItem, type Objective } from '../../tuning/metrics.ts';
import { failOn, threshold, wholeNumber } from '../flag-values.ts';
import { countClaims, DEFAULT_GATE } from '../gate.ts';
import { ExitCode, type CliIo } from '../io.ts';
import { INPUT_FORMATS, type InputFormat } from '../files/detect-format.ts';
import type { RawRow } from '../files/read-rows.ts';
import type { Source } from '../files/open-source.ts';
import type { ClaimLabel, LabelledClaim } from '../../tuning/claim-labels.ts';

interface TuneFlags {
  labelField: string;
  claimLabelField?: string;
  map?: string;
  inputFormat?: InputFormat;
  output?: string;
  folds?: number;
  seed?: number;
  method?: 'auto' | 'isotonic' | 'platt';
  threshold?: number;
  failOn?: ClaimStatus[];
  workers?: number;
  force?: boolean;
  adapt?: boolean;
  /** `--no-tune-threshold`: false. */
  tuneThreshold?: boolean;
  objective?: Objective;
}

/** The field names the label columns are read under (never canonical fields). */
const LABEL = ':label';
const CLAIM_LABELS = ':claim-labels';

/** Every row of `sources`, with the label column kept beside the request's fields. */
async function* readLabelledRows(sources: Source[], flags: TuneFlags, map: ReadonlyMap<string, string>): AsyncGenerator<RawRow> {
  const { readRows } = await import('../files/read-rows.ts');
  const { detectFormat } = await import('../files/detect-format.ts');
  const { MAX_RECORD_CHARS } = await import('../files/run-files.ts');
  for (const source of sources) {
    const format = flags.inputFormat ?? detectFormat(source.name, source.head);
    yield* readRows(source, { format, kind: 'check', map, maxRecordChars: MAX_RECORD_CHARS });
  }
}

/** The labels read from the rows, by `file:line`. */
interface RowLabels {
  answers: Map<string, 0 | 1>;
  /** Only rows with claim labels. */
  claims: Map<string, ClaimLabel[]>;
}

/** Takes each row's labels out (a bad one ends the run with exit 2 naming the row). */
async function* takeLabels(rows: AsyncIterable<RawRow>, labels: RowLabels, flags: TuneFlags): AsyncGenerator<RawRow> {
  const { parseLabel } = await import('../../tuning/labels.ts');
  const { parseClaimLabels } = await import('../../tuning/claim-labels.ts');
  for await (const row of rows) {
    if (row.error === undefined) {
      const at = `ground tune: ${row.file}:${row.line}`;
      const label = parseLabel(row.fields[LABEL]);
      if (!label.ok) throw new ExitCode(2, `${at}: the label (${flags.labelField}) ${label.message}`);
      labels.answers.set(`${row.file}:${row.line}`, label.y);
      const claims = parseClaimLabels(row.fields[CLAIM_LABELS]);
      if (!claims.ok) throw new ExitCode(2, `${at}: the claim labels (${flags.claimLabelField}) ${claims.message}`);
      if (claims.value.length > 0) labels.claims.set(`${row.file}:${row.line}`, claims.value);
    }
    yield row;
  }
}

/** What checking the labelled rows gives. */
interface Checked {
  items: GateItem[];
  leftOut: number;
  model: string;
  /** Claim labels matched to the claims of scored answers (empty without --claim-label-field). */
  claims: LabelledClaim[];
  /** Answers whose claims carry labels. */
  claimAnswers: number;
  /** Claim labels of unverified answers (left out with their answer). */
  claimsLeftOut: number;
}

/** Checks every labelled row on the local engine threads; returns the scored answers and the engine's model. */
async function checkLabelled(files: string[], flags: TuneFlags, io: CliIo, failOnStatuses: readonly ClaimStatus[]): Promise<Checked> {
  const { answerFeatures } = await import('../../tuning/answer-features.ts');
  const { matchClaimLabels } = await import('../../tuning/claim-labels.ts');
  const { parseFieldMap } = await import('../files/field-map.ts');
  const parsedMap = parseFieldMap('check', flags.map);
  if (!parsedMap.ok) throw new ExitCode(2, `ground tune: ${parsedMap.message}`);
  const columns = [...parsedMap.map.values()];
  if (columns.includes(flags.labelField)) throw new ExitCode(2, `ground tune: --label-field: ${flags.labelField} is the column of a request field`);
  const map = new Map(parsedMap.map).set(LABEL, flags.labelField);
  if (flags.claimLabelField !== undefined) {
    if (columns.includes(flags.claimLabelField) || flags.claimLabelField === flags.labelField) throw new ExitCode(2, `ground tune: --claim-label-field: ${flags.claimLabelField} is already the column of ${flags.claimLabelField === flags.labelField ? '--label-field' : 'a request field'}`);
    map.set(CLAIM_LABELS, flags.claimLabelField);
  }
  const { openSources } = await import('../files/open-sources.ts');
  const sources = await openSources(files, io, 'tune');
  const { createLocalChecker } = await import('../files/local-checker.ts');
  const { runRows } = await import('../files/run-rows.ts');
  const { UnreadableInput } = await import('../files/read-rows.ts');
  const checker = await createLocalChecker(flags.workers);
  const labels: RowLabels = { answers: new Map(), claims: new Map() };
  const items: GateItem[] = [];
  const claims: LabelledClaim[] = [];
  let leftOut = 0, claimAnswers = 0, claimsLeftOut = 0;
  try {
    await runRows(takeLabels(readLabelledRows(sources, flags, map), labels, flags), {
      kind: 'check',
      checker,
      gate: DEFAULT_GATE,
      onRow(row) {
        if (row.kind === 'error') throw new ExitCode(2, `ground tune: ${row.file}:${row.line}: ${row.code}: ${row.message}`);
        const key = `${row.file}:${row.line}`;
        const claimLabels = labels.claims.get(key) ?? [];
        const p = row.result.score.p_hallucinated;
        if (row.result.status !== 'ok' || p === null) {
          leftOut += 1;
          claimsLeftOut += claimLabels.length;
          return;
        }
        const y = labels.answers.get(key) as 0 | 1;
        const answerClaims = row.result.sentences.flatMap((s) => s.claims);
        let matched: LabelledClaim[] = [];
        if (claimLabels.length > 0) {
          const match = matchClaimLabels(answerClaims, claimLabels, y);
          if (!match.ok) throw new ExitCode(2, `ground tune: ${key}: ${match.message}`);
          matched = match.value;
          claims.push(...matched);
          claimAnswers += 1;
        }
        const counts = countClaims(row.result);
        const item: GateItem = { p, y, ruleHeld: failOnStatuses.some((s) => counts[s] > 0) };
        // --adapt reads the features, and with claim labels every answer's statuses (for its claim risk).
        const withClaims = flags.claimLabelField === undefined ? {} : { statuses: answerClaims.map((c) => c.status), claims: matched };
        items.push(flags.adapt ? { ...item, x: answerFeatures(row.result), ...withClaims } : item);
      },
    });
  } catch (err) {
    if (err instanceof UnreadableInput) throw new ExitCode(2, `ground tune: ${err.message}`);
    throw err;
  } finally {
    await checker.close();
  }
  return { items, leftOut, model: checker.model, claims, claimAnswers, claimsLeftOut };
}

async function tune(files: string[], flags: TuneFlags, io: CliIo): Promise<void> {
  if (flags.adapt && flags.method !== undefined) throw new ExitCode(2, 'ground tune: --adapt replaces the calibration: give --method or --adapt, not both');
  const output = flags.output === undefined ? undefined : resolve(io.cwd, flags.output);
  if (output !== undefined && !existsSync(dirname(output))) throw new ExitCode(2, `ground tune: -o: the folder ${dirname(output)} does not exist`);
  const failOnStatuses = flags.failOn ?? DEFAULT_GATE.failOn;
  const baseThreshold = flags.threshold ?? DEFAULT_GATE.threshold;
  const checkStart = performance.now();
  const { items, leftOut, model, claims, claimAnswers, claimsLeftOut } = await checkLabelled(files, flags, io, failOnStatuses);
  const checkSeconds = (performance.now() - checkStart) / 1000;
  if (items.length === 0) throw new ExitCode(3, `ground tune: no answer could be scored (${leftOut} unverified): nothing to fit`);
  const { fitTuning, CannotFit } = await import('../../tuning/fit-tuning.ts');
  const fitStart = performance.now();
  let fit;
  try {
    fit = fitTuning(items, { folds: flags.folds ?? 5, seed: flags.seed ?? 0, method: flags.adapt ? 'adapt' : (flags.method ?? 'auto'), baseThreshold, tuneThreshold: flags.tuneThreshold !== false, objective: flags.objective ?? 'f1' });
  } catch (err) {
    if (err instanceof CannotFit) throw new ExitCode(2, `ground tune: ${err.message}`);
    throw err;
  }
  const fitSeconds = (performance.now() - fitStart) / 1000;
  const { renderTuneReport } = await import('../../tuning/render-tuning.ts');
  const { scoreClaimLabels } = await import('../../tuning/claim-labels.ts');
  const claimFigures = flags.claimLabelField === undefined ? undefined : { ...scoreClaimLabels(claims, failOnStatuses), field: flags.claimLabelField, answers: claimAnswers, leftOut: claimsLeftOut };
  io.stdout.write(renderTuneReport({ items, fit, leftOut, failOn: failOnStatuses, baseThreshold, checkSeconds, fitSeconds, model, objective: flags.objective ?? 'f1', claims: claimFigures }));
  if (fit.worse.length > 0 && !flags.force) {
    throw new ExitCode(1, `ground tune: the tuning is worse on held-out answers (${fit.worse.join('; ')})${output === undefined ? '' : `; ${flags.output} not written (--force writes it anyway)`}`);
  }
  if (output === undefined) return;
  const { writeTuningFile } = await import('../../tuning/read-tuning.ts');
  const common = {
    kind: 'ground-tuning' as const,
    model,
    threshold: fit.threshold,
    fail_on: [...failOnStatuses],
    fitted_on: {
      answers: items.length, hallucinated: items.filter((i) => i.y === 1).length, label_field: flags.labelField, folds: fit.folds, seed: flags.seed ?? 0, objective: flags.objective ?? 'f1',
      ...(claimFigures === undefined ? {} : { claim_labels: { field: claimFigures.field, claims: claimFigures.claims, hallucinated: claimFigures.hallucinated, precision: claimFigures.precision, recall: claimFigures.recall } }),
    },
    held_out: { before: fit.before, after: fit.after },
  };
  // Version 1 unless the re-scorer is in it, so a tuning without --adapt still reads in older versions of ground.
  const map = fit.calibration;
  writeTuningFile(output, map.method === 'adapt' ? { ...common, version: 2, calibration: map } : { ...common, version: 1, calibration: map });
  io.stderr.write(`ground tune: wrote ${flags.output}${fit.worse.length > 0 ? ' (forced: worse on held-out answers)' : ''}; apply it with --tuning ${flags.output}\n`);
}

/** Registers `ground tune`. */
export function registerTune(program: Command, io: CliIo): void {
  program
    .command('tune')
    .argument('<files...>', 'files of labelled CheckRequests (JSONL, JSON array or CSV); - reads stdin')
    .description('fit the calibration of p_hallucinated (or with --adapt a re-scorer on top of it) and the gate threshold on your labelled answers; -o writes the tuning file that --tuning applies')
    .requiredOption('--label-field <name>', 'the column saying whether each answer is hallucinated: true/false, 1/0, hallucinated/faithful, ...')
    .option('--claim-label-field <name>', 'the column of claim labels, where a row has them: a list of {"text": "...", "label": ...} (in CSV a cell of JSON text), each text an exact piece of one claim\'s text as ground check prints the claims, each label as for --label-field. Prints the precision and recall of the claim statuses against them; a text in no claim or several, or a bad label, stops with exit 2 naming the row')
    .option('--map <pairs>', 'match other column names, e.g. question=user_query,answer=bot_reply')
    .addOption(new Option('--input-format <format>', 'force the input format (default: detected)').choices(INPUT_FORMATS))
    .option('-o, --output <file>', 'write the tuning file (JSON) here')
    .addOption(new Option('--folds <k>', 'folds of the held-out measure (default 5)').argParser(wholeNumber(2)))
    .addOption(new Option('--seed <n>', 'seed of the folds, and of --adapt\'s choice of its penalty (default 0)').argParser(wholeNumber()))
    .addOption(new Option('--method <method>', 'calibration (default auto: the lower held-out Brier score); not with --adapt').choices(['auto', 'isotonic', 'platt']))
    .addOption(new Option('--threshold <p>', 'the untuned threshold compared against (default 0.42)').argParser(threshold))
    .addOption(new Option('--fail-on <statuses>', 'claim statuses that hold an answer whatever its score (default contradicted,not_stated)').argParser(failOn))
    .addOption(new Option('--workers <n>', 'engine threads (default: one per core)').argParser(wholeNumber(1)))
    .addOption(new Option('--objective <name>', 'what the tuned threshold maximises: f1 (default) or balanced-accuracy (better when most answers are hallucinated)').choices(OBJECTIVES))
    .option('--no-tune-threshold', 'calibrate only: the file carries no threshold, so the gate keeps --threshold (default 0.42) on calibrated scores')
    .option('--force', 'write the tuning file even when it is worse on held-out answers')
    .option('--adapt', 'instead of a calibration, fit a logistic re-scorer stacked on the shipped score: it reads p_hallucinated, the shares of claim statuses and types and how much of each claim its evidence holds from every result, starts from the shipped score and moves only as far as your labels justify (held-out figures before and after, as for a calibration); with --claim-label-field also the claim risk of each status learnt from the claim labels')
    .action((files: string[], flags: TuneFlags) => tune(files, flags, io));
}
