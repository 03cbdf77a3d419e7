/**
 * A time of day read off another named row: "He takes Noctrel 10 mg each morning" where the
 * passage lists "Zelvane 5 mg — one tablet each morning. Noctrel 10 mg — one tablet at bedtime".
 * Both words are in the passage, so no rule looking for a missing word sees it; class-swap leaves
 * parts of the day alone, as they overlap ("by Sunday night" / "by Sunday evening").
 *
 * Each part of the claim (cut at ", and", ", while", ", but" and ";") that names one name of the
 * passages and one time of day is checked: contradicted when the sentences naming that name give
 * it another time of day and none that overlaps the claim's (morning and breakfast; midday and
 * lunch; evening, dinner, night and bedtime overlap), and a sentence naming another name gives the
 * claim's.
 */
import type { ContextIndex } from '../context/context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { escapeRegExp } from '../escape-regexp.ts';
import { once } from '../context/memo.ts';

/** Times of day and the group each belongs to; groups 2 and 3 (evening, night) overlap. */
const DAYPARTS: Readonly<Record<string, number>> = {
  morning: 0, mornings: 0, breakfast: 0, waking: 0,
  midday: 1, lunchtime: 1, lunch: 1,
  evening: 2, evenings: 2, dinner: 2, supper: 2, teatime: 2,
  night: 3, nights: 3, bedtime: 3, bed: 3,
};
const WORD = /\b[a-z]+\b/gi;
/** Each context sentence's times of day, read once per check. */
const SENTENCE_PARTS = new WeakMap<ContextIndex, number[][]>();

function parts(text: string): string[] {
  return text.split(/,\s*(?:and|while|but|whereas)\s+|;\s*|\s+whereas\s+/i);
}

function dayparts(text: string): number[] {
  return [...text.matchAll(WORD)].flatMap((m) => {
    const g = DAYPARTS[m[0].toLowerCase()];
    return g === undefined ? [] : [g];
  });
}

function overlaps(a: number, b: number): boolean {
  return a === b || (a >= 2 && b >= 2);
}

/** Capitalised words of `text` that some passage sentence also names (not a sentence's first word). */
function names(index: ContextIndex, text: string): string[] {
  const found = [...text.matchAll(/(?<!^|[.!?]\s)\b\p{Lu}[\p{L}\d-]{2,}\b/gu)].map((m) => m[0]);
  return [...new Set(found)].filter((n) => index.sentences.some((s) => new RegExp(`\\b${escapeRegExp(n)}\\b`).test(s.facts.text)));
}

/** The contradiction, or null. */
export function daypartSwap(index: ContextIndex, claim: UnitFacts): RuleVerdict | null {
  for (const part of parts(claim.text)) {
    const said = dayparts(part);
    if (said.length !== 1) continue;
    const named = names(index, part.replace(/^\s*(?:he|she|they|you|we)\s+/i, ''));
    if (named.length !== 1) continue;
    const [when] = said;
    const [name] = named;
    if (when === undefined || !name) continue;
    const pattern = new RegExp(`\\b${escapeRegExp(name)}\\b`);
    const times = once(SENTENCE_PARTS, index, () => index.sentences.map((s) => dayparts(s.facts.text)));
    const naming = index.sentences.map((s) => pattern.test(s.facts.text));
    const own = naming.flatMap((has, id) => (has ? [id] : []));
    const ownParts = own.flatMap((id) => times[id] ?? []);
    if (ownParts.length === 0 || ownParts.some((g) => overlaps(g, when))) continue;
    const other = naming.findIndex((has, id) => !has && (times[id] ?? []).includes(when));
    const first = own[0];
    if (other < 0 || first === undefined) continue;
    const quote = index.sentences[first]?.facts.text.trim() ?? '';
    const word = [...part.matchAll(WORD)].map((m) => m[0]).find((w) => DAYPARTS[w.toLowerCase()] === when) ?? '';
    const pid = passageId(index, first);
    return verdict('contradicted', true, [sentenceEvidence(index, first), sentenceEvidence(index, other)],
      [`The answer gives ${name} in the ${word}; ${pid} says: "${quote}"`],
      `Give ${name}'s time as ${pid} does: "${quote}"`);
  }
  return null;
}
