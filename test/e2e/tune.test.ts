// `ground tune` end to end on the real bin/ground: tune on a hand-labelled fixture, then check
// with the tuning file (the calibrated scores, the tuned threshold, score.model naming the file),
// the same through `ground serve --tuning`; bad labels, one class and bad tuning files refused.
import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CheckResponse, type CheckResult } from '../../src/contract/schemas.ts';
import { ENGINE_VERSION } from '../../src/models/default-engine.ts';
import { calibrate, type Calibration } from '../../src/tuning/calibration.ts';
import { TuningFile } from '../../src/tuning/tuning-file.ts';
import { answerFeatures, FEATURE_NAMES } from '../../src/tuning/answer-features.ts';
import { rescore } from '../../src/tuning/rescorer.ts';
import { resolveTuningPath } from '../../src/cli/config.ts';
import { parseJsonl, runGround, serveGround } from '../helpers/run-ground.ts';

const LABELLED = 'fixtures/tuning/labelled.jsonl';
type Row = CheckResult & { decision: string; reasons: string[] };

let dir = '';
let tuningPath = '';
let tuning: TuningFile;
/** The file's calibration (a tuning without --adapt holds one). */
let calibration: Calibration;
let tag = '';
let tuneRun: ReturnType<typeof runGround>;
let raw: Row[] = [];
const children: ChildProcess[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ground-tune-'));
  tuningPath = join(dir, 'tuning.json');
  // --force: whether this small file's tuning beats no tuning depends on the engine of the day;
  // the refusal itself is tested in src/tuning/fit-tuning.test.ts.
  tuneRun = runGround(['tune', LABELLED, '--label-field', 'label', '--workers', '1', '-o', tuningPath, '--force'], { timeoutMs: 120_000 });
  const bytes = readFileSync(tuningPath);
  tuning = TuningFile.parse(JSON.parse(bytes.toString('utf8')));
  if (tuning.calibration.method === 'adapt') throw new Error('a tuning without --adapt holds a calibration');
  calibration = tuning.calibration;
  tag = `+tuning@${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}`;
  raw = parseJsonl<Row>(runGround(['check', LABELLED, '--format', 'jsonl', '--workers', '1'], { timeoutMs: 120_000 }).stdout);
}, 300_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

