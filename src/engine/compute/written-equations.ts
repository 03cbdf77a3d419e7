/**
 * Arithmetic the answer writes out ("0.6 x 70 = 42", "£18 × 1.5 = £27", "450 + 150 = 600"): each
 * equation is checked as written, whatever else the claim says. A wrong one is contradicted with
 * its right result; when every one is right, the claim's working is shown and no other reading of
 * its figures may contradict it.
 */
import type { ContextIndex } from '../context/context-index.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { formatNumber, verdict, type RuleVerdict } from '../rule-verdict.ts';

/** A written operand: a number with its currency, percent sign or a short unit ("200 GB", "€14", "7.5%"). */
const OPERAND = String.raw`[£$€]?\s?\d[\d,]*(?:\.\d+)?\s?%?(?:\s?(?:GB|MB|TB|kg|g|mg|ml|km|hours?|hrs?|days?|nights?|weeks?|months?|people|adults?|children|seats?|users?|litres?|liters?|units?)\b)?`;
const OP = String.raw`[x×*+\-−÷/]`;
/** An equation of two or more operands: "0.6 x 70 = 42", "€14 x 2 x 3 = €84", "200 GB x $0.05 = $10.00". */
const EQUATION = new RegExp(`(?<![\\d.,])${OPERAND}(?:\\s*${OP}\\s*${OPERAND})+\\s*=\\s*${OPERAND}`, 'gi');
const PART = new RegExp(`(${OPERAND})\\s*(${OP}|=)?`, 'gi');

export interface WrittenEquations {
  /** How many equations the text writes out. */
  count: number;
  /** The first wrong one, or null when every one is right. */
  wrong: RuleVerdict | null;
  /** The operands written, and the results. */
  operands: number[];
  results: number[];
}

/** A written number's value; a percentage operand is its share ("7.5% x 200 = 15"). */
function valueOf(text: string | undefined): number {
  const t = (text ?? '').replace(/[,\s]/g, '');
  return t.endsWith('%') ? Number(t.slice(0, -1)) / 100 : Number(t);
}

function apply(a: number, op: string, b: number): number | null {
  switch (op.toLowerCase()) {
    case 'x': case '×': case '*': return a * b;
    case '+': return a + b;
    case '-': case '−': return a - b;
    case '÷': case '/': return b === 0 ? null : a / b;
    default: return null;
  }
}

/** A written operand's number ("€14" -> "14", "200 GB" -> "200", "7.5%" -> "7.5%"). */
function numberOf(operand: string): string {
  return /\d[\d,]*(?:\.\d+)?\s?%?/.exec(operand)?.[0] ?? '';
}

/** The value of operands joined by operators, times and division before plus and minus. */
function evaluate(values: readonly number[], ops: readonly string[]): number | null {
  const terms: number[] = [values[0] ?? 0];
  const signs: string[] = [];
  for (let k = 0; k < ops.length; k++) {
    const op = ops[k] ?? '';
    const v = values[k + 1] ?? 0;
    if (/^[x×*÷/]$/i.test(op)) {
      const done = apply(terms[terms.length - 1] ?? 0, op, v);
      if (done === null) return null;
      terms[terms.length - 1] = done;
    } else {
      terms.push(v);
      signs.push(op);
    }
  }
  let total = terms[0] ?? 0;
  signs.forEach((op, k) => { total = apply(total, op, terms[k + 1] ?? 0) ?? total; });
  return total;
}

/** The equations a claim writes out, and the first wrong one as a contradiction. */
export function writtenEquations(text: string): WrittenEquations {
  let count = 0;
  const operands: number[] = [];
  const results: number[] = [];
  for (const m of text.matchAll(EQUATION)) {
    const parts = [...m[0].matchAll(PART)].map((p) => ({ number: numberOf(p[1] ?? ''), op: p[2] ?? '' }));
    const eq = parts.findIndex((p) => p.op === '=');
    const result = parts[eq + 1];
    if (eq < 1 || !result) continue;
    const left = parts.slice(0, eq + 1);
    const values = left.map((p) => valueOf(p.number));
    const right = evaluate(values, left.slice(0, -1).map((p) => p.op));
    if (right === null) continue;
    count++;
    operands.push(...values);
    // Rounded as written; a percentage result may be read as a share or as points ("= 42%" after 0.6 x 70).
    const digits = result.number.replace(/[,\s%]/g, '');
    results.push(Number(digits));
    const slack = 0.5 * 10 ** -(digits.split('.')[1]?.length ?? 0) + 1e-9;
    // Compared in the written result's own scale: a share computed for a "%" result is read as points too.
    const percent = result.number.includes('%');
    const computed = percent ? [right, 100 * right] : [right];
    if (computed.some((c) => Math.abs(c - Number(digits)) <= slack)) continue;
    const written = m[0].trim();
    const share = percent && !left.some((p) => p.number.includes('%'));
    const shown = share ? `${formatNumber(100 * right)}%` : formatNumber(right);
    return { count, operands, results, wrong: verdict('contradicted', true, [], [`The answer writes ${written}; it is ${shown}.`], `Replace ${result.number.trim()} with ${shown}.`) };
  }
  return { count, wrong: null, operands, results };
}

