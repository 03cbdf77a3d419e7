/**
 * A refusal that says the passages do not give a figure they give: "The documentation doesn't say
 * how long backups are kept on the Standard tier" where a passage says "Standard tier backups are
 * kept for 7 days". The question word says what kind of figure would answer it (how long: a
 * duration; how much, what it costs: money; how many: a count; how often: a frequency; when: a date,
 * day or time; "what X costs" asks for money), and the rest of the clause what it is of. A passage sentence with a figure of that
 * kind and most of those words (at least two of at least two, and two thirds) answers the question: the
 * refusal is contradicted, citing it. "doesn't say whether P" is contradicted only by a sentence
 * holding all of P's words: a sentence can name part of the thing and still leave the question
 * open. Pure.
 */
import type { ContextIndex } from '../context/context-index.ts';
import type { RefusalConflict } from './false-refusal.ts';
import { wordFormPattern } from '../text/word-forms.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';

/** "doesn't say how long ...", "does not specify how much ...", "don't tell you when ...", "doesn't give a date for when ...". */
const WH_REFUSAL = /\b(?:does|do|did)\s*(?:not|n't)\s+(?:say|state|specify|give|tell(?:\s+(?:you|us|me))?|explain|set out|spell out|confirm|indicate|mention)\s+(?:anything\s+(?:about|on)\s+|exactly\s+|precisely\s+|(?:a|an|any)\s+(?:date|day|time|figure|price|cost|amount|number|timescale|timeframe)\s+(?:for\s+)?)?(how\s+long|how\s+much|how\s+many|how\s+often|when|what\s+time|what\s+date|which\s+day|what\s+(?:the\s+)?(?:fee|charge|cost|price|penalty|rate)s?\b|what\s+(?:you(?:'d|\s+would|\s+will|'ll)?\s+)?(?:be\s+)?(?:pay|owe|charged))\s+(.{3,100}?)[.!]?$/i;

/** "doesn't say what gift wrapping costs", "does not say how much a replacement card will cost": a price asked with the thing first. */
const WHAT_COSTS = /\b(?:does|do|did)\s*(?:not|n't)\s+(?:say|state|specify|tell(?:\s+(?:you|us|me))?|explain|confirm|indicate|mention)\s+(?:exactly\s+)?(what|how\s+much)\s+(.{3,60}?)\s+(?:costs?|will\s+cost|would\s+cost|is\s+charged|are\s+charged)\b/i;

/** The kinds of figure that answer each question word. */
function kindsFor(wh: string): (dim: string) => boolean {
  const w = wh.toLowerCase().replace(/\s+/g, ' ');
  if (w === 'how long') return (d) => d === 'time';
  if (w === 'how many') return (d) => d === 'count';
  if (w === 'how often') return (d) => d === 'frequency';
  if (w === 'when' || w === 'what time' || w === 'what date' || w === 'which day') return (d) => d === 'date' || d === 'day' || d === 'clock';
  return (d) => d.startsWith('money') || d === 'percent';
}

/** Words of the clause that say nothing of what the figure is of. */
const LIGHT = new Set(['the', 'a', 'an', 'any', 'of', 'for', 'on', 'in', 'at', 'to', 'by', 'from', 'into', 'about', 'and', 'or', 'is', 'are', 'was', 'were', 'be', 'been', 'it', "it's", 'its', 'they', 'them', 'their',
  'you', "you'd", "you'll", "you're", 'your', 'we', 'our', 'us', 'i', 'my', 'me', 'this', 'that', 'these', 'those', 'there', 'once', 'after', 'before', 'if', 'when', 'until',
  'will', 'would', 'can', 'could', 'should', 'may', 'might', 'must', 'need', 'needs', 'have', 'has', 'had', 'get', 'gets', 'take', 'takes', 'taken', 'last', 'lasts', 'do', 'does',
  'exactly', 'actually', 'still', 'then', 'so', 'up', 'out', 'off', 'each', 'every', 'per', 'how', 'what', 'which']);

/** "doesn't say whether interest builds up during a payment break". */
const WHETHER_REFUSAL = /\b(?:does|do|did)\s*(?:not|n't)\s+(?:say|state|specify|tell(?:\s+(?:you|us|me))?|explain|confirm|indicate|mention|cover|make clear)\s+(?:anything\s+(?:about|on)\s+)?(?:whether|how|what|who|where|why)\s+(.{3,120}?)[.!]?$/i;
/**
 * A sentence that leaves the matter open, however many of the asked words it holds: "an
 * investigation into the cause would begin", "the cause is not yet known", "will be decided later".
 */
const PENDING = /\b(?:investigat\w*|inquiry|inquest|unknown|unclear|undecided|not (?:yet )?(?:known|clear|decided|confirmed|been (?:decided|confirmed|announced|set))|yet to be|to be (?:decided|confirmed|announced|agreed)|(?:will|would) be (?:decided|confirmed|announced|agreed|set) (?:later|at|in|by|once|when))\b/i;
/** Words of a whether-clause that say nothing of what is asked, beside LIGHT's. */
const LIGHT_WHETHER = new Set(['whether', 'while', 'whilst', 'during', 'also', 'allowed', 'able', 'possible', 'still', 'yet', 'not', "n't", 'happens', 'happen', 'happened',
  // "there's a fee for the replacement", "what happens around daylight saving changes": no part of what is asked.
  "there's", 'there’s', 'around', 'regarding', 'concerning']);

/**
 * The contradiction of "doesn't say whether P" where a context sentence holds all of P's two to six
 * words. (A sentence that names only part of P can leave the question open: "Standard tier backups
 * are kept for 7 days" says nothing of whether they are encrypted. All but one word was measured and
 * dropped for that.)
 */
function whetherRefusal(index: ContextIndex, text: string): RefusalConflict | null {
  const m = WHETHER_REFUSAL.exec(text.trim());
  if (!m?.[1]) return null;
  const clause = askedClause(m[1]);
  const words = clauseWords(clause).filter((w) => !LIGHT_WHETHER.has(w.toLowerCase()));
  if (words.length < 2 || words.length > 6) return null;
  const patterns = words.map(wordFormPattern);
  const id = index.sentences.findIndex((s) => patterns.every((re) => re.test(s.facts.text)) && !PENDING.test(s.facts.text));
  return answeredAt(index, id, `say ${m[0].match(/\b(?:whether|how|what|who|where|why)\b/i)?.[0]?.toLowerCase() ?? 'whether'} ${clause.trim()}`);
}

/** The thing asked about, before a further condition ("... once it's requested, so ask them"). */
function askedClause(rest: string): string {
  return rest.split(/\s*[,;:]\s*|\s+(?:so|but|and you|because)\s+/i)[0] ?? rest;
}

/** The words of an asked clause that say what is asked of. */
function clauseWords(clause: string): string[] {
  return (clause.match(/[\p{L}][\p{L}'’-]*/gu) ?? []).filter((w) => !LIGHT.has(w.toLowerCase()) && w.length > 2);
}

/** The contradiction citing context sentence `id` as doing what the refusal says the passages do not (`asked`: "give how long ..."), or null for no sentence (-1). */
function answeredAt(index: ContextIndex, id: number, asked: string): RefusalConflict | null {
  if (id < 0) return null;
  const said = index.sentences[id]?.facts.text.trim() ?? '';
  const pid = passageId(index, id);
  return {
    checks: [`The answer says the passages do not ${asked}; ${pid} does: "${said}"`],
    evidence: [sentenceEvidence(index, id)],
    fix: `Replace this claim with what ${pid} says: "${said}"`,
  };
}

/** The contradiction of a refusal whose asked-for figure (or whether-question) a context sentence answers, or null. */
export function whRefusal(index: ContextIndex, text: string): RefusalConflict | null {
  const asked = askedFigure(text.trim());
  if (!asked) return whetherRefusal(index, text);
  const clause = askedClause(asked.rest);
  const words = clauseWords(clause);
  // One word is too little to tell what the figure is of ("how long a suspension lasts" / "appeal a suspension within 21 days").
  if (words.length < 2 || words.length > 6) return null;
  const patterns = words.map(wordFormPattern);
  const fits = kindsFor(asked.wh);
  const need = Math.max(2, Math.ceil((2 * words.length) / 3));
  const id = index.sentences.findIndex((s) => s.facts.quantities.some((q) => fits(q.dim)) && patterns.filter((re) => re.test(s.facts.text)).length >= need);
  return answeredAt(index, id, asked.priced ? `say what ${clause.trim()} costs` : `give ${asked.wh.toLowerCase()} ${clause.trim()}`);
}

/** The question word a refusal asks with ("how long", or "how much" for "what X costs"), the rest of its clause, and whether it asked a price with the thing first. */
function askedFigure(text: string): { wh: string; rest: string; priced: boolean } | null {
  const priced = WHAT_COSTS.exec(text);
  if (priced?.[2]) return { wh: 'how much', rest: priced[2], priced: true };
  const m = WH_REFUSAL.exec(text);
  return m?.[1] && m[2] ? { wh: m[1], rest: m[2], priced: false } : null;
}
