/**
 * Figures the user asks about rather than gives. "Do Basic members get 6 guest passes?" asks
 * whether 6 is right; "My flight was 4 hours late" and "Can I claim since my flight was 4 hours
 * late?" give the user's situation. A figure in a yes/no question before any clause of the
 * user's own (if, since, my, ...) is asked about: an answer that repeats it is checked against
 * the passages like any other figure, not excused as the user's word.
 */
import type { Quantity } from './quantities.ts';

const YES_NO = /^\s*(?:do|does|did|is|are|was|were|can|could|will|would|should|shall|may|might|must|has|have|had|isn't|aren't|doesn't|don't)\b/i;
const OWN_CLAUSE = /\b(?:if|when|whenever|since|because|as|after|once|while|given|my|our|i'm|i've|i am|i have|we're|we've|we have)\b/i;

/** The figures of `question` that its yes/no questions ask about. */
export function askedFigures(question: string, figures: readonly Quantity[]): Quantity[] {
  const asked: Quantity[] = [];
  for (const m of question.matchAll(/[^.?!]*\?/g)) {
    const text = m[0];
    if (!YES_NO.test(text.replace(/^[^\p{L}]+/u, ''))) continue;
    const start = m.index;
    const own = text.search(OWN_CLAUSE);
    const end = start + (own < 0 ? text.length : own);
    for (const q of figures) if (q.start >= start && q.end <= end) asked.push(q);
  }
  return asked;
}
