/**
 * A figure an update has replaced: "Four people were injured" where p0 says "four people had been
 * injured" and p1, "Update, Thursday: ... seven people were injured". When one passage presents
 * itself as an update or a correction (it opens with "Update", "Updated", "Correction", "Latest"
 * or "Revised"), or the others say they are old versions ("superseded", "as originally made",
 * "repealed"), and it gives another figure of the claim's kind under the claim's words, while the
 * claim's figure is stated only in other passages, the claim is contradicted with its figure.
 * Failing both, dated editions of one document (headings that share two words and carry a date or
 * year: "Property Rate 2024/25" beside "Property Rate 2025/26") make the edition in force on the
 * date the user asks about, else the latest, the newer passage; there a claim's row words may be
 * few ("Grade 4: ..."), and of several rivals the one in the row labelled most like the claim's
 * figure's row is named. Not when the claim or question names what only an older edition's heading
 * names ("In 2024, ..."), nor when the claim calls its figure the old one ("up from the old 20%").
 */
import { comparable, sameQuantity } from '../quantities/compare-quantities.ts';
import { once } from '../context/memo.ts';
import type { ContextIndex } from '../context/context-index.ts';
import { yearCount, type Quantity } from '../quantities/quantities.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { claimWordsIn, sentencesGiving } from './figure-sentences.ts';

/** The claim calls its figure the old one itself ("25%, up from the old 20%"). */
const OLD_MARK = /\b(?:old|previous|former|earlier|original|originally|up from|down from|used to be|replac(?:es|ing)|instead of)\b[^.;]*$/i;

/** Figures that name a part or a place ("section 4", "12 High Street"), never a slot's value. */
const LABEL_DIMS: ReadonlySet<string> = new Set(['clause', 'address']);

/** A passage that presents itself as newer than the others. */
const UPDATE = /^\W*(?:update[ds]?|correction|corrected|latest|revised|clarification)\b/i;
/** A passage that says it is an old version: the others are the newer ones. */
const SUPERSEDED = /\b(?:superseded|as originally (?:made|enacted|published)|repealed|no longer (?:in force|applies|valid|current)|(?:previous|old|earlier|former|outdated) version)\b/i;

const NEWER = new WeakMap<ContextIndex, ReadonlySet<number>>();

/**
 * The passages that are newer than others: updates and corrections, or failing those, every
 * passage but the ones that say they are old versions. Read once per context: the slot rules ask
 * for every figure of every claim.
 */
export function newer(index: ContextIndex): ReadonlySet<number> {
  return once(NEWER, index, () => newerPassages(index));
}

function newerPassages(index: ContextIndex): Set<number> {
  const updates = new Set(index.passages.flatMap((p, i) => (UPDATE.test(p.text) ? [i] : [])));
  if (updates.size > 0) return updates;
  const said = new Set(index.passages.flatMap((p, i) => (SUPERSEDED.test(p.text) ? [i] : [])));
  const old = said.size > 0 ? said : olderEditions(index);
  return old.size > 0 && old.size < index.passages.length ? new Set(index.passages.flatMap((_, i) => (old.has(i) ? [] : [i]))) : new Set();
}

/** A passage's first sentence: its heading, or its dateline. */
function headingOf(index: ContextIndex, passage: number): UnitFacts | undefined {
  return index.sentences[index.byPassage[passage]?.[0] ?? -1]?.facts;
}

const EDITIONS = new WeakMap<ContextIndex, boolean>();

/** Whether the newer passages are only the latest edition of a dated document (no update, correction or old version said outright). Read once per context. */
function editions(index: ContextIndex): boolean {
  return once(EDITIONS, index, () => !index.passages.some((p) => UPDATE.test(p.text) || SUPERSEDED.test(p.text)) && newer(index).size > 0);
}

/** A date or year as one number that orders them (a year alone is its first day). */
function when(q: Quantity): number {
  return q.value + ((q.month ?? 1) - 1) / 12 + ((q.day ?? 1) - 1) / 366;
}

/** When a passage's heading says it applies: its first date or year ("prices from 1 April 2025", "fares 2025", "pay scale 2024/25"). */
function headingTime(index: ContextIndex, passage: number): number | null {
  const head = headingOf(index, passage)?.quantities ?? [];
  const q = head.find((e) => e.dim === 'date' || e.dim === 'year' || yearCount(e));
  return q ? when(q) : null;
}

