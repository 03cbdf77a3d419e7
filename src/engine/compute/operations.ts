/**
 * The arithmetic a claim may have done, over plain numbers: which operations its wording allows
 * and every value those operations give from a pool of operands. Pure.
 */

/** One operation the recompute search tries. */
export type Operation = 'sum' | 'difference' | 'product' | 'ratio' | 'percent-of' | 'percent-change' | 'average';

/** A value computed from operands (indexes into the pool). */
export interface Computed {
  op: Operation;
  value: number;
  operands: number[];
  /** The result's dimension when no operand has it (a supply of tablets lasts a time). */
  dim?: string;
  /**
   * How operands combine when not plainly: a product less a figure or a figure less a product
   * ("7 × $39 − $245"), a sum of two products ("2 × €18 + 3 × €9"), or a figure scaled by a rate
   * ("$60 ÷ $10 × 5 stamps"), or a difference times a rate ("(90 − 14) × 2 GB").
   */
  shape?: 'product-less' | 'less-product' | 'product-plus' | 'sum-of-products' | 'scaled-rate' | 'difference-times' | 'rounded-up' | 'sum-less' | 'sum3-less';
}

const CUES: Array<[RegExp, Operation[]]> = [
  [/\b(?:total|totals|totalled|totaled|totalling|totaling|together|altogether|combined|in all|between them|(?<!lump )sum|adds? up|add(?:ing)? (?:up|them)|comes? to|brings?|bringing|(?:take|takes|taking|took)\s+(?:you|it|him|her|them|us|your\s+\w+|the\s+\w+)\s+to|overall|would cost|costs? you|across)\b/i, ['sum', 'product']],
  // A figure counted in ("once shipping is counted", "including delivery"): added to the rest.
  [/\bonce\s[^,.;]{0,30}\b(?:counted|included|added|factored in|taken into account)\b|\b(?:counting|including)\b/i, ['sum']],
  [/\b(?:average|averages|averaged|mean|per (?:month|week|day|year|quarter))\b/i, ['average', 'ratio']],
  // (Not a span: "over the same period", "over the life of the fund" say how long, not how far past.)
  // ("costs £259.60 in interest": what is repaid less what was borrowed.)
  [/\b(?:more|less|fewer|higher|lower|difference|gap|apart|saves?|saving|savings|cheaper|dearer|longer|shorter|increase of|decrease of|up by|down by|rose by|fell by|grew by|(?:drops?|dropped|falls?|rises?|goes up|goes down|increases?|increased|decreases?|decreased|reduced?|climbs?|climbed) by|leaves?|leaving|left|remain(?:s|ing)?|another|minus|subtract(?:ing)?|after|exceed(?:s|ing|ed)?|overr(?:an|un|uns|unning)|beyond|short of|over (?:its|the|their|your|our)(?!\s+(?:same|whole|full|entire|next|first|last|life|course|period|term|lifetime|duration|years?|months?|weeks?|days?)\b)|under (?:its|the|their|your|our)|\d[\d,.]*\s?[a-z%]*(?:\s[a-z]+){0,2}\s(?:above|below) (?:its|the|their|your|our|that|this)|majority|margin|lead of|ahead by|won by|beat\w* \w+ by|in interest)\b/i, ['difference']],
  [/\b(?:times|twice|double|triple|ratio|per|each|every|a day|a week|a month|a year|daily|weekly|monthly|yearly)\b/i, ['product', 'ratio']],
  [/\b(?:take|takes|took|taking)\s+(?:you\s+|it\s+|them\s+)?(?:about\s+|around\s+|roughly\s+)?\S+\s+\w+\s+to\s+(?:reach|hit|get to|save|pay off|repay|fill|use up)\b/i, ['ratio']],
  // A pay rate in words ("time-and-a-third", "double time") multiplies a base rate.
  [/\btime[- ]and[- ](?:a[- ]half|a[- ]third|a[- ]quarter|three[- ]quarters|two[- ]thirds)\b|\b(?:double|triple)[- ]time\b/i, ['product']],
  // A supply that lasts ("would last about 33 days", "lasts 14 days"): what it holds over what a day takes.
  [/\b(?:will|would|should|could|might|may|to|it|they|then)(?:\s+(?:therefore|thus|then|also|still|only|easily|probably|likely))?\s+last\b|\blast(?:s|ed|ing)\b/i, ['ratio', 'product']],
  [/%|\bper ?cent\b|\bpercentage\b/i, ['percent-of', 'percent-change']],
  // A share in words taken of an amount ("three-fifths of that", "a third of the fee"; not "half of", said of anything).
  [/\b(?:(?:two|three|four|five|six|seven|nine)[ -](?:thirds|quarters|fifths|sixths|eighths|tenths)|(?:a|one) (?:third|fifth|sixth|eighth|tenth)):?\s+of\b/i, ['product', 'percent-of']],
  // Not a change named as a thing ("2% of the increase would go to social care").
  [/(?<!\b(?:the|this|that|its|their|of) )\b(?:increase|increased|decrease|decreased|rise|rose|fell|fall|drop|dropped|decline|declined|grew|growth|gain|loss|up|down)\b/i, ['percent-change', 'difference']],
];

