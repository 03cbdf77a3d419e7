/**
 * What kind of classifier a Hugging Face model directory holds, read from its `config.json`
 * (pure): an NLI cross-encoder (entailment / neutral / contradiction, in any order or casing) or
 * a binary consistency classifier (consistent vs hallucinated, supported vs not supported).
 * Anything else is refused with a reason, never guessed.
 */

/** A bad model directory or a model that failed; `message` is written for the person who gave `--model`. */
export class TransformerModelError extends Error {
  override readonly name = 'TransformerModelError';
}

/** Where each of ground's three outcomes sits in the model's logits. */
export interface LabelMap {
  kind: 'nli' | 'consistency';
  /** Number of logits the model returns. */
  size: number;
  supported: number;
  /** Null for a binary model: it cannot tell contradicted from not stated. */
  contradicted: number | null;
  notStated: number;
  /** The labels as the model names them, by logit index. */
  labels: string[];
}

const ENTAIL = new Set(['entailment', 'entailed', 'entails', 'entail']);
const NEUTRAL = new Set(['neutral']);
const CONTRADICT = new Set(['contradiction', 'contradicts', 'contradict', 'contradicted']);
const GOOD = new Set(['consistent', 'supported', 'factual', 'faithful', 'grounded']);
const BAD = new Set(['hallucinated', 'hallucination', 'inconsistent', 'not_consistent', 'not_supported', 'unsupported', 'not_factual', 'unfaithful', 'not_grounded', 'ungrounded']);

/** `Not Supported`, `not-supported` and `NOT_SUPPORTED` are one label. */
function normalise(label: string): string {
  return label.trim().toLowerCase().replace(/[\s-]+/g, '_');
}

function labelsOf(id2label: unknown): string[] {
  if (!id2label || typeof id2label !== 'object') throw new TransformerModelError('config.json has no id2label: ground needs the names of the model\'s labels');
  const entries = Object.entries(id2label as Record<string, unknown>);
  const labels: string[] = [];
  for (const [key, value] of entries) {
    const index = Number(key);
    if (!Number.isInteger(index) || index < 0 || index >= entries.length || typeof value !== 'string' || labels[index] !== undefined) {
      throw new TransformerModelError(`config.json id2label must number its labels 0 to ${entries.length - 1}; got ${JSON.stringify(id2label)}`);
    }
    labels[index] = value;
  }
  return labels;
}

function find(labels: readonly string[], names: ReadonlySet<string>): number {
  const hits = labels.flatMap((l, i) => (names.has(normalise(l)) ? [i] : []));
  return hits.length === 1 ? (hits[0] as number) : -1;
}

/** Maps a model's labels to ground's outcomes, or throws naming the label set it cannot use. */
export function mapLabels(id2label: unknown): LabelMap {
  const labels = labelsOf(id2label);
  const shown = JSON.stringify(labels);
  if (labels.length === 3) {
    const supported = find(labels, ENTAIL);
    const notStated = find(labels, NEUTRAL);
    const contradicted = find(labels, CONTRADICT);
    if (supported >= 0 && notStated >= 0 && contradicted >= 0) return { kind: 'nli', size: 3, supported, contradicted, notStated, labels };
  }
  if (labels.length === 2) {
    const supported = find(labels, GOOD);
    const notStated = find(labels, BAD);
    if (supported >= 0 && notStated >= 0) return { kind: 'consistency', size: 2, supported, contradicted: null, notStated, labels };
  }
  throw new TransformerModelError(`unknown label set ${shown}: ground reads NLI models (entailment, neutral, contradiction) and binary consistency models (consistent/hallucinated, supported/not supported)`);
}

/** What ground needs from `config.json`. */
export interface ModelConfig {
  architecture: string;
  modelType: string;
  labels: LabelMap;
}

/**
 * Checks a parsed `config.json`: a sequence-classification architecture, a model type and a
 * label set ground can read. Throws TransformerModelError with the reason.
 * @example parseModelConfig({ architectures: ['BertForSequenceClassification'], model_type: 'bert', id2label: { 0: 'contradiction', 1: 'entailment', 2: 'neutral' } })
 */
export function parseModelConfig(config: unknown): ModelConfig {
  if (!config || typeof config !== 'object' || Array.isArray(config)) throw new TransformerModelError('config.json is not a JSON object');
  const c = config as { architectures?: unknown; model_type?: unknown; id2label?: unknown };
  const architectures = Array.isArray(c.architectures) ? c.architectures.filter((a): a is string => typeof a === 'string') : [];
  const architecture = architectures.find((a) => a.endsWith('ForSequenceClassification'));
  if (!architecture) {
    throw new TransformerModelError(`unknown architecture ${JSON.stringify(c.architectures ?? null)} in config.json: ground reads text-classification models (an architecture ending in ForSequenceClassification, e.g. an NLI cross-encoder)`);
  }
  if (typeof c.model_type !== 'string' || c.model_type === '') throw new TransformerModelError('config.json has no model_type');
  return { architecture, modelType: c.model_type, labels: mapLabels(c.id2label) };
}

/**
 * ground's three probabilities from one row of logits (softmax). A binary model puts all of
 * its "not" mass on not_stated: it cannot say contradicted.
 */
export function probabilitiesOf(logits: ArrayLike<number>, map: LabelMap): { supported: number; contradicted: number; not_stated: number } {
  let max = -Infinity;
  for (let i = 0; i < map.size; i++) max = Math.max(max, Number(logits[i]));
  const exp: number[] = [];
  let sum = 0;
  for (let i = 0; i < map.size; i++) {
    const e = Math.exp(Number(logits[i]) - max);
    exp.push(e);
    sum += e;
  }
  const p = (i: number | null) => (i === null ? 0 : (exp[i] ?? 0) / sum);
  return { supported: p(map.supported), contradicted: p(map.contradicted), not_stated: p(map.notStated) };
}
