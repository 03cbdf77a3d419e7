/**
 * A figure the passage gives for something else: "Children should take 500 mg" where the passage
 * says "The dose for adults is 500 mg; for children it is 250 mg", "Revenue in 2023 was $10
 * million" against "In 2022 revenue was $10 million; in 2023 it was $12 million". The claim's
 * figure is found, so no rule looking for a missing figure sees it.
 *
 * Sentences are cut into segments at ";", "while", "whereas", "but" and "and". Contradicted when,
 * in one passage:
 * - every segment giving the claim's figure lacks one of the claim's nouns, names or other
 *   figures (the thing the figure is said of: "children", "2023");
 * - another segment of the same sentence (or of a neighbouring one, when the thing is a figure:
 *   "in 2023") has that thing, does not give the claim's figure, and gives exactly one other
 *   figure of its kind (figures other than prices cut apart by "and" are a list, not a swap);
 * - the figure's segment names a thing of the same kind that neither the claim nor the other
 *   segment has ("adults", 2022): the two segments are parallel.
 * A row's label before a colon ("Adults: 2 tablets ...; do not take more than 8 tablets") names
 * every part of its sentence, and labelled sentences next to each other are rows of one table
 * (not a document's own headings, "Clause 4.2:", nor a speaker, "The mayor said:"); the rival
 * worded most like the figure's part is the one named.
 * Not a swap: a thing in another part of the claim, cut the same way ("55 x 40 x 23 cm, and check
 * in one bag of up to 23 kg"); a thing the claim sets aside ("outside London", "rather than as cash"); a thing the other
 * segment names before its figure when the figure's segment opens with its figure, which says it
 * of both ("Hotel costs are reimbursed up to £140 per night in London and £95 per night elsewhere").
 */
import { offsetsIn, tokensWithin } from '../text/code-points.ts';
import { escapeRegExp } from '../escape-regexp.ts';
import { yearCount, type Quantity } from '../quantities/quantities.ts';
import { comparable, sameQuantity } from '../quantities/compare-quantities.ts';
import { quantitiesStating, type ContextIndex } from '../context/context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import { spokenWord, termOf, type UnitFacts } from '../text/unit-facts.ts';

// Not the "and" of a list of figures ("12 and 14 March") or of a bound ("16 and over").
const CUT = /;|\b(?:while|whereas|but)\b|(?<!\d\s*)\band\b(?!\s+(?:over|older|above|under|below|up)\b)/gi;

/** Words that only say a figure is a price. */
const PRICE_WORD = /^(?:cost|costs|price|prices|priced|charge|charges)$/i;

/** Headings of a document's own parts, which label no row of a table. */
const NOT_ROW = /^(?:(?:clause|section|article|schedule|part|paragraph|para|appendix|annex|step|note|notes|tip|warning|important|update|source|summary|q|a|question|answer|example)\b|\d)/i;

interface Segment { sentence: number; cut: string; words: Set<string>; nouns: string[][]; quantities: Quantity[]; text: string; from: number; row: boolean }

/** Tags a row's label is made of ("UK mainland", "Highlands & Islands", "maximum"). */
const LABEL_TAG = /^(?:NOUN|PROPN|ADJ|NUM|CCONJ|PUNCT|SYM)$/;

/**
 * The commas that part rows written in one run, each a short label right before its own figure
 * ("Medium parcel: UK mainland £6.99, Highlands & Islands £11.99", "(default 10, maximum 100)"),
 * one figure of one kind in each part; and where the first row's label starts, so that what comes
 * before it (the rows' shared subject) is said of every row.
 */
