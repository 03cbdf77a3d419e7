/**
 * A thing given what the passage gives to another thing of its kind, said in words: "The Basic
 * plan includes phone support" where "The Premium plan includes phone support; the Basic plan
 * includes email support only"; "Colbridge is under a flood warning" where the agency "issued a
 * flood warning for Ashmoor and a flood alert for Colbridge"; "Cats are allowed in the garden
 * area" where "Dogs are allowed in the garden area; cats are not permitted anywhere" is left to
 * the other rules (common nouns). Every word is in the context, so coverage supports it
 * (segment-swap does the same for figures).
 *
 * Contradicted when, for a name T of the claim (a label: capitalised inside the sentence or tagged a
 * name; common nouns are left out) and another content word A of it:
 * - no segment of the context has both T and A (segments: sentences cut at ";", "while",
 *   "whereas", "but", and "and" before an article or a capital);
 * - a segment h has A and a name N that the claim does not have, and a segment r of the same
 *   sentence has T but not A nor N (the next sentence was tried: no case of ours changed, and on
 *   news summaries, where neighbouring sentences name different people, it held correct ones);
 * - h and r are parallel: they share a content word besides the two names, and r has a word of
 *   A's kind that neither the claim nor h has ("email" / "phone", "alert" / "warning"), or the two
 *   share half their other content words.
 */
import { tokensWithin } from '../text/code-points.ts';
import type { ContextIndex } from '../context/context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import type { NlpToken } from '../types.ts';
import { isContent, termOf, wordForms, type UnitFacts } from '../text/unit-facts.ts';
import { once } from '../context/memo.ts';

/** Passages longer than this many sentences are not read for swapped attributes. */
const MAX_PASSAGE_SENTENCES = 6;

/** Where a sentence is cut into parallel parts: ";", contrast words, and "and" before an article or a capital. */
const CUT = /;|\b(?:while|whereas|but)\b|\band\b(?=\s+(?:a|an|the|for|\p{Lu}))/giu;
/** Months and days are dates, not things given something. */
const CALENDAR = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)[a-z]*$/i;

/**
 * A label of a thing of a kind: a name ("Colbridge", "Premium"), tagged so or capitalised inside a
 * sentence. Common nouns ("dogs", "bags") are left out: they are paraphrased and repeated too freely.
 */
function label(t: NlpToken, at: number): boolean {
  if (!/^\p{Lu}\p{Ll}/u.test(t.text) || CALENDAR.test(t.normal)) return false;
  return t.pos === 'PROPN' || at > 0;
}
/** Share of their other content words two segments must share to be parallel without a word of A's kind. */
const PARALLEL = 0.5;

interface Segment { sentence: number; passage: number; text: string; tokens: NlpToken[]; words: Set<string> }

/** Each context's segments, cut once: every claim of an answer asks for them. */
const CUT_ONCE = new WeakMap<ContextIndex, Segment[]>();

function segmentsOf(index: ContextIndex): Segment[] {
  return once(CUT_ONCE, index, () => cutSegments(index));
}

function cutSegments(index: ContextIndex): Segment[] {
  const out: Segment[] = [];
  index.sentences.forEach((s, id) => {
    // Only short passages: in a long document names and attribute words meet in many clauses, and
    // reading them all cost correct WiCE dev claims (2 of 115) for no hand-written case.
    if ((index.byPassage[s.passage]?.length ?? 0) > MAX_PASSAGE_SENTENCES) return;
    const text = s.facts.text;
    const cuts = [0, ...[...text.matchAll(CUT)].map((m) => m.index ?? 0), text.length];
    for (let k = 0; k + 1 < cuts.length; k++) {
      const [from, to] = [cuts[k] ?? 0, cuts[k + 1] ?? 0];
      const tokens = tokensWithin(text, s.facts.tokens, from, to);
      out.push({ sentence: id, passage: s.passage, text: text.slice(from, to).replace(/^[;\s]+|^(?:and|but|while|whereas)\s+/i, '').trim(), tokens, words: new Set(tokens.flatMap(wordForms)) });
    }
  });
  return out;
}

