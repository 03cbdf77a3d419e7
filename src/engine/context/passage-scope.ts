/**
 * The passage the question asks about, among sibling passages that differ in a version number:
 * release notes, changelogs, API or SDK references of several versions ("Hollow DB changelog —
 * v4.2.0" / "— v4.1.0"). When the question names the version of exactly one sibling, a claim the
 * passages support only from another sibling, naming none of its versions, speaks of the asked one
 * with the other's words: "What changed in 4.2.0?" answered with 4.1.0's "default work_mem raised
 * from 4MB to 8MB". `check-answer.ts` decides such a claim again on the asked passage alone and
 * holds it (contradicted) when that passage does not support it. Names and years are no labels
 * here: they also tell apart corrections, companion pages and earlier reports, whose words an
 * answer rightly combines (tried: older held-out sets -6 sent, +3 caught). Pure.
 */
import type { ContextIndex } from './context-index.ts';

/** A version number as titles write it, without its "v". */
const VERSION = /^\d+(?:\.\d+)+$/;

/** Words of a title that name no thing of their own. */
const PLAIN = new Set(['the', 'a', 'an', 'and', 'or', 'of', 'for', 'to', 'in', 'on', 'at', 'by', 'with', 'from', 'as', 'is', 'are', 'our', 'your', 'its', 'this', 'that']);

export interface PassageScope {
  /** The passage the question asks about. */
  asked: number;
  /** Per other sibling, the labels only its title has (lower case). */
  labels: Map<number, string[]>;
}

/** Words as titles and questions are read: lower case, versions without their "v", no "'s". */
function tokensOf(text: string): string[] {
  return (text.toLowerCase().match(/v?\d+(?:\.\d+)+|[\p{L}\d][\p{L}\d'-]*/gu) ?? []).map((w) => w.replace(/^v(?=\d)/, '').replace(/'s$/, ''));
}

/** The words of a passage's title (its first sentence). */
function titleWords(index: ContextIndex, passage: number): string[] {
  return tokensOf(index.sentences.find((s) => s.passage === passage)?.facts.text ?? '').filter((w) => !PLAIN.has(w));
}

/**
 * The scope of a check, or null: two to four passages whose titles share two or more words and
 * each have a version number of their own, and a question that names the version of exactly one.
 */
export function passageScope(index: ContextIndex, question: string): PassageScope | null {
  const n = index.passages.length;
  if (n < 2 || n > 4) return null;
  const titles = index.passages.map((_, p) => titleWords(index, p));
  // Labels are version numbers ("v4.2.0", "3.1"): names and years also tell apart corrections,
  // companion pages and earlier reports, whose words an answer rightly combines.
  const own = titles.map((t, p) => [...new Set(t.filter((w) => VERSION.test(w) && titles.every((o, q) => q === p || !o.includes(w))))]);
  if (own.some((labels) => labels.length === 0)) return null;
  // Siblings: every pair of titles shares two words or more ("harlen investments ... fund").
  for (let p = 0; p < n; p++) for (let q = p + 1; q < n; q++) if (new Set((titles[p] ?? []).filter((w) => titles[q]?.includes(w))).size < 2) return null;
  const asked = new Set(tokensOf(question));
  const named = own.map((labels) => labels.some((w) => asked.has(w)));
  const hits = named.flatMap((hit, p) => (hit ? [p] : []));
  if (hits.length !== 1 || hits[0] === undefined) return null;
  const labels = new Map<number, string[]>();
  own.forEach((l, p) => { if (p !== hits[0]) labels.set(p, l); });
  return { asked: hits[0], labels };
}

/**
 * Whether a claim whose evidence is `evidencePassages` (indices) rests only on siblings the
 * question does not ask about, none of whose labels `text` (the claim's sentence) names.
 */
export function restsOnOtherSibling(scope: PassageScope, evidencePassages: readonly number[], text: string): boolean {
  if (evidencePassages.length === 0 || evidencePassages.includes(scope.asked)) return false;
  const words = new Set(tokensOf(text));
  return evidencePassages.every((p) => {
    const labels = scope.labels.get(p);
    return labels !== undefined && !labels.some((w) => words.has(w));
  });
}
