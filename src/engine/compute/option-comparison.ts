/**
 * One of the question's two options called cheaper or quicker, without "than": "Which account
 * costs less, Plus or Premier?" / "Going by fees alone, Plus is cheaper"; "the bus or the train?" /
 * "The train is quicker". The other side is the question's other option. Each option's value is
 * the one figure of the comparison's kind (a price for cheaper and dearer, a duration for quicker,
 * slower, shorter, longer) in the passage rows that name it (a sentence opening with the option's
 * name, else any sentence naming it); prices over different periods are compared per year. Right:
 * supported, with both rows as evidence; wrong: contradicted, with both values. Null whenever an
 * option has no single value. Pure.
 */
import type { ContextIndex } from '../context/context-index.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import { fitsDims } from '../quantities/compare-quantities.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import type { NlpToken } from '../types.ts';
import { isContent, termOf, type UnitFacts } from '../text/unit-facts.ts';
import { periodAfter } from './rate-per-period.ts';
import { YEAR } from './calendar.ts';

/** Comparatives said of one option, whether they mean the smaller value, and of what kind. */
const WORDS: Record<string, { smaller: boolean; dims: string[] }> = {
  cheaper: { smaller: true, dims: ['money'] }, dearer: { smaller: false, dims: ['money'] }, pricier: { smaller: false, dims: ['money'] },
  quicker: { smaller: true, dims: ['time'] }, faster: { smaller: true, dims: ['time'] }, slower: { smaller: false, dims: ['time'] },
};
/** The two options of a question: "..., Plus or Premier?", "the bus or the train?". */
const OPTIONS = /(?:^|[,:]\s*|\b(?:between|choose|pick)\s+)(?:the\s+|a\s+)?([\w'-]+(?:\s+[\w'-]+){0,2}?)\s+or\s+(?:the\s+|a\s+)?([\w'-]+(?:\s+[\w'-]+){0,2}?)\s*\?/i;

interface Value { q: Quantity; sentence: number; perYear: number }

/** The content words of an option, as terms. */
function wordsOf(tokens: readonly NlpToken[]): string[] {
  return tokens.filter(isContent).map(termOf);
}

/** The one value of the kind in the rows that name the option, or null. */
function valueOf(index: ContextIndex, option: readonly string[], dims: readonly string[]): Value | null {
  const naming = index.sentences.map((s, id) => ({ s, id })).filter(({ s }) => option.every((w) => s.facts.tokens.some((t) => termOf(t) === w)));
  // A row opens with the option's name ("Premier account: monthly fee 20 vells"); other sentences only when no row does.
  const rows = naming.filter(({ s }) => s.facts.tokens.slice(0, 3).some((t) => termOf(t) === option[0]));
  const values = (rows.length > 0 ? rows : naming).flatMap(({ s, id }) => s.facts.quantities.filter((q) => fitsDims(dims, q) && q.hedge === null).map((q) => {
    const period = q.dim.startsWith('money') ? periodAfter(s.facts.text, q.end) : null;
    return { q, sentence: id, period };
  }));
  if (values.length !== 1 || !values[0]) return null;
  const [v] = values;
  return { q: v.q, sentence: v.sentence, perYear: v.period === null ? v.q.value : v.q.value * (YEAR / v.period) };
}

export function optionComparison(index: ContextIndex, claim: UnitFacts): RuleVerdict | null {
  if (/\bthan\b/i.test(claim.text) || claim.negations.length > 0) return null;
  const at = claim.tokens.findIndex((t) => WORDS[t.normal.toLowerCase()] !== undefined);
  const word = claim.tokens[at]?.normal.toLowerCase() ?? '';
  const info = WORDS[word];
  const m = OPTIONS.exec(index.questionText ?? '');
  if (!info || !m) return null;
  // The options' words, read by the same model as the claim (the question's tokens are not indexed).
  const named = [m[1] ?? '', m[2] ?? ''].map((o) => o.toLowerCase().split(/\s+/).filter((w) => w.length > 1 && !/^(?:the|a|an|my|your)$/.test(w)));
  const before = new Set(wordsOf(claim.tokens.slice(0, at)).concat(claim.tokens.slice(0, at).map((t) => t.normal.toLowerCase())));
  const said = named.findIndex((o) => o.length > 0 && o.some((w) => before.has(w) || before.has(w.replace(/s$/, ''))));
  if (said < 0 || named.filter((o) => o.some((w) => before.has(w))).length !== 1) return null;
  const mine = named[said] ?? [];
  const theirs = named[1 - said] ?? [];
  // Each option word as the passages write it ("monthly", "train", "Premier"), where they do.
  const tokens = index.sentences.flatMap((s) => s.facts.tokens);
  const written = (w: string) => tokens.find((t) => t.normal.toLowerCase() === w || termOf(t) === w);
  const terms = (o: readonly string[]) => o.map(written).filter((t): t is NlpToken => t !== undefined).map(termOf);
  const a = terms(mine);
  const b = terms(theirs);
  if (a.length === 0 || b.length === 0) return null;
  const x = valueOf(index, a, info.dims);
  const y = valueOf(index, b, info.dims);
  if (!x || !y || x.sentence === y.sentence) return null;
  const evidence = [sentenceEvidence(index, x.sentence), sentenceEvidence(index, y.sentence)];
  const holds = info.smaller ? x.perYear < y.perYear : x.perYear > y.perYear;
  if (holds) return verdict('supported', true, evidence);
  if (x.perYear === y.perYear) return null;
  // (The question is read in lower case: the reason names the options as the passages write them.)
  const shown = (o: readonly string[]) => o.map((w) => tokens.find((t) => t.normal.toLowerCase() === w)?.text ?? w).join(' ');
  const [one, other] = [shown(mine), shown(theirs)];
  return verdict('contradicted', true, evidence, [`The answer says ${one} is ${word}; ${passageId(index, x.sentence)} gives ${one} ${x.q.raw} and ${passageId(index, y.sentence)} gives ${other} ${y.q.raw}.`], `Say ${other} is ${word}: ${other} ${y.q.raw} against ${one} ${x.q.raw}.`);
}
