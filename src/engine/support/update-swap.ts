/**
 * A figure an update has replaced: "Four people were injured" where p0 says "four people had been
 * injured" and p1, "Update, Thursday: ... seven people were injured". When one passage presents
 * itself as an update or a correction (it opens with "Update", "Updated", "Correction", "Latest"
 * or "Revised"), or the others say they are old versions ("superseded", "as originally made",
 * "repealed"), and it gives another figure of the claim's kind under the claim's words, while the
 * claim's figure is stated only in other passages, the claim is contradicted with its figure.
 */
import { comparable, sameQuantity } from '../compare-quantities.ts';
import { once } from '../memo.ts';
import type { ContextIndex } from '../context-index.ts';
import type { Quantity } from '../quantities.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../slots.ts';
import { claimWordsIn, sentencesGiving } from './figure-sentences.ts';

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
  const old = new Set(index.passages.flatMap((p, i) => (SUPERSEDED.test(p.text) ? [i] : [])));
  return old.size > 0 && old.size < index.passages.length ? new Set(index.passages.flatMap((_, i) => (old.has(i) ? [] : [i]))) : new Set();
}

/** A sentence of an update that quotes the version it corrects ("Our article of 3 March said ferries would sail every 40 minutes"). */
const QUOTES_OLD = /\b(?:our|the|an?|this|that)\s+(?:earlier\s+|original\s+|previous\s+)?(?:report|article|story|piece|version|post)\b[^.;]*\b(?:said|stated|reported|wrote|claimed|gave)\b/i;

/** The sentences of newer passages that give `q` as their own value, not as a quote of the old version. */
export function newerStating(index: ContextIndex, q: Quantity): number[] {
  const updates = newer(index);
  return sentencesGiving(index, q).filter((id) => updates.has(index.sentences[id]?.passage ?? -1) && !QUOTES_OLD.test(index.sentences[id]?.facts.text ?? ''));
}

export function updateSwap(index: ContextIndex, claimText: string, termKeys: readonly string[][], q: Quantity): RuleVerdict | null {
  if (index.passages.length < 2) return null;
  const updates = newer(index);
  if (updates.size === 0) return null;
  // (A sentence of the update that quotes the old version, "Our article said ... every 40 minutes", is no new statement of it.)
  const stating = sentencesGiving(index, q);
  if (stating.length === 0 || newerStating(index, q).length > 0) return null;
  const theirs = Math.max(...stating.map((id) => claimWordsIn(index, id, termKeys)));
  if (theirs < 2) return null;
  // A date an older passage opens with is its dateline ("Evening Post, 14 May 2025"): the update
  // names it as the report's date ("Our report of 14 May stated ..."), not as a value of the slot.
  const datelines = index.passages.flatMap((_, p) => (updates.has(p) ? [] : index.sentences.find((x) => x.passage === p)?.facts.quantities ?? []))
    .filter((d) => d.month !== undefined && d.day !== undefined);
  const dateline = (e: Quantity) => e.month !== undefined && e.day !== undefined && datelines.some((d) => d.month === e.month && d.day === e.day);
  const rivals = index.sentences.flatMap((s, id) => {
    if (!updates.has(s.passage) || claimWordsIn(index, id, termKeys) < theirs) return [];
    return s.facts.quantities.filter((e) => comparable(q, e) && !sameQuantity(q, e) && e.hedge === q.hedge && !dateline(e)).map((e) => ({ id, e }));
  });
  // Several: the one before the claim's own word after its figure ("Four people" / "seven people", not "three more people").
  const word = (text: string, at: number) => /^\s+([\p{L}]+)/u.exec(text.slice(at))?.[1]?.toLowerCase();
  const after = word(claimText, q.end);
  const placed = rivals.length > 1 && after ? rivals.filter((r) => word(index.sentences[r.id]?.facts.text ?? '', r.e.end) === after) : rivals;
  if (new Set(placed.map((r) => r.e.value)).size !== 1) return null;
  const [rival] = placed;
  if (!rival) return null;
  const pid = passageId(index, rival.id);
  return verdict('contradicted', true, [sentenceEvidence(index, rival.id)], [`The answer says ${q.raw}; ${pid}, the later version, says ${rival.e.raw} (${q.raw} is the earlier figure).`], `Replace ${q.raw} with ${rival.e.raw}.`);
}
