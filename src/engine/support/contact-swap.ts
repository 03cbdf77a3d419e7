/**
 * Who gets in touch with whom, turned round: "You'll need to phone our scheduling team to rebook"
 * where the passage says "our scheduling team will phone you within one working day to rebook";
 * "the landlord has to notify you in writing" where "the tenant notifies the landlord in writing".
 * Contradicted when the claim has a verb of contacting (phone, call, ring, email, text, contact,
 * notify, write to, ...) between the user (you, the customer, the tenant, ...) and another party,
 * a sentence of its windows has a verb of contacting between the user and that same party the other
 * way round (an order with no subject, "Call us", is the user's), and no window sentence gives the
 * claim's direction. A passive verb ("you will be called") has no party before it and is left alone.
 */
import type { ContextIndex } from '../context/context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import type { NlpToken } from '../types.ts';
import { termOf, type UnitFacts } from '../text/unit-facts.ts';
import { supportSentences, type BestSupport } from './best-support.ts';

const CONTACT = /^(?:phone|call|ring|email|e-mail|text|contact|notify|message|telephone)$/i;
/** The user's side: the one the answer speaks to, and the roles it takes in a passage. */
const USER = /^(?:you|your|yourself|customer|customers|tenant|tenants|patient|patients|member|members|employee|employees|buyer|buyers|guest|guests|passenger|passengers|policyholder|applicant|applicants|user|users|student|students|client|clients|borrower|cardholder)$/i;
const WE = /^(?:we|us|our)$/i;
/** Words between a subject and its verb: "will", "need to", "has to", "must then". */
const BETWEEN = /^(?:will|'ll|would|must|should|can|could|may|might|need|needs|have|has|had|to|then|also|first|always|usually|normally|just|please|shall|do|does|n't|not)$/i;

/** A party: the user, "we", or another party by its head noun. */
type Party = { side: 'user' } | { side: 'we' } | { side: 'other'; head: string };

function partyOf(t: NlpToken | undefined): Party | null {
  if (!t) return null;
  if (USER.test(t.normal)) return { side: 'user' };
  if (WE.test(t.normal)) return { side: 'we' };
  if (t.pos === 'NOUN' || t.pos === 'PROPN') return { side: 'other', head: termOf(t) };
  return null;
}

/** Who contacts whom at the verb `i`, or null when either is unclear (a passive's "be" is no party). */
function direction(tokens: readonly NlpToken[], i: number): { from: Party; to: Party } | null {
  let k = i - 1;
  while (k >= 0 && BETWEEN.test(tokens[k]?.normal ?? '')) k--;
  const before = tokens[k];
  // An order: nothing, a comma or "please" before the verb ("Call us on ...").
  const from = !before || /^[,;:]$/.test(before.text) ? { side: 'user' as const } : before.pos === 'PRON' || before.pos === 'NOUN' || before.pos === 'PROPN' ? partyOf(before) : null;
  // Past "to", determiners, adjectives and possessives ("write to the", "phone our").
  const passed = (t: NlpToken | undefined) => t !== undefined && (t.pos === 'DET' || t.pos === 'ADJ' || /^(?:to|the|a|an|our|your|their|its)$/i.test(t.normal));
  let j = i + 1;
  while (j < tokens.length && passed(tokens[j])) j++;
  // "our scheduling team": the head is the last noun of the run.
  while (j + 1 < tokens.length && tokens[j]?.pos === 'NOUN' && tokens[j + 1]?.pos === 'NOUN') j++;
  const to = partyOf(tokens[j]);
  return from && to ? { from, to } : null;
}

const isUser = (p: Party) => p.side === 'user';
/** Whether two non-user parties are the same: both "we", or the same head noun. */
function sameParty(a: Party, b: Party): boolean {
  if (a.side === 'we' || b.side === 'we') return a.side === b.side;
  return a.side === 'other' && b.side === 'other' && a.head === b.head;
}

/** The directions of every verb of contacting in the tokens. */
function directions(tokens: readonly NlpToken[]): Array<{ from: Party; to: Party }> {
  const out: Array<{ from: Party; to: Party }> = [];
  tokens.forEach((t, i) => {
    if ((t.pos !== 'VERB' && t.pos !== 'NOUN') || !CONTACT.test(termOf(t))) return;
    const d = direction(tokens, i);
    if (d && isUser(d.from) !== isUser(d.to)) out.push(d);
  });
  return out;
}

/** The sentences among `ids` with a verb of contacting between the user and `other`, with its direction. */
function contactsWith(index: ContextIndex, ids: readonly number[], other: Party): Array<{ id: number; d: { from: Party; to: Party } }> {
  return ids.flatMap((id) => directions(index.sentences[id]?.facts.tokens ?? []).map((d) => ({ id, d })))
    .filter(({ d }) => sameParty(isUser(d.from) ? d.to : d.from, other));
}

/** The contradiction, or null. */
export function contactSwap(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  const said = directions(claim.tokens);
  if (said.length !== 1) return null;
  const [claimed] = said as [{ from: Party; to: Party }];
  const other = isUser(claimed.from) ? claimed.to : claimed.from;
  // The windows' sentences first; else any sentence of the passages (the support may rest on
  // another sentence naming the party: "If the assembler arrives and cannot get in").
  const inWindows = contactsWith(index, supportSentences(support), other);
  const found = inWindows.length > 0 ? inWindows : contactsWith(index, index.sentences.map((_, id) => id), other);
  if (found.length === 0 || found.some(({ d }) => isUser(d.from) === isUser(claimed.from))) return null;
  const { id } = found[0] as { id: number };
  const pid = passageId(index, id);
  const text = index.sentences[id]?.facts.text.trim() ?? '';
  const who = isUser(claimed.from) ? 'the other party gets in touch with the user' : 'the user gets in touch';
  return verdict('contradicted', true, [sentenceEvidence(index, id)], [`The answer turns round who gets in touch with whom; ${pid} says ${who}: "${text}"`], `Say who contacts whom as ${pid} does: "${text}"`);
}
