/**
 * A change whose direction contradicts its own figures: "Operating margin increased to 12.4%
 * from 14.1%" (a fall), "fell from 80 to 95" (a rise). When both figures are in the context,
 * the passages say otherwise: contradicted, naming the right direction. And a change whose
 * figures are the wrong way round in time: "rose to $61 million from $48 million" where one
 * passage sentence gives "$48 million in the second quarter, compared with $61 million a year
 * earlier" (or "$48 million, down from $61 million", "from $61 million to $48 million"):
 * contradicted, naming the change the passage gives.
 */
import { comparable } from '../quantities/compare-quantities.ts';
import { quantitiesStating, type ContextIndex } from '../context/context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import type { Quantity } from '../quantities/quantities.ts';
import type { UnitFacts } from '../text/unit-facts.ts';

const UP = /\b(increased|increases|increase|rose|rises|rise|risen|grew|grows|grown|climbed|climbs|went up|gone up|up|higher|improved|gained|jumped|surged)\b/i;
const DOWN = /\b(decreased|decreases|decrease|fell|falls|fallen|dropped|drops|declined|declines|went down|gone down|down|lower|shrank|slipped|slid|plunged|eased)\b/i;

/** The contradiction, or null when the claim names no change between two of its figures. */
export function changeDirection(index: ContextIndex, claim: UnitFacts): RuleVerdict | null {
  const up = UP.exec(claim.text);
  const down = DOWN.exec(claim.text);
  if ((up === null) === (down === null)) return null;
  const qs = claim.quantities;
  for (let i = 0; i + 1 < qs.length; i++) {
    const a = qs[i];
    const b = qs[i + 1];
    // "from 12am to 2am" is a span of the clock, not a change ("the service goes down for maintenance from 12am to 2am").
    if (!a || !b || !comparable(a, b) || a.dim === 'year' || a.dim === 'date' || a.dim === 'day' || a.dim === 'clock') continue;
    const between = claim.text.slice(a.end, b.start);
    const before = claim.text.slice(Math.max(0, a.start - 6), a.start);
    // "to A from B" (A is the new value) or "from A to B" (B is the new value).
    const toFrom = /\bto\s*$/i.test(before) && /^\s*(?:,\s*)?from\s*$/i.test(between);
    const fromTo = /\bfrom\s*$/i.test(before) && /^\s*to\s*$/i.test(between);
    // "44%, down from 38%", "$61 million, up from $48 million": A is the new value.
    const nowFrom = /^\s*,?\s*(?:up|down)\s+from\s*$/i.test(between);
    if (!toFrom && !fromTo && !nowFrom) continue;
    const [now, was] = toFrom || nowFrom ? [a, b] : [b, a];
    if (now.value === was.value) continue;
    const rose = now.value > was.value;
    if (rose === (up !== null)) return swappedPeriods(index, now, was);
    const stated = [now, was].map((q) => quantitiesStating(index, q)[0]);
    if (stated.some((s) => s === undefined)) return null;
    const said = (up ?? down)?.[0] ?? '';
    const evidence = [...new Set(stated.map((s) => s?.sentence ?? 0))].map((id) => sentenceEvidence(index, id));
    return verdict('contradicted', true, evidence, [`The answer says ${said}; from ${was.raw} to ${now.raw} is a ${rose ? 'rise' : 'fall'}.`], `Replace "${said}" with a word for a ${rose ? 'rise' : 'fall'}.`);
  }
  return changeBy(index, claim, up !== null, (up ?? down)?.[0] ?? '');
}

/**
 * A change told by its size only ("The price went up by £50") where a passage sentence gives the
 * two values it lies between the other way ("£450, down from £500"; "from £500 to £450"):
 * contradicted, naming the change the passage gives.
 */
function changeBy(index: ContextIndex, claim: UnitFacts, up: boolean, said: string): RuleVerdict | null {
  const sizes = claim.quantities.filter((q) => q.dim !== 'year' && q.dim !== 'date' && q.dim !== 'day' && /\bby\s*$/i.test(claim.text.slice(Math.max(0, q.start - 4), q.start)));
  for (const size of sizes) {
    for (const [id, s] of index.sentences.entries()) {
      const qs = s.facts.quantities;
      for (let i = 0; i + 1 < qs.length; i++) {
        const [a, b] = [qs[i], qs[i + 1]];
        if (!a || !b || !comparable(a, b) || !comparable(size, a) || a.dim !== size.dim) continue;
        const between = s.facts.text.slice(a.end, b.start);
        const before = s.facts.text.slice(Math.max(0, a.start - 6), a.start);
        // "£450, down from £500" / "£450, up from £400": a is the new value; "from £500 to £450": b is.
        const marked = /^\s*,?\s*(up|down) from\s*$/i.exec(between);
        const fromTo = /\bfrom\s*$/i.test(before) && /^\s*to\s*$/i.test(between);
        if (!marked && !fromTo) continue;
        const [now, was] = marked ? [a, b] : [b, a];
        if (Math.abs(Math.abs(now.value - was.value) - size.value) > Math.max(size.tolerance, 1e-9) || now.value === was.value) continue;
        const rose = now.value > was.value;
        if (rose === up) return null;
        return verdict('contradicted', true, [sentenceEvidence(index, id)], [`The answer says ${said}; from ${was.raw} to ${now.raw} is a ${rose ? 'rise' : 'fall'}.`], `Replace "${said}" with a word for a ${rose ? 'rise' : 'fall'}.`);
      }
    }
  }
  return null;
}

