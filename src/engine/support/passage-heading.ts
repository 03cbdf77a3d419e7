/**
 * The passage a claim is about, told by the passages' headings: where each passage opens with a
 * heading ("Quetrafen 25 mg tablets, patient leaflet." / "Quetrafen 50 mg tablets, patient
 * leaflet."; "Hydrevo sachets, adults." / "Hydrevo sachets, children aged 1 to 12."), the words and
 * figures a heading has and some other heading lacks are what its passage is about. The claim's
 * passage is the one whose such words or figures the claim names ("For adults, ..."), or failing
 * that, for a claim that names none, the user's question ("I've got the 25 mg tablets"); only
 * one passage may be named. `passage-swap.ts` reads a figure given only in another passage as
 * taken from it. Pure.
 */
import { comparable, sameQuantity } from '../quantities/compare-quantities.ts';
import type { ContextIndex } from '../context/context-index.ts';
import type { Quantity } from '../quantities/quantities.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { sentencesGiving } from './figure-sentences.ts';

/** A heading: short, the passage's first sentence. */
const MAX_HEADING_WORDS = 14;

interface Heading { passage: number; sentence: number; terms: string[]; quantities: Quantity[] }

export interface HeadingNaming {
  /** The passage the claim is about. */
  naming: Set<number>;
  /** Its heading's words the claim or question names (none of them a label of the claim's figure). */
  words: Set<string>;
  /** Its heading, as written. */
  heading: string;
}

function headingsOf(index: ContextIndex): Heading[] | null {
  const headings: Heading[] = [];
  for (const [p, ids] of index.byPassage.entries()) {
    const id = ids?.[0];
    const facts = id === undefined ? undefined : index.sentences[id]?.facts;
    if (id === undefined || !facts || (ids?.length ?? 0) < 2 || facts.text.split(/\s+/).length > MAX_HEADING_WORDS) return null;
    headings.push({ passage: p, sentence: id, terms: facts.terms.map((t) => t.toLowerCase()), quantities: facts.quantities });
  }
  return headings;
}

/** Whether a question word is the heading's term ("children" for "child", "adults" for "adult", "aged" for "age"). */
function asked(words: readonly string[], term: string): boolean {
  return term.length >= 3 && words.some((w) => w === term || (w.startsWith(term) && w.length - term.length <= (term.length >= 4 ? 3 : 1)));
}

/** Each passage's content words, read once per check (an index lives for one check). */
const TERMS = new WeakMap<ContextIndex, Array<Set<string>>>();

/** The content words of each passage, lower case. */
function passageTerms(index: ContextIndex): Array<Set<string>> {
  const known = TERMS.get(index);
  if (known) return known;
  const terms = index.byPassage.map((ids) => new Set((ids ?? []).flatMap((id) => index.sentences[id]?.facts.terms.map((t) => t.toLowerCase()) ?? [])));
  TERMS.set(index, terms);
  return terms;
}

/** Whether passage `p` states a figure equal to `q`. */
function states(index: ContextIndex, p: number, q: Quantity): boolean {
  return sentencesGiving(index, q).some((id) => index.sentences[id]?.passage === p);
}

/** The passage the claim (or, failing it, the question) names by its heading, for the claim's `figure`, or null. */
export function headingNaming(index: ContextIndex, claim: UnitFacts, figure: Quantity): HeadingNaming | null {
  // A claim setting two figures of one kind and unit side by side ("7600 instead of 7400", "£14 million, up from
  // £11 million") speaks of both passages ("within 30 days ... to 24 months" is two things).
  if (index.passages.length < 2 || claim.quantities.some((c) => c !== figure && comparable(c, figure) && c.dim === figure.dim && c.factor === figure.factor)) return null;
  const headings = headingsOf(index);
  if (!headings) return null;
  const terms = passageTerms(index);
  // What each heading has that no other passage has anywhere ("ward" in one heading and another's text tells nothing).
  const own = headings.map((h) => {
    const others = headings.filter((o) => o !== h);
    return {
      terms: h.terms.filter((t) => others.every((o) => !terms[o.passage]?.has(t))),
      quantities: h.quantities.filter((q) => others.every((o) => !states(index, o.passage, q))),
    };
  });
  // Headings tell passages apart only when each has something of its own ("Class I shares" has nothing "Class A shares" lacks: "I" is read as the pronoun).
  if (own.some((k) => k.terms.length + k.quantities.length === 0)) return null;
  const claimTerms = new Set(claim.terms.map((t) => t.toLowerCase()));
  const byClaim = own.map((k) => k.terms.filter((t) => claimTerms.has(t)).length + k.quantities.filter((q) => claim.quantities.some((c) => sameQuantity(c, q))).length);
  const questionWords = (index.questionText ?? '').match(/\p{L}+/gu) ?? [];
  const byQuestion = own.map((k) => k.terms.filter((t) => asked(questionWords, t)).length + k.quantities.filter((q) => index.questionQuantities.some((e) => sameQuantity(e, q))).length);
  // The question decides only when it names one passage's heading and no other's.
  const fromClaim = byClaim.some((n) => n > 0);
  const named = fromClaim ? byClaim : byQuestion;
  const best = Math.max(...named);
  if (best === 0 || named.filter((n) => n === best).length !== 1 || (!fromClaim && named.some((n) => n > 0 && n !== best))) return null;
  const at = named.indexOf(best);
  const h = headings[at];
  if (!h) return null;
  // A word, a name or another figure of the claim that only another passage has says the claim is about that one ("as Class I needs ...").
  const elsewhere = (p: number) => p !== h.passage;
  const onlyIn = (has: (p: number) => boolean): number[] => index.byPassage.flatMap((_, p) => (has(p) ? [p] : []));
  if (claim.terms.some((t) => { const ps = onlyIn((p) => terms[p]?.has(t.toLowerCase()) ?? false); return ps.length === 1 && elsewhere(ps[0] ?? -1); })) return null;
  if (claim.entities.some((e) => { const ps = onlyIn((p) => index.lower[p]?.includes(e.toLowerCase()) ?? false); return ps.length === 1 && elsewhere(ps[0] ?? -1); })) return null;
  if (claim.quantities.some((q) => { const ps = onlyIn((p) => states(index, p, q)); return q !== figure && ps.length === 1 && elsewhere(ps[0] ?? -1); })) return null;
  return { naming: new Set([h.passage]), words: new Set(own[at]?.terms ?? []), heading: (index.sentences[h.sentence]?.facts.text ?? '').trim().replace(/\.$/, '') };
}