/** The words of a passage's heading that name the document, not its date. */
function headingWords(index: ContextIndex, passage: number): Set<string> {
  const text = headingOf(index, passage)?.text ?? '';
  return new Set((text.toLowerCase().match(/\p{L}{3,}/gu) ?? []).filter((w) => !MONTH.test(w) && !/^(?:from|until|the|and|for|with)$/.test(w)));
}
const MONTH = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/;

/**
 * Older editions of one document: passages whose headings name the same document (two or more
 * heading words shared) with an earlier date or year than the latest one ("Property Rate 2024/25"
 * beside "Property Rate 2025/26", "tariffs, 1 October 2024 – 31 March 2025" beside "tariffs, from
 * 1 April 2025"). The latest edition states what applies now.
 */
function olderEditions(index: ContextIndex): Set<number> {
  const dated = index.passages.flatMap((_, i) => { const t = headingTime(index, i); return t === null ? [] : [{ i, t }]; });
  if (dated.length < 2) return new Set();
  // The edition in force on the date the user asks about ("on 15 January 2026": the winter timetable,
  // not next summer's), else the latest.
  const asked = (index.questionQuantities ?? []).filter((q) => q.dim === 'date' && q.month !== undefined).map(when);
  const ref = asked.length > 0 ? Math.max(...asked) : Infinity;
  const inForce = dated.filter((d) => d.t <= ref);
  if (inForce.length === 0) return new Set();
  const latest = Math.max(...inForce.map((d) => d.t));
  const current = inForce.filter((d) => d.t === latest);
  if (current.length !== 1 || !current[0]) return new Set();
  const words = headingWords(index, current[0].i);
  const shared = (i: number) => [...headingWords(index, i)].filter((w) => words.has(w)).length >= 2;
  const old = dated.filter((d) => d.t < latest && shared(d.i)).map((d) => d.i);
  // Editions later than the date asked about are neither: only the older ones and the one in force are read.
  const later = dated.filter((d) => d.t > ref).map((d) => d.i);
  return old.length > 0 && later.length === 0 ? new Set(old) : new Set();
}

