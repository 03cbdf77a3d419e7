/**
 * "X ... twice as many as Y": a ratio between two named things, recomputed from the figures a
 * passage sentence gives each of them ("Northgate sold 1,200 units and Southgate sold 600").
 * Supported when the figure of the first over the figure of the second is the claim's factor
 * (within 5%); contradicted otherwise, saying the ratio the passage gives (and that the two are
 * the wrong way round when the inverse matches). A thing's figure is the first figure after its
 * name before the next name, or the figure right before "at/in/for/by" and the name.
 */
import type { ContextIndex } from '../context/context-index.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { sentenceEvidence } from '../context/slots.ts';
import type { UnitFacts } from '../text/unit-facts.ts';

const FACTORS: Record<string, number> = { twice: 2, double: 2, half: 0.5, triple: 3, treble: 3 };
const CLAIM = /\b([A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*)*)\b[^.]*?\b(twice|double|triple|treble|half|(\d+(?:\.\d+)?|two|three|four|five|ten)\s+times)\s+(?:as\s+(?:many|much)(?:\s+[a-z-]+){0,3}\s+as|the\s+(?:number|amount)\s+of(?:\s+[a-z-]+){0,3}\s+(?:at|in|for|of)?)\s+([A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*)*)/;
const WORD_FACTORS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, ten: 10 };

/** The figure a sentence gives the named thing, or null. */
function figureOf(text: string, qs: readonly Quantity[], name: string, names: readonly string[]): Quantity | null {
  const at = text.indexOf(name);
  if (at < 0) return null;
  const nextName = Math.min(...names.filter((n) => n !== name).map((n) => text.indexOf(n, at + name.length)).filter((i) => i > at), text.length);
  const after = qs.find((q) => q.start > at && q.start < nextName && q.dim !== 'year' && q.dim !== 'date');
  if (after) return after;
  const before = [...qs].reverse().find((q) => q.end <= at && /^\s*(?:[a-z]+\s+){0,2}(?:at|in|for|by)\s+(?:the\s+)?$/i.test(text.slice(q.end, at)));
  return before ?? null;
}

/** The verdict on a ratio between two named things, or null when the claim states none or no sentence gives both. */
export function ratioClaim(index: ContextIndex, claim: UnitFacts): RuleVerdict | null {
  const m = CLAIM.exec(claim.text);
  if (!m) return null;
  const [, first = '', word = '', digits = '', second = ''] = m;
  const factor = FACTORS[word.toLowerCase()] ?? (digits ? WORD_FACTORS[digits.toLowerCase()] ?? Number(digits) : NaN);
  if (!Number.isFinite(factor) || first === second) return null;
  for (const [id, s] of index.sentences.entries()) {
    const text = s.facts.text;
    if (!text.includes(first) || !text.includes(second)) continue;
    const a = figureOf(text, s.facts.quantities, first, [first, second]);
    const b = figureOf(text, s.facts.quantities, second, [first, second]);
    if (!a || !b || a === b || a.dim !== b.dim || b.value === 0 || a.value === 0) continue;
    const ratio = a.value / b.value;
    const evidence = [sentenceEvidence(index, id)];
    if (Math.abs(ratio - factor) <= 0.05 * factor) return verdict('supported', true, evidence);
    const shown = Math.round(ratio * 100) / 100;
    const swapped = Math.abs(1 / ratio - factor) <= 0.05 * factor;
    const why = swapped
      ? `The answer has ${first} and ${second} the wrong way round: ${second} has ${b.raw} and ${first} ${a.raw}, so ${second} has ${word.toLowerCase()} as many, not ${first}.`
      : `${first} has ${a.raw} and ${second} ${b.raw}: ${shown} times as many, not ${word.toLowerCase()}.`;
    return verdict('contradicted', true, evidence, [why], swapped ? `Swap ${first} and ${second}.` : `Say ${shown} times as many.`);
  }
  return null;
}
