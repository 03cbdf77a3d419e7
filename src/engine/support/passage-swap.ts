/**
 * A figure taken from the passage about another thing: "The Global Equity fund's ongoing charge
 * is 0.65% a year" where p0, about the Global Equity fund, gives "Ongoing charges figure: 0.85% a
 * year" and 0.65% is p1's, about the UK Income fund. When the context holds several passages and
 * the claim names a thing, its figure is stated only in passages that never name that thing, and
 * the passages that name it give one other figure of the kind under the claim's own words: the
 * claim is contradicted with that figure. The other passage must give its figure under those
 * words too, so the two are the same attribute of two things. Of several such figures, the one the
 * claim's figure before it leads to, the end of a span its verb names, or the one right after the
 * year the claim gives ("In 2025, it returned 8.9%" against "2024 +12.1%; 2025 +6.3%").
 */
import { comparable, sameQuantity } from '../quantities/compare-quantities.ts';
import type { ContextIndex } from '../context/context-index.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { definedTerm } from './entity-swap.ts';
import { claimWordsIn, sentencesGivingValue } from './figure-sentences.ts';
import { SPAN_JOINER, spanSide } from './clock-spans.ts';
import { headingNaming } from './passage-heading.ts';

/** Days and months are when, not which thing ("on Fridays"). */
const CALENDAR = /^(?:mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*s?$/i;
const DOCUMENT_PART = /^(?:the\s+)?(?:amendment|addendum|annex|appendix|exhibit|section|clause|update|notice|terms|rider|variation|supplement|letter|order)s?$/i;

/** The figures of `found` that follow, as the claim's `q` does, the claim's figure before it joined by "to". */
function ledBy(claim: UnitFacts, q: Quantity, found: ReadonlyArray<{ id: number; e: Quantity }>, index: ContextIndex): Array<{ id: number; e: Quantity }> {
  const before = claim.quantities.filter((c) => c.end <= q.start).at(-1);
  if (!before || !SPAN_JOINER.test(claim.text.slice(before.end, q.start))) return [];
  const led = found.filter(({ id, e }) => {
    const facts = index.sentences[id]?.facts;
    const prev = facts?.quantities.filter((c) => c.end <= e.start).at(-1);
    return !!facts && !!prev && sameQuantity(prev, before) && SPAN_JOINER.test(facts.text.slice(prev.end, e.start));
  });
  // Still several ("10am to 3pm, Monday to Thursday, and 10am to 1pm on Fridays"): the one the claim's next word follows too.
  const next = /^[\s,]*([\p{L}]{3,})/u.exec(claim.text.slice(q.end))?.[1]?.toLowerCase();
  if (led.length <= 1 || !next) return led;
  return led.filter(({ id, e }) => /^[\s,]*([\p{L}]{3,})/u.exec(index.sentences[id]?.facts.text.slice(e.end) ?? '')?.[1]?.toLowerCase() === next);
}

/** The figures of `found` written right after a year the claim gives ("2025 +6.3%" for "In 2025, ... 8.9%"). */
function yearLabelled(claim: UnitFacts, found: ReadonlyArray<{ id: number; e: Quantity }>, index: ContextIndex): Array<{ id: number; e: Quantity }> {
  const years = claim.quantities.filter((c) => c.dim === 'year');
  if (years.length !== 1) return [];
  return found.filter(({ id, e }) => {
    const facts = index.sentences[id]?.facts;
    const prev = facts?.quantities.filter((c) => c.end <= e.start).at(-1);
    return !!facts && !!prev && prev.dim === 'year' && prev.value === years[0]?.value && /^[\s:=+(-]{0,4}$/.test(facts.text.slice(prev.end, e.start));
  });
}

/** The start or the end of the one span of clock times in `found` ("8am to 4pm"), as the claim's verb before its time says. */
function spanEnd(claim: UnitFacts, q: Quantity, found: ReadonlyArray<{ id: number; e: Quantity }>, index: ContextIndex): Array<{ id: number; e: Quantity }> {
  const side = spanSide(claim, q);
  const [a, b] = found;
  if (side === null || found.length !== 2 || !a || !b || a.id !== b.id) return [];
  const [first, second] = a.e.start < b.e.start ? [a, b] : [b, a];
  if (!SPAN_JOINER.test(index.sentences[a.id]?.facts.text.slice(first.e.end, second.e.start) ?? '')) return [];
  return [side === 'start' ? first : second];
}

/** The words (of three letters or more) right before a figure, lower case: the last `n`. */
function leadOf(text: string, e: Quantity, n: number): string[] {
  return (text.slice(Math.max(0, e.start - 30), e.start).toLowerCase().match(/\p{L}{3,}/gu) ?? []).slice(-n);
}

/**
 * The figures of `found` whose words before them the claim's figure shares most ("extended the
 * cover to 24 months": "extends coverage to 18 months", not "covered for 1 year"); failing one,
 * those after the same two words as `q` where the first sentence stating it gives it ("more than 2
 * tablets" / "more than 4 tablets").
 */
function sameLead(index: ContextIndex, claim: UnitFacts, q: Quantity, stating: readonly number[], found: ReadonlyArray<{ id: number; e: Quantity }>): Array<{ id: number; e: Quantity }> {
  const stems = (words: string[]) => new Set(words.map((w) => w.slice(0, 4)));
  const mine = stems(leadOf(claim.text, q, 3));
  const shared = found.map(({ id, e }) => [...stems(leadOf(index.sentences[id]?.facts.text ?? '', e, 3))].filter((w) => mine.has(w)).length);
  const most = Math.max(...shared);
  if (most > 0 && shared.filter((n) => n === most).length === 1) return found.filter((_, i) => shared[i] === most);
  const facts = index.sentences[stating[0] ?? -1]?.facts;
  const at = facts?.quantities.find((e) => sameQuantity(q, e));
  const lead = facts && at ? leadOf(facts.text, at, 2).join(' ') : '';
  if (lead === '') return [];
  return found.filter(({ id, e }) => leadOf(index.sentences[id]?.facts.text ?? '', e, 2).join(' ') === lead);
}

export function passageSwap(index: ContextIndex, claim: UnitFacts, termKeys: readonly string[][], q: Quantity): RuleVerdict | null {
  if (index.passages.length < 2) return null;
  const lower = index.passages.map((p) => p.text.toLowerCase());
  // A defined term or a part of a document ("the Agreement", "the Amendment") names no thing of its own.
  // A claim that names nothing is about the thing the answer named last ("In Manchester you can
  // start at 7am. Core hours are 10am to 4pm").
  const thing = (e: string) => e.length >= 3 && /\p{Lu}/u.test(e) && !definedTerm(e) && !DOCUMENT_PART.test(e) && !CALENDAR.test(e);
  // The passages naming the claim's thing, when that thing tells passages apart.
  const namingOf = (names: readonly string[]) => new Set(lower.flatMap((t, i) => (names.some((e) => t.includes(e.toLowerCase())) ? [i] : [])));
  const apart = (n: ReadonlySet<number>) => n.size > 0 && n.size < index.passages.length;
  const own = claim.entities.filter(thing);
  const topic = claim.topic && thing(claim.topic) ? [claim.topic] : [];
  const names = apart(namingOf(own)) ? own : apart(namingOf(topic)) && !own.some((e) => namingOf([e]).size === 1) ? topic : [];
  // Failing a name, the passages' headings may tell which the claim is about ("Quetrafen 25 mg tablets" / "... 50 mg tablets").
  const heading = names.length === 0 ? headingNaming(index, claim, q) : null;
  if (names.length === 0 && !heading) return null;
  const naming = heading ? heading.naming : namingOf(names);
  // (A passage giving the value under another bound, "up to 24 hours" for "at least 24 hours", gives it too.)
  const stating = sentencesGivingValue(index, q);
  if (stating.length === 0 || stating.some((id) => naming.has(index.sentences[id]?.passage ?? -1))) return null;
  // Each passage stating the figure is about another thing it names ("Flexible working hours,
  // London office"), not the same thing unnamed ("Second-quarter revenue was $4.1 million"); a
  // heading names it by construction.
  const namesOf = (passage: number) => new Set((index.byPassage[passage] ?? []).flatMap((id) => index.sentences[id]?.facts.entities ?? []).filter(thing).map((e) => e.toLowerCase()));
  const namedHere = new Set([...naming].flatMap((i) => [...namesOf(i)]));
  if (!heading && stating.some((id) => ![...namesOf(index.sentences[id]?.passage ?? -1)].some((e) => !namedHere.has(e) && !lower.some((t, i) => naming.has(i) && t.includes(e))))) return null;
  // The claim's words that are the name's (or the heading's) are no label.
  const nameWords = heading ? heading.words : new Set(names.flatMap((e) => e.toLowerCase().split(/\s+/)));
  const skip = new Set(claim.terms.flatMap((t, i) => (nameWords.has(t.toLowerCase()) ? [i] : [])));
  const theirs = Math.max(...stating.map((id) => claimWordsIn(index, id, termKeys, skip)));
  if (theirs < 1) return null;
  // In the passages naming the thing: the sentences giving a figure of the kind under the most of the claim's words.
  let best = 0;
  let found: Array<{ id: number; e: Quantity }> = [];
  index.sentences.forEach((s, id) => {
    if (!naming.has(s.passage)) return;
    // A time the claim gives too ("10am to 4pm ... 10am to 1pm" against "10am to 3pm ... 10am to 1pm") is no rival.
    const values = s.facts.quantities.filter((e) => comparable(q, e) && !sameQuantity(q, e) && (e.dim !== 'clock' || !claim.quantities.some((c) => sameQuantity(c, e))));
    if (values.length === 0) return;
    const n = claimWordsIn(index, id, termKeys, skip);
    if (n > best) {
      best = n;
      found = values.map((e) => ({ id, e }));
    } else if (n === best && n > 0) found.push(...values.map((e) => ({ id, e })));
  });
  if (best < theirs) return null;
  // Several figures of the kind: the one the claim's own figure before it leads to ("10am to 4pm" / "10am to 3pm"),
  // else the one a year of the claim labels ("In 2025, it returned 8.9%" against "2024 +12.1%; 2025 +6.3%"),
  // else the end of one span the claim's verb names ("opens at 9am" / "open 8am to 4pm": 8am).
  const ledTo = found.length > 1 ? ledBy(claim, q, found, index) : found;
  const joined = ledTo.length === 0 && found.length > 1 ? yearLabelled(claim, found, index) : ledTo;
  const spanned = joined.length === 0 ? spanEnd(claim, q, found, index) : joined;
  // Else the one after the same words as the claim's figure where a passage gives it ("more than 2 tablets" / "more than 4 tablets").
  const led = spanned.length === 0 && found.length > 1 ? sameLead(index, claim, q, stating, found) : spanned;
  if (new Set(led.map((f) => `${f.e.dim}:${f.e.value}`)).size !== 1) return null;
  const [right] = led;
  if (!right) return null;
  const pid = passageId(index, right.id);
  const other = passageId(index, stating[0] ?? 0);
  const about = heading ? ` ("${heading.heading}")` : `, about ${names[0]},`;
  return verdict('contradicted', true, [sentenceEvidence(index, right.id)], [`The answer says ${q.raw}; ${pid}${about} says ${right.e.raw} (${q.raw} is ${other}'s figure).`], `Replace ${q.raw} with ${right.e.raw}.`);
}