/** Wording that says a figure was worked out, without saying how ("That makes", "which works out to"). */
const WORKED_OUT = /\b(?:makes?|making|works? out|equals?|that's|that is|which is|this is|means?|gives?|giving|comes? to|so)\b/i;

/**
 * A leading condition ("If heavy rain, strong wind or frost means your visit is postponed, ..."; a
 * comma before a list's "or" or "and" stays inside it): its wording works nothing out.
 */
const LEADING_CONDITION = /^\s*(?:if|when|whenever|unless|once|where|should)\b(?:[^,;]*,(?=[^,;]*\b(?:or|and)\b))*[^,;]*,/i;

/** Whether the claim says it worked a figure out, without naming the operation. */
export function saysWorkedOut(text: string): boolean {
  return WORKED_OUT.test(withoutLeadingCondition(text));
}

/** The claim after its leading condition, whose words say nothing of how its figure was reached. */
export function withoutLeadingCondition(text: string): string {
  return text.replace(LEADING_CONDITION, '');
}

/** The operations a claim's wording allows ("total" a sum, "%" a share or a change, ...). */
export function allowedOperations(text: string): Set<Operation> {
  const out = new Set<Operation>();
  for (const [re, ops] of CUES) if (re.test(text)) for (const op of ops) out.add(op);
  return out;
}

/** Whether the claim says the value went down (the base of a percentage change is the larger value). */
export function saysDecline(text: string): boolean {
  return /\b(?:decrease|decreased|fell|fall|falls|drop|dropped|decline|declined|down|lower|less|fewer|cut|loss|lost|shrank|reduction)\b/i.test(text);
}

/**
 * Every value `ops` give from `pool` (pairs for binary operations; sums and averages also over
 * up to four operands of one kind; products of three). `kinds[i]` is operand i's dimension: only
 * like adds to like. `multipliers` are operands that only multiply or divide (a duration read as
 * a count of days or months, a frequency, a percentage read as a share): 10 days and 10 days are
 * no 20 capsules. `counts` are plain counts the claim itself gives: two of them may scale an
 * amount together ("two people over three nights" at €12 per person per night).
 */
export function computeAll(pool: readonly number[], kinds: readonly string[], ops: ReadonlySet<Operation>, decline: boolean, multipliers: ReadonlySet<number> = new Set(), counts: ReadonlySet<number> = new Set(), answered: ReadonlySet<number> = new Set()): Computed[] {
  const out: Computed[] = [];
  const n = pool.length;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (i === j) continue;
      const a = pool[i] ?? 0;
      const b = pool[j] ?? 0;
      const like = kinds[i] === kinds[j] && !multipliers.has(i) && !multipliers.has(j);
      if (i < j && like && ops.has('sum')) out.push({ op: 'sum', value: a + b, operands: [i, j] });
      if (i < j && like && ops.has('average')) out.push({ op: 'average', value: (a + b) / 2, operands: [i, j] });
      if (like && a > b && ops.has('difference')) out.push({ op: 'difference', value: a - b, operands: [i, j] });
      if (i < j && (kinds[i] === 'count' || kinds[j] === 'count') && ops.has('product')) out.push({ op: 'product', value: a * b, operands: [i, j] });
      if (b !== 0 && ops.has('ratio')) out.push({ op: 'ratio', value: a / b, operands: [i, j] });
      // A frequency is no part of another ("annual" is no 8.33% of "monthly").
      const shareable = like && kinds[i] !== 'frequency';
      if (shareable && b !== 0 && a < b && ops.has('percent-of')) out.push({ op: 'percent-of', value: (100 * a) / b, operands: [i, j] });
      // (new - old) / old: the base is the larger value for a decline, the smaller for a rise.
      if (shareable && b !== 0 && a !== b && ops.has('percent-change') && (decline ? b > a : b < a)) out.push({ op: 'percent-change', value: (100 * Math.abs(a - b)) / b, operands: [j, i] });
    }
  }
  if (ops.has('product')) addTripleProducts(pool, kinds, multipliers, counts, out);
  if (ops.has('sum') || ops.has('average')) addLongSums(pool, kinds.map((k, i) => (multipliers.has(i) ? `*${i}` : k)), ops, out);
  if (ops.has('sum') && ops.has('product')) {
    addSumsOfProducts(pool, kinds, out);
    addProductSums(pool, kinds, multipliers, answered, out);
  }
  if (ops.has('difference') && ops.has('product')) {
    addProductDifferences(pool, kinds, out);
    addDifferenceProducts(pool, kinds, multipliers, out);
  }
  if (ops.has('difference') && answered.size >= 3) addSumDifferences(pool, kinds, multipliers, answered, out);
  return out;
}

