/**
 * A figure no passage states that one step of two figures the texts give yields, where the claim
 * writes at most one operand and words the figure as a result ("which would be £400" after "you
 * repay 50% of the £800 fee"; "which would be a further 500,000, or roughly 14%" where a report
 * gives 3.6 and 4.1 million; "that means 6 would be lost" of the user's 11 days and a carry-over of
 * 5): a sum, a difference, a product or quotient by a count, a share, a ratio in per cent or a
 * percentage change of figures from the claim, the answer's earlier claims or the user's question,
 * or the gap and change between two figures of one evidence window. That is the answer's own working, not
 * an invented figure: an unverified step, resting on the earlier claims it uses (so a wrong one
 * marks it depends_on_error). A figure no such step gives stays not stated. `ownWorking` (one
 * operand written in the claim, products and quotients only) is asked first. Pure.
 */
import type { ContextIndex } from '../context/context-index.ts';
import { extractQuantities, type Quantity } from '../quantities/quantities.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { withoutLeadingCondition } from './operations.ts';
import { NOT_ARITHMETIC, written } from './own-working.ts';
import type { PriorClaim } from './recompute.ts';

interface Operand {
  q: Quantity;
  /** The earlier claim it comes from, else null. */
  from: string | null;
  /** The claim's evidence window it comes from, else -1 (the claim, an earlier claim or the question). */
  window: number;
}

function usable(q: Quantity): boolean {
  return !NOT_ARITHMETIC.has(q.dim) && Number.isFinite(q.value) && q.value !== 0;
}

/** A result worth a search: not a count of one or two ("the two together"), which any pair of figures gives. */
function searchable(q: Quantity): boolean {
  return usable(q) && !(q.dim === 'count' && q.value < 3);
}

