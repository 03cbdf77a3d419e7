/**
 * An action the passage forbids told as allowed: "Crushing a tablet into yogurt is fine" where a
 * sentence says "Do not crush, chew or break the tablets"; "you can stop Morvacil whenever you're
 * ready" against "Do not stop taking Morvacil suddenly". The claim carries details of its own
 * ("into yogurt", "whenever you're ready"), so no sentence states three quarters of it and the
 * sentence-level polarity rules never compare the two. Contradicted when:
 * - the claim grants (is fine, is okay, is safe, free to, ...; "can", "may" or "should" only the
 *   verb within three words after it), recommends ("the easiest way is to", "it's best to") or
 *   instructs (the verb opens the claim: "Add the drop to the bottle") and negates nothing;
 * - a sentence forbids a list of verbs ("Do not crush, chew or break", "Never stop") and the claim
 *   uses one of them (not a light verb: take, use, have, get, ...), as a verb or its "-ing" form;
 * - that sentence names a thing the claim names too (a noun other than the verb: "tablets",
 *   "Morvacil"), or names none ("Do not freeze.") in a passage that names it, and makes no
 *   exception (unless, except, other than, apart from); the negation is not inside a condition
 *   ("if you do not arrive") and its clause sets no time or figure ("should not drive for at least
 *   6 weeks" allows it after).
 */
import type { ContextIndex } from '../context/context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import type { NlpToken } from '../types.ts';
import { isContent, termOf, type UnitFacts } from '../text/unit-facts.ts';
import { once } from '../context/memo.ts';

/** The same grants without the modals, which grant only the verb right after them. */
const SAYS_ALLOWED = /\b(?:allowed|permitted|free to|fine to|ok(?:ay)? to|safe to)\b|\b(?:is|are|'s|'re|be)\s+(?:absolutely\s+|totally\s+|perfectly\s+|completely\s+)?(?:fine|ok|okay|safe|acceptable|no problem)\b/i;

