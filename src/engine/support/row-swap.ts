/**
 * A figure read off the wrong row of a table-like passage: "You'll need at least $100 to open a
 * Gold account" where the passage gives "$1,000 for Gold accounts; $100 for Silver accounts";
 * "For a child aged 2 to 5, the dose is 5 ml" where "Children 6 to 11 years: 5 ml ... Children 2 to
 * 5 years: 2.5 ml"; "The Team plan ... extra seats are £4 each" where Team's extra seats are £6 and
 * £4 is Business's.
 *
 * Rows are the sentences of one passage (or the ";" parts of one sentence, tried first) that each
 * give a figure of the claim's kind (for a count, of the same noun). What sets a row apart from its
 * siblings is what not every sibling has: its names and labels (capitalised words, its opening word
 * included, the label before its colon; a label only the first of three or more rows has heads the
 * list and names no row) and its other figures. The claim's row is the one sibling whose names, labels or
 * figures the claim names most (failing that, those of the thing an earlier claim of the same
 * answer sentence named; failing that, for a claim opening with "it", "they", "this" or "these",
 * the thing the answer named before it; failing that, the row whose label the question names: "I'm
 * grade 4" picks "Grade 4: ..." among labels sharing "Grade", and "with SDK 5.x?" picks "SDK 5.x: ..."). Contradicted when the claim's figure is given only in other rows whose
 * words the claim does not name, and the claim's row gives one other value of the kind (with
 * several, the one after the same words as the claim's figure in the row that gives it). Not for
 * clock times, frequencies, dates, a range's end, a claim with two figures of the kind, a plain
 * figure against a row's bound, or a figure whose word before it is the giver's and not the rival's.
 */
import { comparable, sameQuantity, sameValue } from '../quantities/compare-quantities.ts';
import { YEAR } from '../compute/calendar.ts';
import type { ContextIndex } from '../context/context-index.ts';
import { tokenOffsets } from '../text/code-points.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import { isContent, termOf, type UnitFacts } from '../text/unit-facts.ts';
import type { NlpToken } from '../types.ts';

interface Row {
  sentence: number;
  text: string;
  /** Content lemmas of the row. */
  words: Set<string>;
  /** Its names and labels: capitalised words not opening it, and the words of a label before its first colon ("Team:", "Economy Classic:"). */
  names: Set<string>;
  quantities: Quantity[];
  /** Where its label ends ("2-year bond:"), or 0: a figure before it names the row, it is not the row's value. */
  labelEnd: number;
}

/** Rows read once per check (an index lives for one check). */
const ROWS = new WeakMap<ContextIndex, Map<string, Row[]>>();

/** The rows of sentence `id`: the sentence itself, or its ";" parts when `parts`. */
function rowsOf(index: ContextIndex, id: number, parts: boolean): Row[] {
  const memo = ROWS.get(index) ?? new Map<string, Row[]>();
  ROWS.set(index, memo);
  const key = `${id}:${parts ? 1 : 0}`;
  const known = memo.get(key);
  if (known) return known;
  const rows = readRows(index, id, parts);
  memo.set(key, rows);
  return rows;
}

/**
 * A word's term, with the plural "s" of a capitalised common noun or opening word dropped: a
 * sentence's opening "Points" keeps its "s" as a name would, yet is the "points" of the row beside it.
 */
function rowTerm(t: NlpToken, k: number): string {
  const w = termOf(t);
  // ("Plus", "Status", "Gas" are no plurals.)
  return (t.pos === 'NOUN' || k === 0) && /^\p{Lu}\p{Ll}/u.test(t.text) && /[^suia]s$/.test(w) ? w.slice(0, -1) : w;
}

