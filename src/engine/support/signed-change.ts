/**
 * A change told the other way round by the word beside its figure: "Parks: €3m extra" where the
 * passage says "the parks budget is cut by €3 million", "fees down £5" where they "rise by £5".
 * The figure is stated, so no figure rule sees it, and "extra" / "cut" are no antonyms.
 * Contradicted when the claim negates nothing, its figure has only rise words (or only fall words)
 * among the four words before it and the two after, and a context sentence that names another
 * content word of the claim gives the same figure with only the opposite words beside it. "Falls
 * within", "falls on", "falls under" say where a thing belongs, not that it fell.
 */
import { sameQuantity } from '../quantities/compare-quantities.ts';
import { quantitiesStating, type ContextIndex } from '../context/context-index.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import type { UnitFacts } from '../text/unit-facts.ts';

const RISE = /\b(?:up(?!\s+to\b)|more(?!\s+than\b)|extra|higher(?!\s+than\b)|increase[sd]?|increasing|rises?|rising|rose|risen|gain(?:s|ed)?|added|additional|boost(?:s|ed)?|grows?|grew|grown|climb(?:s|ed)?|jump(?:s|ed)?)\b/i;
const FALL = /\b(?:down|less(?!\s+than\b)|fewer(?!\s+than\b)|lower(?!\s+than\b)|lowered|cuts?|reduced?|reduction|decrease[sd]?|decreasing|(?:falls?|fallen|fell)(?!\s+(?:within|under|into|in|inside|outside|on|between|below|above|short|due|back on))|drop(?:s|ped)?|lost|slashed|shrank|shrunk|declined?|declines)\b/i;
const DIRECTION_WORDS = new Set(['up', 'more', 'extra', 'higher', 'increase', 'rise', 'gain', 'add', 'additional', 'boost', 'grow', 'climb', 'jump', 'down', 'less', 'few', 'low', 'lower', 'cut', 'reduce', 'reduction', 'decrease', 'fall', 'drop', 'lose', 'slash', 'shrink', 'decline']);
const NO_CHANGE_DIMS = new Set(['year', 'date', 'day', 'clock', 'ordinal']);

/** The direction the words beside figure `q` give it, or null when they give none or both. */
function sideOf(text: string, q: Quantity): 'rise' | 'fall' | null {
  const before = text.slice(0, q.start).split(/\s+/).slice(-4).join(' ');
  const after = text.slice(q.end).split(/\s+/).slice(0, 3).join(' ');
  const near = `${before} ${after}`;
  const rise = RISE.test(near);
  const fall = FALL.test(near);
  return rise === fall ? null : rise ? 'rise' : 'fall';
}

/** The contradiction, or null. */
export function signedChange(index: ContextIndex, claim: UnitFacts): RuleVerdict | null {
  if (claim.negations.length > 0) return null;
  const words = claim.terms.filter((t) => !DIRECTION_WORDS.has(t));
  for (const q of claim.quantities) {
    // A gap between two figures the claim gives ("Compared with the 25 tarvens discounted amount, that's 50 tarvens more") is no change of the passage's 50.
    if (NO_CHANGE_DIMS.has(q.dim) || q.limit || (/\bcompared (?:with|to)\b|\bthan\b/i.test(claim.text) && claim.quantities.some((o) => o !== q && o.dim === q.dim))) continue;
    const side = sideOf(claim.text, q);
    if (!side) continue;
    for (const { q: e, sentence } of quantitiesStating(index, q)) {
      const s = index.sentences[sentence];
      if (!s || !sameQuantity(q, e) || !words.some((w) => s.keys.has(w))) continue;
      const theirs = sideOf(s.facts.text, e);
      if (!theirs || theirs === side) continue;
      const pid = passageId(index, sentence);
      const said = s.facts.text.trim();
      return verdict('contradicted', true, [sentenceEvidence(index, sentence)], [`The answer says ${q.raw} is a ${side}; ${pid} says it is a ${theirs}: "${said}"`], `Say it is a ${theirs}, as ${pid} does: "${said}"`);
    }
  }
  return null;
}