/** Wording right after a figure that makes it the earlier value: "$61 million a year earlier". */
const EARLIER = /^\s*(?:[a-z]+\s+){0,2}?(?:a year earlier|a year ago|a year before|the year before|the previous year|the prior year|last year|in the prior[- ]year period|in the same (?:quarter|period|month) (?:of |a year |last )?(?:earlier|last year|the previous year|the year before))\b/i;

/**
 * Whether the sentence writes `q` as the old value of a change to `other`: "41%, down from 47%"
 * (47% is old), "from 47% to 41%", "to 41% from 47%".
 */
function passageOld(text: string, q: Quantity, other: Quantity): boolean {
  const [first, second] = q.start < other.start ? [q, other] : [other, q];
  const between = text.slice(first.end, second.start);
  const before = text.slice(Math.max(0, first.start - 6), first.start);
  if (/^\s*,?\s*(?:up|down) from\s*$/i.test(between) || (/\bto\s*$/i.test(before) && /^\s*,?\s*from\s*$/i.test(between))) return q === second;
  if (/\bfrom\s*$/i.test(before) && /^\s*to\s*$/i.test(between)) return q === first;
  return false;
}

/**
 * The claim's new value is the one a passage sentence stating both figures marks as the earlier
 * ("a year earlier"), and its old value is not so marked: contradicted.
 */
function swappedPeriods(index: ContextIndex, now: Quantity, was: Quantity): RuleVerdict | null {
  for (const s of quantitiesStating(index, now)) {
    const text = index.sentences[s.sentence]?.facts.text ?? '';
    const other = quantitiesStating(index, was).find((x) => x.sentence === s.sentence);
    if (!other || other.q.value === s.q.value) continue;
    const earlier = (q: Quantity) => EARLIER.test(text.slice(q.end, q.end + 40)) || passageOld(text, q, q === s.q ? other.q : s.q);
    if (!earlier(s.q) || earlier(other.q)) continue;
    const change = s.q.value > other.q.value ? 'a fall' : 'a rise';
    return verdict('contradicted', true, [sentenceEvidence(index, s.sentence)], [`The answer has ${now.raw} as the new figure; p${index.sentences[s.sentence]?.passage ?? 0} gives ${s.q.raw} as the earlier one, so the change is ${change} from ${s.q.raw} to ${other.q.raw}.`],
      `Correct the change to ${change} from ${s.q.raw} to ${other.q.raw}.`);
  }
  return null;
}

/** "an increase on 2024", "down from 2023", "higher than in 2022": a change against a year, with no figure of its own. */
const ON_YEAR = /\b(?:on|from|than|compared (?:with|to)|against|over|since)\s+(?:in\s+|the\s+)?((?:19|20)\d\d)\b/i;

/**
 * A change told against a year without figures ("That represents an increase on 2024") where a
 * passage sentence gives a figure for that year and one for a later year ("2.31 million in 2025,
 * compared with 2.46 million in 2024"): the two figures decide the direction. Contradicted when
 * they run the other way, supported when they agree.
 */
export function changeOnYear(index: ContextIndex, claim: UnitFacts): RuleVerdict | null {
  const up = UP.exec(claim.text);
  const down = DOWN.exec(claim.text);
  const against = ON_YEAR.exec(claim.text);
  if ((up === null) === (down === null) || !against || claim.quantities.some((q) => q.dim !== 'year')) return null;
  const year = Number(against[1]);
  for (const [id, s] of index.sentences.entries()) {
    const text = s.facts.text;
    // Each figure followed by the year it is for: "2.31 million in 2025", "184,000 visitors in 2025".
    const dated = s.facts.quantities.flatMap((q) => {
      const m = /^\s*(?:[a-z]+\s+){0,2}?(?:in|for|during)\s+((?:19|20)\d\d)\b/i.exec(text.slice(q.end));
      return q.dim !== 'year' && m ? [{ q, year: Number(m[1]) }] : [];
    });
    const was = dated.find((d) => d.year === year);
    const later = dated.filter((d) => d.year > year && was && comparable(d.q, was.q));
    if (!was || later.length !== 1) continue;
    const now = later[0];
    if (!now || now.q.value === was.q.value) continue;
    const rose = now.q.value > was.q.value;
    const said = (up ?? down)?.[0] ?? '';
    if (rose === (up !== null)) return verdict('supported', true, [sentenceEvidence(index, id)]);
    return verdict('contradicted', true, [sentenceEvidence(index, id)], [`The answer says ${said}; ${passageId(index, id)} gives ${now.q.raw} in ${now.year} against ${was.q.raw} in ${year}, a ${rose ? 'rise' : 'fall'}.`], `Replace "${said}" with a word for a ${rose ? 'rise' : 'fall'}.`);
  }
  return null;
}