function readRows(index: ContextIndex, id: number, parts: boolean): Row[] {
  const facts = index.sentences[id]?.facts;
  if (!facts) return [];
  // Rows are cut at ";" and, where a sentence runs several labelled rows together ("1-year bond:
  // 4.60% gross p.a. 2-year bond: 4.35% gross p.a."), before each label after a full stop.
  const labels = [...facts.text.matchAll(/(?:^|[.;]\s+)(?=[^\s:;,][^:;,]{0,39}?\p{L}[^:;,]{0,39}?:\s)/gu)].map((m) => (m.index ?? 0) + m[0].length);
  const cuts = parts ? [...[...facts.text.matchAll(/;/g)].map((m) => m.index + 1), ...(labels.length >= 2 ? labels.filter((c) => c > 0) : [])].sort((a, b) => a - b) : [];
  const bounds = [0, ...new Set(cuts), facts.text.length + 1];
  const offsets = tokenOffsets(facts.text, facts.tokens);
  const rows: Row[] = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const from = bounds[i] ?? 0;
    const to = (bounds[i + 1] ?? 0) - 1;
    const inside = facts.tokens.filter((t, k) => (offsets[k] ?? -1) >= from && (offsets[k] ?? -1) < to);
    const words = new Set(inside.map(rowTerm).filter((_, k) => isContent(inside[k] as NlpToken)));
    const text = facts.text.slice(from, to);
    const labelled = /^\s*([^:;,()]{0,39}\p{L}[^:;,()]{0,39}?):\s/u.exec(text);
    const label = labelled?.[1] ?? '';
    // A row's opening word is its name as much as any other capitalised word ("Bramble has 500 Mbps ..."); words all siblings share are set aside later.
    const names = new Set(inside.map(rowTerm).filter((_, k) => { const t = inside[k] as NlpToken; return isContent(t) && (/^\p{Lu}/u.test(t.text) || label.includes(t.text)); }));
    // The volume of a strength ("5 mg/5 ml", "125 mg per 5 ml") is no row's value.
    const strength = (q: Quantity) => q.dim === 'volume' && /\d\s*(?:mg|mcg|µg|g)\s*(?:\/|per|in)\s*$/i.test(facts.text.slice(Math.max(0, q.start - 12), q.start));
    rows.push({ sentence: id, text, words, names, quantities: facts.quantities.filter((q) => q.start >= from && q.end <= to && !strength(q)).map((q) => ({ ...q, start: q.start - from, end: q.end - from })), labelEnd: labelled ? labelled[0].length : 0 });
  }
  return rows;
}

/** The word a count counts: the first word after it past other figures and their units ("two 23 kg checked bags": "check"). */
function counted(text: string, e: Quantity): string {
  const rest = text.slice(e.end).replace(/^\s*(?:\(?[\d.,]+\s*\p{L}{0,3}\)?(?![\p{L}])\s*)*/u, '');
  return (/^\s*(\p{L}+)/u.exec(rest)?.[1] ?? '').toLowerCase().slice(0, 5);
}

/** The period or unit a count is per ("minute" in "300 per minute" and in "1,200 requests per minute"), or ''. */
function perUnit(text: string, e: Quantity): string {
  return (/^\s*(?:\p{L}+\s+)?(?:per|a|an|each|every)\s+(\p{L}+)/u.exec(text.slice(e.end))?.[1] ?? '').toLowerCase();
}

/**
 * Whether `e`, in row text `text`, is a figure of the claim figure's kind. A row's count with its
 * noun left out ("Starter: 300 per minute") counts what the claim's count counts per the same unit.
 */
function ofKind(claim: UnitFacts, q: Quantity, e: Quantity, text: string): boolean {
  if (!comparable(q, e) || e.dim === 'year') return false;
  if (q.dim !== 'count') return true;
  const noun = counted(text, e);
  return noun === counted(claim.text, q) || (/^(?:per|a|an|each|every)$/.test(noun) && perUnit(text, e) !== '' && perUnit(text, e) === perUnit(claim.text, q));
}

