/**
 * Sibling names and the one the user is asking about. Passages often set out the same thing for
 * several named siblings ("Economy Light ..., Economy Standard ..., Economy Flex ..."; "Free
 * workspaces ...; Team workspaces ..."). When users name exactly one sibling of such a group as
 * their own ("I'm on Economy Standard"), a claim about "your plan" speaks of that one, and a clause
 * that names only another sibling is not evidence against it. The scope's `passages` blank those
 * clauses (offsets kept, so evidence still quotes the passages as written).
 */
import type { ContextIndex } from './context-index.ts';
import { escapeRegExp } from '../escape-regexp.ts';
import type { Evidence } from '../../contract/schemas.ts';
import type { Passage } from '../types.ts';

/** One member of a group: its varying word and the patterns that name it (see `member`). */
interface Member { word: string; full: RegExp; alone: RegExp }
/** Names of one group that share a word ("Economy", or "workspaces") and vary in another. */
interface Group { members: Member[] }

/** The group's members the user asks about (one per group), with the other members' patterns. */
export interface TopicScope {
  /** Whether a text names another sibling of some group and not that group's topic. */
  offTopic(text: string): boolean;
  /** Whether a text names any sibling of a group with a topic (the topic included). */
  namesSibling(text: string): boolean;
  /** Passages with every clause that names only another sibling blanked out. */
  passages: Passage[];
}

const NOT_A_NAME = new Set(['the', 'a', 'an', 'all', 'each', 'every', 'some', 'any', 'no', 'our', 'your', 'their', 'its', 'these', 'those', 'this', 'that', 'other', 'both', 'most', 'many', 'more', 'such', 'only', 'extra', 'additional', 'new', 'if', 'for', 'in', 'on', 'at', 'with', 'and', 'or', 'but', 'also', 'then', 'however', 'so', 'yet', 'still', 'not', 'when', 'where', 'once', 'after', 'before', 'please', 'note']);
const NAME_POS_LIST = ['PROPN', 'NOUN', 'ADJ'];
const NAME_POS = new Set(NAME_POS_LIST);
/** "Plus fares": a tier's name may be a word wink reads as a conjunction or an adverb. */
const TIER_POS = new Set([...NAME_POS_LIST, 'CCONJ', 'ADV']);
const CAPITALISED = /^\p{Lu}[\p{L}\d]*$/u;

/** Groups of two or more names that share one word and differ in a capitalised other. */
function siblingGroups(index: ContextIndex): Group[] {
  const byKey = new Map<string, Set<string>>();
  const add = (key: string, word: string) => {
    const set = byKey.get(key) ?? new Set<string>();
    set.add(word);
    byKey.set(key, set);
  };
  for (const s of index.sentences) {
    const t = s.facts.tokens;
    for (let i = 0; i + 1 < t.length; i++) {
      const x = t[i];
      const y = t[i + 1];
      if (!x || !y || y.start !== x.end + 1) continue;
      if (!CAPITALISED.test(x.text) || NOT_A_NAME.has(x.normal) || !TIER_POS.has(x.pos)) continue;
      if (NAME_POS.has(x.pos) && CAPITALISED.test(y.text) && NAME_POS.has(y.pos) && !NOT_A_NAME.has(y.normal)) add(`${x.text} _`, y.text);
      // "Free workspaces", "Team workspaces": a capitalised word before a plain noun.
      if ((y.pos === 'NOUN' || y.pos === 'PROPN') && /^\p{Ll}{3,}$/u.test(y.text)) add(`_ ${y.lemma}`, x.text);
    }
  }
  const groups: Group[] = [];
  for (const [key, set] of byKey) {
    if (set.size < 2) continue;
    const sharedFirst = key.endsWith(' _');
    const shared = sharedFirst ? key.slice(0, -2) : key.slice(2);
    groups.push({ members: [...set].map((word) => member(shared, sharedFirst, word)) });
  }
  return groups;
}

/**
 * The patterns that name member `word`: the full name in any case ("team workspaces", "Economy
 * Standard"), or the capitalised word alone after a lower-case word ("we're on Team").
 */
function member(shared: string, sharedFirst: boolean, word: string): Member {
  const w = escapeRegExp(word);
  const s = escapeRegExp(shared);
  const full = sharedFirst ? `\\b${s}\\s+${w}\\b` : `\\b${w}\\s+${s}(?:e?s)?\\b`;
  return { word, full: new RegExp(full, 'iu'), alone: new RegExp(`(?<=[\\p{Ll}\\d,:]\\s)${w}(?![\\p{L}\\d])`, 'u') };
}

/** Members of `g` a text names. */
function named(g: Group, text: string): string[] {
  return g.members.filter((m) => m.full.test(text) || m.alone.test(text)).map((m) => m.word);
}

/** Clauses of a passage: sentences cut at semicolons and line ends, with their offsets. */
function clauses(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const re = /[^;.!?\n]+(?:[.!?](?!\d)|;|\n|$)/g;
  for (const m of text.matchAll(re)) if (m[0].trim()) out.push([m.index, m.index + m[0].length]);
  return out;
}

/** The question's clauses in which users speak of their own situation ("I'm on Economy Standard", "we're on Team"). */
function ownSituation(question: string): string {
  return question.split(/[.;?!]\s+|,\s+(?:and|but)\s+/).filter((c) => /\b(?:I|I'm|I've|I'd|we|we're|we've|my|our|me|us)\b/i.test(c)).join(' ; ');
}

/**
 * The scope of a check, or null when the question names, as the user's own situation, no
 * sibling of any group, or several of one. The answer's own choice of sibling never sets the
 * topic: that choice is what a wrong answer gets wrong ("liver problems are a common side effect").
 */
export function topicScope(index: ContextIndex, question: string): TopicScope | null {
  const own = ownSituation(question);
  if (!own) return null;
  const scoped: Array<{ g: Group; topic: string }> = [];
  for (const g of siblingGroups(index)) {
    const chosen = named(g, own);
    if (chosen.length === 1 && chosen[0]) scoped.push({ g, topic: chosen[0] });
  }
  if (scoped.length === 0) return null;
  const offTopic = (text: string) => scoped.some(({ g, topic }) => {
    const names = named(g, text);
    return names.length > 0 && !names.includes(topic);
  });
  const passages = index.passages.map((p) => {
    let text = p.text;
    for (const [s, e] of clauses(p.text)) if (offTopic(p.text.slice(s, e))) text = text.slice(0, s) + ' '.repeat(e - s) + text.slice(e);
    return { id: p.id, text };
  });
  const namesSibling = (text: string) => scoped.some(({ g }) => named(g, text).length > 0);
  return { offTopic, namesSibling, passages };
}

/** The text a contradiction rests on: the first passage text its reason quotes, else its evidence. */
export function conflictText(d: { checks: readonly string[]; evidence: readonly Evidence[] }): string {
  const quoted = d.checks.join(' ').match(/["“]([^"”]{12,})["”]/);
  return quoted?.[1] ?? d.evidence.map((e) => e.text).join(' ');
}

/** Evidence read off blanked passages, quoted from the passages as written (offsets are kept). */
export function asWritten(passages: readonly Passage[], blanked: readonly Passage[], evidence: readonly Evidence[]): Evidence[] {
  return evidence.map((e) => {
    const original = passages.find((p) => p.id === e.id)?.text ?? '';
    const at = blanked.find((p) => p.id === e.id)?.text.indexOf(e.text) ?? -1;
    return original.includes(e.text) || at < 0 ? e : { id: e.id, text: original.slice(at, at + e.text.length) };
  });
}