function labelCommas(facts: UnitFacts): { cuts: number[]; lead: [number, number] | null } {
  const text = facts.text;
  const commas = [...text.matchAll(/,\s+/g)].map((m) => m.index ?? 0);
  // A short label right before the figure: one to four words, only label tags.
  const isRowLabel = (from: number, q: Quantity): boolean => {
    const before = tokensWithin(text, facts.tokens, from, q.start);
    const words = before.filter((t) => /\p{L}/u.test(t.text)).length;
    return words >= 1 && words <= 4 && before.every((t) => LABEL_TAG.test(t.pos) && !/^(?:and|or)$/i.test(t.text));
  };
  const ofKind = (lo: number, hi: number, d: string) => facts.quantities.filter((q) => q.start >= lo && q.start < hi && q.dim === d).length;
  const cuts: number[] = [];
  let lead: [number, number] | null = null;
  // Rows come all or none: a run where one comma between two figures parts no labelled rows
  // ("ongoing charge 0.65%, yield 4.8%", "yield" read as a verb) is cut nowhere, so no part mixes two rows.
  let mixed = false;
  commas.forEach((c, k) => {
    const from = Math.max(commas[k - 1] ?? -1, text.lastIndexOf(':', c), text.lastIndexOf(';', c), text.lastIndexOf('(', c)) + 1;
    const to = commas[k + 1] ?? text.length;
    // Each part's figure is its last; a label may hold a number of its own ("Zone 1 £2.10").
    const a = facts.quantities.filter((q) => q.start >= from && q.start < c).at(-1);
    const b = facts.quantities.filter((q) => q.start > c && q.start < to).at(-1);
    if (!a || !b) return;
    if (a.dim !== b.dim || ofKind(from, c, a.dim) !== 1 || ofKind(c, to, b.dim) !== 1 || !isRowLabel(c + 1, b)) {
      mixed = true;
      return;
    }
    // The first row's label: the label words right before its figure.
    if (cuts.length === 0) {
      const before = tokensWithin(text, facts.tokens, from, a.start);
      let i = before.length;
      while (i > 0 && LABEL_TAG.test(before[i - 1]?.pos ?? '') && i > before.length - 4) i--;
      const first = before[i];
      if (!first || i === before.length) {
        mixed = true;
        return;
      }
      const at = offsetsIn(text, facts.tokens)[facts.tokens.indexOf(first)] ?? from;
      lead = [0, at];
    }
    cuts.push(c);
  });
  return mixed ? { cuts: [], lead: null } : { cuts, lead };
}

/** The segments of one context sentence. */
function segmentsOf(index: ContextIndex, id: number): Segment[] {
  const facts = index.sentences[id]?.facts;
  if (!facts) return [];
  const rows = labelCommas(facts);
  const cuts = [0, ...[...facts.text.matchAll(CUT)].map((m) => m.index ?? 0), ...rows.cuts, facts.text.length].sort((a, b) => a - b);
  // A row's label before a colon ("Adults: 2 tablets every 4 hours; do not take more than 8") names
  // what every part of the sentence is said of.
  // Not a heading of a document's own structure ("Clause 4.2:", "Note:") or a speaker ("The mayor said:").
  const colon = facts.text.indexOf(':');
  const lead = colon > 0 && colon <= 40 && colon < (cuts[1] ?? Infinity) ? tokensWithin(facts.text, facts.tokens, 0, colon) : [];
  const labelled = lead.length <= 5 && !lead.some((t) => t.pos === 'VERB' || t.pos === 'AUX') && !NOT_ROW.test(facts.text.slice(0, colon).trim()) ? lead : [];
  const out: Segment[] = [];
  for (let k = 0; k + 1 < cuts.length; k++) {
    const [from, to] = [cuts[k] ?? 0, cuts[k + 1] ?? 0];
    // A row after a comma has the rows' shared subject too ("options.poolSize sets ... (default 10, maximum 100)").
    const shared = rows.lead && rows.cuts.includes(from) ? tokensWithin(facts.text, facts.tokens, rows.lead[0], rows.lead[1]) : [];
    const tokens = [...(k > 0 ? labelled : []), ...shared, ...tokensWithin(facts.text, facts.tokens, from, to)];
    // With the singular of a capitalised plural, whose lemma keeps its -s ("Grades 4 to 6: 27 days").
    const words = new Set(tokens.flatMap((t) => [termOf(t), t.normal.toLowerCase(), t.normal.toLowerCase().replace(/(?<=[^s])s$/, '')]));
    const nouns = tokens.filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN').map((t) => [termOf(t), t.normal.toLowerCase()]);
    const cut = k === 0 ? '' : (/^(;|\w+)/.exec(facts.text.slice(from))?.[1] ?? '').toLowerCase();
    out.push({ sentence: id, cut, words, nouns, quantities: facts.quantities.filter((q) => q.start >= from && q.start < to), text: facts.text.slice(from, to), from, row: labelled.length > 0 });
  }
  return out;
}

/**
 * Whether segment `h` continues segment `r` of the same sentence by gapping: `h` opens (after its
 * cutting word) with a figure, and `r` names `thing` before its own figure.
 */
