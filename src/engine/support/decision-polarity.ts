/**
 * A decision told the wrong way round: "the council approved the proposal" where the sentence
 * about the proposal says the council "voted 7 to 4 against" it; "the board rejected the offer"
 * where it "accepted" it. The words differ ("approved" / "voted against"), so no antonym or
 * negation rule sees it. Contradicted when the claim decides one way (and negates nothing), and
 * the one sentence stating most of its other words (STATES of their weight) decides only the other.
 */
import type { ContextIndex } from '../context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../slots.ts';
import type { UnitFacts } from '../unit-facts.ts';
import { sentenceAbout } from './sentence-about.ts';

const FOR = /\b(?:approv(?:e|ed|es|al)|adopt(?:ed|s)?|endors(?:e|ed|es)|ratif(?:y|ied|ies)|vot(?:e|ed|es) (?:for|in favou?r of)|backed)\b/gi;
const AGAINST = /\b(?:reject(?:ed|s|ion)?|vot(?:e|ed|es)(?: \d+ to \d+)? against|turn(?:ed|s)? down|defeat(?:ed|s)?|veto(?:ed|es)?|overturn(?:ed|s)?|threw out|thrown out)\b/gi;
/** Words of deciding itself: left out when finding the sentence about the same decision. */
const DECISION_WORDS = new Set(['approve', 'approval', 'adopt', 'endorse', 'ratify', 'vote', 'back', 'reject', 'rejection', 'turn', 'defeat', 'veto', 'overturn', 'throw', 'favour', 'favor']);
const STATES = 0.75;

function sideOf(text: string): 'for' | 'against' | null {
  const yes = FOR.test(text);
  const no = AGAINST.test(text);
  FOR.lastIndex = 0;
  AGAINST.lastIndex = 0;
  return yes === no ? null : yes ? 'for' : 'against';
}

/** The contradiction, or null. */
export function decisionPolarity(index: ContextIndex, claim: UnitFacts, termKeys: readonly string[][]): RuleVerdict | null {
  const said = claim.negations.length > 0 ? null : sideOf(claim.text);
  if (!said) return null;
  const found = sentenceAbout(index, claim, termKeys, (t) => DECISION_WORDS.has(t), STATES);
  const facts = found ? index.sentences[found.id]?.facts : undefined;
  const given = facts && facts.negations.length === 0 ? sideOf(facts.text) : null;
  if (!found || !facts || !given || given === said) return null;
  const pid = passageId(index, found.id);
  const text = facts.text.trim();
  return verdict('contradicted', true, [sentenceEvidence(index, found.id)], [`The answer says it was ${said === 'for' ? 'approved' : 'rejected'}; ${pid} says: "${text}"`], `Say what ${pid} says: "${text}"`);
}
