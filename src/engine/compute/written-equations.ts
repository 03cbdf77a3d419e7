/**
 * Arithmetic the answer writes out ("0.6 x 70 = 42", "£18 × 1.5 = £27", "450 + 150 = 600"): each
 * equation is checked as written, whatever else the claim says. A wrong one is contradicted with
 * its right result; when every one is right, the claim's working is shown and no other reading of
 * its figures may contradict it.
 */
import { formatNumber, verdict, type RuleVerdict } from '../rule-verdict.ts';

const NUMBER = String.raw`[£$€]?\s?(\d[\d,]*(?:\.\d+)?)\s?%?`;
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

function valueOf(text: string | undefined): number {
  return Number((text ?? '').replace(/,/g, ''));
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
    const [a, op, b, said] = [valueOf(m[1]), m[2] ?? '', valueOf(m[3]), valueOf(m[4])];
    const right = apply(a, op, b);
    if (right === null) continue;
    count++;
    operands.push(a, b);
    results.push(said);
    // Rounded as written: "18 / 7 = 2.57" is right to its last digit.
    const decimals = (m[4] ?? '').split('.')[1]?.length ?? 0;
    if (Math.abs(right - said) <= 0.5 * 10 ** -decimals + 1e-9) continue;
    const written = m[0].trim();
    const shown = formatNumber(right);
    return { count, operands, results, wrong: verdict('contradicted', true, [], [`The answer writes ${written}; it is ${shown}.`], `Replace ${m[4] ?? ''} with ${shown} in ${written}.`) };
  }
  return { count, wrong: null, operands, results };
}
