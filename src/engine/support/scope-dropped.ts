/**
 * A restriction dropped by a word of unrestricted scope: "You can close the bond early for any
 * reason" where the sentence says "Early closure is allowed only on death or serious financial
 * hardship"; "An increase can take effect at any point in the year" against "only on the
 * anniversary of the start date".
 * Contradicted when the claim (with no "only" and no negation of its own) says its statement holds
 * whatever the case ("for any reason", "at any time", "at any point", "whenever", "however long",
 * "regardless of") and the sentence stating most of it restricts it ("only on", "only if",
 * "except", "unless", "provided") and does not say the claim's unrestricted words itself ("valid only
 * after 09:30 on weekdays and at any time at weekends"). Also contradicted when the claim puts no
 * span on a moment the sentence gives one ("at any time before your pick-up time" / "up to 48
 * hours before the pick-up time"; "as soon as any invoice is overdue" / "more than 30 days overdue"). Pure.
 */
import type { ContextIndex } from '../context/context-index.ts';
import type { RuleVerdict } from '../rule-verdict.ts';
import type { UnitFacts } from '../text/unit-facts.ts';
import { escapeRegExp } from '../escape-regexp.ts';
import { statingSentence } from './best-sentence.ts';
import type { BestSupport } from './best-support.ts';

/** Words by which a claim says its statement holds in every case. */
const ANY_CASE = /\b(?:for any reason|at any (?:time|point|stage)(?! before| after| up to| until| within)|whenever (?:you|they|the|it)|however long|no matter (?:when|why|how long|what)|regardless of|in (?:all|every) cases?)\b/i;
/** Words by which a sentence restricts what it says. */
/** ("provided" before a clause: "provided that", "provided you"; not "the buoyancy aid provided at all times".) */
const RESTRICTS = /\bonly\s+(?:on|if|when|in|after|before|where|for|during|within|once|by|with|at)\b|\bexcept\b|\bunless\b|\bprovided,? (?:that|you|they|it|he|she|we|there|the|your|their|its|both|all|each|no)\b/i;

/** Whether `text` says `words` just before a word of four letters or more that the claim has too ("at any time at weekends" / "At weekends ... at any time"). */
function saidOfNamedCase(text: string, words: string, claim: string): boolean {
  const at = text.toLowerCase().indexOf(words.toLowerCase());
  if (at < 0) return false;
  const beside = text.slice(at + words.length, at + words.length + 25).toLowerCase().match(/\p{L}{4,}/gu) ?? [];
  const own = new Set(claim.toLowerCase().match(/\p{L}{4,}/gu) ?? []);
  return beside.some((w) => own.has(w) && !words.toLowerCase().includes(w));
}

/**
 * A claim that drops a span the sentence puts on its moment: "at any time before your pick-up
 * time" / "up to 48 hours before the pick-up time"; "as soon as any invoice is overdue" / "more
 * than 30 days overdue". The moment's words: after "any time before/after" the next word, after
 * "as soon as" each word of four letters or more of its clause.
 */
const ANY_TIME_BEFORE = /\b(?:at )?any ?time (?:before|after)\s+(?:the |your |its |their |an? )?([\p{L}-]{3,})/iu;
const AS_SOON_AS = /\bas soon as\b([^,.;]{0,60})/i;
/** A span of time as the quantity reader writes it ("48 hours", "30 days"). */
const SPAN = /(?:minutes?|hours?|days?|weeks?|months?|years?)$/i;

/** The sentence's span the claim drops ("48 hours before the pick-up"), or null. */
function spanDropped(claim: UnitFacts, sentence: UnitFacts): string | null {
  const anyTime = ANY_TIME_BEFORE.exec(claim.text);
  const moments = anyTime ? [anyTime[1] ?? ''] : (AS_SOON_AS.exec(claim.text)?.[1]?.match(/\p{L}{4,}/gu) ?? []);
  if (moments.length === 0) return null;
  const between = anyTime ? String.raw`\s+(?:before|after)\s+(?:the |your |its |their |an? )?` : String.raw`\s+`;
  const after = moments.map((w) => new RegExp(String.raw`^${between}${escapeRegExp(w)}`, 'iu'));
  const said = claim.text.toLowerCase();
  for (const q of sentence.quantities) {
    // A claim that gives the span's figure itself ("up to 48 hours before") keeps it.
    if (q.dim !== 'time' || !SPAN.test(q.raw) || said.includes((q.raw.split(/\s/)[0] ?? '').toLowerCase())) continue;
    const m = after.map((re) => re.exec(sentence.text.slice(q.end))).find(Boolean);
    if (m) return sentence.text.slice(q.start, q.end) + m[0];
  }
  return null;
}

export function scopeDropped(index: ContextIndex, claim: UnitFacts, support: BestSupport): RuleVerdict | null {
  if (claim.negations.length > 0) return null;
  const best = statingSentence(index, support);
  if (!best) return null;
  const span = spanDropped(claim, best.facts);
  if (span) return best.cite('contradicted', `The answer leaves out the span ${best.pid} sets: "${span}" ("${best.text}")`, `Give the span ${best.pid} states: "${best.text}"`);
  const any = ANY_CASE.exec(claim.text);
  // A sentence that says the same unrestricted words itself, of a case the claim names ("at any time at weekends"), gives that case no restriction.
  const saysItToo = any !== null && saidOfNamedCase(best.text, any[0], claim.text);
  if (any && !saysItToo && !/\bonly\b/i.test(claim.text) && RESTRICTS.test(best.text)) {
    return best.cite('contradicted', `The answer says this holds ${any[0]}; ${best.pid} restricts it: "${best.text}"`, `Give the restriction ${best.pid} states: "${best.text}"`);
  }
  return null;
}
