/**
 * A local Hugging Face text-classification model (`--model DIR`): loaded with
 * `@huggingface/transformers` (the only module that imports it, and only when a model is asked
 * for: it is an optional peer dependency), with remote loading and the download cache switched
 * off, so it never makes a network call. It scores (premise = evidence, hypothesis = claim)
 * pairs in batches as ground's three probabilities.
 *
 * @example
 * const model = await readTransformerModel('models/nli-deberta-v3');
 * await model.score([{ premise: 'Built in 1887.', hypothesis: 'It was built in 1887.' }]);
 * // [{ supported: 0.97, contradicted: 0.01, not_stated: 0.02 }]
 */
import { createHash } from 'node:crypto';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type * as Transformers from '@huggingface/transformers';
import type { ClaimProbabilities } from '../engine/types.ts';
import { parseModelConfig, probabilitiesOf, TransformerModelError, type ModelConfig } from './transformer-config.ts';

export { TransformerModelError } from './transformer-config.ts';

/** What a user runs when `--model` is given without the library. */
export const INSTALL_COMMAND = 'npm install @huggingface/transformers';

/** One (evidence, claim) pair. */
export interface TextPair {
  premise: string;
  hypothesis: string;
}

/** A loaded model. */
export interface PairScorer {
  /** The directory's name and the first 8 hex digits of its weights' SHA-256: `tiny-nli@dec2307d`. */
  readonly name: string;
  readonly kind: 'nli' | 'consistency';
  /** Probabilities per pair, in order; rejects with TransformerModelError when the runtime fails. */
  score(pairs: readonly TextPair[]): Promise<ClaimProbabilities[]>;
  dispose(): Promise<void>;
}

type Library = typeof Transformers;

export interface ReadModelOptions {
  /** Pairs per forward pass (default 16). */
  batchSize?: number;
  /** ONNX runtime threads per model (default 1: the engine pool already runs one model per core). */
  threads?: number;
  /** The weights' short hash when the caller has it already (each worker need not hash them again). */
  hash?: string;
  /** Loads the library (tests replace it). */
  importLibrary?: () => Promise<Library>;
}

/** A model directory that passed the checks of `checkModelDir`. */
export interface ModelDir {
  dir: string;
  config: ModelConfig;
  /** The weights file, relative to `dir`. */
  weights: string;
  dtype: 'fp32' | 'q8';
}

const WEIGHTS: Array<{ file: string; dtype: ModelDir['dtype'] }> = [
  { file: 'onnx/model.onnx', dtype: 'fp32' },
  { file: 'onnx/model_quantized.onnx', dtype: 'q8' },
];
/** Longest pair the tokenizer keeps (tokens), whatever the tokenizer config says. */
const MAX_TOKENS = 512;

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Checks a model directory's files and config (no library needed). Throws TransformerModelError. */
export function checkModelDir(dirPath: string): ModelDir {
  const dir = resolve(dirPath);
  let isDir: boolean;
  try {
    isDir = statSync(dir).isDirectory();
  } catch {
    throw new TransformerModelError(`${dir}: no such directory`);
  }
  if (!isDir) throw new TransformerModelError(`${dir} is not a directory: give the folder holding config.json, tokenizer.json and onnx/model.onnx`);
  const weights = WEIGHTS.find((w) => isFile(join(dir, w.file)));
  const missing = ['config.json', 'tokenizer.json', 'tokenizer_config.json'].filter((f) => !isFile(join(dir, f)));
  if (!weights) missing.push('onnx/model.onnx');
  if (missing.length > 0) throw new TransformerModelError(`${dir} is missing ${missing.join(', ')} (a Hugging Face model exported to ONNX has them)`);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8'));
  } catch (err) {
    throw new TransformerModelError(`${join(dir, 'config.json')}: ${(err as Error).message}`);
  }
  try {
    return { dir, config: parseModelConfig(json), weights: (weights as { file: string }).file, dtype: (weights as { dtype: ModelDir['dtype'] }).dtype };
  } catch (err) {
    throw new TransformerModelError(`${join(dir, 'config.json')}: ${(err as Error).message}`);
  }
}

/** The first 8 hex digits of the SHA-256 of a file (streamed: real weights are hundreds of MB). */
export async function hashWeights(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex').slice(0, 8);
}

async function importTransformers(): Promise<Library> {
  return import('@huggingface/transformers');
}

async function loadLibrary(importLibrary: () => Promise<Library>): Promise<Library> {
  let lib: Library;
  try {
    lib = await importLibrary();
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') {
      throw new TransformerModelError(`--model needs the optional package @huggingface/transformers, which is not installed: run ${INSTALL_COMMAND}`);
    }
    throw new TransformerModelError(`@huggingface/transformers could not be loaded: ${(err as Error).message}`);
  }
  // Local files only: no hub, no download cache, and a fetch that refuses, so nothing leaves the machine.
  lib.env.allowRemoteModels = false;
  lib.env.allowLocalModels = true;
  lib.env.useFSCache = false;
  lib.env.useBrowserCache = false;
  lib.env.fetch = () => Promise.reject(new Error('ground loads models from local files only'));
  // Quiet: every failure comes back as a TransformerModelError (the library would also print the batch's token ids).
  lib.env.logLevel = lib.LogLevel.NONE;
  return lib;
}

