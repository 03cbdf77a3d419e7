/**
 * A decision told the wrong way round: "the council approved the proposal" where the sentence
 * about the proposal says the council "voted 7 to 4 against" it; "the board rejected the offer"
 * where it "accepted" it. The words differ ("approved" / "voted against"), so no antonym or
 * negation rule sees it. Contradicted when the claim decides one way (and negates nothing), and
 * the one sentence stating most of its other words (STATES of their weight) decides only the other.
 */
import type { ContextIndex } from '../context/context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { sentenceSayingOtherwise } from './sentence-about.ts';

const FOR = /\b(?:approv(?:e|ed|es|al)|adopt(?:ed|s)?|endors(?:e|ed|es)|ratif(?:y|ied|ies)|vot(?:e|ed|es) (?:for|in favou?r of)|backed)\b/i;
const AGAINST = /\b(?:reject(?:ed|s|ion)?|vot(?:e|ed|es)(?: \d+ to \d+)? against|turn(?:ed|s)? down|defeat(?:ed|s)?|veto(?:ed|es)?|overturn(?:ed|s)?|threw out|thrown out)\b/i;
/** Words of deciding itself: left out when finding the sentence about the same decision. */
const DECISION_WORDS = new Set(['approve', 'approval', 'adopt', 'endorse', 'ratify', 'vote', 'back', 'reject', 'rejection', 'turn', 'defeat', 'veto', 'overturn', 'throw', 'favour', 'favor']);
const STATES = 0.75;

function sideOf(text: string): 'for' | 'against' | null {
  const yes = FOR.test(text);
  const no = AGAINST.test(text);
  return yes === no ? null : yes ? 'for' : 'against';
}

/** The contradiction, or null. */
export function decisionPolarity(index: ContextIndex, claim: UnitFacts, termKeys: readonly string[][]): RuleVerdict | null {
  const found = sentenceSayingOtherwise(index, claim, termKeys, { sideOf, skip: (t) => DECISION_WORDS.has(t), least: STATES, plainSource: true });
  if (!found) return null;
  const pid = passageId(index, found.id);
  return verdict('contradicted', true, [sentenceEvidence(index, found.id)], [`The answer says it was ${found.said === 'for' ? 'approved' : 'rejected'}; ${pid} says: "${found.text}"`], `Say what ${pid} says: "${found.text}"`);
}
