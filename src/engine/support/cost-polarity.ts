/**
 * Free told as paid, or paid as free: "Airport transfers are included" where the sentence about
 * airport transfers says they are "available at an extra cost"; "our free escort service" where
 * the service runs "for a fee"; "a restocking fee applies" where the sentence says "with no fee".
 * The words differ ("included" / "extra cost"), so no antonym or negation rule sees it.
 * Contradicted when the claim says one (and negates nothing), and the one context sentence that
 * states most of the claim's other words (STATES of their weight, the same word or the lexicon's)
 * says only the other.
 */
import type { ContextIndex } from '../context/context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { sentenceSayingOtherwise } from './sentence-about.ts';

// "free to cancel", "feel free" give leave, not a price.
const FREE = /\b(?:free(?! to\b)(?: of charge)?|included|includes?|including|complimentary|at no (?:extra |additional |further )?(?:[a-z]+-[a-z]+ )?(?:cost|charge|fee)|no (?:extra |additional )?(?:fees?|charges?|costs?)|no [a-z-]+ (?:or|and|nor) [a-z-]+ (?:fees?|charges?)|no [a-z-]+ (?:fees?|charges?)|costs? nothing|without (?:a |any )?(?:fee|charge)|(?:fee|charge)-free|waived)\b/gi;
const PAID = /\b(?:for a (?:small )?fee|(?:extra|additional) (?:costs?|charges?|fees?)|surcharges?|at a cost|charged|chargeable|payable|(?:a|an|the|another)\s+(?:[\w%.$€£-]+\s+){0,2}(?:fee|charge)s?|(?:fee|charge) of|(?:costs?|pays?|charges?) [$€£\d]|costs? extra)/i;
/** Words of cost itself: left out when finding the sentence about the same thing. */
const COST_WORDS = new Set(['free', 'charge', 'include', 'included', 'complimentary', 'cost', 'fee', 'extra', 'additional', 'pay', 'payable', 'charged', 'chargeable', 'surcharge', 'waive', 'waived', 'apply', 'nothing']);
/** Share of the claim's other words (by weight) the sentence must state. */
const STATES = 0.75;

/** A price written as an amount: "108 pounds", "£4.50", "EUR 12" (not nought). */
const PRICE = /(?:[$€£]\s?|\b(?:GBP|EUR|USD)\s?)(?!0(?:[.,]0+)?\b)\d|\b(?!0(?:[.,]0+)?\b)\d[\d,.]*\s?(?:pounds?|euros?|dollars?|pence|p\b)/i;

/** A free extra that comes with a priced thing: "plus a free bag of beans". */
const FREEBIE = /\b(?:a|an)\s+free\s+(?!to\b|of\b)/gi;

/** An allowance: "includes 3,000 build minutes", "including up to 2 GB" (what comes with it, not its price). */
const ALLOWANCE = /\b(?:includes?|included|including)\s+(?:up to\s+|an?\s+)?(?=\d)/gi;

/** A list's last item said to come with the rest: "..., up to 6 doorbells, person detection alerts included". */
const LISTED_EXTRA = /,\s*(?:and\s+)?(?:[\p{L}-]+\s+){1,4}included\b/giu;

/** What a thing "includes" or comes "including": the words after it, to the end of the clause. */
const INCLUDES = /\b(?:includes?|including)\b([^.;]*)/gi;
/** "Free" with a capital inside a sentence names a plan or tier ("On Free, each monitor ..."), not a price. */
const FREE_NAME = /(?<=\S\s+)Free\b(?!\s+of\b)/g;

function polarityOf(text: string, about: readonly string[] = []): 'free' | 'paid' | null {
  // "Full livery at 160 tarvens per week includes the same facilities": what it includes is free
  // with it, which says nothing of a claim about the thing that includes them (none of the claim's
  // words comes after "includes").
  const includer = about.length > 0 ? text.replace(INCLUDES, (m, after: string) => (about.some((w) => after.toLowerCase().includes(w)) ? m : ' ')) : text;
  return polarityOfText(includer.replace(FREE_NAME, ' '), about);
}

function polarityOfText(text: string, about: readonly string[]): 'free' | 'paid' | null {
  // "Annual plan: 108 pounds per year, ... plus a free bag of beans" prices the plan; the bag is an extra.
  // So is a listed item "included" in a sentence with figures of its own ("9 plonets a month, ...,
  // alerts included"), unless it names a word of the claim ("Alerts cost extra").
  const allowed = text.replace(ALLOWANCE, ' ');
  const withoutExtra = allowed.replace(LISTED_EXTRA, (item) => (about.some((w) => item.toLowerCase().includes(w)) ? item : ' '));
  const said = withoutExtra !== allowed && /\d/.test(withoutExtra) ? withoutExtra : allowed;
  const noExtra = said.replace(FREEBIE, ' ');
  const priced = noExtra !== said && PRICE.test(said) ? noExtra : said;
  const rest = priced.replace(FREE, ' ');
  const free = rest !== priced;
  const paid = PAID.test(rest) || (priced !== said && PRICE.test(rest));
  return free === paid ? null : free ? 'free' : 'paid';
}

/** The contradiction, or null. */
export function costPolarity(index: ContextIndex, claim: UnitFacts, termKeys: readonly string[][]): RuleVerdict | null {
  const found = sentenceSayingOtherwise(index, claim, termKeys, { sideOf: (text) => polarityOf(text, claim.terms.filter((t) => !COST_WORDS.has(t) && t.length > 2)), skip: (t) => COST_WORDS.has(t), least: STATES });
  if (!found) return null;
  const pid = passageId(index, found.id);
  const claimSays = found.said === 'free' ? 'it is free' : 'it costs something';
  return verdict('contradicted', true, [sentenceEvidence(index, found.id)], [`The answer says ${claimSays}; ${pid} says: "${found.text}"`], `Say what ${pid} says: "${found.text}"`);
}
