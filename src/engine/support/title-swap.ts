/**
 * A title given to the wrong person: "announced by Mayor Daniel Reyes" where the passage says
 * "Mayor Maria Okafor announced ... alongside transport commissioner Daniel Reyes". Contradicted
 * when the context gives the claim's title to another name and the claim's name is in the
 * context without that title.
 */
import { mentions, type ContextIndex } from '../context/context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import type { UnitFacts } from '../text/unit-facts.ts';

const TITLES = ['Mayor', 'President', 'Vice President', 'Prime Minister', 'Minister', 'Governor', 'Senator', 'Chancellor', 'CEO', 'Chief Executive',
  'Chief Financial Officer', 'CFO', 'Chairman', 'Chairwoman', 'Chair', 'Director', 'Commissioner', 'Judge', 'Justice', 'Professor', 'Dr', 'Coach', 'Captain', 'General', 'Secretary'];
// A qualifier is part of the title: "Deputy Mayor" is not "Mayor".
const TITLE = new RegExp(`\\b((?:(?:Deputy|Vice|Assistant|Acting|Former|Interim|Associate|Lord)\\s+)?(?:${TITLES.map((t) => t.replace(/ /g, '\\s+')).join('|')}))\\.?\\s+((?:\\p{Lu}[\\p{L}'-]+)(?:\\s+\\p{Lu}[\\p{L}'-]+){0,2})`, 'gu');

/** The contradiction, or null. */
export function titleSwap(index: ContextIndex, claim: UnitFacts): RuleVerdict | null {
  TITLE.lastIndex = 0;
  for (const m of claim.text.matchAll(TITLE)) {
    const title = (m[1] ?? '').replace(/\s+/g, ' ');
    const name = m[2] ?? '';
    if (!mentions(index, name) || mentions(index, `${title} ${name}`)) continue;
    for (const [i, p] of index.passages.entries()) {
      for (const c of p.text.matchAll(TITLE)) {
        if ((c[1] ?? '').replace(/\s+/g, ' ').toLowerCase() !== title.toLowerCase() || !c[2] || c[2] === name) continue;
        const holder = c[2];
        // The same person written another way right beside it ("Oksana Belova (Оксана Белова)") is no swap.
        const near = p.text.slice(c.index ?? 0, (c.index ?? 0) + c[0].length + name.length + 8);
        if (near.includes(name)) continue;
        const pid = p.id ?? `p${i}`;
        const start = Math.max(0, (c.index ?? 0) - 60);
        const excerpt = p.text.slice(start, Math.min(p.text.length, (c.index ?? 0) + c[0].length + 80));
        return verdict('contradicted', true, [{ id: pid, text: excerpt }], [`The answer calls ${name} ${title}; ${pid} gives that title to ${holder}.`], `Replace ${title} ${name} with ${title} ${holder}.`);
      }
    }
  }
  return null;
}
