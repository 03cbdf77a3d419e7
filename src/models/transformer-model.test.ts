// The tiny fixture models (scripts/make-tiny-model.ts) through the real @huggingface/transformers
// and ONNX runtime, offline. Expected probabilities are worked out from the fixture's documented
// logits: NLI (contradiction, entailment, neutral) = (20·neg1 - 10, 2·R - 3, 0), where R counts the
// distinct content words occurring at least twice in the pair and neg1 is 1 iff exactly one
// negation occurs; consistency (hallucinated, consistent) = (0, 2·R - 3 - 20·neg1).
import { createHash } from 'node:crypto';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '../../test/helpers/temp-dirs.ts';
import type { ClaimProbabilities } from '../engine/types.ts';
import { checkModelDir, INSTALL_COMMAND, readTransformerModel, type TextPair } from './transformer-model.ts';

const NLI = new URL('../../fixtures/models/tiny-nli', import.meta.url).pathname;
const CONSISTENCY = new URL('../../fixtures/models/tiny-consistency', import.meta.url).pathname;
const tempDir = useTempDirs('ground-model-');

/** Softmax of logits. */
function softmax(logits: number[]): number[] {
  const max = Math.max(...logits);
  const e = logits.map((l) => Math.exp(l - max));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((x) => x / sum);
}

/** Ground's probabilities from NLI logits (contradiction, entailment, neutral). */
function nli(contradiction: number, entailment: number, neutral = 0) {
  const [c = 0, e = 0, n = 0] = softmax([contradiction, entailment, neutral]);
  return { supported: e, contradicted: c, not_stated: n };
}

function expectClose(actual: ClaimProbabilities | undefined, expected: Partial<ClaimProbabilities>): void {
  for (const [k, v] of Object.entries(expected)) expect(actual?.[k as keyof ClaimProbabilities], k).toBeCloseTo(v, 5);
}

/** A copy of a fixture model, edited by `edit(dir)`. */
function copyOf(model: string, edit: (dir: string) => void): string {
  const dir = join(tempDir(), 'model');
  cpSync(model, dir, { recursive: true });
  edit(dir);
  return dir;
}

function editJson(file: string, edit: (json: Record<string, unknown>) => void): void {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(json);
  writeFileSync(file, JSON.stringify(json));
}

describe('readTransformerModel on the tiny NLI fixture', () => {
  it('names the model by its folder and the SHA-256 of its weights', async () => {
    const model = await readTransformerModel(NLI);
    const hash = createHash('sha256').update(readFileSync(join(NLI, 'onnx/model.onnx'))).digest('hex').slice(0, 8);
    expect(model.name).toBe(`tiny-nli@${hash}`);
    expect(model.kind).toBe('nli');
    await model.dispose();
  });

  it('tokenises as BERT does (lower case, word pieces, [UNK]) and maps the labels', async () => {
    const model = await readTransformerModel(NLI);
    const pairs: TextPair[] = [
      // cat, sat on both sides: R = 2.
      { premise: 'the cat sat on the mat', hypothesis: 'the cat sat' },
      // "TOWERS" is lower-cased and split into tower + ##s (a zero row): tower and paris shared, R = 2.
      { premise: 'The TOWERS of Paris', hypothesis: 'a tower in paris' },
      // Words outside the vocabulary are [UNK] (a zero row): R = 0.
      { premise: 'zebra quokka', hypothesis: 'zebra quokka' },
      // One negation: neg1 = 1; cat shared, R = 1.
      { premise: 'the cat sat', hypothesis: 'the cat did not sit' },
      // A negation on each side cancels: neg1 = 0; cat and sit shared, R = 2.
      { premise: 'the cat did not sit', hypothesis: 'the cat did not sit' },
    ];
    const [a, b, c, d, e] = await model.score(pairs);
    expectClose(a, nli(-10, 1));
    expectClose(b, nli(-10, 1));
    expectClose(c, nli(-10, -3));
    expectClose(d, nli(10, -1));
    expectClose(e, nli(-10, 1));
    expect(d?.contradicted).toBeGreaterThan(0.99);
    await model.dispose();
  });

  it('scores a batch of pairs of different lengths as it scores each alone, in order', async () => {
    const model = await readTransformerModel(NLI, { batchSize: 3 });
    const pairs: TextPair[] = [
      { premise: 'The Eiffel Tower in Paris was finished in 1889 for the World\'s Fair.', hypothesis: 'The tower was finished in 1889' },
      { premise: 'sky', hypothesis: 'blue' },
      { premise: 'The tower is 330 metres tall, including its antennas.', hypothesis: 'The tower is not tall' },
      { premise: 'the cat sat on the mat', hypothesis: 'the cat sat' },
      { premise: 'water boils at 100 degrees celsius at sea level', hypothesis: 'water boils at sea level' },
      { premise: 'a', hypothesis: 'b' },
      { premise: 'the red apple fell from the tree', hypothesis: 'no apple fell' },
    ];
    const batched = await model.score(pairs);
    expect(batched).toHaveLength(pairs.length);
    for (const [i, pair] of pairs.entries()) {
      const [alone] = await model.score([pair]);
      expectClose(batched[i], alone ?? {});
    }
    // The padded batch really is per pair: the first is entailed (tower, finished, 1889: R = 3),
    // the third contradicted (one "not").
    expectClose(batched[0], nli(-10, 3));
    expectClose(batched[2], nli(10, 1));
    await model.dispose();
  });

  it('keeps the claim whole when the pair is too long, cutting the evidence instead', async () => {
    const model = await readTransformerModel(NLI);
    // The fixture keeps 128 tokens. Cut from the evidence's end, "paris" goes and the claim stays:
    // tower twice, one "not": R = 1, logits (10, -1, 0). Cutting the joined pair's end instead
    // would drop the claim: tower once, no "not", logits (-10, -3, 0).
    const [long] = await model.score([{ premise: `tower ${'the '.repeat(300)}paris`, hypothesis: 'the tower is not in paris' }]);
    expectClose(long, nli(10, -1));
    await model.dispose();
  });

  it('switches off remote models and the download cache, and refuses any fetch', async () => {
    const lib = await import('@huggingface/transformers');
    const model = await readTransformerModel(NLI, { importLibrary: async () => lib });
    expect(lib.env.allowRemoteModels).toBe(false);
    expect(lib.env.useFSCache).toBe(false);
    await expect(lib.env.fetch('https://example.invalid/model.onnx')).rejects.toThrow(/local files only/);
    await model.dispose();
  });
});

