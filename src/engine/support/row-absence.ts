/**
 * A thing said to be left out of the user's row of a table-like passage, where that row does not
 * list it and another row does: "A checked bag isn't part of your fare" for a user on Standard,
 * against "Economy Standard: personal item plus one cabin bag ... Economy Flex: as Standard plus
 * one 23 kg checked bag"; "That option doesn't include assembly" for "Room of choice" where only
 * "Room plus assembly" lists it. The row states the denial by what it lists.
 *
 * Rows are sentences that open with a short label and a colon ("Economy Standard: ..."). The
 * user's row is the one whose label words the claim names, else the question (exactly one).
 * The thing is the claim's nouns, adjectives and verbs other than its row's label, the verb of inclusion and
 * words that name the offer itself ("fare", "plan", "option").
 */
import type { ContextIndex } from '../context/context-index.ts';
import { isContent, termOf, type UnitFacts } from '../text/unit-facts.ts';

/** A denial of inclusion: "isn't included", "doesn't include", "isn't part of", "doesn't come with", "doesn't offer". */
const NOT_INCLUDED = /\b(?:is|are|was|were)(?:n't|\s+not)\s+(?:part\s+of|included|covered|offered)\b|\b(?:does|do|did)(?:n't|\s+not)\s+(?:include|cover|offer|come\s+with|get)\b/i;
/** A row's label: up to five words before a colon at the start of a sentence. */
const LABEL = /^\s*([\p{L}][\p{L}\d'’&-]*(?:\s+[\p{L}\d'’&-]+){0,4})\s*:\s*(\S.*)$/su;
/** Words of a claim that name the offer or the inclusion, not the thing. */
const OFFER_WORDS = new Set(['include', 'included', 'part', 'cover', 'covered', 'offer', 'offered', 'come', 'get', 'fare', 'plan', 'option', 'tier', 'package', 'ticket', 'booking', 'product', 'level', 'membership', 'account', 'service']);

interface Row { label: string[]; body: Set<string> }

function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}[\p{L}'’-]*/gu) ?? []).filter((w) => w.length > 2 && !['the', 'and', 'for', 'with', 'plus', 'your', 'this', 'that'].includes(w));
}

function rowsOf(index: ContextIndex): Row[] {
  const rows: Row[] = [];
  for (const s of index.sentences) {
    const m = LABEL.exec(s.facts.text);
    if (!m?.[1] || !m[2]) continue;
    const label = wordsOf(m[1]);
    if (label.length === 0) continue;
    rows.push({ label, body: new Set(s.facts.tokens.filter(isContent).flatMap((t) => [termOf(t), t.normal.toLowerCase()])) });
  }
  return rows;
}

/** The one row whose label words (those not shared by every label) `text` names, or null. */
function rowNamed(rows: readonly Row[], text: string): Row | null {
  const words = new Set(wordsOf(text));
  const shared = (w: string) => rows.every((r) => r.label.includes(w));
  const named = rows.filter((r) => {
    const own = r.label.filter((w) => !shared(w));
    return own.length > 0 && own.every((w) => words.has(w));
  });
  // Of nested labels ("Room of choice" in "Room plus assembly"'s question), the one with most words named.
  const best = Math.max(0, ...named.map((r) => r.label.length));
  const top = named.filter((r) => r.label.length === best);
  return top.length === 1 ? (top[0] ?? null) : null;
}

/** Whether the claim denies a thing its user's row leaves out and another row lists. */
export function absentFromOwnRow(index: ContextIndex, claim: UnitFacts): boolean {
  if (!NOT_INCLUDED.test(claim.text)) return false;
  const rows = rowsOf(index);
  if (rows.length < 2) return false;
  const own = rowNamed(rows, claim.text) ?? rowNamed(rows, index.questionText ?? '');
  if (!own) return false;
  const labelWords = new Set(own.label);
  // Nouns, adjectives and verbs only: "though", "already" name nothing.
  const thing = claim.tokens.filter((t, i) => isContent(t) && /^(?:NOUN|PROPN|ADJ|VERB)$/.test(t.pos) && !claim.negations.includes(i) && !OFFER_WORDS.has(termOf(t)) && !labelWords.has(t.normal.toLowerCase())).map((t) => [termOf(t), t.normal.toLowerCase()]);
  if (thing.length === 0 || thing.length > 4) return false;
  const lists = (r: Row) => thing.every((forms) => forms.some((w) => r.body.has(w)));
  return !lists(own) && rows.some((r) => r !== own && lists(r));
}
