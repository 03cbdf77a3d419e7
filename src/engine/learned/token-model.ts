/**
 * The token-pooling support model: P(supported) of a claim from its per-token evidence
 * (token-features.ts). Each token's row goes through one small ReLU layer; the token vectors are
 * pooled by their mean and their maximum; one more ReLU layer and a logit follow. An ensemble
 * averages its members' probabilities. Weights are plain data (`models/ground-verifier.json`);
 * inference runs over typed arrays compiled once.
 */
import { TOKEN_FEATURES, TOKEN_WIDTH, type TokenMatrix } from './token-features.ts';

/** One member's weights; matrices are row-major, `[out][in]` flattened. */
export interface TokenModel {
  kind: 'token-pool';
  /** The token features the model reads, a subset of TOKEN_FEATURES. */
  features: string[];
  /** Units of the per-token layer. */
  hidden: number;
  /** Units of the layer after pooling. */
  head: number;
  w1: number[];
  b1: number[];
  w2: number[];
  b2: number[];
  w3: number[];
  b3: number;
  /** The mean pooling weighs each token by its rarity (lexicon.weight), as coverage does. */
  rarityPool?: boolean;
}

/** Several members trained with different seeds; P(supported) is the mean of theirs. */
export interface TokenEnsemble {
  kind: 'token-ensemble';
  members: TokenModel[];
}

/** True when `m` looks like a token ensemble (the artefact's support model may be either kind). */
export function isTokenEnsemble(m: unknown): m is TokenEnsemble {
  const e = m as Partial<TokenEnsemble> | null;
  return !!e && e.kind === 'token-ensemble' && Array.isArray(e.members) && e.members.length > 0 && e.members.every(isTokenModel);
}

function isTokenModel(m: Partial<TokenModel>): boolean {
  const f = m.features?.length ?? 0;
  const h = m.hidden ?? 0;
  const k = m.head ?? 0;
  return m.kind === 'token-pool' && f > 0 && h > 0 && k > 0 && m.w1?.length === h * f && m.b1?.length === h
    && m.w2?.length === k * 2 * h && m.b2?.length === k && m.w3?.length === k && typeof m.b3 === 'number';
}

/** Columns of TOKEN_FEATURES a model reads, in its order. */
export function featureColumns(features: readonly string[]): number[] {
  return features.map((f) => {
    const j = (TOKEN_FEATURES as readonly string[]).indexOf(f);
    if (j < 0) throw new Error(`unknown token feature in model: ${f}`);
    return j;
  });
}

/** Number of weights of one member. */
export function parameterCount(m: TokenModel): number {
  return m.w1.length + m.b1.length + m.w2.length + m.b2.length + m.w3.length + 1;
}

/**
 * The logit of one member for `rows` (n rows of `width` values, already in the member's columns);
 * `pool` gives each token's weight in the mean pooling (null: all equal).
 */
export function memberLogit(m: CompiledMember, rows: Float32Array, n: number, pool: Float32Array | null): number {
  const { hidden: H, head: K, width: F } = m;
  const sum = m.scratchSum;
  const max = m.scratchMax;
  sum.fill(0);
  max.fill(0);
  let total = 0;
  for (let t = 0; t < n; t++) {
    const x = t * F;
    const wt = pool ? (pool[t] ?? 0) : 1;
    total += wt;
    for (let j = 0; j < H; j++) {
      let z = m.b1[j] ?? 0;
      const w = j * F;
      for (let i = 0; i < F; i++) z += (m.w1[w + i] ?? 0) * (rows[x + i] ?? 0);
      if (z > 0) {
        sum[j] = (sum[j] ?? 0) + wt * z;
        if (z > (max[j] ?? 0)) max[j] = z;
      }
    }
  }
  let logit = m.b3;
  const inv = total > 0 ? 1 / total : 0;
  for (let k = 0; k < K; k++) {
    let z = m.b2[k] ?? 0;
    const w = k * 2 * H;
    for (let j = 0; j < H; j++) z += (m.w2[w + j] ?? 0) * (sum[j] ?? 0) * inv + (m.w2[w + H + j] ?? 0) * (max[j] ?? 0);
    if (z > 0) logit += (m.w3[k] ?? 0) * z;
  }
  return logit;
}

/** A member in typed arrays, with its scratch space (not safe to share across threads). */
export interface CompiledMember {
  hidden: number;
  head: number;
  width: number;
  columns: number[];
  rarityPool: boolean;
  w1: Float32Array;
  b1: Float32Array;
  w2: Float32Array;
  b2: Float32Array;
  w3: Float32Array;
  b3: number;
  scratchSum: Float32Array;
  scratchMax: Float32Array;
}

/** Compiles one member. */
export function compileMember(m: TokenModel): CompiledMember {
  return {
    hidden: m.hidden, head: m.head, width: m.features.length, columns: featureColumns(m.features), rarityPool: m.rarityPool === true,
    w1: Float32Array.from(m.w1), b1: Float32Array.from(m.b1), w2: Float32Array.from(m.w2), b2: Float32Array.from(m.b2),
    w3: Float32Array.from(m.w3), b3: m.b3, scratchSum: new Float32Array(m.hidden), scratchMax: new Float32Array(m.hidden),
  };
}

const RARITY = (TOKEN_FEATURES as readonly string[]).indexOf('rarity');

/** Each token's rarity (the pooling weights of a `rarityPool` model). */
export function tokenRarities(matrix: TokenMatrix): Float32Array {
  const out = new Float32Array(matrix.n);
  for (let t = 0; t < matrix.n; t++) out[t] = matrix.x[t * TOKEN_WIDTH + RARITY] ?? 0;
  return out;
}

/** Picks `columns` out of full TOKEN_WIDTH rows. */
export function selectColumns(matrix: TokenMatrix, columns: readonly number[]): Float32Array {
  const F = columns.length;
  if (F === TOKEN_WIDTH && columns.every((c, i) => c === i)) return matrix.x;
  const out = new Float32Array(matrix.n * F);
  for (let t = 0; t < matrix.n; t++) for (let i = 0; i < F; i++) out[t * F + i] = matrix.x[t * TOKEN_WIDTH + (columns[i] ?? 0)] ?? 0;
  return out;
}

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/** Builds P(supported) for a claim's token rows from an ensemble (or one member). */
export function createTokenSupport(model: TokenEnsemble | TokenModel): (matrix: TokenMatrix) => number {
  const members = ('members' in model ? model.members : [model]).map(compileMember);
  return (matrix) => {
    let p = 0;
    const rarities = members.some((m) => m.rarityPool) ? tokenRarities(matrix) : null;
    for (const m of members) p += sigmoid(memberLogit(m, selectColumns(matrix, m.columns), matrix.n, m.rarityPool ? rarities : null));
    return p / members.length;
  };
}