describe('the tiny consistency fixture', () => {
  it('is a binary model: consistent is supported, hallucinated is not stated, never contradicted', async () => {
    const model = await readTransformerModel(CONSISTENCY);
    expect(model.kind).toBe('consistency');
    const [same, negated] = await model.score([
      { premise: 'the cat sat on the mat', hypothesis: 'the cat sat' },
      { premise: 'the cat sat on the mat', hypothesis: 'the cat did not sit on the mat' },
    ]);
    // (hallucinated, consistent) = (0, 1) and (0, 2·2 - 3 - 20) = (0, -19).
    expectClose(same, { supported: softmax([0, 1])[1] ?? 0, contradicted: 0, not_stated: softmax([0, 1])[0] ?? 0 });
    expectClose(negated, { supported: softmax([0, -19])[1] ?? 0, contradicted: 0 });
    await model.dispose();
  });
});

describe('bad models give reasons', () => {
  it('a missing folder, a file instead of a folder, missing files', () => {
    expect(() => checkModelDir(join(tempDir(), 'nope'))).toThrow(/nope: no such directory/);
    expect(() => checkModelDir(join(NLI, 'config.json'))).toThrow(/is not a directory/);
    const partial = copyOf(NLI, (dir) => {
      writeFileSync(join(dir, 'onnx/model.onnx.bak'), '');
      cpSync(join(dir, 'config.json'), join(dir, 'config.copy'));
    });
    expect(() => checkModelDir(partial)).not.toThrow();
    const empty = tempDir();
    writeFileSync(join(empty, 'config.json'), '{}');
    expect(() => checkModelDir(empty)).toThrow(/is missing tokenizer\.json, tokenizer_config\.json, onnx\/model\.onnx/);
  });

  it('a config that is not JSON, an unknown architecture, an unknown label set', async () => {
    const broken = copyOf(NLI, (dir) => writeFileSync(join(dir, 'config.json'), '{ not json'));
    await expect(readTransformerModel(broken)).rejects.toThrow(/config\.json: .*JSON/);
    const masked = copyOf(NLI, (dir) => editJson(join(dir, 'config.json'), (c) => { c.architectures = ['BertForMaskedLM']; }));
    await expect(readTransformerModel(masked)).rejects.toThrow(/unknown architecture \["BertForMaskedLM"\]/);
    const labels = copyOf(NLI, (dir) => editJson(join(dir, 'config.json'), (c) => { c.id2label = { 0: 'LABEL_0', 1: 'LABEL_1', 2: 'LABEL_2' }; }));
    await expect(readTransformerModel(labels)).rejects.toThrow(/unknown label set/);
  });

  it('names the install command when @huggingface/transformers is not installed', async () => {
    const missing = () => Promise.reject(Object.assign(new Error("Cannot find package '@huggingface/transformers'"), { code: 'ERR_MODULE_NOT_FOUND' }));
    const err = await readTransformerModel(NLI, { importLibrary: missing }).then(() => new Error('loaded'), (e: unknown) => e as Error);
    expect(err.name).toBe('TransformerModelError');
    expect(err.message).toContain(INSTALL_COMMAND);
    expect(INSTALL_COMMAND).toBe('npm install @huggingface/transformers');
  });

  it('weights the ONNX runtime cannot load', async () => {
    const corrupt = copyOf(NLI, (dir) => writeFileSync(join(dir, 'onnx/model.onnx'), 'not an onnx model'));
    await expect(readTransformerModel(corrupt)).rejects.toThrow(/the ONNX runtime could not load onnx\/model\.onnx/);
  });

  it('a config naming fewer labels than the model returns', async () => {
    const two = copyOf(NLI, (dir) => editJson(join(dir, 'config.json'), (c) => {
      c.id2label = { 0: 'hallucinated', 1: 'consistent' };
      c.label2id = { hallucinated: 0, consistent: 1 };
    }));
    await expect(readTransformerModel(two)).rejects.toThrow(/logits of shape \[1, 3\]; config\.json names 2 labels/);
  });

  it('a model that fails at run time rejects that batch with the runtime\'s reason', async () => {
    // A token id past the embedding's 256 rows: loading and the probe pass, a text with that word fails.
    const outOfRange = copyOf(NLI, (dir) => editJson(join(dir, 'tokenizer.json'), (t) => {
      (t.model as { vocab: Record<string, number> }).vocab.boom = 9999;
    }));
    const model = await readTransformerModel(outOfRange);
    await expect(model.score([{ premise: 'the cat sat', hypothesis: 'the cat sat' }])).resolves.toHaveLength(1);
    await expect(model.score([{ premise: 'boom', hypothesis: 'the cat sat' }])).rejects.toThrow(/the model failed on a batch of 1 pairs: .+/);
    await model.dispose();
  });
});