function gapped(r: Segment, h: Segment, thing: string): boolean {
  if (h.sentence !== r.sentence || !h.cut || h.cut === ';' || h.from <= r.from) return false;
  const opens = /^\s*(?:(?:up to|only|just|about|around)\s+)?[£$€\d]/i.test(h.text.replace(/^\s*\w+/, ''));
  const first = r.quantities[0];
  if (!opens || !first) return false;
  return new RegExp(`\\b${escapeRegExp(thing)}`, 'i').test(r.text.slice(0, first.start - r.from));
}

/** How many words two segments share. */
function overlap(a: Segment, b: Segment): number {
  let n = 0;
  for (const w of a.words) if (b.words.has(w)) n++;
  return n;
}

/** A calendar year, or one written as a bare number ("in 2023"). */
function yearLike(q: Quantity): boolean {
  return q.dim === 'year' || yearCount(q);
}

/** Whether two figures are of one kind: two years, or two figures of one dimension. */
function sameKind(a: Quantity, b: Quantity): boolean {
  return yearLike(a) || yearLike(b) ? yearLike(a) && yearLike(b) : a.dim === b.dim && comparable(a, b);
}

/** The terms each context writes capitalised inside a sentence, as names or labels (read once per context). */
const LABELS = new WeakMap<ContextIndex, Set<string>>();

/** Whether the context writes `term` capitalised inside a sentence, as a name or label. */
function labelled(index: ContextIndex, term: string): boolean {
  let labels = LABELS.get(index);
  if (!labels) {
    labels = new Set();
    for (const s of index.sentences) {
      s.facts.tokens.forEach((t, k) => {
        if (k > 0 && /^\p{Lu}\p{Ll}/u.test(t.text) && !/[.:!?]/.test(s.facts.tokens[k - 1]?.text ?? '')) labels?.add(termOf(t).toLowerCase());
      });
    }
    LABELS.set(index, labels);
  }
  return labels.has(term.toLowerCase());
}

/** A word saying a figure comes on top of another ("one additional bag", "an extra 2 days"). */
const ON_TOP = /^\s*(?:additional|extra|more|further|bonus|free|top-up)\b|\b(?:additional|extra|further|another|plus|bonus)\s*$/i;

/**
 * Whether the claim's figure is the slot's figure plus one the context gives as coming on top
 * ("two bags" where the fare gives 1 bag and membership "one additional checked bag"): a sum, not a swap.
 */
function addedOn(index: ContextIndex, q: Quantity, own: Quantity): boolean {
  // "one additional bag", "an extra night": one more, though no figure is written.
  if (own.dim === 'count' && q.value === own.value + 1 && index.sentences.some((s) => /\b(?:one|an?|another)\s+(?:additional|extra|further|bonus)\b/i.test(s.facts.text))) return true;
  return index.sentences.some((s) => s.facts.quantities.some((e) => e.dim === own.dim && Math.abs(own.value + e.value - q.value) <= Math.max(q.tolerance, 1e-9)
    && (ON_TOP.test(s.facts.text.slice(e.end, e.end + 24)) || ON_TOP.test(s.facts.text.slice(Math.max(0, e.start - 16), e.start)))));
}

