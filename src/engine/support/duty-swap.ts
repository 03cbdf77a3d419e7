/**
 * A duty given to the wrong party: "Boiler repairs are your responsibility as the tenant" where
 * the lease says "The landlord is responsible for ... the boiler and heating system"; "keeping the
 * boiler working is your job as tenant"; "The tenant must insure the building" where "The landlord
 * must insure the building". Every word is in the passage, so coverage supports it; the duty is the
 * other party's.
 *
 * A passage sentence gives duties to a party by role ("The landlord is responsible for", "The
 * tenant must", "is the seller's responsibility"); its duty runs to the next party's duty or the end
 * of the sentence. The claim names a party (a role, or "you" with the role the claim or the
 * question gives the user: "as the tenant", "my landlord" makes the user the tenant) and a duty
 * ("X is your responsibility", "X falls to P", "P is responsible for X", "P must X"). Contradicted
 * when another party's duty names every thing the claim's duty names and none of the claim's
 * party's duties names them. Pure.
 */
import type { ContextIndex } from '../context/context-index.ts';
import { once } from '../context/memo.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import type { NlpToken } from '../types.ts';
import { isContent, termOf, wordForms, type UnitFacts } from '../text/unit-facts.ts';

/** Parties by role, with the one across the table. */
const COUNTERPART: Record<string, string> = {
  landlord: 'tenant', tenant: 'landlord', lessor: 'lessee', lessee: 'lessor', licensor: 'licensee', licensee: 'licensor',
  employer: 'employee', employee: 'employer', buyer: 'seller', seller: 'buyer', borrower: 'lender', lender: 'borrower',
  client: 'contractor', contractor: 'client', customer: 'supplier', supplier: 'customer', owner: 'tenant',
};
const ROLE = new RegExp(`^(?:${Object.keys(COUNTERPART).join('|')})s?$`, 'i');
/** A duty after its party: "is responsible for", "must", "shall", "looks after". */
const DUTY_AFTER = /^\s*(?:(?:is|are|will be|shall be|remains?)\s+(?:solely\s+|fully\s+|also\s+)?responsible\s+for|must|shall|(?:has|have)\s+to|is\s+required\s+to|looks?\s+after|takes?\s+care\s+of|pays?\s+for|maintains?|repairs?|covers?)\b/i;
/** A duty before its party: "is the landlord's responsibility", "falls to the tenant", "is your job". */
const DUTY_OF = /\b(?:(?:is|are|remains?|will be)\s+(?:the\s+)?(\w+)(?:'s|’s|s'|s’)?\s+(?:own\s+)?(?:responsibility|job|duty|problem)|(?:falls?|rests?|sits?|lies|is down)\s+(?:to|on|with)\s+(?:the\s+)?(\w+)|(?:is|are)\s+(?:for|up to)\s+(?:the\s+)?(\w+)(?=\s+to\b))/i;
/** The user's role in the claim: "as the tenant", "as a tenant". */
const AS_ROLE = /\bas\s+(?:the|a|an)?\s*(\w+)\b/i;
/** Words of a duty, not things it is about. */
const GENERIC = new Set(['responsibility', 'job', 'duty', 'cost', 'thing', 'matter', 'problem', 'part', 'side', 'case', 'way', 'work', 'task', 'repair', 'maintenance', 'upkeep', 'fix']);
/** A claim under a condition of its own ("If you caused the damage, the repair falls to you"): the condition decides whose duty it is. */
const CONDITIONED = /^\s*(?:if|when|where|unless|once|provided|as long as)\b/i;

interface Duty { party: string; terms: Set<string>; sentence: number }

const role = (word: string): string | null => {
  const w = word.toLowerCase().replace(/(?:'s|’s|s'|s’)$/, '');
  return ROLE.test(w) ? w.replace(/s$/, '') : null;
};

/** The forms of the content words of `tokens` from `from` to `to`. */
function formsIn(tokens: readonly NlpToken[], from: number, to: number): Set<string> {
  return new Set(tokens.slice(from, to).filter(isContent).flatMap(wordForms));
}

/** Where each party-plus-duty starts in a text's tokens. */
function dutyStarts(tokens: readonly NlpToken[], text: string): Array<{ party: string; at: number }> {
  const out: Array<{ party: string; at: number }> = [];
  let offset = 0;
  tokens.forEach((t, i) => {
    const start = text.indexOf(t.text, offset);
    if (start >= 0) offset = start + t.text.length;
    const party = role(t.normal);
    if (party && start >= 0 && DUTY_AFTER.test(text.slice(offset))) out.push({ party, at: i + 1 });
  });
  return out;
}