/** "time" of "at a time", "at the same time", "at any one time": how many at once, no thing given. */
function inTimePhrase(claim: UnitFacts, t: NlpToken): boolean {
  return termOf(t) === 'time' && /\bat (?:a|the same|any one|one|any given) time\b/i.test(claim.text);
}

/** The contradiction, or null. */
export function attributeSwap(index: ContextIndex, claim: UnitFacts): RuleVerdict | null {
  const claimWords = new Set(claim.tokens.flatMap(wordForms));
  const content = claim.tokens.filter((t) => isContent(t) && /\p{L}{3}/u.test(t.text));
  const things = content.filter((t, i) => label(t, claim.tokens.indexOf(t)) && i >= 0);
  if (things.length === 0 || content.length < 2) return null;
  const segments = segmentsOf(index);
  const has = (s: Segment, t: NlpToken) => wordForms(t).some((f) => s.words.has(f));
  for (const thing of things) {
    // What is given is a thing or a quality ("phone support", "a flood warning"); verbs are paraphrased ("won" / "named").
    for (const attr of content.filter((t, i) => t.pos !== 'VERB' && t.pos !== 'AUX' && !label(t, i === 0 ? 0 : 1))) {
      if (attr === thing || termOf(attr) === termOf(thing) || inTimePhrase(claim, attr)) continue;
      if (segments.some((s) => has(s, thing) && has(s, attr))) continue;
      for (const h of segments.filter((s) => has(s, attr))) {
        // The other thing h gives A to: a word of T's kind the claim does not have.
        const other = h.tokens.find((t, i) => label(t, i) && isContent(t) && !wordForms(t).some((f) => claimWords.has(f)));
        if (!other) continue;
        // The thing's own part says something of it besides names ("a flood alert for Colbridge", not
        // "Mayor Qiao Mingyuan" of a list of names), and none of the claim's figures ("Cedar Bank's fell
        // 2%" is the part the claim's 2% speaks of, the lending said once for the list).
        const rivals = segments.filter((r) => r !== h && r.sentence === h.sentence && has(r, thing) && !has(r, other)
          && r.tokens.some((t) => isContent(t) && /^[a-z]/.test(t.text) && !wordForms(t).some((f) => wordForms(thing).includes(f)))
          && !claim.quantities.some((q) => index.sentences[r.sentence]?.facts.quantities.some((e) => e.raw === q.raw && r.text.includes(e.raw))));
        for (const r of rivals) {
          const own = r.tokens.find((t) => t.pos === attr.pos && isContent(t) && !wordForms(t).some((f) => claimWords.has(f) || h.words.has(f)));
          // Their other content words: neither thing's.
          const names = new Set([...wordForms(thing), ...wordForms(other)]);
          const rest = (s: Segment) => new Set(s.tokens.filter((t) => isContent(t) && !wordForms(t).some((f) => names.has(f))).map(termOf));
          const [hr, rr] = [rest(h), rest(r)];
          const shared = [...rr].filter((w) => hr.has(w)).length / Math.max(1, Math.min(hr.size, rr.size));
          // Parallel parts share a word besides the two things ("plan ... includes ... support", "flood").
          if (shared === 0 || (!own && shared < PARALLEL)) continue;
          const pid = passageId(index, h.sentence);
          return verdict('contradicted', true, [sentenceEvidence(index, h.sentence), ...(r.sentence !== h.sentence ? [sentenceEvidence(index, r.sentence)] : [])],
            [`The answer gives ${attr.text} to ${thing.text}; ${pid} gives it to ${other.text} ("${h.text}") and says of ${thing.text}: "${r.text}"`],
            `Say what ${pid} says of ${thing.text}: "${r.text}"`);
        }
      }
    }
  }
  return null;
}