/** The same figure, bounds aside ("at least $100" is not the "$1,000" it allows). */
function same(a: Quantity, b: Quantity): boolean {
  return a.hedge === null && b.hedge === null ? sameQuantity(a, b) : sameValue(a, b);
}

/** Words before an age: "aged 4 to 6", "ages 2-5", "age 12". */
const AGED = /\bage[sd]?\s+(?:\d+\s*(?:-|–|to)\s*)?$/i;

/**
 * A figure of the claim that names a row: the same figure, or an age the claim writes without its
 * unit ("for a child aged 4 to 6") where the row gives it in years ("Children aged 4 to 6 years").
 */
function namesFigure(claim: UnitFacts, o: Quantity, e: Quantity): boolean {
  if (same(o, e)) return true;
  return o.dim === 'count' && e.dim === 'time' && o.hedge === e.hedge && Math.abs(e.value - o.value * YEAR) < 1 && AGED.test(claim.text.slice(0, o.start));
}

/** The word just before a figure ("within" in "within 3 months"), lower case. */
function wordBefore(text: string, e: Quantity): string {
  return (/(\p{L}+)\W*$/u.exec(text.slice(Math.max(0, e.start - 30), e.start))?.[1] ?? '').toLowerCase();
}

/** The two words right after a figure in a row ("mbp", "upload" in "50 Mbps upload"), lower case, plural "s" dropped. */
function wordsAfter(text: string, e: Quantity): string[] {
  return (text.slice(e.end, e.end + 30).toLowerCase().match(/\p{L}{3,}/gu) ?? []).slice(0, 2).map((w) => w.replace(/(?<=\p{L}{3})s$/u, ''));
}

/** The content words just before a figure in a row (what the figure is of: "additional seats"). */
function wordsBefore(text: string, e: Quantity): string[] {
  return (text.slice(Math.max(0, e.start - 40), e.start).toLowerCase().match(/\p{L}{3,}/gu) ?? []).slice(-3);
}

/** The two words just before a figure in a row, ordinals kept ("1st bag"), or '' when there are fewer. */
function lastWords(text: string, e: Quantity): string {
  const words = text.slice(Math.max(0, e.start - 30), e.start).toLowerCase().match(/\d+(?:st|nd|rd|th)\b|\p{L}{3,}/gu) ?? [];
  return words.length >= 2 ? words.slice(-2).join(' ') : '';
}

/** The words of a name the answer gave ("Couple plan"), lower case. */
function nameWords(name: string | undefined): Set<string> {
  return new Set((name ?? '').toLowerCase().split(/\s+/).filter((w) => w.length > 1));
}

/** A claim that opens with a pronoun standing for its subject ("It costs ..."; not "which", nor "its"). */
const SUBJECT_PRONOUN = /^\s*(?:it|they|this|these)\b/i;

/**
 * The one row whose label (before its colon: "Grade 4:") the question names, by its words or its
 * figure, where every sibling row is labelled so, with a word all the labels share ("Grade 5:"); or null.
 */