/** Words that present a figure as the result of working ("which is", "comes to", "that's", "so", "in total"). */
const RESULT_CUE = /\b(?:which|that(?:'s| is| would| will| means| leaves| makes| gives| comes)|so|comes? to|came to|works? out|worked out|adds? up|added up|in total|altogether|total(?:s|ling)?|leav(?:es|ing)|bring(?:s|ing)|tak(?:es|ing) (?:it|you|the)|gives?|giving|making|means?|would be|would have|you'd (?:have|get|pay|need|save)|sav(?:es|ing)|short|left|remaining|difference|gap)\b/i;

/** Words that place a figure as a gap from another ("an extra 60 GB", "60 GB more"). */
const GAP_CUE = /\b(?:over|under|above|below|more|less|fewer|extra|short|higher|lower|cheaper|dearer|longer|shorter|bigger|smaller|difference|gap)\b/i;
/** The same, right after the figure ("£800 over that limit", "£5 cheaper", "3 days short"). */
const GAP_AFTER = /^\s*(?:[a-z]+\s+)?(?:over|under|above|below|more|less|fewer|short|higher|lower|cheaper|dearer|longer|shorter|bigger|smaller)\b/i;

/**
 * The claim's one unstated figure as the gap between two figures it writes ("jump from 40 GB to
 * 100 GB, an extra 60 GB"): its own step, an unverified one; else null.
 */
function ownGap(claim: UnitFacts, rule: RuleVerdict, own: readonly Quantity[], absent: readonly Quantity[]): RuleVerdict | null {
  const [r] = absent;
  if (absent.length !== 1 || !r) return null;
  for (const a of own) {
    for (const b of own) {
      if (a === b || a.dim !== b.dim || b.dim !== r.dim || a.value <= b.value) continue;
      if (Math.abs(a.value - b.value - r.value) <= r.tolerance + Math.abs(r.value) * 1e-9) {
        return verdict('unverified_step', true, rule.evidence, [`The answer works this out (${r.raw} is ${a.raw} − ${b.raw}); no passage states the result.`]);
      }
    }
  }
  return null;
}

/** A multiplier the claim words itself ("twice that", "half of it", "three times"): the step is the claim's own. */
const MULTIPLIER = /\b(?:twice|double|doubled|triple|tripled|half|halved|times)\b/i;

const count = (q: Quantity): boolean => q.dim === 'count';

/** `a op b` shown as the answer would write it, when it gives `r` within `r`'s own rounding and the kinds fit. */
function stepGives(a: Quantity, b: Quantity, r: Quantity, answers: boolean, differenceOnly = false, way: 'fall' | 'rise' | null = null): string | null {
  const [x, y, v] = [a.value, b.value, r.value];
  if (v === x || v === y) return null;
  const near = (n: number): boolean => Math.abs(n - v) <= r.tolerance + Math.abs(v) * 1e-9;
  const same = a.dim === b.dim && b.dim === r.dim;
  const show = (op: string): string => `${a.raw} ${op} ${b.raw}`;
  // A bare count of days left is a gap of durations in one unit ("6 would be lost" of 11 days and 5 days).
  const bare = count(r) && a.dim === b.dim && a.factor === b.factor && !count(a);
  if (a.dim === b.dim && (r.dim === a.dim || bare) && x > y && (bare ? near(written(a) - written(b)) : near(x - y))) return show('−');
  if (differenceOnly) return null;
  // A change the claim calls a drop runs from the larger figure down, a rise from the smaller up ("a drop of 6 million, or 25%" is of 24 million, not 18 million).
  const wayFits = way === null || (way === 'fall' ? y > x : y < x);
  if (a.dim === b.dim && a.dim !== 'percent' && r.dim === 'percent' && wayFits && near((Math.abs(x - y) / y) * 100)) return `the change from ${b.raw} to ${a.raw}`;
  // Two figures of one evidence window give only their gap and its change: anything more is the answer's own choice of operands.
  if (!answers) return null;
  if (same && r.dim !== 'percent' && near(x + y)) return show('+');
  if (r.dim === a.dim && count(b) && near(x * written(b))) return show('×');
  if (r.dim === a.dim && b.dim === 'percent' && a.dim !== 'percent' && near((x * y) / 100)) return `${b.raw} of ${a.raw}`;
  if (r.dim === a.dim && count(b) && near(x / written(b))) return show('÷');
  if (a.dim === b.dim && count(r) && !count(a) && near(x / y)) return show('÷');
  if (a.dim === b.dim && a.dim !== 'percent' && r.dim === 'percent' && near((x / y) * 100)) return show('÷');
  return null;
}

/** Two operands may meet when at least one is the answer's or the user's, or both stand in one evidence window. */
function mayMeet(a: Operand, b: Operand): boolean {
  return a.window < 0 || b.window < 0 || a.window === b.window;
}

/** The claim says its figure is a rounding ("which rounds to 45 mg", "rounded up to £20"). */
const ROUNDING = /\bround(?:s|ed|ing)?\b/i;
/** Steps a figure is rounded to, in the result's written unit: to the whole unit, 5, 10, ..., or a half or tenth. */
const ROUND_STEPS = [1, 5, 10, 50, 100, 1000, 0.5, 0.1];

/** `a` rounded to a step gives `r`: to the nearest, or up or down where the claim says so (one kind; `r` not `a` itself). */
function roundingGives(a: Quantity, r: Quantity, text: string): boolean {
  if (a.dim !== r.dim || a.value === r.value || r.value === 0 || !Number.isFinite(a.value) || !Number.isFinite(r.value)) return false;
  const how = /\bround(?:s|ed|ing)?\s+(up|down)\b/i.exec(text)?.[1]?.toLowerCase();
  const way = how === 'up' ? Math.ceil : how === 'down' ? Math.floor : Math.round;
  const unit = r.factor || 1;
  // A step of at most a quarter of the figure: 43 may round to 45 or 40, not to 50.
  return ROUND_STEPS.some((k) => {
    const step = k * unit;
    if (step > Math.abs(a.value) / 4) return false;
    // The quotient rounded to nine places first, so that 0.3 / 0.1 is 3, not 2.9999999999999996.
    const x = Math.round((a.value / step) * 1e9) / 1e9;
    return Math.abs(way(x) * step - r.value) <= 1e-9 * Math.abs(r.value);
  });
}

/** Wording of a change's direction (wider than change-direction.ts's UP/DOWN, which two cases' verdicts rest on: "a drop of", "cuts"). */
const FALL = /\b(?:drops?|dropped|falls?|fell|fallen|down|declines?|declined|decreases?|decreased|cuts?|lower|slump(?:ed)?|slid|shr[au]nk|reduction)\b/i;
const RISE = /\b(?:rises?|rose|risen|up|increases?|increased|grew|grown|growth|jump(?:ed|s)?|climb(?:ed|s)?|higher|gains?|gained)\b/i;

function derive(r: Quantity, pool: readonly Operand[], text: string, gapOnly = false): { shown: string; from: string[] } | null {
  const fall = FALL.test(text);
  const way = fall === RISE.test(text) ? null : fall ? 'fall' : 'rise';
  if (ROUNDING.test(text)) {
    const a = pool.find((o) => o.window < 0 && roundingGives(o.q, r, text));
    if (a) return { shown: `${a.q.raw} rounded`, from: a.from === null ? [] : [a.from] };
  }
  for (const a of pool) {
    for (const b of pool) {
      if (a === b || !mayMeet(a, b)) continue;
      const shown = stepGives(a.q, b.q, r, a.window < 0 || b.window < 0, gapOnly, way);
      if (shown) return { shown, from: [a.from, b.from].filter((f): f is string => f !== null) };
    }
  }
  return null;
}

/** The claim's unstated figures (`absent`), each one step of figures the texts give: an unverified step; else null. */
export function derivedFigure(index: ContextIndex, claim: UnitFacts, rule: RuleVerdict, prior: readonly PriorClaim[], absent: readonly Quantity[]): RuleVerdict | null {
  if (absent.length === 0 || !absent.every(searchable)) return null;
  const own = claim.quantities.filter((q) => usable(q) && q.value !== 1 && !absent.includes(q));
  // A figure worded as a gap right after it ("£800 over that limit", "£5 cheaper"), or beside the
  // two figures it lies between ("from 40 GB to 100 GB, an extra 60 GB"), is only ever a difference.
  // ("an extra £300 allowance" words a thing of its own, not a gap.)
  const gapOnly = !RESULT_CUE.test(withoutLeadingCondition(claim.text));
  const placed = absent.every((q) => GAP_AFTER.test(claim.text.slice(q.end)));
  if (gapOnly && !placed && !(own.length >= 2 && GAP_CUE.test(claim.text))) return null;
  // A claim that writes two figures besides its result shows its working ("$0.008 ... twice that, so
  // $0.012"): own-working judges it by them, and no other pair may stand in for them; the gap
  // between two of them is its own step too.
  if (own.length >= 2) return ownGap(claim, rule, own, absent);
  if (MULTIPLIER.test(claim.text)) return null;
  const pool: Operand[] = [
    ...own.map((q) => ({ q, from: null, window: -1 })),
    ...prior.flatMap((p) => p.facts.quantities.filter(usable).map((q) => ({ q, from: p.id, window: -1 }))),
    ...index.questionQuantities.filter(usable).map((q) => ({ q, from: null, window: -1 })),
    ...rule.evidence.flatMap((e, i) => extractQuantities(e.text).filter(usable).map((q) => ({ q, from: null, window: i }))),
  ];
  const steps: string[] = [];
  const restsOn = new Set<string>();
  for (const q of absent) {
    const found = derive(q, pool, claim.text, gapOnly);
    if (!found) return null;
    steps.push(`${q.raw} is ${found.shown}`);
    for (const id of found.from) restsOn.add(id);
  }
  const step = verdict('unverified_step', true, rule.evidence, [`The answer works this out (${steps.join('; ')}); no passage states the result.`]);
  return restsOn.size > 0 ? { ...step, restsOn: [...restsOn] } : step;
}
