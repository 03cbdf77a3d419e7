/**
 * Currencies the texts of one check name by a word no dictionary holds: "a flat 4.50 zell label
 * fee", "costs 35 quells", "a 5-zelt overtime charge". A figure before such a word is money, so
 * it is compared, summed and recomputed as an amount ("18 zells per person per night ... two
 * people for four nights is 144 zells"), never as a count of things. A word counts as a currency
 * when the form written is missing from the word vectors (so no English word: "people", "points",
 * "credits", "rand" stay counts; "zells" though "zell" is a surname), is no unit, is written in
 * lower case, and at least once is used as money: after a figure with two decimals ("4.50
 * zells"), hyphened to a figure before a fee or charge ("5-zelt overtime charge"), or after a
 * figure that a word of paying comes up to three words before ("costs 35 quells", "a fee of 20
 * ruvos", "comes to 144 zells"), or as a price per thing ("2 trelk per item"). The answer's words count too: a passage may list "Kerbside: 15
 * quells" that only the answer says it costs. Pure.
 */
import { lookupUnit } from '../quantities/units.ts';
import type { Quantity } from '../quantities/quantities.ts';
import type { WordVectors } from '../types.ts';

/** The word as written (group 1) and its stem without a plural ending (group 2). */
const WORD = String.raw`(([a-z]{3,}?)(?:s|es)?)\b(?!['’])`;
const TWO_DECIMALS = new RegExp(String.raw`\b\d[\d,]*\.\d\d\s+${WORD}`, 'g');
const HYPHENED = new RegExp(String.raw`\b\d[\d,.]*-${WORD}\s+(?:[a-z]+\s+)?(?:fee|charge|deposit|fine|surcharge|payment|bill|voucher|levy|label|refund|cost|price|rate)`, 'g');
const PAYING = new RegExp(String.raw`\b(?:costs?|costing|priced|price|fees?|charges?|charged|pays?|paid|paying|fine|refunds?|refunded|deposit|salary|worth|spend|spent|earns?|budget|rent|bill|saves?|saving|taxed|allowance|voucher|reimbursed|owe|owed|surcharge|comes?\s+to|totals?|adds?)\s+(?:[a-z-]+\s+){0,3}?\d[\d,]*(?:\.\d+)?\s+${WORD}`, 'g');

/** A price per thing: "for 2 trelk per item", "5 quells per night". */
const PER_THING = new RegExp(String.raw`\b\d[\d,]*(?:\.\d+)?\s+${WORD}\s+(?:per|each)\s+(?:item|person|night|day|week|month|year|hour|minute|unit|ticket|bag|trade|transaction|payment|visit|user|seat|adult|child|order|page|call|gb|kg)\b`, 'g');

/** The currency words of a set of texts (lower-case, singular), given the word vectors. */
export function inventedCurrencies(texts: readonly string[], vectors: WordVectors | null): Set<string> {
  const out = new Set<string>();
  if (!vectors) return out;
  for (const text of texts) {
    const lower = text.toLowerCase();
    for (const re of [TWO_DECIMALS, HYPHENED, PAYING, PER_THING]) {
      re.lastIndex = 0;
      for (const m of lower.matchAll(re)) {
        const [written = '', stem = ''] = [m[1], m[2]];
        if (out.has(stem) || lookupUnit(stem) || lookupUnit(written)) continue;
        // Written in lower case (a currency), never only as a name ("3 Zephyrs").
        if (!new RegExp(String.raw`\b${written}\b`).test(text)) continue;
        // The word as written is no word the vectors know ("zells", though "zell" is a surname; not "tokens", "sachets" is).
        if (vectors.vector(written) || (written === stem && vectors.vector(`${stem}s`))) continue;
        out.add(stem);
      }
    }
  }
  return out;
}

/** `quantities` of `text` with each count written before a currency word read as that money. */
export function asInventedMoney(text: string, quantities: readonly Quantity[], currencies: ReadonlySet<string>): Quantity[] {
  if (currencies.size === 0) return [...quantities];
  const read = quantities.map((q) => {
    if (q.dim !== 'count') return q;
    const m = /^(\s?-?)([a-z]{3,}?)(?:s|es)?\b/i.exec(text.slice(q.end));
    const stem = m?.[2] ?? '';
    if (!m || !currencies.has(stem)) return q;
    const end = q.end + m[0].length;
    return { ...q, dim: `money:${stem.toUpperCase()}`, raw: text.slice(q.start, end), end };
  });
  // The first figure of a range or pair takes the second's currency: "between 12,501 and 46,000 orins", "from 61.8 million to 70.2 million orins".
  for (let i = read.length - 2; i >= 0; i--) {
    const [q, next] = [read[i], read[i + 1]];
    if (q?.dim === 'count' && next?.dim.startsWith('money:') && /^\s*(?:-|–|—|to|and|or)\s*$/i.test(text.slice(q.end, next.start))) read[i] = { ...q, dim: next.dim };
  }
  return read;
}
