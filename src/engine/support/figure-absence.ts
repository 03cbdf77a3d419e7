/**
 * A kind of figure said not to exist where a passage sentence about the same thing gives one:
 * "There's no age limit mentioned for our dorms" against "Guests must be 18 or older to stay in
 * dorms"; "The leave policy doesn't set any deadline for using carried-over days" against
 * "Carried-over days must be taken by 30 June or they are lost". The claim denies the kind ("no
 * age limit", "doesn't set any deadline", "without a time limit"), gives no figure and carves out
 * nothing ("other than", "except"); the sentence gives a figure of that kind (an age bound; a date,
 * day or clock time after "by", "before", "until", or "within" a span) and names a word of the
 * claim besides the kind's own and the text's ("dorms", "carried-over"). Contradicted, citing it.
 */
import type { ContextIndex } from '../context/context-index.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import { isContent, type UnitFacts } from '../text/unit-facts.ts';
import { wordFormPattern } from '../text/word-forms.ts';

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*';
/** An age bound: "18 or older", "aged 12 and over", "under the age of 16", "18+". */
const AGE = /\b\d+\s*(?:years?\s*(?:old\s*)?)?(?:or|and)\s+(?:older|over|above|under|younger|below)\b|\b(?:aged|ages)\s+\d+|\b(?:under|over|below|above)\s+the\s+age\s+of\s+\d+|\bminimum\s+age\b[^.;]{0,20}\d+|\b\d+\s*\+/i;
/** A deadline: a date, weekday or clock time after "by", "before", "until", "no later than", or "within" a span. */
const DEADLINE = new RegExp(String.raw`\b(?:by|before|until|till|no later than)\s+(?:the\s+)?(?:end\s+of\s+|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH}\b|${MONTH}\s+\d{1,2}\b|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|midnight\b|noon\b|\d{1,2}(?::\d{2})?\s*(?:am|pm)\b|\d{1,2}:\d{2}\b)|\bwithin\s+(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen|thirty|a|an)\s+(?:days?|weeks?|months?|hours?|years?)\b`, 'i');

const KINDS: ReadonlyArray<{ name: string; figure: RegExp }> = [
  { name: String.raw`(?:age\s+(?:limits?|restrictions?|requirements?|bar|minimum)|(?:minimum|maximum)\s+age)`, figure: AGE },
  { name: String.raw`(?:deadlines?|time\s+limits?|cut-?off(?:\s+date)?|end\s+date|expiry\s+date)`, figure: DEADLINE },
];

/** "no age limit", "without a deadline", "doesn't set any time limit", "isn't any deadline". */
const denial = (kind: string) => new RegExp(String.raw`(?:\bno|\bwithout(?:\s+(?:any|an?))?|(?:\bnot|n't)\s+(?:[a-z]+\s+){0,2}?(?:any|an?))\s+(?:specific\s+|particular\s+|fixed\s+|formal\s+|set\s+)?${kind}\b`, 'i');
const DENIALS = KINDS.map((k) => ({ ...k, denied: denial(k.name) }));

/** What the claim carves out of its denial: it may grant the figure it names elsewhere. */
const CARVED = /\b(?:other than|except|apart from|beyond|besides|only)\b/i;
/** Words of the text or of saying, and units of time, which name no thing (every deadline has its days). */
const GENERIC = /^(?:policy|policies|passage|passages|article|leaflet|page|guide|terms|document|text|mention|mentioned|set|say|said|says|state|stated|give|given|specify|specified|use|using|there|any|limit|limits|age|deadline|deadlines|time|date|minutes?|hours?|days?|weeks?|months?|years?)$/i;

/** The contradiction, or null. */
export function figureAbsence(index: ContextIndex, claim: UnitFacts): RuleVerdict | null {
  if (claim.quantities.length > 0 || CARVED.test(claim.text)) return null;
  const kind = DENIALS.find((k) => k.denied.test(claim.text));
  if (!kind) return null;
  const things = claim.tokens.filter((t) => isContent(t) && !GENERIC.test(t.normal)).map((t) => wordFormPattern(t.normal));
  if (things.length === 0) return null;
  // (Not a sentence that itself denies the kind: "no upper age limit; under-12s must be accompanied".)
  const id = index.sentences.findIndex((s) => kind.figure.test(s.facts.text) && !kind.denied.test(s.facts.text) && things.some((re) => re.test(s.facts.text)));
  if (id < 0) return null;
  const said = index.sentences[id]?.facts.text.trim() ?? '';
  const pid = passageId(index, id);
  return verdict('contradicted', true, [sentenceEvidence(index, id)], [`The answer says there is none; ${pid} gives one: "${said}"`], `Say what ${pid} sets: "${said}"`);
}
