/**
 * The framing model: how likely a claim is framing (sympathy, thanks, encouragement, an offer, a
 * soft suggestion to ask someone) rather than a statement about the world the passages describe.
 * A logistic model over the claim's words and word pairs (figures and mid-sentence capitals
 * folded), trained by `scripts/train/framing.ts`. The engine asks it only of a claim the rules
 * found not stated and that writes no figure: such a claim, read as framing, is not checked.
 * Pure: no I/O.
 */

export interface FramingModel {
  version: string;
  bias: number;
  /** P(framing) at or above which a not-stated claim is read as framing. */
  threshold: number;
  weights: Readonly<Record<string, number>>;
}

/** A word's feature: figures as `<num>`, a capitalised word after the first as `<cap>` (a name), else lower case. */
function wordFeature(word: string, i: number): string {
  if (/^\d/.test(word)) return '<num>';
  if (i > 0 && /^\p{Lu}/u.test(word) && !/^I(?:'|$)/.test(word)) return '<cap>';
  return word.toLowerCase();
}

/**
 * The claim's features: its words, each pair of neighbours (the first with a start mark), a
 * length bucket and whether it ends with "!".
 *
 * @example framingFeatures('Hang in there!') // ['hang', '<s> hang', 'in', 'hang in', 'there', 'in there', 'len:0', 'end:!']
 */
export function framingFeatures(text: string): string[] {
  const words = text.replace(/[’‘]/g, "'").match(/\p{L}[\p{L}'-]*|\d[\d,.:]*/gu) ?? [];
  const seq = words.map(wordFeature);
  const out = new Set<string>();
  seq.forEach((w, i) => {
    out.add(w);
    out.add(`${i === 0 ? '<s>' : seq[i - 1]} ${w}`);
  });
  out.add(`len:${Math.min(4, Math.floor(seq.length / 4))}`);
  if (/!\s*$/.test(text)) out.add('end:!');
  return [...out];
}

/** The logit of P(framing) for a list of features. */
export function framingLogit(model: Pick<FramingModel, 'bias' | 'weights'>, features: readonly string[]): number {
  let z = model.bias;
  for (const f of features) z += model.weights[f] ?? 0;
  return z;
}

/**
 * P(framing) of a claim's text; 0 when fewer than half its words are words the model knows (a
 * sentence in another language, a run of codes): the model has nothing to read it by.
 */
export function framingProbability(model: FramingModel, text: string): number {
  const features = framingFeatures(text);
  const words = features.filter((f) => !f.includes(' ') && !f.includes(':'));
  if (words.filter((w) => w in model.weights).length * 2 < words.length) return 0;
  return 1 / (1 + Math.exp(-framingLogit(model, features)));
}

/** Reads the model file's JSON, checking its shape. */
export function parseFramingModel(raw: unknown): FramingModel {
  const m = raw as Partial<FramingModel>;
  if (typeof m.version !== 'string' || typeof m.bias !== 'number' || typeof m.threshold !== 'number' || typeof m.weights !== 'object' || m.weights === null) {
    throw new Error('framing model: expected { version, bias, threshold, weights }');
  }
  return { version: m.version, bias: m.bias, threshold: m.threshold, weights: m.weights };
}