/** The contradiction for claim figure `q`, or null. */
export function segmentSwap(index: ContextIndex, claim: UnitFacts, q: Quantity): RuleVerdict | null {
  // A figure written as a modifier ("the 20-year award", "a 5-day pass") names a kind of thing, not a value said of one.
  const modifier = (o: Quantity) => /^\S+-[a-z]+$/i.test(o.raw) && /^\s+[a-z]/.test(claim.text.slice(o.end));
  if (modifier(q)) return null;
  // "the lower deductible ($1,500 vs $3,000)": the figure after "vs" is the other thing's, said of
  // nothing the claim names. (It stays a thing the figure before it is said of: a swapped pair,
  // "$3,000 vs $1,500", is still found.)
  const compared = (o: Quantity) => /\b(?:vs\.?|versus|against)\s*[$€£]?\s*$/i.test(claim.text.slice(Math.max(0, o.start - 10), o.start));
  if (compared(q)) return null;
  // A claim that sets two figures of the kind against each other ("29.9% a year, higher than the
  // 24.9% purchase rate") names each one's thing beside it; its nouns are shared between them.
  if (claim.quantities.some((o) => o !== q && o.dim === q.dim && /\b(?:than|compared (?:with|to)|while|whereas)\b/i.test(claim.text.slice(Math.min(o.end, q.end), Math.max(o.start, q.start))))) return null;
  // What the figure is said of: the claim's nouns and names, and its other figures.
  // A word the context writes as a label ("Express (2-3 days) $12.99", tagged an adjective) is a thing too.
  const things = claim.terms.filter((t, i) => claim.termPos[i] === 'NOUN' || claim.termPos[i] === 'PROPN' || labelled(index, t));
  const others = claim.quantities.filter((o) => o !== q && !modifier(o));
  if (things.length + others.length === 0) return null;
  const claimWords = new Set(claim.tokens.flatMap((t) => [termOf(t), t.normal.toLowerCase(), t.lemma.toLowerCase()]));
  // Only the sentences that give the figure and their neighbours can hold a swap: a long context has hundreds.
  const near = new Set(quantitiesStating(index, q).flatMap(({ sentence }) => [sentence - 1, sentence, sentence + 1]));
  const segments = [...near].filter((id) => id >= 0 && id < index.sentences.length).sort((a, b) => a - b).flatMap((id) => segmentsOf(index, id));
  const holding = segments.filter((s) => s.quantities.some((e) => sameQuantity(q, e)));
  if (holding.length === 0) return null;
  // The claim names the figure's own slot beside it ("move to the 22.9% purchase rate" against
  // "Purchase rate: 22.9%"): the figure is said of that, whatever the claim's subject.
  // (Not the noun a bare count counts: "1 tablet" names its unit.)
  const after = q.dim === 'count' ? [] : tokensWithin(claim.text, claim.tokens, q.end, q.end + 40);
  const stop = after.findIndex((t) => !/^(?:NOUN|ADJ|PROPN)$/.test(t.pos));
  const beside = new Set((stop < 0 ? after : after.slice(0, stop)).slice(0, 3).filter((t) => t.pos === 'NOUN' && t.normal.length > 2).map(termOf));
  if (beside.size > 0 && holding.some((s) => [...beside].some((w) => s.words.has(w)))) return null;
  // A name after the figure or a noun right before it labels it ("3.85% AER", "exit code 3"): no
  // rival segment without that label, where the figure's has it ("Exit codes: 0 on success, 3 on
  // health-check timeout" against "(default 300)"; "Node" in "v3.x supports Node 18 and 20; v4.x
  // supports Node 20 and 22" labels every row, so those still rival).
  const before = tokensWithin(claim.text, claim.tokens, Math.max(0, q.start - 30), q.start);
  const labelStart = before.length - [...before].reverse().findIndex((t) => !/^(?:NOUN|PROPN)$/.test(t.pos));
  const label = q.dim === 'count' ? (labelStart > before.length ? before : before.slice(labelStart)).slice(-2) : [];
  const names = (stop < 0 ? after : after.slice(0, stop)).slice(0, 3).filter((t) => t.pos === 'PROPN');
  const labels = new Set([...label, ...names].filter((t) => (t.pos === 'NOUN' || t.pos === 'PROPN') && t.normal.length > 2).map(termOf));

  const has = (s: Segment, thing: string | Quantity) => (typeof thing === 'string' ? s.words.has(thing) : s.quantities.some((e) => sameQuantity(thing, e)));
  // The claim is cut the same way: a thing in another part of it ("55 x 40 x 23 cm, and check in
  // one bag of up to 23 kg") is not what the figure is said of.
  const claimCuts = [0, ...[...claim.text.matchAll(CUT)].map((m) => m.index ?? 0), claim.text.length];
  const partOf = (at: number) => claimCuts.findIndex((c, k) => at >= c && at < (claimCuts[k + 1] ?? Infinity));
  const qPart = partOf(q.start);
  const claimOffsets = offsetsIn(claim.text, claim.tokens);
  const thingPart = (thing: string | Quantity) => typeof thing === 'string'
    ? claim.tokens.some((t, k) => (termOf(t) === thing || t.normal.toLowerCase() === thing) && partOf(claimOffsets[k] ?? -1) === qPart)
    : partOf(thing.start) === qPart;
  // A thing the claim sets aside ("outside London", "except children") is not what the figure is said of.
  const setAside = (thing: string) => claim.tokens.some((t, k) => (termOf(t) === thing || t.normal.toLowerCase() === thing) && /\b(?:outside|except|excluding|other than|beyond|apart from|not in|rather than(?: as)?|instead of)\s+(?:the\s+)?$/i.test(claim.text.slice(Math.max(0, (claimOffsets[k] ?? 0) - 16), claimOffsets[k] ?? 0)));
  // "Starter costs 25 zennos": a price word says the figure is a price, not what it is the price of.
  const priceWord = (thing: string | Quantity) => typeof thing === 'string' && q.dim.startsWith('money') && PRICE_WORD.test(thing);
  for (const thing of [...things, ...others]) {
    if (!thingPart(thing) || (typeof thing === 'string' && setAside(thing)) || priceWord(thing)) continue;
    // The thing the figure is said of is with the figure somewhere: no swap.
    if (holding.some((s) => has(s, thing))) continue;
    // Nor a figure of the claim that is the figure's own row plus one on top ("two bags of up to
    // 23 kg" from "1 bag up to 23 kg" and "one additional bag"): a sum, said of the same row.
    if (typeof thing !== 'string' && holding.some((s) => s.quantities.some((e) => addedOn(index, thing, e)))) continue;
    for (const h of holding) {
      const passage = index.sentences[h.sentence]?.passage;
      // Another sentence only for a figure said of another figure ("in 2023"): a noun named in the
      // next sentence is as often the same thing's next detail. Figures cut apart by "and" are
      // a list of their own ("two bedrooms and one bathroom", "10% in March and 12% in April"),
      // except prices ("£15 for adults and £8 for children").
      // Rows written as labelled sentences ("Children 6-12 years: ...", "Adults: ...") are neighbours too.
      const near = (s: Segment) => s.sentence === h.sentence || ((typeof thing !== 'string' || (s.row && h.row)) && Math.abs(s.sentence - h.sentence) <= 1);
      const listed = (s: Segment) => !q.dim.startsWith('money') && (s.cut === 'and' || h.cut === 'and');
      const rivals = segments.filter((s) => s !== h && index.sentences[s.sentence]?.passage === passage && near(s) && !listed(s)
        && has(s, thing) && !s.quantities.some((e) => sameQuantity(q, e)))
        // The most parallel first: the part worded most like the figure's ("do not take more than 8 tablets" / "do not give more than 4 tablets").
        .sort((a, b) => overlap(b, h) - overlap(a, h));
      for (const r of rivals) {
        if ([...labels].some((w) => h.words.has(w) && !r.words.has(w))) continue;
        // Gapping: "Hotel costs are reimbursed up to £140 per night in London and £95 per night
        // elsewhere" says "hotel" of both figures; the second part opens with its figure.
        if (typeof thing === 'string' && gapped(r, h, thing)) continue;
        // The two segments are parallel: the figure's segment names a thing of the same kind
        // that neither the claim nor the other segment has ("adults" against "children", 2022 against 2023).
        const parallel = typeof thing === 'string'
          ? h.nouns.some((forms) => forms.every((n) => !claimWords.has(n) && !r.words.has(n)))
          : h.quantities.some((e) => sameKind(thing, e) && !sameQuantity(thing, e) && !claim.quantities.some((c) => sameQuantity(c, e)) && !r.quantities.some((x) => sameQuantity(x, e)));
        if (!parallel) continue;
        const found = r.quantities.filter((e) => sameKind(q, e) && !claim.quantities.some((c) => sameQuantity(c, e)));
        // A range ("3-5 business days") is one value of the slot.
        const text = index.sentences[r.sentence]?.facts.text ?? '';
        const [lo, hi] = found;
        const range = found.length === 2 && lo && hi && /^\s*(?:-|–|to)\s*$/.test(text.slice(lo.end, hi.start));
        const values = range ? [{ ...hi, raw: text.slice(lo.start, hi.end) }] : found;
        if (values.length !== 1 || !values[0]) continue;
        // The slot's figure times a count the claim gives ("For a child, 2 nights cost €18" at €9
        // a night): a worked product that happens to equal the other figure, not a swap.
        const own = values[0];
        if (claim.quantities.some((o) => o !== q && (o.dim === 'count' || o.dim === 'time') && Math.abs(own.value * (o.value / (o.factor || 1)) - q.value) <= Math.max(q.tolerance, 0.006 * Math.abs(q.value)))) return null;
        if (addedOn(index, q, own)) return null;
        const said = typeof thing === 'string' ? spokenWord(claim, thing) : thing.raw;
        const pid = passageId(index, r.sentence);
        return verdict('contradicted', true, [sentenceEvidence(index, r.sentence), sentenceEvidence(index, h.sentence)],
          [`The answer gives ${q.raw} for ${said}; ${pid} gives ${values[0].raw} there ("${r.text.replace(/^[;,\s]+/, '').trim()}"), and ${q.raw} for something else ("${h.text.replace(/^[;,\s]+/, '').trim()}").`],
          `Replace ${q.raw} with ${values[0].raw}.`);
      }
    }
  }
  return null;
}
