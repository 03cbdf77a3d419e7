/**
 * A count the context never writes but lists: "three ways to pay" where the passage says "We
 * accept Visa, Mastercard and PayPal", "two offices, in Leeds and York". A careful reader counts
 * the list. The count is stated when the claim itself lists exactly that many things after it
 * (of any length after a colon: "three options: ..."), or a slot sentence lists exactly that many
 * ("A, B and C", "A or B").
 */
import type { Alignment } from '../context/align-claim.ts';
import type { ContextIndex } from '../context/context-index.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { slotSentences } from '../context/slots.ts';
import type { UnitFacts } from '../text/unit-facts.ts';

/**
 * A list of short items: "A, B and C", "A, B, or C", "A and B" (items of one to four words, none
 * opening with a preposition: in "four depots, in Hull, Derby and Bath" the list is the towns).
 */
const ITEM = String.raw`(?!(?:in|on|at|for|to|from|with|by|of|into|via|across|including)\b)[\p{L}\d'’&.-]+(?: [\p{L}\d'’&.-]+){0,3}`;
const LIST = new RegExp(String.raw`${ITEM}(?:, ${ITEM})*,? (?:and|or) ${ITEM}`, 'gu');
/** Counts a reader checks by counting; larger ones are written out. */
const MAX_LISTED = 9;

/** The number of items of each list in a text. */
export function listLengths(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(LIST)) {
    const list = m[0];
    const commas = list.split(/, /).length - 1;
    // "A, B, and C": the comma before the final "and" separates no extra item.
    out.push(commas + (/, (?:and|or) /.test(list) ? 1 : 2));
  }
  return out;
}

/**
 * The number of items listed after a colon that follows the count's noun ("three options: reinvest
 * in a new bond at the rates then on offer, move it to an easy-access account, or take it out"),
 * however long each item is; null without such a colon.
 */
function colonListLength(after: string): number | null {
  const m = /^\s+(?:[\p{L}-]+\s+){0,2}?[\p{L}-]+\s*:\s*(.+)$/u.exec(after);
  if (!m?.[1]) return null;
  const parts = m[1].split(/,\s+/);
  const last = parts[parts.length - 1] ?? '';
  return parts.length + (/^(?:and|or)\s/i.test(last) ? 0 : /\s(?:and|or)\s/i.test(last) ? 1 : 0);
}

/** Whether the claim's count is the length of a list the claim or a slot sentence gives. */
export function listedCount(index: ContextIndex, claim: UnitFacts, q: Quantity, termKeys: string[][], alignment: Alignment): boolean {
  if (q.dim !== 'count' || q.hedge !== null || !Number.isInteger(q.value) || q.value < 2 || q.value > MAX_LISTED) return false;
  if (listLengths(claim.text.slice(q.end)).includes(q.value) || colonListLength(claim.text.slice(q.end)) === q.value) return true;
  // "the two plans", "of the three", "all four regions": a reference back to things a passage lists.
  if (/\b(?:the|all|of\s+the)\s+$/i.test(claim.text.slice(0, q.start)) && index.sentences.some((s) => listLengths(s.facts.text).includes(q.value))) return true;
  return slotSentences(index, alignment, termKeys, claim.terms).slice(0, 2)
    .some(([id]) => listLengths(index.sentences[id]?.facts.text ?? '').includes(q.value));
}
