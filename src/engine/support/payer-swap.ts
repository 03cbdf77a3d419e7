/**
 * Who pays, turned round: "We cover the return shipping costs" where the passage says "Return
 * shipping costs are paid by the customer"; "The landlord pays for repairs" where they are "at the
 * tenant's expense". The words are all there, so coverage supports it; the payer is the other party.
 * Contradicted when the claim names a payer (we / you / a party by its role) with a verb of paying
 * and a cost, and a context sentence naming most of that cost's words gives it to a party on the
 * other side in so many words ("paid by the customer", "at the customer's expense").
 */
import type { ContextIndex } from '../context/context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import { isContent, termOf, wordForms, type UnitFacts } from '../text/unit-facts.ts';

/** The two sides of a purchase or a lease: the one who sells or lets, and the one who buys or rents. */
const SELLER = /^(?:we|us|our|ourselves|company|seller|retailer|store|shop|merchant|supplier|provider|landlord|lessor|employer|insurer|airline|hotel|bank|lender)$/i;
const BUYER = /^(?:you|your|yourself|customer|customers|buyer|buyers|client|clients|purchaser|guest|guests|member|members|tenant|tenants|lessee|employee|employees|user|users|policyholder|passenger|passengers|borrower)$/i;
const PAYS = /\b(?:pays?|paid|paying|covers?|covered|covering|bears?|borne|bore|meets?|absorbs?|absorbed|foots?|picks? up)\b/i;
/** A passive payer ("paid by the customer", "paid for by the employee") or an expense named by its party ("at the buyer's expense"). */
const BY_PARTY = /\b(?:paid|covered|borne|met|absorbed|payable)\s+(?:for\s+)?by\s+(?:the\s+|a\s+)?([a-z]+)|\bat\s+(?:the\s+)?([a-z]+)(?:'s|’s|s'|s’)?\s+(?:own\s+)?(?:expense|cost)\b/i;
/** Where a sentence's clauses part: ";", ", and", ", but", "while", "whereas". */
const CLAUSES = /;|,\s*(?:and|but|while|whereas)\s+|\s+(?:while|whereas)\s+/i;
/** Share of the cost's words the context sentence (the clause) must name. */
const NAMES = 0.6;

type Side = 'seller' | 'buyer';

function sideOf(word: string): Side | null {
  return SELLER.test(word) ? 'seller' : BUYER.test(word) ? 'buyer' : null;
}

/** The claim's payer and the cost's words: "We cover the return shipping costs" -> seller, [return, shipping, cost]. */
function claimPayer(claim: UnitFacts): { side: Side; said: string; cost: string[] } | null {
  const m = PAYS.exec(claim.text);
  if (!m || claim.negations.length > 0) return null;
  const before = claim.text.slice(0, m.index).trim().split(/\s+/).filter(Boolean);
  // The payer is the subject right before the verb ("We cover", "the tenant pays", "you'll pay").
  const subject = before.slice(-3).reverse().map((w) => w.toLowerCase().replace(/['’](?:ll|d|re|ve)$/, '').replace(/[^a-z]/g, '')).find((w) => sideOf(w) !== null);
  if (!subject) return null;
  const side = sideOf(subject);
  const after = claim.text.slice(m.index + m[0].length);
  // The cost's words: its nouns and the words that say which ("resit exams", where "resit" may be read as a verb).
  const cost = claim.tokens.filter((t) => isContent(t) && /^(?:NOUN|PROPN|ADJ|VERB)$/.test(t.pos) && after.includes(t.text) && sideOf(t.normal) === null).map(termOf);
  return side && cost.length > 0 ? { side, said: subject, cost } : null;
}

/** The contradiction, or null. */
export function payerSwap(index: ContextIndex, claim: UnitFacts): RuleVerdict | null {
  const payer = claimPayer(claim);
  if (!payer) return null;
  for (const [id, s] of index.sentences.entries()) {
    // Each clause gives its own costs a payer: "The first attempt is paid for by the company; any resits are paid for by the employee".
    const clause = s.facts.text.split(CLAUSES).find((part) => {
      const words = new Set(s.facts.tokens.filter((t) => part.includes(t.text)).flatMap(wordForms));
      return payer.cost.filter((w) => words.has(w)).length / payer.cost.length >= NAMES;
    });
    if (clause === undefined) continue;
    const by = BY_PARTY.exec(clause);
    const party = (by?.[1] ?? by?.[2] ?? '').toLowerCase();
    const side = party ? sideOf(party) ?? sideOf(party.replace(/s$/, '')) : null;
    if (!side || side === payer.side) continue;
    const pid = passageId(index, id);
    const text = s.facts.text.trim();
    const who = /^(?:we|us|our|ourselves|you|your|yourself)$/.test(payer.said) ? `${payer.said.replace(/^(?:us|our|ourselves)$/, 'we').replace(/^(?:your|yourself)$/, 'you')} pay` : `the ${payer.said} pays`;
    return verdict('contradicted', true, [sentenceEvidence(index, id)], [`The answer says ${who}; ${pid} says the ${party} does: "${text}"`], `Say who pays as ${pid} does: "${text}"`);
  }
  return null;
}