/**
 * "£10 plus £3.95 delivery against £8.50: saves £5.45": two like figures less a third. Only among
 * figures the answer itself gave: among a context's many figures some triple gives almost
 * any value by chance (`answered`: the pool indexes of the claim's and earlier claims' figures).
 */
function addSumDifferences(pool: readonly number[], kinds: readonly string[], multipliers: ReadonlySet<number>, answered: ReadonlySet<number>, out: Computed[]): void {
  const ids = [...answered].filter((i) => !multipliers.has(i)).slice(0, 8);
  for (const i of ids) {
    for (const j of ids) {
      if (j <= i || kinds[i] !== kinds[j]) continue;
      for (const k of ids) {
        if (k === i || k === j || kinds[k] !== kinds[i]) continue;
        const value = (pool[i] ?? 0) + (pool[j] ?? 0) - (pool[k] ?? 0);
        if (value > 0) out.push({ op: 'difference', value, operands: [i, j, k], shape: 'sum-less' });
      }
    }
  }
}

/**
 * "2 capsules twice a day for 10 days", "1.5% a month for two months on $20,000": a product of
 * three with at most one amount that is not a count, and at least one multiplier among them or
 * two of the claim's own counts ("two people over three nights" at €12).
 */
function addTripleProducts(pool: readonly number[], kinds: readonly string[], multipliers: ReadonlySet<number>, counts: ReadonlySet<number>, out: Computed[]): void {
  const n = Math.min(pool.length, 14);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      for (let k = j + 1; k < n; k++) {
        const ids = [i, j, k];
        const amounts = ids.filter((x) => kinds[x] !== 'count').length;
        if (amounts > 1 || (!ids.some((x) => multipliers.has(x)) && (amounts !== 1 || ids.filter((x) => counts.has(x)).length < 2))) continue;
        out.push({ op: 'product', value: (pool[i] ?? 0) * (pool[j] ?? 0) * (pool[k] ?? 0), operands: ids });
      }
    }
  }
}

/** "7 days at $39 a day, against the $245 weekly rate": a product less a figure, or a figure less a product. */
function addProductDifferences(pool: readonly number[], kinds: readonly string[], out: Computed[]): void {
  const n = Math.min(pool.length, 10);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (i === j || kinds[i] !== 'count' || kinds[j] === 'count') continue;
      const product = (pool[i] ?? 0) * (pool[j] ?? 0);
      for (let k = 0; k < n; k++) {
        if (k === i || k === j || kinds[k] !== kinds[j]) continue;
        const other = pool[k] ?? 0;
        if (product !== other) out.push({ op: 'difference', value: Math.abs(product - other), operands: product > other ? [i, j, k] : [k, i, j], shape: product > other ? 'product-less' : 'less-product' });
      }
    }
  }
}

/**
 * "90 days against 14, at 2 GB a day, is 152 GB more": a difference of two like figures (a
 * duration may be read as its days) times a third figure (the caller keeps those the answer sets
 * against each other times a rate).
 */
function addDifferenceProducts(pool: readonly number[], kinds: readonly string[], multipliers: ReadonlySet<number>, out: Computed[]): void {
  const n = Math.min(pool.length, 10);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const a = pool[i] ?? 0;
      const b = pool[j] ?? 0;
      if (i === j || a <= b || kinds[i] !== kinds[j]) continue;
      for (let k = 0; k < n; k++) {
        if (k === i || k === j || multipliers.has(k) || (kinds[k] !== 'count' && kinds[i] !== 'count')) continue;
        out.push({ op: 'product', value: (a - b) * (pool[k] ?? 0), operands: [i, j, k], shape: 'difference-times' });
      }
    }
  }
}

