/**
 * Renewal turned round: "The agreement ends after one year unless both parties agree to renew"
 * where it "renews automatically for successive one-year terms unless either party gives notice",
 * or "Your subscription renews automatically" where it "must be renewed each year". Contradicted
 * when the claim and the sentence stating most of it (60% of its weight) say the two sides.
 */
import type { ContextIndex } from '../context/context-index.ts';
import type { RuleVerdict } from '../rule-verdict.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { statingSentence } from './best-sentence.ts';
import type { BestSupport } from './best-support.ts';

/** It goes on by itself: "renews automatically", "auto-renews", "automatic renewal". */
const AUTOMATIC = /\b(?:renew(?:s|ed)?\s+(?:itself\s+)?automatically|automatically\s+renew(?:s|ed)?|auto-?renew(?:s|ed|al)?|automatic(?:ally)?\s+renewal|rolls?\s+over\s+automatically)\b/i;
/** It stops unless someone acts: "ends unless ... renew", "won't renew automatically", "must be renewed". */
const MANUAL = /\b(?:ends?|expires?|terminates?|stops?|lapses?)\b[^.;]{0,60}\bunless\b[^.;]{0,40}\b(?:renew|extend|agree)|\b(?:does not|doesn't|will not|won't|do not|don't)\s+renew\s+automatically\b|\b(?:must|has to|have to|needs? to)\s+be\s+renewed\b|\bno\s+automatic\s+renewal\b|\bnot\s+(?:renewed\s+)?automatically\s+renewed\b/i;

function sideOf(text: string): 'automatic' | 'manual' | null {
  const manual = MANUAL.test(text);
  const automatic = AUTOMATIC.test(text) && !/\b(?:not|n't|no)\b[^.;]{0,20}\bautomatic/i.test(text);
  return manual === automatic ? null : manual ? 'manual' : 'automatic';
}

/** The contradiction, or null. */
export function renewalFlip(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  const said = sideOf(claim.text);
  if (!said) return null;
  const best = statingSentence(index, support);
  const given = best ? sideOf(best.text) : null;
  if (!best || !given || given === said) return null;
  const claimSays = said === 'automatic' ? 'it renews by itself' : 'it ends unless renewed';
  return best.cite('contradicted', `The answer says ${claimSays}; ${best.pid} says: "${best.text}"`, `Say how it renews, as ${best.pid} does: "${best.text}"`);
}
