/**
 * A split vote told as unanimous: "The council unanimously approved the plan" where the sentence
 * says "The council voted 7 to 4 in favour of the plan". Contradicted when the claim says
 * unanimous(ly), without opposition or that no one voted against, and the sentence stating most
 * of the claim (60% of its weight or more) gives a vote with votes on both sides ("7 to 4",
 * "54% to 46%", "by 7 votes to 4") or says some voted against.
 */
import type { ContextIndex } from '../context/context-index.ts';
import type { RuleVerdict } from '../rule-verdict.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { statingSentence } from './best-sentence.ts';
import type { BestSupport } from './best-support.ts';

const UNANIMOUS = /\bunanimous(?:ly)?\b|\bwithout (?:any )?opposition\b|\bno one voted against\b|\bnobody voted against\b/i;
/** A vote, to tell a vote's split from other figures ("7 to 4"). */
const VOTE = /\bvot(?:e|ed|es|ing|ers?)\b|\bballot\b/i;
const SPLIT = /\b(\d+(?:\.\d+)?%?)\s*(?:votes?\s+)?(?:to|-|–)\s*(\d+(?:\.\d+)?)%?(?:\s+votes?)?\b|\b\d+\s+(?:members?\s+|councillors?\s+|people\s+)?(?:voted|votes?) against\b/i;

/** The contradiction, or null. */
export function unanimousVote(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  const said = UNANIMOUS.exec(claim.text);
  if (!said || claim.negations.length > 0) return null;
  const best = statingSentence(index, support);
  const split = best && !UNANIMOUS.test(best.text) && VOTE.test(best.text) ? SPLIT.exec(best.text) : null;
  if (!best || !split || (split[2] !== undefined && Number(split[2]) === 0)) return null;
  return best.cite('contradicted', `The answer says ${said[0].toLowerCase()}; ${best.pid} gives a split vote ("${split[0]}").`, `Give the vote as ${best.pid} does ("${split[0]}").`);
}
