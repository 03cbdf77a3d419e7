/**
 * Keep doing what the passage says to stop, or the reverse: "If you develop a rash, keep taking
 * the medicine" where the sentence says "Stop taking the medicine ... if you develop a rash".
 * "keep" is a function word to the tokenizer, so no rule of opposites sees it. Contradicted when
 * the claim says keep / continue / carry on doing something and the sentence stating most of the
 * claim (60% of its weight or more) says stop / discontinue / cease doing the same thing, or the
 * other way round.
 */
import type { ContextIndex } from '../context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../slots.ts';
import type { UnitFacts } from '../unit-facts.ts';
import { bestSentence } from './best-sentence.ts';
import type { BestSupport } from './best-support.ts';

const GO_ON = /\b(?:keep|keeps|continue|continues|carry on|carries on|go on|goes on)\s+([a-z]+ing)\b/i;
const STOP = /\b(?:stop|stops|discontinue|discontinues|cease|ceases|quit)\s+([a-z]+ing)\b/i;

/** The contradiction, or null. */
export function continueStop(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  const goOn = GO_ON.exec(claim.text);
  const stop = STOP.exec(claim.text);
  if (!goOn === !stop || claim.negations.length > 0) return null;
  const best = bestSentence(index, support);
  const facts = best ? index.sentences[best.id]?.facts : undefined;
  if (!best || !facts || best.share < 0.6 || facts.negations.length > 0) return null;
  const other = goOn ? STOP.exec(facts.text) : GO_ON.exec(facts.text);
  const said = goOn ?? stop;
  if (!other || !said || other[1]?.toLowerCase() !== said[1]?.toLowerCase()) return null;
  const pid = passageId(index, best.id);
  return verdict('contradicted', true, [sentenceEvidence(index, best.id)], [`The answer says "${said[0]}"; ${pid} says "${other[0]}": "${facts.text.trim()}"`], `Say "${other[0].toLowerCase()}", as ${pid} does.`);
}