function askedRow(index: ContextIndex, siblings: readonly Row[]): Row | null {
  if (siblings.some((r) => r.labelEnd === 0)) return null;
  const asked = new Set<string>((index.questionText ?? '').match(/\p{L}[\p{L}'-]*|\d+(?:\.\d+)?/gu) ?? []);
  const labelOf = (r: Row): string[] => (r.text.slice(0, r.labelEnd).toLowerCase().match(/\p{L}[\p{L}'-]*|\d+(?:\.\d+)?/gu) ?? []);
  const common = (w: string) => siblings.every((x) => labelOf(x).includes(w));
  // Parallel labels share a word ("Grade 4:", "Grade 5:"; "SDK 4.x:", "SDK 5.x:"); "Monthly account fee:" and "4-10 Apr:" are no table.
  if (!labelOf(siblings[0] as Row).some((w) => /\p{L}/u.test(w) && common(w))) return null;
  const scores = siblings.map((r) => labelOf(r).filter((w) => asked.has(w) && !common(w)).length);
  const best = Math.max(...scores);
  return best > 0 && scores.filter((n) => n === best).length === 1 ? siblings[scores.indexOf(best)] ?? null : null;
}

/** The contradiction, `'agrees'` when the claim's row gives its figure, or null when no row is the claim's. */
function contradiction(index: ContextIndex, claim: UnitFacts, q: Quantity, siblings: Row[], stating: readonly number[]): RuleVerdict | 'agrees' | null {
  // What sets each row apart: words and figures not every sibling has.
  const everywhere = [...(siblings[0]?.words ?? [])].filter((w) => siblings.every((r) => r.words.has(w)));
  const claimWords = new Set([...claim.terms, ...claim.tokens.map(rowTerm).filter((_, k) => isContent(claim.tokens[k] as NlpToken))]);
  const topicWords = nameWords(claim.sentenceTopic);
  const others = claim.quantities.filter((o) => o !== q);
  const figures = (r: Row) => r.quantities.filter((e) => !ofKind(claim, q, e, r.text) && others.some((o) => namesFigure(claim, o, e)) && !siblings.every((x) => x.quantities.some((f) => same(e, f)))).length;
  // A label only the first of several rows has ("Fibrevane broadband packages: Aster has ...") heads them all: it names no row.
  const heading = siblings.length >= 3 && (siblings[0]?.labelEnd ?? 0) > 0 && siblings.slice(1).every((r) => r.labelEnd === 0)
    ? (siblings[0]?.text.slice(0, siblings[0].labelEnd).toLowerCase().match(/\p{L}{3,}/gu) ?? []) : [];
  const headed = (r: Row, w: string) => r === siblings[0] && heading.some((h) => h.startsWith(w) || w.startsWith(h));
  /** How much of a row's key the claim names: its distinctive words (`names` only: its names and labels) and figures. */
  const score = (r: Row, words: ReadonlySet<string>, named = false) => [...(named ? r.names : r.words)].filter((w) => !everywhere.includes(w) && words.has(w) && !headed(r, w)).length + figures(r);
  const unique = (scores: number[]): Row | null => {
    const best = Math.max(...scores);
    return best > 0 && scores.filter((s) => s === best).length === 1 ? siblings[scores.indexOf(best)] ?? null : null;
  };
  // A name settles the row before a figure does: "As a Grade B employee ... a year" names "Grade B staff
  // receive 28 days", not "Grade A staff receive 25 days of annual leave per year" by its "per year".
  const pick = (words: ReadonlySet<string>): Row | null => unique(siblings.map((r) => score(r, words, true) - figures(r))) ?? unique(siblings.map((r) => score(r, words, true)));
  // Two rows told apart by nothing (the second halves of "Team: £49 ...; additional seats £6" and
  // "Business: £199 ...; additional seats £4") are no rows of their own: the sentences are.
  const keyOf = (r: Row) => [...[...r.words].filter((w) => !everywhere.includes(w)).sort(), ...r.quantities.filter((e) => !ofKind(claim, q, e, r.text)).map((e) => `${e.dim}:${e.value}`)].join(' ');
  const keys = siblings.map(keyOf);
  if (new Set(keys).size < keys.length) return null;
  // Failing the claim's words and its sentence's topic, the question names the row by its label
  // ("I'm grade 4 on £34,400" picks "Grade 4: ..."; "What's the biggest object with SDK 5.x?" picks "SDK 5.x: ...").
  // Failing the sentence's topic too, the thing a claim opening with a pronoun speaks of, named by the
  // answer before it ("The Couple plan gives you 3 recipes ... | It costs 78 plonets per box").
  const answerTopic = nameWords(SUBJECT_PRONOUN.test(claim.text) ? claim.subject : undefined);
  const own = siblings.some((r) => score(r, claimWords) > 0) ? pick(claimWords) : pick(topicWords) ?? pick(answerTopic) ?? askedRow(index, siblings);
  if (!own) return null;
  if (own.quantities.some((e) => same(q, e))) return 'agrees';
  // The claim's figure is given, and only in the other rows of this passage.
  const givers = siblings.filter((r) => r !== own && r.quantities.some((e) => same(q, e)));
  // A claim that names a row giving its figure speaks of that row too ("A day permit is €8 and the annual one €45"):
  // by a word, or by a figure its own row lacks (not by the figure where two bands meet: "aged 4 to
  // 6" names the "6 to 8 years" row only by the 6 that the "4 to 6 years" row has too).
  const byWords = (r: Row, words: ReadonlySet<string>) => score(r, words) - figures(r);
  const figuresNamed = (r: Row) => others.filter((o) => r.quantities.some((e) => !ofKind(claim, q, e, r.text) && namesFigure(claim, o, e)));
  const ownFigures = figuresNamed(own);
  // Where the claim names its row by a name no giver has ("As a Silver tier customer"), a word that row has too names
  // no other row ("tier customers" of "For Gold tier customers" and "For Silver tier customers").
  const ownName = claim.tokens.some((t, i) => i > 0 && /^\p{Lu}/u.test(t.text) && own.names.has(termOf(t)) && !everywhere.includes(termOf(t)) && !givers.some((g) => g.words.has(termOf(t))));
  // Where a figure no giver has names it ("The 1-year fixed pays ..." for "1-year fixed: 4.1 percent.
  // 2-year fixed: 3.9 percent."), a word of its label names no other row ("fixed"); a word only its
  // text has still may ("then the purchase rate" does not keep "Purchase rate: 22.9%" from being named).
  const ownFigure = !ownName && ownFigures.some((o) => !givers.some((g) => g.quantities.some((e) => !ofKind(claim, q, e, g.text) && namesFigure(claim, o, e))));
  // Nor does the word right before the figure where its row puts it before its own figure too: it
  // says what the figure is, not whose ("The 4-in-8 Rover costs 44 quibs" names no other row by "costs"
  // where a third row, "Holders of a Railcard get 10 quibs off", leaves "cost" to the two tickets).
  const slot = wordBefore(claim.text, q);
  const slotAt = claim.tokens.findIndex((t) => t.normal === slot);
  const slotShared = slotAt >= 0 && own.quantities.some((e) => ofKind(claim, q, e, own.text) && wordBefore(own.text, e) === slot);
  const shared = ownName ? own.words : ownFigure ? new Set([...own.names, ...(slotShared ? [rowTerm(claim.tokens[slotAt] as NlpToken, slotAt)] : [])]) : new Set<string>();
  const apart = (r: Row, words: ReadonlySet<string>) => (ownName || ownFigure ? [...r.words].filter((w) => !everywhere.includes(w) && !shared.has(w) && words.has(w) && !headed(r, w)).length : byWords(r, words));
  const namedToo = (r: Row) => apart(r, claimWords) > 0 || apart(r, topicWords) > 0 || (figures(r) > 0 && figuresNamed(r).some((o) => !ownFigures.includes(o)));
  if (givers.length === 0 || givers.some(namedToo)) return null;
  if (stating.some((id) => !givers.some((r) => r.sentence === id))) return null;
  const rivals = own.quantities.filter((e) => ofKind(claim, q, e, own.text));
  let rival = rivals.length === 1 ? rivals[0] : undefined;
  if (!rival && rivals.length > 1) {
    const giver = givers[0];
    const at = giver?.quantities.find((e) => same(q, e));
    const before = giver && at ? wordsBefore(giver.text, at) : [];
    const near = rivals.filter((e) => before.length > 0 && wordsBefore(own.text, e).join(' ') === before.join(' '));
    // Failing that, the two words just before it, ordinals kept: "1st bag EUR 45" against "1st bag EUR 25, 2nd bag EUR 40".
    const slot = giver && at ? lastWords(giver.text, at) : '';
    const placed = rivals.filter((e) => slot !== '' && lastWords(own.text, e) === slot);
    // Failing both, the word right after it that the claim names: "an upload speed of 100 Mbps" picks "50 Mbps upload" over "500 Mbps download".
    const after = rivals.map((e) => wordsAfter(own.text, e));
    const named = rivals.filter((_, k) => (after[k] ?? []).some((w) => claimWords.has(w) && !after.every((a) => a.includes(w))));
    rival = near.length === 1 ? near[0] : near.length === 0 && placed.length === 1 ? placed[0] : near.length === 0 && placed.length === 0 && named.length === 1 ? named[0] : undefined;
  }
  // The word before the claim's figure is the giver's and not the rival's ("within three months" /
  // "within 3 months ..." against "earns 1 day"): the giver is the claim's slot, not another row.
  const giverAt = givers[0]?.quantities.find((e) => same(q, e));
  if (giverAt && giverAt.end <= (givers[0]?.labelEnd ?? 0)) return null;
  const said = wordBefore(claim.text, q);
  if (rival && giverAt && said !== '' && said === wordBefore(givers[0]?.text ?? '', giverAt) && said !== wordBefore(own.text, rival)) return null;
  // A claim that gives the row's value as well puts its own figure in another slot ("500 mg every six hours ... no more than 2,000 mg");
  // a plain figure is no row's bound ("$5 a month" against "at least $500 per month").
  if (!rival || others.some((o) => same(o, rival)) || (rival.hedge !== null && q.hedge === null)) return null;
  const pid = passageId(index, own.sentence);
  // The row that gives the figure after the same word as the claim's ("100 Mbps upload"), else the first.
  const rivalAfter = wordsAfter(own.text, rival).filter((w) => claimWords.has(w));
  const sameSlot = givers.find((r) => r.quantities.some((e) => same(q, e) && wordsAfter(r.text, e).some((w) => rivalAfter.includes(w))));
  const theirs = (sameSlot ?? givers[0])?.text.trim() ?? '';
  return verdict('contradicted', true, [sentenceEvidence(index, own.sentence)],
    [`The answer says ${q.raw}; ${pid} gives ${rival.raw} here ("${own.text.trim()}"), and ${q.raw} belongs to another row ("${theirs}").`],
    `Replace ${q.raw} with ${rival.raw}.`);
}

/** The contradiction of a figure read off another row, or null. */
export function rowSwap(index: ContextIndex, claim: UnitFacts, q: Quantity): RuleVerdict | null {
  // The end of a range ("5-10 business days") is judged with its start.
  // Clock times and frequencies are set per case more often than per row; a claim with two figures
  // of a kind ("£32, or £40 on the door") speaks of more than one row.
  if (/^(?:year|date|clock|frequency)$/.test(q.dim) || /\d\s*(?:-|–|to)\s*$/.test(claim.text.slice(0, q.start))) return null;
  if (claim.quantities.some((o) => o !== q && comparable(o, q))) return null;
  // Only a passage that gives the claim's figure somewhere can hold the row it was read off.
  const stating = index.sentences.flatMap((x, id) => (x.facts.quantities.some((e) => same(q, e)) ? [id] : []));
  const giving = new Set(stating.map((id) => index.sentences[id]?.passage));
  if (giving.size === 0) return null;
  for (const parts of [true, false]) {
    for (const [p, ids] of index.byPassage.entries()) {
      if (!giving.has(p)) continue;
      const siblings = ids.flatMap((id) => rowsOf(index, id, parts)).filter((r) => r.quantities.some((e) => ofKind(claim, q, e, r.text)));
      if (siblings.length < 2) continue;
      const found = contradiction(index, claim, q, siblings, stating);
      // The claim's row, found in the ";" parts, gives its figure: the whole sentences settle nothing more.
      if (found === 'agrees') return null;
      if (found) return found;
    }
  }
  return null;
}
