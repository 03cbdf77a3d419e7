/**
 * A change whose direction contradicts its own figures: "Operating margin increased to 12.4%
 * from 14.1%" (a fall), "fell from 80 to 95" (a rise). When both figures are in the context,
 * the passages say otherwise: contradicted, naming the right direction.
 */
import { comparable } from '../compare-quantities.ts';
import { quantitiesStating, type ContextIndex } from '../context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { sentenceEvidence } from '../slots.ts';
import type { UnitFacts } from '../unit-facts.ts';

const UP = /\b(increased|increases|increase|rose|rises|rise|risen|grew|grows|grown|climbed|climbs|went up|gone up|up|higher|improved|gained|jumped|surged)\b/i;
const DOWN = /\b(decreased|decreases|decrease|fell|falls|fallen|dropped|drops|declined|declines|went down|gone down|down|lower|shrank|slipped|slid|plunged|eased)\b/i;

/** The contradiction, or null when the claim names no change between two of its figures. */
export function changeDirection(index: ContextIndex, claim: UnitFacts): RuleVerdict | null {
  const up = UP.exec(claim.text);
  const down = DOWN.exec(claim.text);
  if ((up === null) === (down === null)) return null;
  const qs = claim.quantities;
  for (let i = 0; i + 1 < qs.length; i++) {
    const a = qs[i];
    const b = qs[i + 1];
    if (!a || !b || !comparable(a, b) || a.dim === 'year' || a.dim === 'date' || a.dim === 'day') continue;
    const between = claim.text.slice(a.end, b.start);
    const before = claim.text.slice(Math.max(0, a.start - 6), a.start);
    // "to A from B" (A is the new value) or "from A to B" (B is the new value).
    const toFrom = /\bto\s*$/i.test(before) && /^\s*(?:,\s*)?from\s*$/i.test(between);
    const fromTo = /\bfrom\s*$/i.test(before) && /^\s*to\s*$/i.test(between);
    if (!toFrom && !fromTo) continue;
    const [now, was] = toFrom ? [a, b] : [b, a];
    if (now.value === was.value) continue;
    const rose = now.value > was.value;
    if (rose === (up !== null)) return null;
    const stated = [now, was].map((q) => quantitiesStating(index, q)[0]);
    if (stated.some((s) => s === undefined)) return null;
    const said = (up ?? down)?.[0] ?? '';
    const evidence = [...new Set(stated.map((s) => s?.sentence ?? 0))].map((id) => sentenceEvidence(index, id));
    return verdict('contradicted', true, evidence, [`The answer says ${said}; from ${was.raw} to ${now.raw} is a ${rose ? 'rise' : 'fall'}.`], `Replace "${said}" with a word for a ${rose ? 'rise' : 'fall'}.`);
  }
  return null;
}
