// `--model DIR` / GROUND_MODEL end to end on the real bin/ground with the tiny fixture models
// (scripts/make-tiny-model.ts documents their logits), offline.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CheckResult } from '../../src/contract/schemas.ts';
import { parseJsonl, runGround } from '../helpers/run-ground.ts';
import { TINY_NLI as NLI, TINY_NLI_HASH as HASH, TOWER } from '../helpers/tiny-model.ts';
import { useTempDirs } from '../helpers/temp-dirs.ts';

const tempDir = useTempDirs('ground-model-e2e-');


describe('ground check --model', () => {
  it('checks a file with the model in the engine threads; the rules\' certain verdicts stand', () => {
    const run = runGround(['check', '--model', 'fixtures/models/tiny-nli', 'fixtures/eiffel.json', '--format', 'jsonl', '--workers', '1']);
    expect(run.code, run.stderr).toBe(1);
    const [row] = parseJsonl<CheckResult>(run.stdout);
    expect(row?.score.model).toBe(`ground-claims-2.50.0+tiny-nli@${HASH}`);
    // "It is 330 metres tall" is the one open claim: the model reads 330, metres and tall in p1
    // (R = 3, logits (-10, 3, 0)) and calls it supported there; 1884 and the designer stay not stated.
    expect(row?.sentences.map((s) => s.status)).toEqual(['supported', 'supported', 'not_stated']);
    expect(row?.sentences[1]?.claims[0]?.evidence.map((e) => e.id)).toEqual(['p1']);
  });

  it('GROUND_MODEL gives the one-answer mode the model: it decides the open claims', () => {
    const run = runGround(['check'], { input: JSON.stringify(TOWER), env: { GROUND_MODEL: NLI } });
    expect(run.code).toBe(1);
    const result = CheckResult.parse(JSON.parse(run.stdout));
    expect(result.score.model).toBe(`ground-claims-2.50.0+tiny-nli@${HASH}`);
    const [completed, notBuilt] = result.sentences.flatMap((s) => s.claims);
    // tower and fair occur on both sides (R = 2): entailment (logits (-10, 1, 0)).
    expect(completed).toMatchObject({ status: 'supported', evidence: [{ id: 'p0' }] });
    // One "not": contradiction wins in both windows (logits (10, 1, 0) and (10, -1, 0)); p1's is the higher.
    expect(notBuilt).toMatchObject({ status: 'contradicted', evidence: [{ id: 'p1' }] });
    expect(notBuilt?.checks).toEqual([`tiny-nli@${HASH}: p1 contradicts this (100%).`]);
    expect(run.stderr).toMatch(/hold: 1 contradicted claim/);
  });

  it('a bad model ends the command with exit 2 and the reason, before anything is checked', () => {
    const missing = runGround(['check', '--model', 'fixtures/models/nope', 'fixtures/eiffel.json']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^ground check: --model: .*fixtures\/models\/nope: no such directory$/m);
    expect(missing.stdout).toBe('');
    const labels = join(tempDir(), 'labels');
    cpSync(NLI, labels, { recursive: true });
    const config = JSON.parse(readFileSync(join(labels, 'config.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(labels, 'config.json'), JSON.stringify({ ...config, id2label: { 0: 'LABEL_0', 1: 'LABEL_1', 2: 'LABEL_2' } }));
    const connect = runGround(['connect', 'fixtures/eiffel.json', '--data-dir', tempDir()], { env: { GROUND_MODEL: labels } });
    expect(connect.code).toBe(2);
    expect(connect.stderr).toMatch(/^ground connect: --model: .*unknown label set \["LABEL_0","LABEL_1","LABEL_2"\]/m);
    // The queue worker checks the model before it connects to the queue.
    const worker = runGround(['worker', '--queue', 'redis://127.0.0.1:9', '--model', 'fixtures/models/nope']);
    expect(worker.code).toBe(2);
    expect(worker.stderr).toMatch(/^ground worker: --model: .*no such directory$/m);
  });

  it('a model failing at run time leaves the one answer unchecked (unavailable, exit 3), never checked without it', () => {
    // A word ("boom") whose token id is past the fixture's embedding: the runtime fails on its window.
    const broken = join(tempDir(), 'broken');
    cpSync(NLI, broken, { recursive: true });
    const tokenizer = JSON.parse(readFileSync(join(broken, 'tokenizer.json'), 'utf8')) as { model: { vocab: Record<string, number> } };
    tokenizer.model.vocab.boom = 9999;
    writeFileSync(join(broken, 'tokenizer.json'), JSON.stringify(tokenizer));
    const input = { question: 'Where?', context: ['The cat sat on the mat with a boom.'], answer: 'The cat sat on the mat.' };
    const run = runGround(['check', '--model', broken], { input: JSON.stringify(input) });
    expect(run.code).toBe(3);
    const result = CheckResult.parse(JSON.parse(run.stdout));
    expect(result).toMatchObject({ status: 'unavailable', sentences: [], score: { p_hallucinated: null, model: `ground-claims-2.50.0+broken@${HASH}` } });
    expect(result.meta.reason).toMatch(/^--model broken@[0-9a-f]{8}: the model failed on a batch of 1 pairs: .*out of data bounds/);
  });

  it('--model with --server is a usage error naming where the model belongs', () => {
    const run = runGround(['check', '--model', NLI, '--server', 'http://127.0.0.1:9', '--key', 'k', 'fixtures/eiffel.json']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/ground check: --model checks on this machine; --server checks elsewhere: give --model to the server \(ground serve --model DIR\)/);
  });
});