/**
 * "24 plonets a month plus a 15 plonets joining fee ... over twelve months that comes to 303":
 * an amount times a count plus a one-off amount of its kind. Only among figures the answer itself
 * gave (`answered`), as for `addSumDifferences`.
 */
function addProductSums(pool: readonly number[], kinds: readonly string[], multipliers: ReadonlySet<number>, answered: ReadonlySet<number>, out: Computed[]): void {
  const ids = [...answered].slice(0, 10);
  for (const i of ids) {
    if (kinds[i] !== 'count') continue;
    for (const j of ids) {
      if (j === i || kinds[j] === 'count' || multipliers.has(j)) continue;
      for (const k of ids) {
        if (k === i || k === j || kinds[k] !== kinds[j] || multipliers.has(k)) continue;
        out.push({ op: 'sum', value: (pool[i] ?? 0) * (pool[j] ?? 0) + (pool[k] ?? 0), operands: [i, j, k], shape: 'product-plus' });
      }
    }
  }
}

/** "2 adults at €18 and 3 children at €9": the sum of two products of a count and an amount. */
function addSumsOfProducts(pool: readonly number[], kinds: readonly string[], out: Computed[]): void {
  const n = Math.min(pool.length, 10);
  const products: Array<{ value: number; kind: string; operands: number[] }> = [];
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (i === j || kinds[i] !== 'count' || kinds[j] === 'count') continue;
      products.push({ value: (pool[i] ?? 0) * (pool[j] ?? 0), kind: kinds[j] ?? '', operands: [i, j] });
    }
  }
  for (let a = 0; a < products.length; a++) {
    for (let b = a + 1; b < products.length; b++) {
      const x = products[a];
      const y = products[b];
      if (!x || !y || x.kind !== y.kind || x.operands.some((i) => y.operands.includes(i))) continue;
      out.push({ op: 'sum', value: x.value + y.value, operands: [...x.operands, ...y.operands], shape: 'sum-of-products' });
    }
  }
}

function addLongSums(pool: readonly number[], kinds: readonly string[], ops: ReadonlySet<Operation>, out: Computed[]): void {
  const n = Math.min(pool.length, 12);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      for (let k = j + 1; k < n; k++) {
        if (kinds[i] !== kinds[j] || kinds[j] !== kinds[k]) continue;
        const s3 = (pool[i] ?? 0) + (pool[j] ?? 0) + (pool[k] ?? 0);
        if (ops.has('sum')) out.push({ op: 'sum', value: s3, operands: [i, j, k] });
        if (ops.has('average')) out.push({ op: 'average', value: s3 / 3, operands: [i, j, k] });
        for (let l = k + 1; l < n; l++) {
          if (kinds[l] !== kinds[i]) continue;
          const s4 = s3 + (pool[l] ?? 0);
          if (ops.has('sum')) out.push({ op: 'sum', value: s4, operands: [i, j, k, l] });
          if (ops.has('average')) out.push({ op: 'average', value: s4 / 4, operands: [i, j, k, l] });
        }
      }
    }
  }
}

/** How a computed value is written in a reason: "€305,000 + €328,000". */
export function describeOperation(op: Operation, raws: readonly string[], shape?: Computed['shape']): string {
  const [a = '', b = '', c = '', d = ''] = raws;
  switch (shape) {
    case 'product-less': return `${a} × ${b} − ${c}`;
    case 'less-product': return `${a} − ${b} × ${c}`;
    case 'product-plus': return `${a} × ${b} + ${c}`;
    case 'sum-of-products': return `${a} × ${b} + ${c} × ${d}`;
    case 'scaled-rate': return `${a} ÷ ${b} × ${c}`;
    case 'difference-times': return `(${a} − ${b}) × ${c}`;
    case 'rounded-up': return `${a} ÷ ${b}, rounded up,`;
    case 'sum-less': return `${a} + ${b} − ${c}`;
    case 'sum3-less': return `${a} + ${b} + ${c} − ${d}`;
    default: break;
  }
  switch (op) {
    case 'sum': return raws.join(' + ');
    case 'average': return `the average of ${raws.join(', ')}`;
    case 'difference': return `${a} − ${b}`;
    case 'product': return raws.join(' × ');
    case 'ratio': return raws.length > 2 ? `${a} ÷ (${raws.slice(1).join(' × ')})` : `${a} ÷ ${b}`;
    case 'percent-of': return `${a} as a share of ${b}`;
    case 'percent-change': return `the change from ${a} to ${b}`;
  }
}
