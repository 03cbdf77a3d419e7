/**
 * A claim supported as a whole can still carry a part no passage states: a reason ("because of
 * a staff shortage"), or an appended clause (", and updates itself automatically"). Each part
 * (split at ", and", ", but", ";", "because", "due to", ...) with two or more content words
 * must itself be half stated; otherwise the claim is not_stated, naming the part's missing words.
 * A part that gives a figure is anchored by it (the figure was checked on its own).
 */
import { tokenOffsets } from '../text/code-points.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { termOf } from '../text/unit-facts.ts';
import type { SupportCoverage } from './support-coverage.ts';

const PART_BREAK = /,\s*(?:and|but|plus|while|whereas)\b|;|\b(?:because|due to|as a result of|owing to|thanks to)\b/gi;
/** Share of a part's weight that must be stated. */
const PART_STATED = 0.5;

/** The missing words of the first part that is not half stated, or null when every part is. */
export function weakPart(claim: UnitFacts, support: SupportCoverage): string[] | null {
  const cuts = [0, ...[...claim.text.matchAll(PART_BREAK)].map((m) => m.index ?? 0), claim.text.length];
  if (cuts.length <= 2) return null;
  const byTerm = new Map(support.terms.map((t) => [t.term, t]));
  const offsets = tokenOffsets(claim.text, claim.tokens);
  for (let k = 0; k + 1 < cuts.length; k++) {
    const [from, to] = [cuts[k] ?? 0, cuts[k + 1] ?? 0];
    // A part that gives a figure (checked on its own before this) is anchored by it: "reaching 412 million krells, mainly".
    if (claim.quantities.some((q) => q.start >= from && q.start < to)) continue;
    const seen = new Set<string>();
    claim.tokens.forEach((t, n) => {
      const i = offsets[n] ?? -1;
      if (i >= 0 && i >= from && i < to && byTerm.has(termOf(t))) seen.add(termOf(t));
    });
    if (seen.size < 2) continue;
    let total = 0;
    let got = 0;
    for (const w of seen) {
      const t = byTerm.get(w);
      total += t?.weight ?? 0;
      // Near vector matches ("shortage" ~ "affected") do not state a part on their own.
      const credit = t?.credit ?? 0;
      got += (t?.weight ?? 0) * (credit >= 0.8 ? credit : 0);
    }
    if (total > 0 && got / total < PART_STATED) return [...seen].filter((w) => (byTerm.get(w)?.credit ?? 0) < 0.8);
  }
  return null;
}