/** The words before a figure back to the figure of its kind before it, or a ";" ("Band C:", "; Peak (Jun–Sep)"): the row it is said of. */
function rowLabel(text: string, quantities: readonly Quantity[], e: Quantity): Set<string> {
  const prev = quantities.filter((o) => o.end <= e.start && comparable(o, e)).at(-1);
  const from = Math.max(prev?.end ?? 0, text.lastIndexOf(';', e.start) + 1);
  return new Set(text.slice(from, e.start).toLowerCase().match(/[\p{L}\d][\p{L}\d'-]*/gu) ?? []);
}

function likeness(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const both = [...a].filter((w) => b.has(w)).length;
  return both / Math.max(1, new Set([...a, ...b]).size);
}

/**
 * Whether the claim or the question names what only an older passage's heading names: its year
 * ("In 2024, the fare was £118") or a word of its own ("the winter timetable", "the 2023 edition").
 */
function namesOldEdition(index: ContextIndex, claimText: string, updates: ReadonlySet<number>): boolean {
  const wordsOf = (text: string) => new Set([...(text.match(/\b(?:19|20)\d\d\b/g) ?? []), ...(text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((w) => !COMMON.test(w))]);
  const heads = (keep: (p: number) => boolean) => new Set(index.passages.flatMap((_, p) => (keep(p) ? [...wordsOf(headingOf(index, p)?.text ?? '')] : [])));
  const oldWords = heads((p) => !updates.has(p));
  const newWords = heads((p) => updates.has(p));
  return [...wordsOf(claimText), ...wordsOf(index.questionText ?? '')].some((w) => oldWords.has(w) && !newWords.has(w));
}
const COMMON = /^(?:only|from|until|with|that|this|these|those|their|there|what|when|which|your|have|been|were|will|shown|also|each|into|over|than|then|they|more|less|some|such)$/;

/** A sentence of an update that quotes the version it corrects ("Our article of 3 March said ferries would sail every 40 minutes"). */
const QUOTES_OLD = /\b(?:our|the|an?|this|that)\s+(?:earlier\s+|original\s+|previous\s+)?(?:report|article|story|piece|version|post)\b[^.;]*\b(?:said|stated|reported|wrote|claimed|gave)\b/i;

/** The sentences of newer passages that give `q` as their own value, not as a quote of the old version. */
export function newerStating(index: ContextIndex, q: Quantity): number[] {
  const updates = newer(index);
  return sentencesGiving(index, q).filter((id) => updates.has(index.sentences[id]?.passage ?? -1) && !QUOTES_OLD.test(index.sentences[id]?.facts.text ?? ''));
}

/** Of several rival figures, the ones whose row label is most like that of the claim's figure where it is stated; none when that is unclear. */
function sameRow(index: ContextIndex, q: Quantity, rivals: ReadonlyArray<{ id: number; e: Quantity }>): Array<{ id: number; e: Quantity }> {
  const stated = sentencesGiving(index, q).flatMap((id) => {
    const f = index.sentences[id]?.facts;
    const e = f?.quantities.find((o) => sameQuantity(q, o));
    return f && e ? [rowLabel(f.text, f.quantities, e)] : [];
  });
  if (stated.length !== 1 || !stated[0] || stated[0].size === 0) return [];
  const label = stated[0];
  const scored = rivals.map((r) => {
    const f = index.sentences[r.id]?.facts;
    return { r, s: f ? likeness(label, rowLabel(f.text, f.quantities, r.e)) : 0 };
  });
  const top = Math.max(...scored.map((x) => x.s));
  return top > 0 ? scored.filter((x) => x.s === top).map((x) => x.r) : [];
}

export function updateSwap(index: ContextIndex, claimText: string, termKeys: readonly string[][], q: Quantity): RuleVerdict | null {
  if (index.passages.length < 2) return null;
  const updates = newer(index);
  if (updates.size === 0) return null;
  // (A sentence of the update that quotes the old version, "Our article said ... every 40 minutes", is no new statement of it.)
  const stating = sentencesGiving(index, q);
  if (stating.length === 0 || newerStating(index, q).length > 0) return null;
  const theirs = Math.max(...stating.map((id) => claimWordsIn(index, id, termKeys)));
  // Editions of one table ("Grade 4: £26,450 to £29,850" a year on) name their rows in few words.
  const edition = editions(index);
  if (theirs < (edition ? 1 : 2)) return null;
  // A date an older passage opens with is its dateline ("Evening Post, 14 May 2025"): the update
  // names it as the report's date ("Our report of 14 May stated ..."), not as a value of the slot.
  const datelines = index.passages.flatMap((_, p) => (updates.has(p) ? [] : headingOf(index, p)?.quantities ?? []))
    .filter((d) => d.month !== undefined && d.day !== undefined);
  const dateline = (e: Quantity) => e.month !== undefined && e.day !== undefined && datelines.some((d) => d.month === e.month && d.day === e.day);
  const rivals = index.sentences.flatMap((s, id) => {
    if (!updates.has(s.passage) || claimWordsIn(index, id, termKeys) < theirs) return [];
    return s.facts.quantities.filter((e) => comparable(q, e) && !sameQuantity(q, e) && e.hedge === q.hedge && !dateline(e) && !LABEL_DIMS.has(e.dim)).map((e) => ({ id, e }));
  });
  // Several: the one before the claim's own word after its figure ("Four people" / "seven people", not "three more people").
  const word = (text: string, at: number) => /^\s+([\p{L}]+)/u.exec(text.slice(at))?.[1]?.toLowerCase();
  const after = word(claimText, q.end);
  const byWord = rivals.length > 1 && after ? rivals.filter((r) => word(index.sentences[r.id]?.facts.text ?? '', r.e.end) === after) : rivals;
  // Still several: the one in the row labelled most like the claim's figure's row ("Band C: £1,793" / "Band C: £1,883").
  // Editions of one table: the rival in the same row ("Band C: £1,793" / "Band C: £1,883").
  const kept = byWord.length > 0 || !edition ? byWord : rivals;
  const placed = edition && new Set(kept.map((r) => r.e.value)).size > 1 ? sameRow(index, q, kept) : kept;
  if (new Set(placed.map((r) => r.e.value)).size !== 1) return null;
  if ((edition && namesOldEdition(index, claimText, updates)) || OLD_MARK.test(claimText.slice(Math.max(0, q.start - 24), q.start))) return null;
  const [rival] = placed;
  if (!rival) return null;
  const pid = passageId(index, rival.id);
  return verdict('contradicted', true, [sentenceEvidence(index, rival.id)], [`The answer says ${q.raw}; ${pid}, the later version, says ${rival.e.raw} (${q.raw} is the earlier figure).`], `Replace ${q.raw} with ${rival.e.raw}.`);
}
