/**
 * A minimum stated as a maximum, or the reverse: "You need to pay in at least £20,000" where the
 * sentence stating the claim says "You can pay in up to £20,000". Contradicted when a slot
 * sentence gives the claim's value as the opposite bound. "Up to" a lead time ("up to 48 hours
 * before arrival") is a deadline, the minimum notice: "at least 48 hours before" says the same.
 */
import type { Alignment } from '../context/align-claim.ts';
import { sameValue } from '../quantities/compare-quantities.ts';
import type { ContextIndex } from '../context/context-index.ts';
import { upToLeadTime, type Quantity } from '../quantities/quantities.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence, slotSentences } from '../context/slots.ts';
import type { UnitFacts } from '../text/unit-facts.ts';

const MINIMUM = /(at least|a minimum of|minimum of|minimum|no less than|not less than|older than)\s*$/i;
const MAXIMUM = /(up to|at most|no more than|not more than|a maximum of|maximum of|maximum|younger than)\s*$/i;
/** Share of the claim a slot sentence must state. */
const STATES = 0.6;

/** A bound named with its noun ("a minimum purchase of 1,000 units"). */
const NAMED = /\b(?:minimum|maximum)\s+(?:[a-z-]+\s+){1,2}of\s*$/i;

function boundOf(text: string, q: Quantity): { kind: 'min' | 'max'; words: string } | null {
  const named = NAMED.exec(text.slice(Math.max(0, q.start - 40), q.start));
  if (named) return { kind: /^minimum/i.test(named[0]) ? 'min' : 'max', words: named[0].trim() };
  const before = text.slice(Math.max(0, q.start - 24), q.start);
  const min = MINIMUM.exec(before);
  if (min?.[1]) return { kind: 'min', words: min[1] };
  const max = MAXIMUM.exec(before);
  // "Free cancellation up to 48 hours before arrival" sets a deadline: cancel at least 48 hours before.
  if (max?.[1]) return { kind: upToLeadTime(text, q) ? 'min' : 'max', words: max[1] };
  return null;
}

/** The contradiction, or null. */
export function boundFlip(index: ContextIndex, claim: UnitFacts, q: Quantity, termKeys: string[][], alignment: Alignment): RuleVerdict | null {
  const said = boundOf(claim.text, q);
  if (!said) return null;
  for (const [id, coverage] of slotSentences(index, alignment, termKeys, claim.terms)) {
    const facts = index.sentences[id]?.facts;
    if (!facts || coverage < STATES) continue;
    for (const e of facts.quantities) {
      if (!sameValue(q, e)) continue;
      const given = boundOf(facts.text, e);
      // The same words are the same bound, whatever follows them ("up to 48 hours before" / "up to 48 hours").
      if (!given || given.kind === said.kind || given.words.toLowerCase() === said.words.toLowerCase()) continue;
      const pid = passageId(index, id);
      return verdict('contradicted', true, [sentenceEvidence(index, id)], [`The answer says ${said.words} ${q.raw}; ${pid} says ${given.words} ${e.raw}.`], `Replace "${said.words} ${q.raw}" with "${given.words} ${e.raw}".`);
    }
  }
  return null;
}