/** Whether `q` is the written value `v` (a share may be a percentage: 0.6 for 60%). */
function isValue(q: Quantity, v: number): boolean {
  return Math.abs(q.value - v) < 1e-9 || (q.dim === 'percent' && Math.abs(q.value / 100 - v) < 1e-9);
}

/**
 * Where the value `v` is given: the first context sentence stating it, 'question' when only the
 * question does, or null.
 */
export function figureSource(index: ContextIndex, v: number): number | 'question' | null {
  for (const list of index.quantities.values()) for (const { q, sentence } of list) if (isValue(q, v)) return sentence;
  return index.questionQuantities.some((q) => isValue(q, v)) ? 'question' : null;
}

/** A share written as a fraction in words ("half of 600 is 300", "a third of 90"). */
const FRACTIONS: Record<string, number> = { half: 1 / 2, third: 1 / 3, thirds: 1 / 3, quarter: 1 / 4, quarters: 1 / 4, fifth: 1 / 5, fifths: 1 / 5, tenth: 1 / 10, tenths: 1 / 10 };
const FRACTION = String.raw`(?:one\s+|a\s+)?half|(?:one|a|two)\s+thirds?|(?:one|a|three)\s+quarters?|(?:one|a|two|three|four)\s+fifths?|(?:one|a)\s+tenth`;
const TIMES: Record<string, number> = { one: 1, a: 1, two: 2, three: 3, four: 4 };
/** The value of a share: "25%", or a fraction in words. */
function shareValue(text: string): number {
  const words = text.toLowerCase().trim().split(/\s+/);
  const part = FRACTIONS[words.at(-1) ?? ''];
  if (part !== undefined) return (words.length > 1 ? TIMES[words[0] ?? ''] ?? NaN : 1) * part;
  return valueOf(numberOf(text));
}
/** "60% of 60 hours is 32 hours", "15% of €240 comes to €36", "half of 600 is 300": a share of an amount worked out in words. */
const SHARE_OF = new RegExp(String.raw`(?<![\d.,])(\d+(?:\.\d+)?\s?%|\b(?:${FRACTION}))\s+of\s+(?:the\s+|your\s+|a\s+|an\s+)?(${OPERAND})(?:\s+[a-z-]+){0,3}?\s+(?:is|gives(?:\s+you)?|comes\s+to|equals|makes|works\s+out\s+(?:at|to))\s+(?:(about|roughly|around|approximately)\s+)?(${OPERAND})`, 'gi');

/**
 * A share of an amount the answer works out in words and gets wrong ("60% of 60 hours is 32
 * hours", "Half of 600 druvels is 200 druvels"): contradicted with the right result, whatever the
 * figures' source (the arithmetic is wrong on its face). Rounded as written; hedged ("about") within 5%.
 */
export function wrongShareInWords(text: string): RuleVerdict | null {
  for (const m of text.matchAll(SHARE_OF)) {
    const share = shareValue(m[1] ?? '');
    const amount = valueOf(numberOf(m[2] ?? ''));
    const result = numberOf(m[4] ?? '');
    if (!Number.isFinite(share) || !Number.isFinite(amount) || result === '' || result.includes('%')) continue;
    const right = share * amount;
    const digits = result.replace(/[,\s]/g, '');
    const slack = Math.max(0.5 * 10 ** -(digits.split('.')[1]?.length ?? 0), m[3] ? 0.05 * right : 0) + 1e-9;
    if (Math.abs(right - Number(digits)) <= slack) continue;
    const said = (m[4] ?? '').trim();
    const shown = said.replace(result.trim(), formatNumber(right));
    // A fraction in words is lower case inside the reason ("The answer says half of 600 ...").
    const lower = (t: string) => (/^\d/.test(t) ? t : t.charAt(0).toLowerCase() + t.slice(1));
    return verdict('contradicted', true, [], [`The answer says ${lower(m[0].trim())}; ${lower(m[1]?.trim() ?? '')} of ${m[2]?.trim()} is ${shown}.`], `Replace ${said} with ${shown}.`);
  }
  return null;
}
