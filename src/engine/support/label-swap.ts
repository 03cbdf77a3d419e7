/**
 * One label of a named series for another: "12 Quay Street is a Category A outlet" where the
 * sentence stating the rest says "12 Quay Street: Category B", "the Plan C price" against "Plan
 * B". A label is a single capital letter or a letter and digit ("A", "B", "C2") after a
 * capitalised word; it is too short to count as a word of the claim, so without this rule the
 * claim would pass. Contradicted when the sentence stating most of the claim gives the same
 * capitalised word with exactly one other label and never the claim's.
 */
import type { ContextIndex } from '../context/context-index.ts';
import type { RuleVerdict } from '../rule-verdict.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { statingSentence } from './best-sentence.ts';
import type { BestSupport } from './best-support.ts';

/** A capitalised word and the label after it: "Category A", "Band C2", "Plan B". */
const LABELLED = /\b(\p{Lu}\p{Ll}{2,})\s+([A-Z]\d?)\b(?![\w'-])/gu;

function labelsOf(text: string): Array<{ word: string; label: string; raw: string }> {
  return [...text.matchAll(LABELLED)].map((m) => ({ word: (m[1] ?? '').toLowerCase(), label: m[2] ?? '', raw: m[0] }));
}

/** The capitalised words and figures of `text`, less its labels `own`, in lower case. */
function marksOf(text: string, own: ReadonlyArray<{ raw: string }>): Set<string> {
  let rest = text;
  for (const l of own) rest = rest.replace(l.raw, ' ');
  return new Set((rest.match(/\p{Lu}\p{Ll}+|\d+/gu) ?? []).map((w) => w.toLowerCase()));
}

/**
 * The labels of the segment of `text` about the claim's thing: a sentence listing several items
 * ("3 Mill Lane: Category A. 12 Quay Street: Category B.") is cut after each label, and the
 * segment holding most of the claim's other capitalised words and figures is kept. A list whose
 * labels lead their items ("Grade A, 3,000 druvels; Grade B, 5,000 druvels") is cut before each.
 */
function labelsAbout(text: string, claimText: string, own: ReadonlyArray<{ raw: string }>): Array<{ word: string; label: string; raw: string }> {
  const all = [...text.matchAll(LABELLED)];
  if (all.length < 2) return labelsOf(text);
  const marks = marksOf(claimText, own);
  const lead = leading(text, all);
  // Labels in running text ("Owner A must obtain 2 quotes and send them to Owner B") end no items: no cut.
  if (!lead && !trailing(text, all)) return labelsOf(text);
  const cuts = lead ? [...all.slice(1).map((m) => m.index ?? 0), text.length] : all.map((m) => (m.index ?? 0) + m[0].length);
  let from = lead ? all[0]?.index ?? 0 : 0;
  let best: { score: number; labels: Array<{ word: string; label: string; raw: string }> } | null = null;
  for (const end of cuts) {
    const segment = text.slice(from, end);
    const words = marksOf(segment, []);
    const score = [...marks].filter((w) => words.has(w)).length;
    if (!best || score > best.score) best = { score, labels: labelsOf(segment) };
    from = end;
  }
  return best && best.score > 0 ? best.labels : labelsOf(text);
}

/** Whether each label but the last ends an item of a list ("3 Mill Lane: Category A. 12 Quay Street: Category B"): a stop, ";", "," or ")" after it, or a ":" before it. */
function trailing(text: string, all: readonly RegExpMatchArray[]): boolean {
  return all.slice(0, -1).every((m) => /^\s*[.;,)]/.test(text.slice((m.index ?? 0) + m[0].length)) || /:\s*$/.test(text.slice(0, m.index ?? 0)));
}

/** Whether each label after the first opens a new item of a list (after ";" or ","), and the first is followed by its item. */
function leading(text: string, all: readonly RegExpMatchArray[]): boolean {
  const first = all[0];
  if (!first || !/^\s*[,:–-]\s*\S/.test(text.slice((first.index ?? 0) + first[0].length))) return false;
  return all.slice(1).every((m) => /[;,]\s*(?:and\s+|or\s+)?$/.test(text.slice(0, m.index ?? 0)));
}

/** The contradiction, or null. */
export function labelSwap(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  const own = labelsOf(claim.text);
  if (own.length === 0) return null;
  const best = statingSentence(index, support);
  if (!best) return null;
  const theirs = labelsAbout(best.text, claim.text, own);
  const marks = marksOf(claim.text, own);
  for (const l of own) {
    // Stated in another sentence of the claim's own thing ("Plan B has no setup fee"; a sentence
    // naming none of the claim's other names, "3 Mill Lane: Category A.", is another thing's).
    if (index.sentences.some((x) => x.facts !== best.facts && labelsOf(x.facts.text).some((t) => t.word === l.word && t.label === l.label)
      && (marks.size === 0 || [...marksOf(x.facts.text, [])].some((m) => marks.has(m))))) continue;
    const same = theirs.filter((t) => t.word === l.word);
    if (same.some((t) => t.label === l.label)) continue;
    const others = [...new Set(same.map((t) => t.raw))];
    if (others.length !== 1 || !others[0]) continue;
    return best.cite('contradicted', `The answer says ${l.raw}; ${best.pid} says ${others[0]}.`, `Replace ${l.raw} with ${others[0]}.`);
  }
  return null;
}
