/**
 * A refusal that says the passages leave out what they name: "Windows is not mentioned" where a
 * passage says "runs on Linux, macOS and Windows", "The leaflet doesn't mention alcohol" where it
 * says "Avoid alcohol", "doesn't say anything about breastfeeding" where it says "If you are
 * breastfeeding, ask your doctor". Contradicted, citing the sentence that names it. Only refusals about
 * mentioning, listing or naming a thing: "doesn't say whether ..." can name the thing and still
 * leave the question open, so those are wh-refusal.ts's, held to a stricter match. Things joined by "or"/"and" are each a topic
 * ("doesn't mention any free support or monitoring" is false where a passage offers "free credit
 * monitoring"), "by name" is no part of the topic, a plural names its singular and one form of a word
 * another ("driving" / "do not drive").
 */
import type { Evidence } from '../../contract/schemas.ts';
import type { ContextIndex } from '../context/context-index.ts';
import { wordFormPattern } from '../text/word-forms.ts';
import { passageId, sentenceEvidence } from '../context/slots.ts';

/** "Windows isn't mentioned (in the requirements)", "SQLite is not listed anywhere". */
const PASSIVE = /^(?:but\s+|however,?\s+|and\s+)?(.{1,50}?)\s+(?:is|are|was|were)\s*(?:not|n't)\s+(?:mentioned|listed|named|(?:on|in|among)\s+(?:the|their|its|your)\s+(?:[\w-]+\s+){0,3}list)\b/i;
/** "The leaflet doesn't mention alcohol", "the passages do not name the buyer". */
const ACTIVE = /\b(?:does|do|did)\s*(?:not|n't)\s+(?:mention|list|name|give|provide|say anything (?:(?:specific|specifically|else|at all)\s+)?(?:about|on|regarding)|make any mention of|refer to)\s+(?:any(?:thing about)?\s+|an?\s+|the\s+)?(.{1,90}?)(?:\s+(?:anywhere|at all|either|by name|specifically|explicitly|in (?:the|this|that|any)\b.*))?\s*[.!]?$/i;
/** "Neither report says anything about fares", "None of the passages mentions a deposit". */
const NEITHER = /^(?:but\s+|however,?\s+)?(?:neither|none of the)\s+(?:[\w'’-]+\s+){1,3}?(?:says?|mentions?|lists?|names?)\s+(?:anything\s+(?:about|on|regarding)\s+)?(?:any\s+|an?\s+|the\s+)?(.{1,90}?)(?:\s+(?:anywhere|at all|either))?\s*[.!]?$/i;
/** Words that carry no topic of their own. */
const LIGHT = new Set(['the', 'a', 'an', 'any', 'anything', 'about', 'of', 'for', 'on', 'in', 'to', 'and', 'or', 'its', 'their', 'your', 'this', 'that', 'these', 'those', 'specific', 'specifically', 'explicitly', 'separate', 'particular', 'clear', 'exact', 'there', 'it', 'they', 'them', 'what', 'whether', 'how', 'when', 'which', 'who',
  // "a dividend being declared": the thing and what is done with it.
  'being', 'been',
  // Nouns that say only what kind of thing is left out ("any proxy settings", "details of the fee").
  'setting', 'settings', 'option', 'options', 'information', 'detail', 'details', 'service', 'services']);

/**
 * A light verb opening a topic says only what is done with the thing ("bringing dogs", "using a
 * VPN"): the thing is the topic. A verb with a meaning of its own ("cancelling bookings") stays.
 */
const LIGHT_GERUND = /^(?:bringing|using|taking|having|getting|keeping|carrying|making|doing|adding|needing|requiring)$/i;
const PARTICLE = /^(?:away|back|along|out|off|up|down)$/i;

/** The words of one topic, or null when it has none or more than four. */
function topicWords(head: string): string[] | null {
  const all = (head.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu) ?? []).filter((w) => !LIGHT.has(w.toLowerCase()));
  // With its particle: "taking away old furniture" is about old furniture.
  const skip = all.length > 1 && LIGHT_GERUND.test(all[0] ?? '') ? (all.length > 2 && PARTICLE.test(all[1] ?? '') ? 2 : 1) : 0;
  const words = all.slice(skip);
  return words.length > 0 && words.length <= 4 ? words : null;
}

/**
 * The topics a refusal says the passages leave out (each a list of words), or null when it is no
 * refusal of mention. Things joined by "or"/"and" are each a topic ("free support or monitoring":
 * "free support", "monitoring"): naming either makes the refusal false.
 */
export function refusedTopics(text: string): string[][] | null {
  const t = text.trim();
  const m = PASSIVE.exec(t) ?? ACTIVE.exec(t) ?? NEITHER.exec(t);
  const topic = m?.[1];
  if (!topic) return null;
  // The subject of the passive must be the thing, not the text ("The passage is not listed ...").
  if (/\b(?:passages?|context|sources?|documents?|text|leaflet|policy|article|page|guide|handbook)\b/i.test(topic) && PASSIVE.test(t)) return null;
  // The thing itself, before what it is for: "any credentials file for storing your token between sessions" is "credentials file".
  // (Nor what follows a comma: "breastfeeding, only about pregnancy".)
  // "any way to uninstall it", "a means of topping up": the thing is what the way does.
  // "support for Redis", "compatibility with Windows", "access to the lounge": the thing is what it is for.
  // What the topic sets aside is no part of it: "any further compensation beyond the voucher and the refund" is about further compensation.
  const kept = topic.split(/\s+(?:beyond|besides|other than|apart from|aside from|except(?: for)?|on top of)\s+/i)[0] ?? topic;
  const thing = kept.replace(/^(?:ways?|means|methods?|procedures?|instructions?)\s+(?:to|of|for)\s+/i, '').replace(/^(?:(?:built-in|native|official)\s+)?(?:support|compatibility|integration|access)\s+(?:for|with|to)\s+/i, '');
  // Nor what it is listed as: "dry mouth as a side effect" is about dry mouth.
  const pieces = thing.split(/\s*,\s*|\s+(?:for|that|which|to|when|where|with|between|so|while|during|as)\s+/i);
  // A thing that is only what is done with it ("taking it during pregnancy") is what follows: pregnancy.
  const done = pieces.length > 1 && (pieces[0] ?? '').split(/\s+/).every((w) => LIGHT_GERUND.test(w) || LIGHT.has(w.toLowerCase()));
  const clause = (done ? pieces[1] : pieces[0]) ?? thing;
  // Nor where it is: "fares on the new line" is about fares (unless the place is all the topic has: "information on the fees").
  // Nor when it is: "driving the next day" is about driving.
  const placed = clause.split(/\s+(?:on|at|in)\s+(?:the|this|that|these|your|its|their)\s+|\s+(?:the\s+(?:next|following|same)\s+(?:day|morning|night|week)|tomorrow|tonight|afterwards|overnight)\b/i)[0] ?? clause;
  const head = topicWords(placed) ? placed : clause;
  const whole = topicWords(head);
  const parts = head.split(/\s+(?:or|and|nor)\s+/i).map(topicWords);
  if (parts.length > 1 && parts.every((p) => p !== null)) return parts as string[][];
  return whole ? [whole] : null;
}

/** A refusal the context contradicts: the reason, the sentence that answers it, the fix. */
export interface RefusalConflict { checks: string[]; evidence: Evidence[]; fix: string }

/** The contradiction of a refusal whose topic a context sentence names in full, or null. */
export function falseRefusal(index: ContextIndex, text: string): RefusalConflict | null {
  for (const words of refusedTopics(text) ?? []) {
    // A plural names its singular too ("members" / "one nominated household member").
    // So does another form of a verb or noun ("driving" / "do not drive", "deductions" / "deducted").
    const patterns = words.map(wordFormPattern);
    const id = index.sentences.findIndex((s) => patterns.every((re) => re.test(s.facts.text)));
    if (id < 0) continue;
    const said = index.sentences[id]?.facts.text.trim() ?? '';
    const pid = passageId(index, id);
    return {
      checks: [`The answer says the passages leave out ${words.join(' ')}; ${pid} names it: "${said}"`],
      evidence: [sentenceEvidence(index, id)],
      fix: `Remove this claim: ${pid} says "${said}"`,
    };
  }
  return null;
}
