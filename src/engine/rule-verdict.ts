/** The rule verifier's verdict shape and the small helpers every rule shares. */
import type { Evidence } from '../contract/schemas.ts';
import type { Window } from './context/align-claim.ts';
import type { ContextIndex } from './context/context-index.ts';
import type { Quantity } from './quantities/quantities.ts';
import type { Verdict } from './types.ts';
import type { LooseCandidate } from './learned/loose-wording.ts';

/** A verdict plus whether the rules are certain of it (a mismatch, a computation, an absent number). */
export interface RuleVerdict extends Verdict {
  certain: boolean;
  /** The weighted share of the claim the best window states (see support/), when measured. */
  support?: number;
  /** Earlier claims (ids) whose figures this claim computes from. */
  restsOn?: string[];
  /** A rare word of the claim (a noun, a name) that no window states even nearly ("grapefruit"); known only with word ranks. */
  heavyMissing?: boolean;
  /** Its reason names the words of the whole claim no window states (the rules' plain not_stated); a verifier may name them better. */
  namesMissing?: boolean;
  /** For the support measure's plain not_stated: what it saw, for the loose-wording model (learned/loose-wording.ts). */
  loose?: LooseCandidate;
}

/** The reason naming what no passage states: "No passage states: free, shuttle (closest: p0)." */
export function noPassageStates(words: readonly string[], evidence: readonly Evidence[], lead = 'No passage states:'): string {
  const closest = evidence[0] ? ` (closest: ${evidence[0].id})` : '';
  return `${lead} ${words.join(', ')}${closest}.`;
}

/** The excerpt of a window as evidence: the passage id and the window's sentences, as written. */
export function windowEvidence(index: ContextIndex, w: Window): Evidence {
  const p = index.passages[w.passage];
  const text = p?.text.slice(index.sentences[w.first]?.start ?? 0, index.sentences[w.last]?.end ?? 0) ?? '';
  return { id: p?.id ?? `p${w.passage}`, text };
}

/** Evidence for a claim: the best window, and the second when it covers nearly as much. */
export function evidenceOf(index: ContextIndex, windows: readonly Window[]): Evidence[] {
  const [best, second] = windows;
  if (!best || (best.coverage === 0 && best.quantitiesFound.length === 0)) return [];
  const out = [windowEvidence(index, best)];
  if (second && second.coverage >= 0.75 && second.coverage >= best.coverage - 0.1 && second.quantitiesFound.length >= best.quantitiesFound.length) out.push(windowEvidence(index, second));
  return out;
}

/** Writes a number the way people read it: thousands separators, at most 2 decimals. */
export function formatNumber(n: number): string {
  const rounded = Math.abs(n) >= 100 ? Math.round(n) : Math.round(n * 100) / 100;
  return NUMBER_FORMAT.format(rounded);
}

const NUMBER_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** `q` as written, with its number replaced by `value` (in base units). */
export function rewriteQuantity(q: Quantity, value: number): string {
  // A duration written in parts ("2 minutes 26 seconds", "2:06:41") is rewritten whole.
  if (q.dim === 'time' && /^\d{1,2}:\d\d:\d\d$/.test(q.raw)) return clockDuration(value);
  if (q.dim === 'time' && (q.raw.match(/\d+(?:\.\d+)?/g) ?? []).length >= 2) return spelledDuration(value);
  return q.raw.replace(/\d[\d,]*(?:\.\d+)?/, formatNumber(value / (q.factor || 1)));
}

/** Seconds as "h:mm:ss". */
function clockDuration(seconds: number): string {
  const s = Math.round(Math.abs(seconds));
  return `${Math.floor(s / 3600)}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** Seconds as "1 hour 2 minutes 5 seconds", leaving out parts that are zero. */
function spelledDuration(seconds: number): string {
  const s = Math.round(Math.abs(seconds));
  const parts: Array<[number, string]> = [[Math.floor(s / 3600), 'hour'], [Math.floor((s % 3600) / 60), 'minute'], [s % 60, 'second']];
  return parts.filter(([n]) => n > 0).map(([n, unit]) => `${n} ${unit}${n === 1 ? '' : 's'}`).join(' ') || '0 seconds';
}

/** Builds a verdict. `checks` empty and `fix` null when supported. */
export function verdict(status: Verdict['status'], certain: boolean, evidence: Evidence[], checks: string[] = [], fix: string | null = null): RuleVerdict {
  return status === 'supported'
    ? { status, certain, evidence, checks: [], fix: null, probs: null }
    : { status, certain, evidence, checks, fix, probs: null };
}
