/**
 * A period counted from the wrong event: "cancel within 14 days of placing the order" where the
 * passage gives "within 14 days of delivery"; "claim within 28 days of buying your ticket" against
 * "within 28 days of the date of travel". The claim's span (a figure with a unit of time) and the
 * event after "within N of", "from", "after" or "following" are read; contradicted when the
 * sentences that give the same span and share most of the claim's other words count it from an
 * event of a known kind (delivery, purchase, travel, signing, start, invoice, moving, ending,
 * decision, opening) other than the claim's, every one of them. Events of no known kind are left alone:
 * "within 60 days of the spend" / "of the expense", "of being reported" / "of being notified".
 */
import type { ContextIndex } from '../context/context-index.ts';
import { sameQuantity } from '../quantities/compare-quantities.ts';
import type { Quantity } from '../quantities/quantities.ts';
import { verdict, type RuleVerdict } from '../rule-verdict.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';
import { isContent, termOf, type UnitFacts } from '../text/unit-facts.ts';
import { offsetsIn } from '../text/code-points.ts';
import type { NlpToken } from '../types.ts';

/** Kinds of event a period is counted from, by the first letters of their words. */
const KINDS: ReadonlyArray<readonly [string, RegExp]> = [
  ['delivery', /^(?:deliver|receiv|receipt|arriv|collect)/],
  ['purchase', /^(?:purchas|buy|bought|order|checkout)/],
  ['travel', /^(?:travel|journey|depart|flight|trip|sail)/],
  ['signing', /^(?:sign|enrol)/],
  ['start', /^(?:start|install|commenc|begin)/],
  ['invoice', /^(?:invoice|bill|statement)/],
  ['moving', /^(?:mov|relocat)/],
  ['ending', /^(?:end|terminat|leav|expir|finish|complet)/],
  ['decision', /^(?:decision|decid|outcome|result)/],
  ['opening', /^(?:open|activat)/],
];

/** Words that carry no event: "the date of", "the day you". */
const EMPTY = /^(?:date|day|days|time|moment|point|the|a|an|your|you|our|we|us|their|they|its|it|his|her|them|of|on|which|when|that|this|those|these|first|actual|original|initial)$/i;
/** Words after which a span is counted from an event. */
const FROM = /^(?:of|from|after|following)$/i;
/** Words that end the event's phrase. */
const STOP = /^(?:and|or|but|if|unless|as|so|to|for|with|without|except|including|excluding|while|because|before|provided|whichever|where|who|then|at|by|in)$/i;

/** A span of time as written ("14 days", "two weeks", "30 working days"). */
const SPAN = /(?:days?|weeks?|months?|years?|hours?)$/i;

interface Counted { q: Quantity; event: NlpToken[]; said: string }

/** Spans of time in `facts` counted from an event, each with that event's words (at most six, up to punctuation). */
function countedSpans(facts: UnitFacts): Counted[] {
  const out: Counted[] = [];
  // Token offsets count from the passage's start, figures' from the sentence's: read them in the sentence.
  const offsets = offsetsIn(facts.text, facts.tokens);
  for (const q of facts.quantities) {
    if (q.dim !== 'time' || !SPAN.test(q.raw)) continue;
    const at = offsets.findIndex((o) => o >= q.end);
    if (at < 0 || !FROM.test(facts.tokens[at]?.normal ?? '')) continue;
    // "of" counts from an event only after "within" ("within 14 days of delivery"); "24 months of cover" measures.
    if (facts.tokens[at]?.normal === 'of' && !/\b(?:within|inside)\s+$/i.test(facts.text.slice(0, q.start))) continue;
    const event: NlpToken[] = [];
    let last = at;
    for (let k = at + 1; k < facts.tokens.length && k <= at + 6; k++) {
      const t = facts.tokens[k] as NlpToken;
      // ("to" before a verb is the event's own: "the date you plan to leave".)
      const infinitive = t.normal === 'to' && facts.tokens[k + 1]?.pos === 'VERB';
      if (/^[,;:.!?()]$/.test(t.text) || (STOP.test(t.normal) && !infinitive) || t.kind === 'number') break;
      // A verb in -ing after the event's noun says how, not from when ("travel using the online form").
      if (t.pos === 'VERB' && /ing$/i.test(t.normal) && event.some((u) => u.pos === 'NOUN')) break;
      event.push(t);
      last = k;
    }
    const words = event.filter((t) => /\p{L}/u.test(t.text) && !EMPTY.test(t.normal) && t.pos !== 'ADP' && t.pos !== 'DET' && t.pos !== 'PRON' && t.pos !== 'AUX');
    const [from, end] = [offsets[at + 1] ?? 0, (offsets[last] ?? 0) + (facts.tokens[last]?.text.length ?? 0)];
    if (words.length > 0) out.push({ q, event: words, said: facts.text.slice(from, end) });
  }
  return out;
}

/** The kinds of event the words of an event name. */
function kindsOf(words: readonly NlpToken[]): Set<string> {
  return new Set(words.flatMap((t) => KINDS.filter(([, re]) => re.test(termOf(t).toLowerCase()) || re.test(t.normal.toLowerCase())).map(([kind]) => kind)));
}

/**
 * Whether two events are of different known kinds ("placing the order" / "delivery"): each names
 * a kind and they share none.
 */
function otherEvent(a: readonly NlpToken[], b: readonly NlpToken[]): boolean {
  const [ka, kb] = [kindsOf(a), kindsOf(b)];
  return ka.size > 0 && kb.size > 0 && ![...ka].some((k) => kb.has(k));
}

/** A word's key for sharing: its first five letters ("Claims" / "claim", "cancellation" / "cancel"). */
const key = (t: NlpToken) => t.normal.toLowerCase().slice(0, 5);

/** The contradiction, or null. */
export function anchorSwap(index: ContextIndex, claim: UnitFacts): RuleVerdict | null {
  const own = countedSpans(claim);
  if (own.length === 0 || claim.negations.length > 0) return null;
  for (const c of own) {
    // The sentences giving the same span, those that share most of the claim's other words first
    // ("Refunds are paid within 14 days of ..." says nothing of cancelling within 14 days).
    const eventWords = new Set(c.event.map(key));
    const rest = claim.tokens.filter((t) => isContent(t) && t.kind !== 'number').map(key).filter((w) => !eventWords.has(w));
    const found: Array<{ id: number; e: Counted; shared: number }> = [];
    index.sentences.forEach(({ facts }, id) => {
      const terms = new Set(facts.tokens.map(key));
      const shared = rest.filter((w) => terms.has(w)).length;
      for (const e of countedSpans(facts)) if (sameQuantity({ ...c.q, hedge: null }, { ...e.q, hedge: null })) found.push({ id, e, shared });
    });
      const most = Math.max(0, ...found.map((f) => f.shared));
    const closest = found.filter((f) => f.shared === most && most > 0);
    const first = closest[0];
    if (!first || !closest.every((f) => otherEvent(c.event, f.e.event))) continue;
    const pid = passageId(index, first.id);
    const [theirs, ours] = [first.e.said, c.said];
    return verdict('contradicted', true, [sentenceEvidence(index, first.id)],
      [`The answer counts ${c.q.raw} from ${ours}; ${pid} counts them from ${theirs}: "${index.sentences[first.id]?.facts.text.trim()}"`],
      `Count the ${c.q.raw} from ${theirs}, as ${pid} says.`);
  }
  return null;
}
