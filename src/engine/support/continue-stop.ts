/**
 * Keep doing what the passage says to stop, or the reverse: "If you develop a rash, keep taking
 * the medicine" where the sentence says "Stop taking the medicine ... if you develop a rash".
 * "keep" is a function word to the tokenizer, so no rule of opposites sees it. Contradicted when
 * the claim says keep / continue / carry on doing something and the sentence stating most of the
 * claim (60% of its weight or more) says stop / discontinue / cease doing the same thing, or the
 * other way round; or says stop doing something the sentence says will go on ("the company stops
 * paying you" / "the company will pay the difference"); or says a thing is paused (frozen,
 * suspended, on hold) that the sentence says goes on ("Interest is frozen during a payment
 * holiday" / "Interest continues to accrue during a payment holiday"), or the reverse.
 */
import type { ContextIndex } from '../context/context-index.ts';
import type { RuleVerdict } from '../rule-verdict.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { statingSentence } from './best-sentence.ts';
import type { BestSupport } from './best-support.ts';

const GO_ON = /\b(?:keep|keeps|continue|continues|carry on|carries on|go on|goes on)\s+([a-z]+ing)\b/i;
const PAUSED = /\b(?:is|are|gets?|get|will be|would be|stays?)\s+(?:frozen|paused|suspended|put on hold|on hold|halted)\b|\bstops?\s+(?:accruing|being charged|building up|applying)\b/i;
const GOES_ON = /\b(?:continues?|keeps?|goes on)\s+(?:to\s+)?(?:accru|be charged|apply|build|run|being charged|applying|accruing)[a-z]*\b|\bstill\s+(?:accrues?|applies|is charged|are charged|runs?)\b/i;
const STOP = /\b(?:stop|stops|discontinue|discontinues|cease|ceases|quit)\s+([a-z]+ing)\b/i;

/** The contradiction, or null. */
export function continueStop(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  const paused = pausedFlip(index, claim, support);
  if (paused) return paused;
  const goOn = GO_ON.exec(claim.text);
  const stop = STOP.exec(claim.text);
  const said = goOn ?? stop;
  if (!goOn === !stop || !said || claim.negations.length > 0) return null;
  const best = statingSentence(index, support);
  const other = best && best.facts.negations.length === 0 ? (goOn ? STOP : GO_ON).exec(best.text) : null;
  if (best && stop && !other && best.facts.negations.length === 0 && STOP.exec(best.text)?.[1]?.toLowerCase() !== stop[1]?.toLowerCase()) {
    // "the company stops paying you" where the sentence says "the company will pay the difference".
    const verb = claim.tokens.find((t) => t.normal.toLowerCase() === stop[1]?.toLowerCase());
    const base = verb?.lemma.toLowerCase();
    const goesOn = base ? best.facts.tokens.findIndex((t, k) => t.pos === 'VERB' && t.lemma.toLowerCase() === base
      && best.facts.tokens.slice(Math.max(0, k - 2), k).some((u) => /^(?:will|shall|continue|continues|still|keeps?)$/i.test(u.normal))) : -1;
    const found = goesOn >= 0 ? best.facts.tokens[goesOn] : undefined;
    if (found) return best.cite('contradicted', `The answer says "${stop[0]}"; ${best.pid} says it will ${found.normal}: "${best.text}"`, `Say that it goes on, as ${best.pid} does.`);
  }
  if (!best || !other || other[1]?.toLowerCase() !== said[1]?.toLowerCase()) return null;
  return best.cite('contradicted', `The answer says "${said[0]}"; ${best.pid} says "${other[0]}": "${best.text}"`, `Say "${other[0].toLowerCase()}", as ${best.pid} does.`);
}

/** "Interest is frozen" against "Interest continues to accrue", said of the same thing, or the reverse. */
function pausedFlip(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  if (claim.negations.length > 0) return null;
  const pause = PAUSED.exec(claim.text);
  const goes = pause ? null : GOES_ON.exec(claim.text);
  const said = pause ?? goes;
  if (!said) return null;
  const best = statingSentence(index, support, 0.5);
  if (!best || best.facts.negations.length > 0) return null;
  const other = (pause ? GOES_ON : PAUSED).exec(best.text);
  if (!other) return null;
  // The same thing goes on or stops: the last noun before each phrase.
  const thing = (text: string, at: number) => /([a-z]+)\s+(?:[a-z]+\s+){0,2}$/i.exec(text.slice(0, at).trim() + ' ')?.[1]?.toLowerCase() ?? '';
  const a = thing(claim.text, said.index);
  const b = thing(best.text, other.index);
  if (!a || a !== b) return null;
  return best.cite('contradicted', `The answer says "${said[0]}"; ${best.pid} says "${other[0]}": "${best.text}"`, `Say "${other[0].toLowerCase()}", as ${best.pid} does.`);
}
