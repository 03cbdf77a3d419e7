/**
 * Free told as paid, or paid as free: "Airport transfers are included" where the sentence about
 * airport transfers says they are "available at an extra cost"; "our free escort service" where
 * the service runs "for a fee"; "a restocking fee applies" where the sentence says "with no fee".
 * The words differ ("included" / "extra cost"), so no antonym or negation rule sees it.
 * Contradicted when the claim says one (and negates nothing), and the one context sentence that
 * states most of the claim's other words (STATES of their weight, the same word or the lexicon's)
 * says only the other.
 */
import type { ContextIndex } from '../context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../slots.ts';
import type { UnitFacts } from '../unit-facts.ts';
import { supportCoverage } from './support-coverage.ts';

const FREE = /\b(?:free(?: of charge)?|included|includes?|complimentary|at no (?:extra |additional )?(?:cost|charge)|no (?:extra |additional )?(?:fees?|charges?|costs?)|costs? nothing|without (?:a |any )?(?:fee|charge)|(?:fee|charge)-free|waived)\b/gi;
const PAID = /\b(?:for a (?:small )?fee|(?:extra|additional) (?:costs?|charges?|fees?)|surcharges?|at a cost|charged|chargeable|payable|(?:a|an|the)\s+(?:[\w%.$€£-]+\s+){0,2}(?:fee|charge)s?|(?:fee|charge) of|costs? [$€£\d])/gi;
/** Words of cost itself: left out when finding the sentence about the same thing. */
const COST_WORDS = new Set(['free', 'charge', 'include', 'included', 'complimentary', 'cost', 'fee', 'extra', 'additional', 'pay', 'payable', 'charged', 'chargeable', 'surcharge', 'waive', 'waived', 'apply', 'nothing']);
/** Share of the claim's other words (by weight) the sentence must state. */
const STATES = 0.75;

type Polarity = 'free' | 'paid' | null;

function polarityOf(text: string): Polarity {
  const rest = text.replace(FREE, ' ');
  const free = rest !== text;
  const paid = PAID.test(rest);
  PAID.lastIndex = 0;
  return free === paid ? null : free ? 'free' : 'paid';
}

/** The contradiction, or null. */
export function costPolarity(index: ContextIndex, claim: UnitFacts, termKeys: readonly string[][]): RuleVerdict | null {
  const said = claim.negations.length > 0 ? null : polarityOf(claim.text);
  if (!said) return null;
  let found: { id: number; share: number } | null = null;
  let tie = false;
  // Sentences holding at least one of the claim's other words.
  const ids = new Set<number>();
  termKeys.forEach((keys, k) => {
    if (COST_WORDS.has(claim.terms[k] ?? '')) return;
    for (const key of keys) for (const id of index.postings.get(key) ?? []) ids.add(id);
  });
  for (const id of [...ids].sort((a, b) => a - b)) {
    const terms = supportCoverage(index, claim, termKeys, [id]).terms.filter((t) => !COST_WORDS.has(t.term));
    const total = terms.reduce((sum, t) => sum + t.weight, 0);
    if (terms.length < 2 || total === 0) continue;
    const share = terms.filter((t) => t.credit >= 0.9).reduce((sum, t) => sum + t.weight, 0) / total;
    if (share < STATES) continue;
    if (found && Math.abs(share - found.share) < 1e-9) tie = true;
    else if (!found || share > found.share) {
      found = { id, share };
      tie = false;
    }
  }
  if (!found || tie) return null;
  const facts = index.sentences[found.id]?.facts;
  const given = facts ? polarityOf(facts.text) : null;
  if (!facts || !given || given === said) return null;
  const pid = passageId(index, found.id);
  const text = facts.text.trim();
  const claimSays = said === 'free' ? 'it is free' : 'it costs something';
  return verdict('contradicted', true, [sentenceEvidence(index, found.id)], [`The answer says ${claimSays}; ${pid} says: "${text}"`], `Say what ${pid} says: "${text}"`);
}
