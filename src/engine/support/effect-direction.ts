/**
 * Which of two named things acts on the other: "Lumizepam pushes up the level of Corvadol in your
 * blood" where the leaflet says "Corvadol increases the amount of lumizepam in your blood";
 * "Coravarin can push up the level of Feltacin" against "Feltacin raises the blood levels of
 * anticoagulants such as coravarin". The claim's named agent comes before a verb that raises or
 * lowers and its named patient after it. Contradicted when one clause of a context sentence has
 * both names the other way round around a verb of the same direction, and no clause has them in
 * the claim's order. Names are words of four letters or more that the claim or the context writes
 * capitalised inside a sentence, or that the claim's tagger calls proper nouns (drug, product and
 * company names), not common words. Pure.
 */
import type { ContextIndex } from '../context/context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import type { UnitFacts } from '../text/unit-facts.ts';

const UP = String.raw`(?:raises?|raised|raising|increases?|increased|increasing|push(?:es)?\s+up|pushed\s+up|pushing\s+up|boosts?|boosted|boosting|elevates?|elevated)`;
const DOWN = String.raw`(?:lowers?|lowered|lowering|reduces?|reduced|reducing|decreases?|decreased|decreasing)`;
const EFFECT = new RegExp(`\\b(?:(${UP})|(${DOWN}))\\b`, 'gi');
const HAS_EFFECT = new RegExp(EFFECT.source, 'i');

/** Words of four letters or more written capitalised after a sentence's first word, in the claim or the context. */
function namesIn(texts: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const t of texts) for (const m of t.matchAll(/(?<=[\p{L}\d,;:)]\s+)\p{Lu}[\p{Ll}-]{3,}\b/gu)) out.add(m[0].toLowerCase());
  return out;
}

interface Effect { agent: string; patient: string; up: boolean; at: number }

/** Each named agent and named patient around a raising or lowering verb, clause by clause. */
function effectsIn(text: string, names: ReadonlySet<string>, at = 0): Effect[] {
  const out: Effect[] = [];
  for (const clause of text.split(/[;.!?]|,\s*(?:which|but|while|so)\b/)) {
    for (const m of clause.matchAll(EFFECT)) {
      const before = (clause.slice(0, m.index).toLowerCase().match(/\p{L}[\p{L}-]*/gu) ?? []).filter((w) => names.has(w));
      const after = (clause.slice((m.index ?? 0) + m[0].length).toLowerCase().match(/\p{L}[\p{L}-]*/gu) ?? []).filter((w) => names.has(w));
      const [agent, patient] = [before.at(-1), after[0]];
      if (agent && patient && agent !== patient) out.push({ agent, patient, up: m[1] !== undefined, at });
    }
  }
  return out;
}

export function effectDirection(index: ContextIndex, claim: UnitFacts): RuleVerdict | null {
  if (!HAS_EFFECT.test(claim.text)) return null;
  // A name opening the claim ("Coravarin can push up ...") is tagged a proper noun.
  const names = namesIn([claim.text, ...index.passages.map((p) => p.text)]);
  for (const t of claim.tokens) if (t.pos === 'PROPN' && t.normal.length >= 4) names.add(t.normal.toLowerCase());
  const said = effectsIn(claim.text, names)[0];
  if (!said) return null;
  const stated = index.sentences.flatMap((s, id) => effectsIn(s.facts.text, names, id)).filter((e) => e.up === said.up);
  if (stated.some((e) => e.agent === said.agent && e.patient === said.patient)) return null;
  const reversed = stated.find((e) => e.agent === said.patient && e.patient === said.agent);
  if (!reversed) return null;
  const pid = passageId(index, reversed.at);
  const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  const verb = said.up ? 'raises' : 'lowers';
  return verdict('contradicted', true, [sentenceEvidence(index, reversed.at)],
    [`The answer says ${cap(said.agent)} ${verb} ${cap(said.patient)}; ${pid} says ${cap(said.patient)} ${verb} ${cap(said.agent)}.`],
    `Swap the two: ${pid} says ${cap(said.patient)} ${verb} ${cap(said.agent)}, not the other way round.`);
}