describe('ground tune FILE --label-field NAME', () => {
  it('prints held-out figures, the gate at each threshold and a reliability table, and writes a versioned file naming the model', () => {
    expect(tuneRun.code, tuneRun.stderr).toBe(0);
    expect(tuneRun.stdout).toMatch(/^ground tune: 40 answers \(20 hallucinated\) checked by ground-claims-2\.50\.0$/m);
    expect(tuneRun.stdout).toMatch(/^held out \(5-fold\) +before +after$/m);
    expect(tuneRun.stdout).toMatch(/^ {2}0\.42 .*<- untuned$/m);
    expect(tuneRun.stdout.match(/^ {2}0\.\d-\d\.\d /gm)).toHaveLength(10);
    expect(tuneRun.stderr).toContain(`wrote ${tuningPath}`);
    expect(tuning).toMatchObject({ kind: 'ground-tuning', version: 1, model: ENGINE_VERSION, fail_on: ['contradicted', 'not_stated'] });
    expect(tuning.fitted_on).toEqual({ answers: 40, hallucinated: 20, label_field: 'label', folds: 5, seed: 0, objective: 'f1' });
    expect(raw).toHaveLength(40);
  });

  it('check --tuning gives the calibrated scores, in the same order as the raw ones, and gates on the tuned threshold', () => {
    const run = runGround(['check', LABELLED, '--format', 'json', '--workers', '1', '--tuning', tuningPath], { timeoutMs: 120_000 });
    const report = JSON.parse(run.stdout) as { results: Row[]; summary: { model: string } };
    expect(report.summary.model).toBe(`${ENGINE_VERSION}${tag}`);
    const tuned = report.results;
    expect(tuned).toHaveLength(40);
    tuned.forEach((row, i) => {
      const before = raw[i] as Row;
      expect(row.score.model).toBe(`${before.score.model}${tag}`);
      expect(row.score.p_hallucinated).toBe(calibrate(calibration, before.score.p_hallucinated));
      const p = row.score.p_hallucinated as number;
      const threshold = tuning.threshold ?? 0.42;
      expect(row.reasons.some((r) => r.startsWith('p_hallucinated')), `row ${i}`).toBe(p >= threshold);
    });
    // Monotone: answers in the order of their raw scores keep that order (ties allowed).
    const order = raw.map((r, i) => ({ before: r.score.p_hallucinated as number, after: tuned[i]?.score.p_hallucinated as number })).sort((a, b) => a.before - b.before);
    order.forEach((o, i) => { if (i > 0) expect(o.after).toBeGreaterThanOrEqual((order[i - 1] as typeof o).after); });
  });

  it('--threshold given beside --tuning wins over the file\'s threshold', () => {
    const run = runGround(['check', LABELLED, '--format', 'jsonl', '--workers', '1', '--tuning', tuningPath, '--threshold', '0'], { timeoutMs: 120_000 });
    const rows = parseJsonl<Row>(run.stdout);
    expect(rows.every((r) => r.reasons.some((why) => why.endsWith('>= 0')))).toBe(true);
  });

  it('one answer (-q/-c/-a) and connect FILE apply it too', () => {
    const first = JSON.parse(readFileSync(LABELLED, 'utf8').split('\n')[0] as string) as { question: string; context: string[]; answer: string };
    const one = runGround(['check', '-q', first.question, '-c', first.context[0] as string, '-a', first.answer, '--tuning', tuningPath]);
    const result = JSON.parse(one.stdout) as CheckResult;
    expect(result.score.model).toBe(`${ENGINE_VERSION}${tag}`);
    expect(result.score.p_hallucinated).toBe(calibrate(calibration, raw[0]?.score.p_hallucinated ?? null));
    const connect = runGround(['connect', 'fixtures/files/connect.jsonl', '--format', 'jsonl', '--workers', '1', '--data-dir', join(dir, 'jobs'), '--tuning', tuningPath], { timeoutMs: 120_000 });
    const rows = parseJsonl<Row>(connect.stdout).filter((r) => r.status === 'ok');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.score.model === `${ENGINE_VERSION}${tag}`)).toBe(true);
  });

  it('resolveTuningPath: flag over GROUND_TUNING, a bare name found in the data dir, nothing beside GROUND_SERVER', () => {
    const exists = (p: string): boolean => p === '/data/mine.json';
    expect(resolveTuningPath('ground check', { tuning: 'a.json' }, { GROUND_TUNING: 'b.json' }, '/work', exists)).toBe('/work/a.json');
    expect(resolveTuningPath('ground check', {}, { GROUND_TUNING: 'b.json' }, '/work', exists)).toBe('/work/b.json');
    expect(resolveTuningPath('ground check', {}, { GROUND_TUNING: '' }, '/work', exists)).toBeNull();
    expect(resolveTuningPath('ground serve', { tuning: 'mine', dataDir: '/data' }, {}, '/work', exists)).toBe('/data/mine.json');
    expect(resolveTuningPath('ground check', {}, { GROUND_TUNING: 'b.json', GROUND_SERVER: 'http://h' }, '/work', exists)).toBeNull();
    expect(resolveTuningPath('ground serve', {}, { GROUND_TUNING: 'b.json', GROUND_SERVER: 'http://h' }, '/work', exists)).toBe('/work/b.json');
  });

  it('serve --tuning answers with the calibrated score', async () => {
    const data = join(dir, 'data');
    const created = runGround(['keys', 'create', '--workspace', 'acme', '--data-dir', data]);
    expect(created.code).toBe(0);
    const served = await serveGround(['--workers', '1', '--data-dir', data, '--tuning', tuningPath], children);
    const first = JSON.parse(readFileSync(LABELLED, 'utf8').split('\n')[0] as string) as { question: string; context: string[]; answer: string };
    const res = await fetch(`${served.url}/v1/ground/basic`, {
      method: 'POST', headers: { authorization: `Bearer ${created.stdout.trim()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ question: first.question, context: first.context, answer: first.answer }),
    });
    expect(res.status).toBe(200);
    const body = CheckResponse.parse(await res.json());
    expect(body.score.model).toBe(`${ENGINE_VERSION}${tag}`);
    expect(body.score.p_hallucinated).toBe(calibrate(calibration, raw[0]?.score.p_hallucinated ?? null));
  }, 120_000);
});

describe('ground tune --adapt', () => {
  let path = '';
  let run: ReturnType<typeof runGround>;
  beforeAll(() => {
    path = join(dir, 'adapt.json');
    // --force: on 40 answers the re-scorer may well be worse held out; the refusal is the calibration path's, tested above.
    run = runGround(['tune', LABELLED, '--label-field', 'label', '--adapt', '--workers', '1', '-o', path, '--force'], { timeoutMs: 120_000 });
  }, 120_000);

  it('writes a version 2 file with the re-scorer; check --tuning re-scores each raw result from its features', () => {
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^adapt: a logistic re-scorer over 19 features of each result, stacked on the shipped score \(penalty \d+ toward it, chosen on held-out log loss\); held-out Brier score: isotonic 0\.\d{4}, platt 0\.\d{4}, adapt 0\.\d{4}; 5 folds$/m);
    expect(run.stdout).toMatch(/^ {2}AUROC +0\.\d{4} +0\.\d{4}$/m);
    const bytes = readFileSync(path);
    const file = TuningFile.parse(JSON.parse(bytes.toString('utf8')));
    expect(file.version).toBe(2);
    const map = file.calibration;
    if (map.method !== 'adapt') throw new Error('expected the re-scorer');
    expect(map.features).toEqual(FEATURE_NAMES);
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
    // Its own untuned run, next to the tuned one (the engine may change under a long test run).
    const raw = parseJsonl<Row>(runGround(['check', LABELLED, '--format', 'jsonl', '--workers', '1'], { timeoutMs: 120_000 }).stdout);
    const tuned = parseJsonl<Row>(runGround(['check', LABELLED, '--format', 'jsonl', '--workers', '1', '--tuning', path], { timeoutMs: 120_000 }).stdout);
    expect(tuned).toHaveLength(40);
    tuned.forEach((row, i) => {
      const before = raw[i] as Row;
      expect(row.score.model).toBe(`${before.score.model}+tuning@${hash}`);
      expect(row.score.p_hallucinated, `row ${i}`).toBe(rescore(map, answerFeatures(before, FEATURE_NAMES)));
    });
    // Not a calibration: it moves answers past each other (else it would be a monotone map of p).
    const p = (rows: Row[], i: number): number => rows[i]?.score.p_hallucinated as number;
    const swapped = raw.some((_, i) => raw.some((__, j) => p(raw, i) < p(raw, j) && p(tuned, i) > p(tuned, j)));
    expect(swapped).toBe(true);
  });

  it('serve --tuning with that version 2 file answers what check --tuning gives for the same answer, re-scored from the raw result', async () => {
    const bytes = readFileSync(path);
    const map = TuningFile.parse(JSON.parse(bytes.toString('utf8'))).calibration;
    if (map.method !== 'adapt') throw new Error('expected the re-scorer');
    expect(map.features).toEqual(FEATURE_NAMES);
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
    const data = join(dir, 'data-adapt');
    const created = runGround(['keys', 'create', '--workspace', 'acme', '--data-dir', data]);
    expect(created.code, created.stderr).toBe(0);
    const served = await serveGround(['--workers', '1', '--data-dir', data, '--tuning', path], children);
    const rows = readFileSync(LABELLED, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { question: string; context: string[]; answer: string; label: string });
    // A faithful answer and a hallucinated one: the re-scorer moves each its own way.
    const picked = [rows.findIndex((r) => r.label === 'faithful'), rows.findIndex((r) => r.label === 'hallucinated')];
    for (const i of picked) {
      const row = rows[i] as (typeof rows)[number];
      const res = await fetch(`${served.url}/v1/ground/basic`, {
        method: 'POST', headers: { authorization: `Bearer ${created.stdout.trim()}`, 'content-type': 'application/json' },
        body: JSON.stringify({ question: row.question, context: row.context, answer: row.answer }),
      });
      expect(res.status).toBe(200);
      const body = CheckResponse.parse(await res.json());
      const args = ['check', '-q', row.question, ...row.context.flatMap((c) => ['-c', c]), '-a', row.answer];
      const plain = JSON.parse(runGround(args).stdout) as CheckResult;
      const tuned = JSON.parse(runGround([...args, '--tuning', path]).stdout) as CheckResult;
      expect(body.score.model, `row ${i}`).toBe(`${ENGINE_VERSION}+tuning@${hash}`);
      expect(tuned.score.model).toBe(body.score.model);
      // The two front doors agree, and both are the file's re-scorer applied to the untuned result.
      expect(body.score.p_hallucinated, `row ${i}`).toBe(tuned.score.p_hallucinated);
      expect(body.score.p_hallucinated, `row ${i}`).toBe(rescore(map, answerFeatures(plain, FEATURE_NAMES)));
      expect(body.score.p_hallucinated).not.toBe(plain.score.p_hallucinated);
    }
  }, 180_000);
});

describe('ground tune --claim-label-field', () => {
  const CLAIM_LABELLED = 'fixtures/tuning/claim-labelled.jsonl';
  type Labelled = { question: string; context: string[]; answer: string; label: string; claims?: { text: string; label: string }[] };
  const fixtureRows = (): Labelled[] => readFileSync(CLAIM_LABELLED, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Labelled);

  it('prints the precision and recall of the claim statuses against the labels, counted here from ground check\'s claims', () => {
    const path = join(dir, 'claims.json');
    const run = runGround(['tune', CLAIM_LABELLED, '--label-field', 'label', '--claim-label-field', 'claims', '--workers', '1', '-o', path, '--force'], { timeoutMs: 120_000 });
    expect(run.code, run.stderr).toBe(0);
    // The same counts from the untuned check: each label's claim is the one whose text holds it.
    const checked = parseJsonl<Row>(runGround(['check', CLAIM_LABELLED, '--format', 'jsonl', '--workers', '1'], { timeoutMs: 120_000 }).stdout);
    let labelled = 0, hallucinated = 0, flagged = 0, caught = 0;
    fixtureRows().forEach((row, i) => {
      const claims = (checked[i] as Row).sentences.flatMap((s) => s.claims);
      for (const l of row.claims ?? []) {
        const found = claims.filter((c) => c.text.includes(l.text));
        expect(found, l.text).toHaveLength(1);
        const isFlagged = ['contradicted', 'not_stated'].includes((found[0] as (typeof claims)[number]).status);
        const y = l.label === 'hallucinated' ? 1 : 0;
        labelled += 1;
        hallucinated += y;
        if (isFlagged) flagged += 1;
        if (isFlagged && y === 1) caught += 1;
      }
    });
    // The fixture's labels, written by hand from the contexts: 17 claims in 8 answers, 7 hallucinated.
    expect([labelled, hallucinated]).toEqual([17, 7]);
    expect(run.stdout).toContain('claim labels (claims): 17 claims labelled in 8 answers (7 hallucinated)\n');
    const pc = (a: number, b: number): string => `${((a / b) * 100).toFixed(1)}%`;
    expect(run.stdout).toContain(`  precision ${pc(caught, flagged)} (${caught} of ${flagged} flagged are hallucinated), recall ${pc(caught, hallucinated)} (${caught} of ${hallucinated} hallucinated are flagged)\n`);
    const file = TuningFile.parse(JSON.parse(readFileSync(path, 'utf8')));
    expect(file.fitted_on.claim_labels).toEqual({ field: 'claims', claims: 17, hallucinated: 7, precision: caught / flagged, recall: caught / hallucinated });
  });

  it('--adapt learns the claim risk of each status from them; check --tuning reads it from each answer\'s claims', () => {
    const path = join(dir, 'claims-adapt.json');
    const run = runGround(['tune', CLAIM_LABELLED, '--label-field', 'label', '--claim-label-field', 'claims', '--adapt', '--workers', '1', '-o', path, '--force'], { timeoutMs: 120_000 });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^adapt: a logistic re-scorer over 20 features/m);
    expect(run.stdout).toMatch(/^ {2}claim_risk \(the riskiest claim status's share of hallucinated labelled claims\): /m);
    const file = TuningFile.parse(JSON.parse(readFileSync(path, 'utf8')));
    const map = file.calibration;
    if (map.method !== 'adapt' || map.claim_risk === undefined) throw new Error('expected the re-scorer with a claim risk');
    expect(map.features).toEqual([...FEATURE_NAMES, 'claim_risk']);
    const raw = parseJsonl<Row>(runGround(['check', CLAIM_LABELLED, '--format', 'jsonl', '--workers', '1'], { timeoutMs: 120_000 }).stdout);
    // The shares, counted here: per status, (hallucinated + 2 * base) / (labelled + 2), base = 7 / 17.
    const counts = new Map<string, [number, number]>();
    fixtureRows().forEach((row, i) => {
      const claims = (raw[i] as Row).sentences.flatMap((s) => s.claims);
      for (const l of row.claims ?? []) {
        const status = (claims.find((c) => c.text.includes(l.text)) as (typeof claims)[number]).status;
        const [h, n] = counts.get(status) ?? [0, 0];
        counts.set(status, [h + (l.label === 'hallucinated' ? 1 : 0), n + 1]);
      }
    });
    expect(map.claim_risk.base).toBeCloseTo(7 / 17, 12);
    for (const [status, share] of Object.entries(map.claim_risk.by_status)) {
      const [h, n] = counts.get(status) ?? [0, 0];
      expect(share, status).toBeCloseTo((h + (2 * 7) / 17) / (n + 2), 12);
    }
    const tuned = parseJsonl<Row>(runGround(['check', CLAIM_LABELLED, '--format', 'jsonl', '--workers', '1', '--tuning', path], { timeoutMs: 120_000 }).stdout);
    tuned.forEach((row, i) => {
      const before = raw[i] as Row;
      const statuses = before.sentences.flatMap((s) => s.claims.map((c) => c.status));
      const risk = statuses.length === 0 ? map.claim_risk?.base as number : Math.max(...statuses.map((s) => map.claim_risk?.by_status[s] as number));
      expect(row.score.p_hallucinated, `row ${i}`).toBe(rescore(map, [...answerFeatures(before, FEATURE_NAMES), risk]));
    });
  });

  it('reads the labels from a CSV cell of JSON text', () => {
    const csv = join(dir, 'claims.csv');
    const cell = (v: string): string => `"${v.replaceAll('"', '""')}"`;
    const lines = fixtureRows().map((r) => [r.question, r.context[0] ?? '', r.answer, r.label, r.claims ? JSON.stringify(r.claims) : ''].map(cell).join(','));
    writeFileSync(csv, `question,context,answer,verdict,claim_labels\n${lines.join('\n')}\n`);
    const run = runGround(['tune', csv, '--label-field', 'verdict', '--claim-label-field', 'claim_labels', '--workers', '1', '--force'], { timeoutMs: 120_000 });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('claim labels (claim_labels): 17 claims labelled in 8 answers (7 hallucinated)\n');
  });

  it('a text in no claim, a bad claim label, or a hallucinated claim in a faithful answer: exit 2 naming file and line', () => {
    const rows = fixtureRows();
    const write = (name: string, edit: (r: Labelled[]) => void): string => {
      const copy = structuredClone(rows);
      edit(copy);
      const file = join(dir, name);
      writeFileSync(file, `${copy.map((r) => JSON.stringify(r)).join('\n')}\n`);
      return file;
    };
    const unknown = write('unknown.jsonl', (r) => { (r[1] as Labelled).claims = [{ text: 'every fortnight', label: 'hallucinated' }]; });
    const a = runGround(['tune', unknown, '--label-field', 'label', '--claim-label-field', 'claims', '--workers', '1']);
    expect(a.code).toBe(2);
    expect(a.stderr).toMatch(new RegExp(`^ground tune: ${unknown}:2: the claim label "every fortnight" is in no claim of the answer \\(its claims: "Points are credited`, 'm'));
    const bad = write('bad-claim-label.jsonl', (r) => { (r[2] as Labelled).claims = [{ text: 'Account Settings', label: 'perhaps' }]; });
    const b = runGround(['tune', bad, '--label-field', 'label', '--claim-label-field', 'claims', '--workers', '1']);
    expect(b.code).toBe(2);
    expect(b.stderr).toContain(`ground tune: ${bad}:3: the claim labels (claims) entry 1 ("Account Settings"): the label "perhaps" is not a label`);
    const notList = write('not-list.jsonl', (r) => { (r[4] as Record<string, unknown>).claims = 'every week'; });
    const c = runGround(['tune', notList, '--label-field', 'label', '--claim-label-field', 'claims', '--workers', '1']);
    expect(c.code).toBe(2);
    expect(c.stderr).toContain(`ground tune: ${notList}:5: the claim labels (claims) is not JSON`);
    const disagree = write('disagree.jsonl', (r) => { (r[2] as Labelled).claims = [{ text: 'Account Settings', label: 'hallucinated' }]; });
    const d = runGround(['tune', disagree, '--label-field', 'label', '--claim-label-field', 'claims', '--workers', '1']);
    expect(d.code).toBe(2);
    expect(d.stderr).toContain(`ground tune: ${disagree}:3: the claim label "Account Settings" says hallucinated, but the answer is labelled not hallucinated`);
    for (const run of [a, b, c, d]) expect(run.stderr).not.toMatch(/TypeError|at .*\.ts:\d+/);
    const same = runGround(['tune', CLAIM_LABELLED, '--label-field', 'label', '--claim-label-field', 'label']);
    expect(same.code).toBe(2);
    expect(same.stderr).toContain('ground tune: --claim-label-field: label is already the column of --label-field');
  });
});

describe('ground tune --model', () => {
  it('fits for the transformer model, whose name the file carries; the engine alone is refused that file', () => {
    const path = join(dir, 'tiny.json');
    const run = runGround(['tune', LABELLED, '--label-field', 'label', '--model', 'fixtures/models/tiny-nli', '--workers', '1', '-o', path, '--force'], { timeoutMs: 120_000 });
    expect(run.code, run.stderr).toBe(0);
    const file = TuningFile.parse(JSON.parse(readFileSync(path, 'utf8')));
    expect(file.model).toMatch(/^ground-claims-2\.50\.0\+tiny-nli@[0-9a-f]{8}$/);
    const without = runGround(['check', LABELLED, '--tuning', path]);
    expect(without.code).toBe(2);
    expect(without.stderr).toContain(`was fitted for ${file.model}, but the checks are scored by ${ENGINE_VERSION}`);
  });
});

describe('ground tune and --tuning refusals', () => {
  it('a label that is not one ends the run with exit 2 naming the file, line and value (CSV)', () => {
    const run = runGround(['tune', 'fixtures/tuning/bad-label.csv', '--label-field', 'hallucinated', '--workers', '1']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^ground tune: fixtures\/tuning\/bad-label\.csv:4: the label \(hallucinated\) "maybe" is not a label; use true\/false, 1\/0/m);
  });

  it('labels of one kind only are refused with exit 2', () => {
    const run = runGround(['tune', 'fixtures/tuning/one-class.jsonl', '--label-field', 'verdict', '--workers', '1']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('ground tune: every labelled answer is not hallucinated: a calibration needs answers of both kinds');
  });

  it('a missing label column names the first row; --adapt with --method is refused', () => {
    const missing = runGround(['tune', LABELLED, '--label-field', 'verdict', '--workers', '1']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^ground tune: fixtures\/tuning\/labelled\.jsonl:1: the label \(verdict\) is missing/m);
    const adapt = runGround(['tune', LABELLED, '--label-field', 'label', '--adapt', '--method', 'platt']);
    expect(adapt.code).toBe(2);
    expect(adapt.stderr).toContain('ground tune: --adapt replaces the calibration: give --method or --adapt, not both');
  });

  it('--tuning: not a tuning file, fitted for another model, or beside --server: exit 2 before any check', () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"kind": "something"}');
    const notTuning = runGround(['check', LABELLED, '--tuning', bad]);
    expect(notTuning.code).toBe(2);
    expect(notTuning.stderr).toContain(`ground check: --tuning: ${bad}: it is not a ground tuning file (kind:`);
    const other = join(dir, 'other.json');
    writeFileSync(other, JSON.stringify({ ...tuning, model: 'ground-claims-1.0.0' }));
    const mismatch = runGround(['serve', '--port', '0', '--data-dir', join(dir, 'other-data'), '--tuning', other]);
    expect(mismatch.code).toBe(2);
    expect(mismatch.stderr).toContain(`ground serve: --tuning: ${other} was fitted for ground-claims-1.0.0, but the checks are scored by ${ENGINE_VERSION}`);
    const remote = runGround(['check', LABELLED, '--tuning', tuningPath, '--server', 'http://127.0.0.1:9', '--key', 'k']);
    expect(remote.code).toBe(2);
    expect(remote.stderr).toContain('give --tuning to the server (ground serve --tuning FILE)');
    const fromEnv = runGround(['check', LABELLED, '--format', 'jsonl', '--workers', '1', '--sample', '1'], { env: { GROUND_TUNING: tuningPath } });
    expect(parseJsonl<Row>(fromEnv.stdout)[0]?.score.model).toMatch(/\+tuning@[0-9a-f]{8}$/);
  });
});