/** The passages' duties, read once per check (an index lives for one check). */
const DUTIES = new WeakMap<ContextIndex, Duty[]>();

/** The duties the passages give, one per party-plus-duty, with the words up to the next one. */
function passageDuties(index: ContextIndex): Duty[] {
  return once(DUTIES, index, () => readDuties(index));
}

function readDuties(index: ContextIndex): Duty[] {
  const out: Duty[] = [];
  index.sentences.forEach((s, id) => {
    const { tokens, text } = s.facts;
    const starts = dutyStarts(tokens, text);
    starts.forEach((d, k) => out.push({ party: d.party, terms: formsIn(tokens, d.at, starts[k + 1]?.at ?? tokens.length), sentence: id }));
    const of = DUTY_OF.exec(text);
    const party = role(of?.[1] ?? of?.[2] ?? of?.[3] ?? '');
    if (of && party && starts.length === 0) out.push({ party, terms: new Set(tokens.filter((t) => text.indexOf(t.text) < of.index && isContent(t)).flatMap(wordForms)), sentence: id });
  });
  return out;
}

/** The user's role: the one the claim names ("as the tenant"), else the counterpart of the question's "my landlord". */
function userRole(index: ContextIndex, claim: UnitFacts): string | null {
  const as = role(AS_ROLE.exec(claim.text)?.[1] ?? '');
  if (as) return as;
  const mine = /\bmy\s+(\w+)/gi;
  for (const m of (index.questionText ?? '').matchAll(mine)) {
    const r = role(m[1] ?? '');
    if (r) return COUNTERPART[r] ?? null;
  }
  const iam = /\bI(?:'m| am)\s+(?:the|a|an)\s+(\w+)/i.exec(index.questionText ?? '');
  return role(iam?.[1] ?? '');
}

/** The claim's party and the things its duty is about, or null. */
function claimDuty(index: ContextIndex, claim: UnitFacts): { party: string; terms: string[] } | null {
  if (claim.negations.length > 0 || CONDITIONED.test(claim.text)) return null;
  const { tokens, text } = claim;
  const thing = (from: number, to: number) => tokens.slice(from, to).filter((t) => isContent(t) && /^(?:NOUN|PROPN)$/.test(t.pos) && !role(t.normal) && !GENERIC.has(termOf(t)) && !/^(?:you|your)$/i.test(t.normal)).map(termOf);
  const starts = dutyStarts(tokens, text);
  if (starts.length === 1 && starts[0]) {
    const terms = thing(starts[0].at, tokens.length);
    return terms.length > 0 ? { party: starts[0].party, terms } : null;
  }
  const of = DUTY_OF.exec(text);
  if (!of || starts.length > 0) return null;
  const said = of[1] ?? of[2] ?? of[3] ?? '';
  const party = /^(?:you|your|yours)$/i.test(said) ? userRole(index, claim) : role(said);
  if (!party) return null;
  const end = tokens.findIndex((t) => text.indexOf(t.text) >= of.index);
  // The duty's things come before it, after any leading clause ("Under Clause 11, boiler repairs are ...").
  const comma = tokens.slice(0, end).map((t) => t.text).lastIndexOf(',');
  const to = end < 0 ? tokens.length : end;
  // A parenthesis before the duty ("The boiler, on the other hand, is your responsibility") leaves the things before it.
  const terms = thing(comma + 1, to).length > 0 ? thing(comma + 1, to) : thing(0, to);
  return terms.length > 0 ? { party, terms } : null;
}

/** The contradiction, or null. */
export function dutySwap(index: ContextIndex, claim: UnitFacts): RuleVerdict | null {
  const duty = claimDuty(index, claim);
  if (!duty) return null;
  const duties = passageDuties(index);
  // Only the things the passages name count ("in working order" is the answer's own wording).
  const named = duty.terms.filter((t) => index.sentences.some((s) => s.facts.tokens.some((u) => wordForms(u).includes(t))));
  if (named.length === 0) return null;
  const covers = (d: Duty) => named.every((t) => d.terms.has(t) || d.terms.has(t.replace(/s$/, '')));
  if (duties.some((d) => d.party === duty.party && covers(d))) return null;
  const other = duties.find((d) => d.party !== duty.party && COUNTERPART[d.party] === duty.party && covers(d));
  if (!other) return null;
  const pid = passageId(index, other.sentence);
  const source = index.sentences[other.sentence]?.facts.text.trim() ?? '';
  return verdict('contradicted', true, [sentenceEvidence(index, other.sentence)], [`The answer gives this to the ${duty.party}; ${pid} gives it to the ${other.party}: "${source}"`], `Say it is the ${other.party}'s, as ${pid} does: "${source}"`);
}