/**
 * Loads the model in `dirPath` and scores one pair to prove the runtime runs it. Throws
 * TransformerModelError naming what is wrong: the directory, a file, the architecture or label
 * set, the missing library, or the ONNX runtime's own error.
 */
export async function readTransformerModel(dirPath: string, options: ReadModelOptions = {}): Promise<PairScorer> {
  const checked = checkModelDir(dirPath);
  const { dir, config } = checked;
  const lib = await loadLibrary(options.importLibrary ?? importTransformers);
  const threads = options.threads ?? 1;
  let tokenizer: Awaited<ReturnType<Library['AutoTokenizer']['from_pretrained']>>;
  let model: Awaited<ReturnType<Library['AutoModelForSequenceClassification']['from_pretrained']>>;
  try {
    tokenizer = await lib.AutoTokenizer.from_pretrained(dir, { local_files_only: true });
  } catch (err) {
    throw new TransformerModelError(`${dir}: the tokenizer could not be loaded: ${(err as Error).message}`);
  }
  try {
    model = await lib.AutoModelForSequenceClassification.from_pretrained(dir, {
      local_files_only: true, device: 'cpu', dtype: checked.dtype,
      session_options: { intraOpNumThreads: threads, interOpNumThreads: 1 },
    });
  } catch (err) {
    throw new TransformerModelError(`${dir}: the ONNX runtime could not load ${checked.weights} (${config.architecture}): ${(err as Error).message}`);
  }
  const maxLength = Math.min(Number(tokenizer.model_max_length) || MAX_TOKENS, MAX_TOKENS);
  const batchSize = Math.max(1, options.batchSize ?? 16);
  const map = config.labels;

  const length = (p: TextPair) => tokenizer.encode(p.premise, { text_pair: p.hypothesis }).length;
  /**
   * A pair that fits `maxLength` tokens: the claim whole and as much of the evidence's start as
   * fits. (The library's own truncation cuts the end of the joined pair: the claim itself.)
   */
  function fit(pair: TextPair): TextPair {
    if (length(pair) <= maxLength) return pair;
    const words = pair.premise.split(/\s+/);
    let lo = 0;
    let hi = words.length;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (length({ premise: words.slice(0, mid).join(' '), hypothesis: pair.hypothesis }) <= maxLength) lo = mid;
      else hi = mid - 1;
    }
    return { premise: words.slice(0, lo).join(' '), hypothesis: pair.hypothesis };
  }

  async function forward(pairs: readonly TextPair[]): Promise<ClaimProbabilities[]> {
    let dims: readonly number[];
    let data: ArrayLike<number>;
    const chunk = pairs.map(fit);
    try {
      // truncation stays on for a claim too long by itself.
      const inputs = tokenizer(chunk.map((p) => p.premise), { text_pair: chunk.map((p) => p.hypothesis), padding: true, truncation: true, max_length: maxLength });
      const output = await model(inputs) as { logits?: { dims: number[]; data: ArrayLike<number> } };
      if (!output.logits) throw new Error('the model returned no logits');
      ({ dims, data } = output.logits);
    } catch (err) {
      throw new TransformerModelError(`the model failed on a batch of ${chunk.length} pairs: ${(err as Error).message}`);
    }
    if (dims.length !== 2 || dims[0] !== chunk.length || dims[1] !== map.size) {
      throw new TransformerModelError(`the model returned logits of shape [${dims.join(', ')}]; config.json names ${map.size} labels for ${chunk.length} pairs`);
    }
    const rows: ClaimProbabilities[] = [];
    for (let r = 0; r < chunk.length; r++) {
      const row = Array.from({ length: map.size }, (_, i) => Number(data[r * map.size + i]));
      if (!row.every(Number.isFinite)) throw new TransformerModelError(`the model returned non-finite logits ${JSON.stringify(row)}`);
      rows.push(probabilitiesOf(row, map));
    }
    return rows;
  }

  const scorer: PairScorer = {
    name: `${basename(dir)}@${options.hash ?? await hashWeights(join(dir, checked.weights))}`,
    kind: map.kind,
    async score(pairs) {
      const out: ClaimProbabilities[] = [];
      for (let i = 0; i < pairs.length; i += batchSize) out.push(...await forward(pairs.slice(i, i + batchSize)));
      return out;
    },
    async dispose() {
      await model.dispose();
    },
  };
  await scorer.score([{ premise: 'ground loads this model.', hypothesis: 'ground loads this model.' }]);
  return scorer;
}
