/**
 * Arithmetic the answer writes out ("0.6 x 70 = 42", "£18 × 1.5 = £27", "450 + 150 = 600"): each
 * equation is checked as written, whatever else the claim says. A wrong one is contradicted with
 * its right result; when every one is right, the claim's working is shown and no other reading of
 * its figures may contradict it.
 */
import type { ContextIndex } from '../context-index.ts';
import type { Quantity } from '../quantities.ts';
import { formatNumber, verdict, type RuleVerdict } from '../rule-verdict.ts';

const NUMBER = String.raw`[£$€]?\s?(\d[\d,]*(?:\.\d+)?\s?%?)`;
const EQUATION = new RegExp(`${NUMBER}\\s*([x×*+\\-−÷/])\\s*${NUMBER}\\s*=\\s*${NUMBER}`, 'gi');

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

/** The equations a claim writes out, and the first wrong one as a contradiction. */
export function writtenEquations(text: string): WrittenEquations {
  let count = 0;
  const operands: number[] = [];
  const results: number[] = [];
  for (const m of text.matchAll(EQUATION)) {
    const [a, op, b] = [valueOf(m[1]), m[2] ?? '', valueOf(m[3])];
    const right = apply(a, op, b);
    if (right === null) continue;
    count++;
    operands.push(a, b);
    // Rounded as written; a percentage result may be read as a share or as points ("= 42%" after 0.6 x 70).
    const digits = (m[4] ?? '').replace(/[,\s%]/g, '');
    results.push(Number(digits));
    const slack = 0.5 * 10 ** -(digits.split('.')[1]?.length ?? 0) + 1e-9;
    // Compared in the written result's own scale: a share computed for a "%" result is read as points too.
    const computed = (m[4] ?? '').includes('%') ? [right, 100 * right] : [right];
    if (computed.some((c) => Math.abs(c - Number(digits)) <= slack)) continue;
    const written = m[0].trim();
    const share = (m[4] ?? '').includes('%') && !`${m[1] ?? ''}${m[3] ?? ''}`.includes('%');
    const shown = share ? `${formatNumber(100 * right)}%` : formatNumber(right);
    return { count, operands, results, wrong: verdict('contradicted', true, [], [`The answer writes ${written}; it is ${shown}.`], `Replace ${(m[4] ?? '').trim()} with ${shown}.`) };
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

/** Whether a passage or the question gives the value `v`. */
export function givenFigure(index: ContextIndex, v: number): boolean {
  return figureSource(index, v) !== null;
}