/** Wording that recommends the action it names: "The easiest way is to add it to milk", "It's best to crush it". */
const RECOMMENDS = /\b(?:the\s+)?(?:easiest|best|simplest|quickest|usual|recommended)\s+way\s+(?:is\s+to|to)\b|\bit(?:'s|\s+is)\s+(?:best|easiest|simplest|a good idea|recommended)\s+to\b/i;

/**
 * How the claim tells the action it names: 'allowed' where "is fine", "allowed" and the like grant
 * whatever it names, or "can"/"may" a verb within three words after it ("you can crush it", not
 * "crushing can release too much at once", which says what crushing may do); 'advised' where it
 * recommends it, "should" precedes the verb so, or the verb opens the claim as an instruction;
 * else null.
 */
function grantsAction(claim: UnitFacts, used: NlpToken): 'allowed' | 'advised' | null {
  if (SAYS_ALLOWED.test(claim.text)) return 'allowed';
  if (RECOMMENDS.test(claim.text)) return 'advised';
  const at = claim.tokens.indexOf(used);
  // An instruction to do it ("Add the drop to the bottle", "Just crush it"), not an "-ing" subject ("Adding it ...").
  const opening = claim.tokens.findIndex((t) => t.kind === 'word' && !/^(?:just|simply|please|then|so|and)$/i.test(t.normal));
  const modal = claim.tokens.findLast((t, k) => /^(?:can|may|should)$/i.test(t.normal) && at > k && at - k <= 3);
  const imperative = at === opening && used.pos === 'VERB' && !/ing$/i.test(used.normal);
  return imperative || modal?.normal.toLowerCase() === 'should' ? 'advised' : modal ? 'allowed' : null;
}
const FORBID = /^(?:not|n't|never)$/i;
const EXCEPTION = /\b(?:unless|except|other than|apart from)\b/i;
/** Number words that set a prohibition's time or amount ("for two weeks"). */
const NUMBER_WORD = /^(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|a few|several)$/i;
/** Verbs too general to say which action is meant ("Do not take it with alcohol" / "You can take it with food"). */
export const LIGHT_VERBS: ReadonlySet<string> = new Set(['be', 'have', 'take', 'use', 'get', 'make', 'do', 'go', 'give', 'put', 'keep', 'let', 'see', 'come', 'need', 'want', 'try']);

/** A verb a sentence forbids, with the content words of the condition it is forbidden under ("Do not rinse if you have had ear surgery": surgery, ear). */
interface Forbidden { verb: string; condition: readonly string[] }

/** The verbs a negation governs as a list: "not crush, chew or break" -> crush, chew, break. */
function forbiddenVerbs(tokens: readonly NlpToken[]): Forbidden[] {
  const out: Forbidden[] = [];
  tokens.forEach((t, i) => {
    if (!FORBID.test(t.normal)) return;
    // "Do not crush", "must not", "should never": an imperative or a duty, not a noun's negation ("no fee")
    // nor one inside a condition ("if you do not arrive").
    const before = tokens[i - 1]?.normal.toLowerCase() ?? '';
    const opens = (k: number) => k < 0 || /^[,;:.(]$/.test(tokens[k]?.text ?? '');
    const imperative = (before === 'do' && opens(i - 2)) || (t.normal.toLowerCase() === 'never' && opens(i - 1));
    if (!imperative && !/^(?:must|should)$/.test(before)) return;
    if (tokens.slice(0, i).some((u) => /^(?:if|when|unless|where|once)$/i.test(u.normal))) return;
    // A prohibition for a time ("You should not drive for at least 6 weeks", "until ...") allows it after.
    const end = tokens.findIndex((u, k) => k > i && /^[,;:.]$/.test(u.text));
    const clause = tokens.slice(i + 1, end < 0 ? tokens.length : end);
    if (clause.some((u) => /^\d/.test(u.text) || NUMBER_WORD.test(u.normal) || /^(?:until|till|before|after|during|while|within)$/i.test(u.normal))) return;
    // A prohibition under a condition of its own ("Do not rinse if you have had ear surgery") forbids only there.
    const opener = clause.findIndex((u) => /^(?:if|when|whenever|unless|where|once)$/i.test(u.normal));
    const condition = opener < 0 ? [] : clause.slice(opener + 1).filter((u) => (u.pos === 'NOUN' || u.pos === 'PROPN' || u.pos === 'ADJ') && isContent(u)).map(termOf);
    // The first verb, then each word the list joins to it ("open, chew or crush": the tagger reads "open" as an adjective).
    const first = tokens[i + 1];
    const listed = /^(?:,|or|and|the|a|an|your|this|these|it|them)$/i.test(tokens[i + 2]?.text ?? '');
    if (!first || first.kind !== 'word' || (first.pos !== 'VERB' && !(listed && /^(?:ADJ|NOUN)$/.test(first.pos)))) return;
    out.push({ verb: termOf(first), condition });
    for (let k = i + 2; k + 1 < tokens.length && /^(?:,|or|and)$/i.test(tokens[k]?.text ?? ''); k += 2) {
      const u = tokens[k + 1];
      if (!u || u.kind !== 'word' || /^(?:or|and)$/i.test(u.text)) break;
      out.push({ verb: termOf(u), condition });
    }
  });
  return out.filter((v) => !LIGHT_VERBS.has(v.verb));
}

/** The claim's token for `verb`: the verb itself or its "-ing" form read as a noun ("Crushing a tablet"). */
function usesVerb(claim: UnitFacts, verb: string): NlpToken | undefined {
  return claim.tokens.find((t) => (termOf(t) === verb && t.pos === 'VERB') || (t.normal.toLowerCase().endsWith('ing') && [verb, `${verb}e`].includes(t.normal.toLowerCase().replace(/(.)\1?ing$/, '$1'))));
}

/** Each context sentence's forbidden verbs, read once per check: every claim that grants asks. */
const FORBIDDEN = new WeakMap<ContextIndex, Forbidden[][]>();

/** The contradiction, or null. */
export function forbiddenAction(index: ContextIndex, claim: UnitFacts): RuleVerdict | null {
  if (claim.negations.length > 0) return null;
  const nouns = new Set(claim.tokens.filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN').map(termOf));
  const claimWords = new Set(claim.tokens.map(termOf));
  const forbidden = once(FORBIDDEN, index, () => index.sentences.map((s) => (EXCEPTION.test(s.facts.text) ? [] : forbiddenVerbs(s.facts.tokens))));
  for (const [id, s] of index.sentences.entries()) {
    for (const { verb, condition } of forbidden[id] ?? []) {
      // Forbidden under a condition: only a claim that names it allows what is forbidden ("After surgery you can rinse").
      if (condition.length > 0 && !condition.every((w) => claimWords.has(w))) continue;
      const used = usesVerb(claim, verb);
      const told = used ? grantsAction(claim, used) : null;
      if (!used || !told) continue;
      const noun = (t: NlpToken) => (t.pos === 'NOUN' || t.pos === 'PROPN') && termOf(t) !== verb && termOf(t) !== termOf(used);
      // The prohibition's own clause, without the reason after it ("Do not crush, chew or break them, as this can release too much medicine").
      const tokens = s.facts.tokens;
      const reason = tokens.findIndex((t, k) => t.text === ';' || (t.text === ',' && /^(?:as|because|since|so)$/i.test(tokens[k + 1]?.normal ?? '')));
      const own = reason < 0 ? tokens : tokens.slice(0, reason);
      const thing = own.some((t) => noun(t) && nouns.has(termOf(t)));
      // A bare imperative ("Do not freeze.", "Do not crush them") is about what its passage is about: the claim's thing named there.
      const bare = !own.some(noun) && index.sentences.some((o) => o.passage === s.passage && o.facts.tokens.some((t) => noun(t) && nouns.has(termOf(t))));
      if (!thing && !bare) continue;
      const pid = passageId(index, id);
      const said = s.facts.text.trim();
      return verdict('contradicted', true, [sentenceEvidence(index, id)], [`The answer says ${told === 'allowed' ? 'this is allowed' : 'to do this'}; ${pid} says not to ${verb}: "${said}"`], `Say that it must not be done, as ${pid} does: "${said}"`);
    }
  }
  return null;
}
