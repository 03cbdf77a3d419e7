/**
 * Tables of bands: a passage that gives a value for each range of a figure ("£1,000–£7,499: 9.9%.
 * £7,500–£25,000: 6.4%", "flights up to 1,500 km, €250; flights of 1,500 to 3,500 km, €400",
 * "Grades 1 to 3: 25 days. Grades 4 to 6: 27 days", "B 60-69%, C 50-59%"). A claim that puts a
 * figure (its own, or the one figure of that kind the user gave) in a band, or gives the value of
 * a band, is checked against the band that figure falls in: another band's value or label is
 * contradicted, with the right band named. The right band is supported only when the claim
 * reads the row itself with no other figure ("At grade 5 you get 27 days"); otherwise it is left
 * to the other rules, as the passages may move it ("double-coated breeds move up one size").
 */
import { comparable, sameValue } from '../quantities/compare-quantities.ts';
import { givenByUser, type ContextIndex } from '../context/context-index.ts';
import { once } from '../context/memo.ts';
import { strengthParts } from './dose-volume.ts';
import { YEAR } from './calendar.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { sentenceEvidence } from '../context/slots.ts';
import type { UnitFacts } from '../text/unit-facts.ts';

/** Words right before a bare figure that say it is an age: "a child of 8", "At 8,", "aged 8", "he's 8", "I'm 24". */
const AGE_BEFORE = /(?:\b(?:child|son|daughter|boy|girl|baby|kid|grandchild|grandson|granddaughter) of|\bat|\baged?|\bage of|\bis|\bare|\bhe's|\bshe's|\bi'm|\byou're|\bturns?|\bturning|\bI am|\bwho's)\s+$/i;

/** One band: the range of the figure it covers, and what the passage gives for it. */
export interface Band {
  lo: number;
  hi: number;
  /** Whether each end belongs to the band ("up to 1,500" does, "under 10kg" does not). */
  loIn: boolean;
  hiIn: boolean;
  /** The range as written ("1,500 to 3,500 km", "up to £50,000"). */
  range: string;
  /** A quantity of the range's kind, for comparing a claim's figure with it. */
  key: Quantity;
  value: Quantity | null;
  /** A name the passage gives the band ("Medium", "B"), or null. */
  label: string | null;
  sentence: number;
  /** The word that names what a plain count counts ("Grades 1 to 3": "grade"), or null. */
  noun: string | null;
}

const SKIP_DIMS = new Set(['year', 'date', 'day', 'ordinal', 'clause', 'clock']);
/** Words joining the two ends of a range. */
const JOIN = /^\s*(?:to|–|—|-|and|through)\s*$/i;
const OPEN_BELOW_OUT = /\b(?:under|below|less than|fewer than)\s*$/i;
const OPEN_ABOVE_IN = /^\s*(?:\+|and (?:above|over|more|up)|or (?:more|above|over))/i;
const LABEL_BEFORE = /(?:^|[.;,:(]\s*|\s)(\p{Lu}[\p{L}-]*|\p{Lu})\s*(?:[—–:-]\s*)?(?:(?:under|below|over|above|up to|from|less than|more than|between)\s+)?$/u;
/** A label is a name of a band, not a word that opens the sentence or names the figure. */
const NOT_LABEL = /^(?:The|A|An|For|On|Of|In|At|If|And|Or|From|Flights?|Balances?|Orders?|Parcels?|Income|Amounts?|Loans?|Grades?|Bands?|Tiers?|Up|Over|Under|Between|Above|Below)$/;

interface Seq { q: Quantity; sentence: number; offset: number; strength: boolean }

const TABLES = new WeakMap<ContextIndex, Band[][]>();

/** The band tables of the context: per passage, the bands of one kind, two or more of them. */
export function bandTables(index: ContextIndex): Band[][] {
  return once(TABLES, index, () => tablesOf(index));
}

function tablesOf(index: ContextIndex): Band[][] {
  const tables: Band[][] = [];
  for (const ids of index.byPassage) {
    let text = '';
    const seq: Seq[] = [];
    for (const id of ids) {
      const s = index.sentences[id];
      if (!s) continue;
      const offset = text.length;
      text += `${s.facts.text} `;
      const strength = strengthParts(s.facts.text, s.facts.quantities);
      for (const q of s.facts.quantities) seq.push({ q, sentence: id, offset, strength: strength.has(q) });
    }
    // (Only a row with its own value: "Not suitable for children under 7" gives none, and the 24 hours before it are another row's.)
    const bands = bandsOf(text, seq).map((b, k, all) => (ownValue(index, b) ? inYearsAfter(b, k, all) : b));
    const byKind = new Map<string, Band[]>();
    for (const b of bands) {
      const same = [...byKind.values()].find((g) => { const last = g.at(-1); return last !== undefined && comparable(last.key, b.key) && sameScale(last.key, b.key); });
      if (same) same.push(b);
      else byKind.set(b.key.dim + byKind.size, [b]);
    }
    for (const g of byKind.values()) {
      cumulative(g);
      // A word every row opens with ("Service under 2 years ... Service over 5 years") names the table, not a band
      // (so does one every labelled row opens with, where a row has none: "Children 4 to 8 years ... Adults and children 14 and over").
      const labels = g.map((b) => b.label).filter((l) => l !== null);
      if (labels.length >= 2 && labels.every((l) => l === labels[0])) for (const b of g) b.label = null;
      const all = g.filter((b) => b.value !== null || b.label !== null);
      // Out of order with a limit said after the rows ("Not for children under 4 years"), the rows
      // whose values are their own make the table: the limit's "value" is another sentence's figure.
      const own = all.filter((b) => ownValue(index, b));
      // (Only a limit alone in a sentence after every row: "relief reduces ... for every £30 above £12,000" is no such limit.)
      const last = Math.max(...own.map((b) => b.sentence));
      const limits = all.filter((b) => !own.includes(b)).every((d) => d.sentence > last && all.filter((b) => b.sentence === d.sentence).length === 1);
      const named = ordered(all) || own.length < 2 || !ordered(own) || !limits ? all : own;
      if (named.length >= 2 && ordered(named) && (named[0]?.key.dim !== 'count' || named.every((b) => b.noun !== null && b.noun === named[0]?.noun))) tables.push(named);
    }
  }
  return tables;
}

/** Whether a band's value is in its own sentence ("Children 9 to 13 years: 2 tablets a day"). */
function ownValue(index: ContextIndex, b: Band): boolean {
  return b.value !== null && (index.sentences[b.sentence]?.facts.quantities.includes(b.value) ?? false);
}

/** Words that name whom an age band is for ("Adults and children 14 and over"). */
const PEOPLE = /^(?:child|children|adult|kid|people|person|patient|teen|teenager|aged?)$/;

/**
 * An age band written as a bare number after rows in years ("Children 9 to 13 years: 2 tablets a
 * day. Adults and children 14 and over: 3 tablets a day") is in years too: it continues their table.
 */
function inYearsAfter(b: Band, k: number, all: readonly Band[]): Band {
  const prev = all.slice(0, k).findLast((x) => x.key.dim === 'time');
  if (b.key.dim !== 'count' || !prev || Math.abs(prev.key.factor - YEAR) > 1 || !PEOPLE.test(b.noun ?? '')) return b;
  const years = (x: number) => (Number.isFinite(x) ? x * YEAR : x);
  if (years(b.lo) < prev.hi && years(b.hi) > prev.lo) return b;
  return { ...b, lo: years(b.lo), hi: years(b.hi), key: { ...b.key, dim: 'time', value: b.key.value * YEAR, factor: YEAR, tolerance: b.key.tolerance * YEAR } };
}

/** The word right after a position ("1 puff" -> "puff"), singular, or ''. */
export function wordAfter(text: string, at: number): string {
  return (/^\s*([a-z]+)/i.exec(text.slice(at))?.[1] ?? '').toLowerCase().replace(/s$/, '');
}

/** Words right before a row's price: "...: 35 tarvens", "fee £70", "costs £4". */
const FEE_BEFORE = /(?::|\b(?:fee|fees|costs?|pays?|charged?))\s*$/i;

function bandsOf(text: string, seq: readonly Seq[]): Band[] {
  const ranges: Array<{ lo: number; hi: number; loIn: boolean; hiIn: boolean; start: number; end: number; key: Quantity; sentence: number; used: number[] }> = [];
  const at = (i: number) => (seq[i]?.offset ?? 0) + (seq[i]?.q.start ?? 0);
  const endOf = (i: number) => (seq[i]?.offset ?? 0) + (seq[i]?.q.end ?? 0);
  for (let i = 0; i < seq.length; i++) {
    const a = seq[i];
    if (!a || SKIP_DIMS.has(a.q.dim)) continue;
    const b = seq[i + 1];
    if (b && b.sentence === a.sentence && a.q.hedge === null && (comparable(a.q, b.q) || a.q.dim === 'count') && a.q.value < b.q.value && JOIN.test(text.slice(endOf(i), at(i + 1)))) {
      const lo = a.q.dim === 'count' && b.q.dim !== 'count' ? a.q.value * b.q.factor : a.q.value;
      ranges.push({ lo, hi: b.q.value, loIn: true, hiIn: b.q.hedge !== 'gt', start: at(i), end: endOf(i + 1), key: b.q, sentence: a.sentence, used: [i, i + 1] });
      i++;
      continue;
    }
    const before = text.slice(Math.max(0, at(i) - 12), at(i));
    const after = text.slice(endOf(i), endOf(i) + 12);
    if (a.q.hedge === 'lt') ranges.push({ lo: -Infinity, hi: a.q.value, loIn: true, hiIn: !OPEN_BELOW_OUT.test(before), start: at(i), end: endOf(i), key: a.q, sentence: a.sentence, used: [i] });
    else if (a.q.hedge === 'gt' || OPEN_ABOVE_IN.test(after)) ranges.push({ lo: a.q.value, hi: Infinity, loIn: OPEN_ABOVE_IN.test(after) || /\b(?:from|at least)\s*$/i.test(before), hiIn: true, start: at(i), end: endOf(i), key: a.q, sentence: a.sentence, used: [i] });
  }
  if (ranges.length < 2) return [];
  const used = new Set(ranges.flatMap((r) => r.used));
  // A value is written in figures ("annual" is a frequency word, no band's value).
  // A strength ("120 mg/5 ml"), its mass or its volume, is no band's value.
  const values = seq.map((s, i) => ({ s, i })).filter(({ s, i }) => !used.has(i) && !SKIP_DIMS.has(s.q.dim) && /\d/.test(s.q.raw) && !s.strength);
  // Values after their ranges ("£1,000–£7,499: 9.9%") unless the first range of the kind has one before it in its sentence
  // ("3.75% on balances up to £50,000"; "arriving 3 hours or more late ...: 250 zells for flights up to 1,500 km" reads the distances so).
  const kind = (a: Quantity, b: Quantity) => comparable(a, b) && sameScale(a, b);
  const hasValueBefore = (first: (typeof ranges)[number]) => values.some(({ s, i }) => s.sentence === first.sentence && at(i) < first.start && first.start - endOf(i) <= 40 && !kind(s.q, first.key));
  return ranges.map((r, k) => {
    const first = ranges.find((x) => kind(x.key, r.key)) ?? r;
    const valueBefore = hasValueBefore(first);
    const from = valueBefore ? (ranges[k - 1]?.end ?? -Infinity) : r.end;
    const to = valueBefore ? r.start : (ranges[k + 1]?.start ?? Infinity);
    // A count of another thing than the range's is a value ("Children aged 5 to 11: 1 puff"): counts of one thing are the range's kind.
    const otherCount = (q: Quantity, i: number) => q.dim === 'count' && r.key.dim === 'count' && wordAfter(text, endOf(i)) !== '' && wordAfter(text, endOf(i)) !== wordAfter(text, r.end);
    // A price of the key's own kind is the row's value when the row names it as one ("Claims up to 500 tarvens: 35 tarvens", "... : fee £70").
    const feeOfRow = (q: Quantity, i: number) => q.dim.startsWith('money') && FEE_BEFORE.test(text.slice(Math.max(0, at(i) - 16), at(i)));
    const near = values.filter(({ s, i }) => at(i) >= from && endOf(i) <= to && (!(comparable(s.q, r.key) && sameScale(s.q, r.key)) || otherCount(s.q, i) || feeOfRow(s.q, i)));
    // A price or a rate is the row's value before a size written beside it ("max 45 x 35 x 16cm: GBP 3.49").
    const priced = near.filter(({ s }) => s.q.dim.startsWith('money') || s.q.dim === 'percent');
    const pool = priced.length > 0 ? priced : near;
    const v = valueBefore ? pool[pool.length - 1] : pool[0];
    const label = LABEL_BEFORE.exec(text.slice(Math.max(0, r.start - 24), r.start))?.[1] ?? null;
    // An open band reads with its bound's words: "up to 1,500 km", "over 40kg", "70%+".
    const lead = r.lo === -Infinity || r.hi === Infinity ? /(?:up to|under|below|less than|fewer than|over|above|more than|at least|from)\s*$/i.exec(text.slice(Math.max(0, r.start - 12), r.start))?.[0] ?? '' : '';
    const tail = r.hi === Infinity ? OPEN_ABOVE_IN.exec(text.slice(r.end, r.end + 12))?.[0] ?? '' : '';
    const range = `${lead}${text.slice(r.start, r.end)}${tail}`;
    const noun = /([a-z]+?)s?\s+(?:(?:up to|under|below|over|above|from|of)\s+)?$/i.exec(text.slice(Math.max(0, r.start - 24), r.start))?.[1]?.toLowerCase() ?? null;
    return { lo: r.lo, hi: r.hi, loIn: r.loIn, hiIn: r.hiIn, range, key: r.key, value: v?.s.q ?? null, label: label && !NOT_LABEL.test(label) ? label : null, sentence: r.sentence, noun };
  });
}

/**
 * Bands given by their upper bounds alone, rising ("Small - up to 2kg ... Medium - up to 10kg ...
 * Large - up to 20kg"): each starts where the one before ends. Bands given by lower bounds alone,
 * rising ("over 5 years ... over 10 years"): each ends where the next starts.
 */
function cumulative(g: Band[]): void {
  // Bands given by their lower bounds, rising ("over 5 years: 30 days. over 10 years: 32 days"): each ends where the next starts.
  for (let k = 0; k + 1 < g.length; k++) {
    const b = g[k];
    const next = g[k + 1];
    if (b && next && b.hi === Infinity && next.hi === Infinity && b.lo < next.lo) Object.assign(b, { hi: next.lo, hiIn: !next.loIn });
  }
  if (g.length < 2 || !g.every((b, k) => b.lo === -Infinity && (k === 0 || (g[k - 1]?.hi ?? Infinity) < b.hi))) return;
  for (let k = g.length - 1; k > 0; k--) {
    const prev = g[k - 1];
    const b = g[k];
    if (prev && b) Object.assign(b, { lo: prev.hi, loIn: !prev.hiIn });
  }
}

/**
 * Whether bands read as one table: in the order written, each starts where the one before ends or
 * after it ("under 10kg", "10 to 25kg", "25 to 40kg", "over 40kg"), either way up. Not "16 and
 * over" then "a maximum of 6", which are two rules.
 */
function ordered(g: readonly Band[]): boolean {
  const up = g.every((b, k) => k === 0 || (g[k - 1]?.hi ?? Infinity) <= b.lo);
  const down = g.every((b, k) => k === 0 || b.hi <= (g[k - 1]?.lo ?? -Infinity));
  return up || down;
}

/**
 * Whether two durations are of one scale, their units at most a month of days apart: "4-6 hours"
 * between doses is no row of a table of ages in months and years ("6-24 months", "2-4 years").
 */
function sameScale(a: Quantity, b: Quantity): boolean {
  if (a.dim !== 'time' || b.dim !== 'time' || !(a.factor > 0) || !(b.factor > 0)) return true;
  return Math.max(a.factor, b.factor) / Math.min(a.factor, b.factor) <= 31;
}

function holds(b: Band, x: number): boolean {
  return (x > b.lo || (b.loIn && x === b.lo)) && (x < b.hi || (b.hiIn && x === b.hi));
}

function isBound(b: readonly Band[], q: Quantity): boolean {
  return b.some((x) => x.lo === q.value || x.hi === q.value);
}

/** What the claim says of a band: the band whose value, label or range it gives. */
const GRADE_WORD = /\b(?:band|grade|tier|bracket|class|group|level|rating)\b/i;

function claimed(table: readonly Band[], claim: UnitFacts, question: string): { band: Band; said: string }[] {
  const out: { band: Band; said: string }[] = [];
  for (const band of table) {
    const value = band.value;
    const v = value ? claim.quantities.find((q) => comparable(q, value) && sameValue(q, value)) : undefined;
    // The band's range itself, both ends ("the 1 to 3 year band", "the 1,500 to 3,500 km band").
    const end = (x: number) => claim.quantities.some((q) => comparable(q, band.key) ? q.value === x : q.dim === 'count' && q.value * band.key.factor === x);
    if (v) out.push({ band, said: v.raw });
    else if (Number.isFinite(band.lo) && Number.isFinite(band.hi) && end(band.lo) && end(band.hi)) out.push({ band, said: band.range });
    else if (band.label && new RegExp(`(?:^|[^\\p{L}])${band.label}(?:[^\\p{L}]|$)`, 'u').test(claim.text) && (band.label.length > 1 || GRADE_WORD.test(claim.text) || GRADE_WORD.test(question))) out.push({ band, said: band.label });
  }
  return out;
}

/** The claim's member figure in `table` (its own, or the user's one figure of that kind), and its band. */
function placed(index: ContextIndex, claim: UnitFacts, table: readonly Band[]): { member: Quantity; band: Band } | null {
  const key = table[0]?.key;
  if (!key) return null;
  const noun = table[0]?.noun;
  // A table of ages ("Children aged 5 to 11") places an age said in years ("your 8-year-old").
  const ages = key.dim === 'count' && /^(?:aged?|ages)$/.test(noun ?? '');
  const asAge = (q: Quantity): Quantity | null => ages && q.dim === 'time' && /\byears?\b|-year\b/i.test(q.raw) ? { ...q, dim: 'count', value: Math.round(q.value / YEAR * 100) / 100, factor: 1 } : null;
  // A table of ages in years ("children aged 6 to 11 years") places a bare figure said as an age ("For a child of 8", "At 8,", "I'm 24").
  const yearsOld = key.dim === 'time' && /\byears?\b/i.test(key.raw) && /\bage[ds]?\b/i.test(index.sentences[table[0]?.sentence ?? -1]?.facts.text ?? '');
  const inYears = (text: string) => (q: Quantity): Quantity | null => yearsOld && q.dim === 'count' && q.hedge === null && AGE_BEFORE.test(text.slice(Math.max(0, q.start - 16), q.start)) && !/^\s*(?:[\p{L}%]|-)/u.test(text.slice(q.end)) ? { ...q, dim: 'time', value: q.value * YEAR, factor: YEAR } : null;
  // A count with the word the table's ranges count ("12,000 vells" for "Balances of 1 to 9,999 vells").
  const unitOf = (b: Band) => wordAfter(index.sentences[b.sentence]?.facts.text ?? '', b.key.end);
  // Only the user's own figure restated: another figure in that unit may be a result ("400 orins at 4.0 percent").
  const sameWord = (q: Quantity) => givenByUser(index, q) && wordAfter(claim.text, q.end) !== '' && table.every((b) => unitOf(b) === wordAfter(claim.text, q.end));
  const named = (q: Quantity) => key.dim !== 'count' || asAge(q) !== null || sameWord(q) || (noun != null && new RegExp(`\\b${noun}s?\\s+$`, 'i').test(claim.text.slice(Math.max(0, q.start - 24), q.start)));
  // (A figure that is a row's value, "115 tarvens" among fees of claims in tarvens, is what the claim reads off, not its member.)
  const aValue = (q: Quantity) => table.some((b) => b.value !== null && comparable(q, b.value) && sameValue(q, b.value));
  const own = claim.quantities.map((q) => asAge(q) ?? inYears(claim.text)(q) ?? q).filter((q) => comparable(q, key) && table.some((b) => sameScale(q, b.key)) && !isBound(table, q) && q.hedge === null && named(q) && !aValue(q));
  // A plain count in the question may count anything: only a figure with its unit is the user's member.
  const askedAges = yearsOld ? index.questionQuantities.map(inYears(index.questionText ?? '')).filter((q): q is Quantity => q !== null) : [];
  const asked = key.dim === 'count' ? index.questionQuantities.map(asAge).filter((q): q is Quantity => q !== null) : [...index.questionQuantities.filter((q) => comparable(q, key) && !isBound(table, q)), ...askedAges];
  const member = own.length === 1 ? own[0] : own.length === 0 && new Set(asked.map((q) => q.value)).size === 1 ? asked[0] : undefined;
  if (!member) return null;
  const right = table.filter((b) => holds(b, member.value));
  return right.length === 1 && right[0] ? { member, band: right[0] } : null;
}

/**
 * Whether figure `q` of the claim is the value of the band the claim's member falls in ("€400"
 * for a 2,100 km flight): the right row of the table, which no other row's figure contradicts.
 */
export function rightBandValue(index: ContextIndex, claim: UnitFacts, q: Quantity): boolean {
  return bandTables(index).some((table) => {
    const value = placed(index, claim, table)?.band.value;
    return value != null && comparable(q, value) && sameValue(q, value);
  });
}

/** The band check of the claim, or null when it puts no figure in a band of a table. */
export function bandLookup(index: ContextIndex, claim: UnitFacts, before?: UnitFacts): RuleVerdict | null {
  for (const table of bandTables(index)) {
    // The member may be the claim before's ("At 2,140 km, the route falls in the 1,500 to 3,500 km band, so
    // the compensation would be 400 zells"), when the claim gives a band's value and no member of its own.
    const here = placed(index, claim, table);
    const earlier = !here && before ? placed(index, before, table) : null;
    const at = here ?? (earlier && before?.quantities.includes(earlier.member) ? earlier : null);
    if (!at) continue;
    const { member, band } = at;
    const says = claimed(table, claim, index.questionText ?? '');
    if (says.length === 0) continue;
    if (!here && !says.every((x) => x.band.value !== null && x.said === x.band.value.raw)) continue;
    if (!here && says.some((x) => x.band === band)) return verdict('supported', true, [sentenceEvidence(index, band.sentence)]);
    // A claim that gives the right band's value too ("5 ml twice a day, so 10 ml in total") worked the other figure out from it.
    const rightToo = says.some((s) => s.band === band);
    const wrong = rightToo ? undefined : says.find((s) => s.band !== band && !(band.value && s.band.value && sameValue(band.value, s.band.value)) && !(band.label && band.label === s.band.label));
    const evidence = [...new Set([band.sentence, ...says.map((s) => s.band.sentence)])].map((id) => sentenceEvidence(index, id));
    if (!wrong) {
      // The right row of a table the claim reads itself ("At grade 5 you get 27 days" for "Grades 4 to 6: 27 days"),
      // with no other figure to check: the member and the value are both the passage's.
      const own = claim.quantities.includes(member) && claim.quantities.length === 2 && band.value !== null && says.some((x) => x.band === band && x.said === claim.quantities.find((q) => q !== member)?.raw);
      if (own) return verdict('supported', true, evidence);
      // The claim places its own figure in the band by naming the band's range: a step on the passage's table.
      const ranged = claim.quantities.includes(member) && says.some((x) => x.band === band && x.said === band.range);
      return ranged ? verdict('unverified_step', true, evidence, [`${member.raw} falls in ${band.range}, as the answer says.`]) : null;
    }
    return verdict('contradicted', true, evidence, [`The answer gives ${wrong.said}, the band for ${wrong.band.range}; ${member.raw} falls in ${band.range}, for which the passage gives ${[band.label, band.value?.raw].filter(Boolean).join(', ')}.`], `Use ${band.label ?? band.value?.raw ?? band.range}: ${member.raw} falls in ${band.range}.`);
  }
  return null;
}
